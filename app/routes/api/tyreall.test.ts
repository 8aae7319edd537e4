import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { runAction, runLoader } from '#tests/helpers/routes'
import { loader as brandLoader, action as brandAction } from './tyreall.brand.$brand'
import { loader as fetchLoader } from './tyreall.fetch.$slug'
import { loader as getallLoader } from './tyreall.getall'
import { loader as searchLoader } from './tyreall.search'
import { action as sizeAction, loader as sizeLoader } from './tyreall.size'

type ApiTyre = Record<string, unknown> & { _id: number; Brand: string; Model: string; SIZE: string; 'In Stock': number; 'Price for 4': number | null }

describe('GET /api/tyreall/search (spec §7)', () => {
	test('answers tyres, total and totalPages, 50 a page, in the spec field names', async () => {
		const response = await searchLoader({ request: new Request('http://x/api/tyreall/search?width=205&profile=55&rim=16'), params: {}, context: {} } as never)
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

describe('GET /api/tyreall/fetch/{slug}', () => {
	test('answers one tyre object', async () => {
		const response = await runLoader(fetchLoader, '/', { params: { slug: 'michelin-primacy-4-205-55r16-91v' } })
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ Brand: 'Michelin', Model: 'Primacy 4', SIZE: '205/55R16', 'LOAD/SPEED RATING': '91V' })
	})

	test.each([
		['no-such-tyre', 404],
		['zeta-antarctica-5-205-55r16-94t', 404],
		['../../etc/passwd', 400],
		['UPPER-case', 400],
		['a'.repeat(300), 400],
	])('%s answers %s', async (slug, status) => {
		const response = await runLoader(fetchLoader, '/', { params: { slug } })
		expect(response.status).toBe(status)
		expect(await response.json()).toHaveProperty('error')
	})
})

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

describe('POST /api/tyreall/size', () => {
	test('answers the listed tyres of that size as data, from JSON or a form', async () => {
		const json = await runAction(sizeAction, '/api/tyreall/size', { json: { width: 205, profile: '55', rim: 16 } })
		expect(json.status).toBe(200)
		const { data } = (await json.json()) as { data: ApiTyre[] }
		expect(data.length).toBeGreaterThan(10)
		expect(data.every((t) => t.SIZE === '205/55R16')).toBe(true)
		const form = await runAction(sizeAction, '/api/tyreall/size', { form: { width: '205', profile: '55', rim: '16' } })
		expect(((await form.json()) as { data: ApiTyre[] }).data).toHaveLength(data.length)
	})

	test.each([
		[{ body: '{"width": 205,' }, 'The request body is not valid JSON.'],
		[{ body: '[1,2,3]' }, 'The request body must be a JSON object.'],
		[{ json: { width: 205 } }, 'Send width, profile and rim.'],
		[{ json: { width: 'wide', profile: 55, rim: 16 } }, 'Width must be a number from 105 to 395.'],
		[{ json: { width: 205, profile: 55, rim: 99 } }, 'Rim must be a number from 10 to 26.'],
	])('bad input %j is a 400', async (input, error) => {
		const response = await runAction(sizeAction, '/api/tyreall/size', input)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ error })
	})

	test('GET is a 405', async () => {
		expect((await runLoader(sizeLoader, '/api/tyreall/size')).status).toBe(405)
	})
})
