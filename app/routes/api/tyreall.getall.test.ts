import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import type { ApiTyre } from '#tests/fixtures/tyre-api'
import { runLoader } from '#tests/helpers/routes'
import { loader as getallLoader } from './tyreall.getall'

describe('GET /api/tyreall/getall', () => {
	test('every listed tyre as data, ascending by width, profile and rim', async () => {
		const response = await runLoader(getallLoader, '/api/tyreall/getall')
		const { data } = (await response.json()) as { data: ApiTyre[] }
		const listed = await getDb().selectFrom('tyres').select('id').where('model', '!=', 'Antarctica 5').where('price_4', 'is not', null).execute()
		expect(data.length).toBeGreaterThanOrEqual(listed.length)
		expect(data.some((t) => t.Model === 'Antarctica 5')).toBe(false)
		const keys = data.map((t) => [t.width as number, t.profile as number, t.rimSize as number])
		for (let i = 1; i < keys.length; i++) {
			const [a, b] = [keys[i - 1]!, keys[i]!]
			expect(a[0]! * 1e6 + a[1]! * 1e3 + a[2]!).toBeLessThanOrEqual(b[0]! * 1e6 + b[1]! * 1e3 + b[2]!)
		}
	})
})
