import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, tileHostSource } from './csp.server'

describe('content security policy', () => {
	test('scripts need the request nonce; no framing; no plugins', () => {
		const csp = contentSecurityPolicy('abc123')
		expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
		expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
	})
})

test('only Stripe may be framed (no owner-pasted widget); map tiles come from the configured tile host', () => {
	expect(contentSecurityPolicy('n')).toMatch(/frame-src https:\/\/js\.stripe\.com /)
	expect(contentSecurityPolicy('n')).not.toMatch(/frame-src[^;]*'self'/)
	expect(tileHostSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
	expect(tileHostSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org')
	expect(tileHostSource('https://tiles.{r}.example/{z}/{x}/{y}.png')).toBe('https:')
	expect(contentSecurityPolicy('n', { tileHosts: ['https://tile.openstreetmap.org'] })).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/)
})

test('asks browsers to upgrade requests only on an HTTPS site', () => {
	expect(contentSecurityPolicy('n', { https: true })).toContain('upgrade-insecure-requests')
	expect(contentSecurityPolicy('n', { https: false })).not.toContain('upgrade-insecure-requests')
})
