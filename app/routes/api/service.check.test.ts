import { describe, expect, test } from 'vitest'
import { call, request } from '#tests/fixtures/checkout-pages'
import * as serviceCheck from './service.check'

// Called as React Router calls it: a real Request in, a Response out.

describe('JSON endpoints', () => {
	test('POST /api/service/check answers isServiceable; bad input is a 400', async () => {
		expect((await call(serviceCheck.action as never, request('/api/service/check', { json: { postcode: '3168', suburb: 'clayton' } }))).body).toEqual({ isServiceable: true })
		expect((await call(serviceCheck.action as never, request('/api/service/check', { json: { postcode: 3220, suburb: 'Geelong' } }))).body).toEqual({ isServiceable: false })
		for (const json of [{ postcode: '316', suburb: 'Clayton' }, { postcode: '3168' }, { suburb: 'x'.repeat(61), postcode: '3168' }]) {
			expect((await call(serviceCheck.action as never, request('/api/service/check', { json }))).status).toBe(400)
		}
	})
})
