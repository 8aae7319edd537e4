import { describe, expect, test } from 'vitest'
import { runLoader } from '#tests/helpers/routes'
import { loader as vehicleLoader } from './vehicle'

describe('vehicle page loader', () => {
	test('a bad plate is a 400 with field errors; a good one finds the vehicle', async () => {
		const bad = await runLoader(vehicleLoader, '/vehicle?rego=!!&state=VIC')
		expect(bad.status).toBe(400)
		expect((await bad.json()).rego.errors.rego).toBe('Enter the registration plate: letters and numbers only, up to 9.')
		const good = await runLoader(vehicleLoader, '/vehicle?rego=2AB9QR&state=VIC')
		expect(good.status).toBe(200)
		expect((await good.json()).rego.matches[0].description).toBe('2022 Mazda CX-5 Maxx Sport')
	})
})
