import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from './csp.server'

describe('content security policy', () => {
	test('scripts need the request nonce; no framing; no plugins', () => {
		const csp = contentSecurityPolicy('abc123')
		expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
		expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
	})
})

test('asks browsers to upgrade requests only on an HTTPS site', () => {
	expect(contentSecurityPolicy('n', { https: true })).toContain('upgrade-insecure-requests')
	expect(contentSecurityPolicy('n', { https: false })).not.toContain('upgrade-insecure-requests')
})
