import { describe, expect, test } from 'vitest'
import { call, openDate, request } from '#tests/fixtures/checkout-pages'
import * as slotsCheck from './slots.check'

// Called as React Router calls it: a real Request in, a Response out.

describe('JSON endpoints', () => {
	test('POST /api/slots/check answers the four slots; bad input is a 400 with a message', async () => {
		const ok = await call(slotsCheck.action as never, request('/api/slots/check', { json: { date: await openDate() } }))
		expect(ok.status).toBe(200)
		expect(Object.keys((ok.body as { availability: object }).availability).sort()).toEqual(['afternoon', 'flexible', 'lunch', 'morning'])
		const past = await call(slotsCheck.action as never, request('/api/slots/check', { json: { date: '2020-01-07' } }))
		expect(past.body).toEqual({ availability: { morning: 0, lunch: 0, afternoon: 0, flexible: 0 } })
		for (const json of [{}, { date: 'tomorrow' }, { date: '2026-13-01' }, '{broken', []]) {
			const bad = await call(slotsCheck.action as never, request('/api/slots/check', { json }))
			expect(bad.status, JSON.stringify(json)).toBe(400)
			expect((bad.body as { error: string }).error).toBeTruthy()
		}
		expect((await call(slotsCheck.loader as never, request('/api/slots/check'))).status).toBe(405)
	})
})
