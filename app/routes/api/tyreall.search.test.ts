import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import type { ApiTyre } from '#tests/fixtures/tyre-api'
import { runLoader } from '#tests/helpers/routes'
import { loader as searchLoader } from './tyreall.search'

describe('GET /api/tyreall/search (spec §7)', () => {
	test('answers tyres, total and totalPages, 50 a page, in the spec field names', async () => {
		const response = await runLoader(searchLoader, '/api/tyreall/search?width=205&profile=55&rim=16')
		expect(response.status).toBe(200)
		const body = (await response.json()) as { tyres: ApiTyre[]; total: number; totalPages: number }
		expect(body.total).toBeGreaterThan(10)
		expect(body.totalPages).toBe(Math.ceil(body.total / 50))
		expect(body.tyres[0]).toMatchObject({ Brand: 'Zeta', SIZE: '205/55R16', width: 205, profile: 55, rimSize: 16, RunFlat: 'NO' })
		for (const key of ['_id', 'Model', 'LOAD/SPEED RATING', 'Marking', 'Type', 'category', 'brand_logo_url', 'image_url', 'In Stock', 'Price for 1', 'Price for 5', 'Price Incl GST', 'UNLOADING IN 24 HRS', 'slug']) {
			expect(body.tyres[0]).toHaveProperty(key)
		}
		// dollars, as API clients of the spec read them
		const row = await getDb().selectFrom('tyres').select('price_4').where('id', '=', body.tyres[0]!._id).executeTakeFirstOrThrow()
		expect(body.tyres[0]!['Price for 4']).toBe(row.price_4! / 100)
		expect(body.tyres.some((t) => t.Model === 'Antarctica 5')).toBe(false)
	})

	test('filters, sorts, pages and takes the admin model filter', async () => {
		const get = async (query: string) => {
			const response = await runLoader(searchLoader, `/api/tyreall/search?${query}`)
			return { status: response.status, body: (await response.json()) as { tyres: ApiTyre[]; total: number; totalPages: number; error?: string } }
		}
		const all = await get('limit=10&page=2')
		expect(all.body.tyres).toHaveLength(10)
		const brand = await get('brand=MICHELIN&type=passenger&runflat=yes')
		expect(brand.body.total).toBeGreaterThan(0)
		expect(brand.body.tyres.every((t) => t.Brand === 'Michelin' && t.RunFlat === 'YES')).toBe(true)
		const model = await get('model=Primacy%204&width=205')
		expect(model.body.tyres.every((t) => t.Model === 'Primacy 4' && t.SIZE.startsWith('205/'))).toBe(true)
		const sorted = await get('width=225&profile=45&rim=17&sort=desc&limit=100')
		const prices = sorted.body.tyres.filter((t) => t.Brand !== 'Zeta' && t['In Stock'] > 0).map((t) => t['Price for 4'] ?? 0)
		expect(prices).toEqual([...prices].sort((a, b) => b - a))
		const speed = await get('load_index=94&speed_rating=w')
		expect(speed.body.tyres.every((t) => t['LOAD/SPEED RATING'] === '94W')).toBe(true)
		const nothing = await get('width=195&profile=45&rim=16')
		expect(nothing).toEqual({ status: 200, body: { tyres: [], total: 0, totalPages: 0, page: 1, limit: 50 } })
	})

	test.each([
		['page=0', 'Page must be a whole number from 1.'],
		['page=-3', 'Page must be a whole number from 1.'],
		['page=1e9', 'Page must be at most 10000.'],
		['page=40&width=205&profile=55&rim=16', 'Page 40 is past the last page of results (1).'],
		['limit=0', 'Limit must be a whole number from 1 to 100.'],
		['width=2055', 'Choose a width from the list.'],
		['brand=Acme', 'We do not stock tyres by the brand "Acme".'],
		['type=Tractor', 'There are no tyres of the type "Tractor".'],
		['sort=random', 'Sort by price low-to-high or high-to-low.'],
		[`model=${'m'.repeat(100_000)}`, 'Model names are at most 80 characters.'],
	])('%s is a 400 with a clear error', async (query, error) => {
		const response = await runLoader(searchLoader, `/api/tyreall/search?${query}`)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ error })
	})
})
