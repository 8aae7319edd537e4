import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { isOptedOut } from '#app/domain/consent/consent.server'
import { unsubscribePath } from '#app/domain/consent/unsubscribe-link.server'
import { setClock } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { routeAnswer } from '#tests/helpers/routes'
import * as unsubscribe from './unsubscribe'

// The unsubscribe link, with the server's clock pinned (Friday 20 November 2026, Adelaide).

const NOW = new Date('2026-11-20T01:00:00Z')
const SENT_ON = '2026-11-19'

beforeEach(() => setClock(() => NOW.getTime()))
afterEach(() => setClock(null))

const get = (path: string) => routeAnswer(unsubscribe.loader, new Request(`http://localhost:3000${path}`), '203.0.113.9')
const post = (path: string, body = new URLSearchParams()) =>
	routeAnswer(unsubscribe.action, new Request(`http://localhost:3000${path}`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), '203.0.113.9')

describe('/unsubscribe', () => {
	test('opening the link changes nothing; its button unsubscribes, and pressing it again is harmless', async () => {
		const path = unsubscribePath('Link.Tester@Example.com', SENT_ON)!
		const opened = await get(path)
		expect(opened.status).toBe(200)
		expect(opened.body).toEqual({ state: 'confirm', email: 'link.tester@example.com' })
		expect(opened.headers.get('Cache-Control')).toBe('private, no-store')
		expect(await isOptedOut(getDb(), 'email', 'link.tester@example.com')).toBe(false)

		const pressed = await post(path)
		expect(pressed.status).toBe(303)
		expect(pressed.location).toBe(path)
		expect(await isOptedOut(getDb(), 'email', 'LINK.TESTER@example.com')).toBe(true)
		expect((await get(path)).body).toEqual({ state: 'done', email: 'link.tester@example.com' })

		// replayed (a double tap, the mail client's one-click POST as well): the same answer, one opt-out
		const again = await post(path, new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }))
		expect(again.status).toBe(303)
		const rows = await getDb().selectFrom('opt_outs').selectAll().where('recipient', '=', 'link.tester@example.com').execute()
		expect(rows).toEqual([{ channel: 'email', recipient: 'link.tester@example.com', source: 'email-link', opted_out_at: NOW.toISOString() }])
	})

	test('a forged link is refused with 400 and unsubscribes no one', async () => {
		const real = unsubscribePath('victim@example.com', SENT_ON)!
		const token = new URL(`http://x${real}`).searchParams.get('t')!
		const [, signature] = token.split('.')
		// another address under the real signature
		const forged = `/unsubscribe?t=${Buffer.from('2027-11-19|other@example.com').toString('base64url')}.${signature}`
		for (const path of [forged, '/unsubscribe', '/unsubscribe?t=nonsense', `/unsubscribe?t=${token}x`]) {
			expect((await get(path)).status).toBe(400)
			expect(await post(path)).toMatchObject({ status: 400, body: { state: 'invalid' } })
		}
		expect(await isOptedOut(getDb(), 'email', 'other@example.com')).toBe(false)
		expect(await isOptedOut(getDb(), 'email', 'victim@example.com')).toBe(false)
	})

	test('an expired link is refused with 410', async () => {
		const old = unsubscribePath('old.link@example.com', '2025-01-01')!
		expect(await get(old)).toMatchObject({ status: 410, body: { state: 'expired' } })
		expect(await post(old)).toMatchObject({ status: 410, body: { state: 'expired' } })
		expect(await isOptedOut(getDb(), 'email', 'old.link@example.com')).toBe(false)
	})
})
