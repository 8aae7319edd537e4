import { describe, expect, test } from 'vitest'
import { runAction, runLoader } from '#tests/helpers/routes'
import { action, loader } from './drd.search-by-rego'

describe('POST /api/drd/search-by-rego (spec §7)', () => {
	test('one match: the vehicle, its fitment and the tyres that fit', async () => {
		const response = await runAction(action, '/api/drd/search-by-rego', { json: { rego: '1hx-4kp', state: 'vic' } })
		expect(response.status).toBe(200)
		const body = await response.json()
		expect(body).toMatchObject({
			multipleMatches: false,
			variantCount: 1,
			vehicleMake: 'Toyota',
			vehicle: { make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport', year: 2020, description: '2020 Toyota Corolla Ascent Sport' },
			fitment: { front: '205/55R16', rear: '205/55R16', staggered: false },
		})
		expect(body.matchedTyres.length).toBeGreaterThan(5)
		expect(body.matchedTyres.every((t: { SIZE: string }) => t.SIZE === '205/55R16')).toBe(true)
	})

	test('a staggered vehicle matches front and rear tyres', async () => {
		const body = await (await runAction(action, '/api/drd/search-by-rego', { json: { rego: 'S208CMR', state: 'SA' } })).json()
		expect(body.fitment).toEqual({ front: '225/40R18', rear: '255/35R18', staggered: true })
		const sizes = new Set(body.matchedTyres.map((t: { SIZE: string }) => t.SIZE))
		expect(sizes).toEqual(new Set(['225/40R18', '255/35R18']))
	})

	test('several matches: a multiple-matches result with the variants to choose from', async () => {
		const body = await (await runAction(action, '/api/drd/search-by-rego', { json: { rego: 'YKC537', state: 'VIC' } })).json()
		expect(body).toMatchObject({ multipleMatches: true, variantCount: 2, vehicleMake: 'Toyota', vehicle: null, fitment: null, matchedTyres: [] })
		expect(body.variants.map((v: { vehicle: { variant: string }; fitment: { front: string } }) => [v.vehicle.variant, v.fitment.front])).toEqual([
			['SR', '265/65R17'],
			['SR5', '265/60R18'],
		])
	})

	test('no match is a 404 that points to size and make/model search', async () => {
		const response = await runAction(action, '/api/drd/search-by-rego', { json: { rego: 'ZZZ999', state: 'VIC' } })
		expect(response.status).toBe(404)
		const body = await response.json()
		expect(body).toMatchObject({ multipleMatches: false, variantCount: 0, matchedTyres: [] })
		expect(body.error).toMatch(/Search by tyre size .* or by make, model and year/)
		// the plate is registered in another state only
		expect((await runAction(action, '/api/drd/search-by-rego', { json: { rego: '1HX4KP', state: 'NSW' } })).status).toBe(404)
	})

	test.each([
		[{ json: { state: 'VIC' } }, 'Enter the registration plate: letters and numbers only, up to 9.'],
		[{ json: { rego: '<b>hi</b>', state: 'VIC' } }, 'Enter the registration plate: letters and numbers only, up to 9.'],
		[{ json: { rego: 'A'.repeat(10_000), state: 'VIC' } }, 'Enter the registration plate: letters and numbers only, up to 9.'],
		[{ json: { rego: 'ABC123', state: 'XYZ' } }, 'Choose the state the vehicle is registered in.'],
		[{ json: { rego: 'ABC123' } }, 'Choose the state the vehicle is registered in.'],
		[{ body: '{rego:' }, 'The request body is not valid JSON.'],
	])('bad input %j is a 400', async (input, error) => {
		const response = await runAction(action, '/api/drd/search-by-rego', input)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ error })
	})

	test('GET is a 405', async () => {
		expect((await runLoader(loader, '/api/drd/search-by-rego')).status).toBe(405)
	})
})
