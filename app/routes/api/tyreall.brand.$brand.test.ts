import { describe, expect, test } from 'vitest'
import type { ApiTyre } from '#tests/fixtures/tyre-api'
import { runAction, runLoader } from '#tests/helpers/routes'
import { action as brandAction, loader as brandLoader } from './tyreall.brand.$brand'

describe('GET /api/tyreall/brand/{brand}', () => {
	test("answers success and the brand's listed tyres, any capitalisation", async () => {
		const response = await runLoader(brandLoader, '/api/tyreall/brand/gt%20radial', { params: { brand: 'gt radial' } })
		expect(response.status).toBe(200)
		const body = (await response.json()) as { success: boolean; data: ApiTyre[] }
		expect(body.success).toBe(true)
		expect(body.data.length).toBeGreaterThan(5)
		expect(body.data.every((t) => t.Brand === 'GT Radial')).toBe(true)
		const zeta = (await (await runLoader(brandLoader, '/api/tyreall/brand/Zeta', { params: { brand: 'Zeta' } })).json()) as { data: ApiTyre[] }
		expect(zeta.data.some((t) => t.Model === 'Antarctica 5')).toBe(false)
	})

	test('an unknown brand is a 404, a huge one a 400, a POST a 405', async () => {
		expect((await runLoader(brandLoader, '/api/tyreall/brand/Acme', { params: { brand: 'Acme' } })).status).toBe(404)
		expect((await runLoader(brandLoader, '/x', { params: { brand: 'x'.repeat(5000) } })).status).toBe(400)
		expect((await runAction(brandAction, '/api/tyreall/brand/Zeta', { params: { brand: 'Zeta' } })).status).toBe(405)
	})
})
