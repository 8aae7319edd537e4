import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { ANSWER_BUDGET_BYTES, getCatalogue, WHOLE_LIST_BUDGET_BYTES, loadTyres, runSearch, textBytes, toCatalogueTyre } from './catalogue.server'
import { isHouseBrand } from './rules'

describe('catalogue (seeded demo data)', () => {
	test('lists every priced tyre except the hidden model, house brand first, then by stock', async () => {
		const db = getDb()
		const catalogue = await getCatalogue(db)
		const listed = await catalogue.all()
		const rows = await db.selectFrom('tyres').selectAll().execute()
		const hidden = rows.filter((r) => r.brand === 'Zeta' && r.model === 'Antarctica 5')
		const priceless = rows.filter((r) => [r.price_1, r.price_2, r.price_3, r.price_4, r.price_5].every((p) => p === null))
		expect(hidden.length).toBeGreaterThan(0)
		expect(priceless.length).toBeGreaterThan(0)
		expect(listed.length).toBe(rows.length - new Set([...hidden, ...priceless].map((r) => r.id)).size)
		expect(listed.some((t) => t.model === 'Antarctica 5')).toBe(false)

		const houseCount = listed.filter((t) => isHouseBrand(t.brand)).length
		expect(listed.slice(0, houseCount).every((t) => t.brand === 'Zeta')).toBe(true)
		const rest = listed.slice(houseCount)
		for (let i = 1; i < rest.length; i++) expect(rest[i - 1]!.stock).toBeGreaterThanOrEqual(rest[i]!.stock)
	})

	test('loads every tyre in batches by id, each as the catalogue sees its row', async () => {
		const db = getDb()
		const rows = await db.selectFrom('tyres').selectAll().orderBy('id').execute()
		expect(rows.length).toBeGreaterThan(120)
		for (const batch of [50, 60, rows.length, rows.length + 1]) {
			const tyres = await loadTyres(db, batch)
			expect(tyres, `batch ${batch}`).toEqual(rows.map((row) => toCatalogueTyre(row)))
		}
	})

	test('a size with nothing in stock offers the nearest sizes that have tyres in stock', async () => {
		const catalogue = await getCatalogue(getDb())
		expect((await catalogue.search({ width: 195, profile: 45, rim: 16 })).total).toBe(0)
		const near = catalogue.nearestInStock({ width: 195, profile: 45, rim: 16 })
		expect(near.length).toBeGreaterThan(0)
		for (const size of near) {
			expect(size.rim).toBe(16)
			const tyres = await catalogue.all({ width: size.width, profile: size.profile, rim: size.rim })
			expect(tyres.filter((t) => t.stock > 0)).toHaveLength(size.tyreCount)
		}
	})

	test('search filters by size, brand (any case), type, runflat, load index and speed rating, 50 a page', async () => {
		const catalogue = await getCatalogue(getDb())
		const bySize = await catalogue.search({ width: 205, profile: 55, rim: 16 })
		expect(bySize.total).toBeGreaterThan(10)
		expect(bySize.tyres.every((t) => t.size === '205/55R16')).toBe(true)

		const outcome = await runSearch(catalogue, { brand: 'mIcHeLiN' })
		if (!outcome.ok) throw new Error(outcome.error)
		expect(outcome.result.tyres.every((t) => t.brand === 'Michelin')).toBe(true)

		const runflats = await catalogue.search({ runflat: true })
		expect(runflats.total).toBeGreaterThan(0)
		expect(runflats.tyres.every((t) => t.runflat)).toBe(true)

		const narrow = await catalogue.search({ width: 225, profile: 45, rim: 17, loadIndex: 94, speedRating: 'w', type: 'passenger' })
		expect(narrow.tyres.every((t) => t.loadIndex === 94 && t.speedRating === 'W' && t.type === 'Passenger')).toBe(true)

		const everything = await catalogue.search({})
		const listed = await catalogue.all()
		expect(everything.tyres).toHaveLength(50)
		expect(everything.totalPages).toBe(Math.ceil(listed.length / 50))
		const page2 = await catalogue.search({}, { page: 2 })
		expect(page2.tyres[0]!.id).toBe(listed[50]!.id)
	})

	test('price sorts order the in-stock tyres by Price for 4', async () => {
		const catalogue = await getCatalogue(getDb())
		const sorted = (await catalogue.all({ width: 205, profile: 55, rim: 16, sort: 'low-to-high' })).filter((t) => t.brand !== 'Zeta' && t.stock > 0)
		for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.price_4 ?? 0).toBeLessThanOrEqual(sorted[i]!.price_4 ?? Infinity)
	})

	test('runSearch refuses unknown brands, unknown types and pages past the end', async () => {
		const catalogue = await getCatalogue(getDb())
		expect(await runSearch(catalogue, { brand: 'Acme' })).toMatchObject({ ok: false, status: 400, field: 'brand' })
		expect(await runSearch(catalogue, { type: 'Tractor' })).toMatchObject({ ok: false, field: 'type' })
		expect(await runSearch(catalogue, { width: 205, profile: 55, rim: 16 }, { page: 40 })).toMatchObject({ ok: false, field: 'page' })
		// a size nobody stocks is a valid search with no results, page 1 included
		expect(await runSearch(catalogue, { width: 195, profile: 45, rim: 16 })).toMatchObject({ ok: true, result: { total: 0, tyres: [] } })
	})

	test('a change to any tyre row is seen by the next read', async () => {
		const db = getDb()
		const before = await getCatalogue(db)
		expect(await getCatalogue(db)).toBe(before) // unchanged: the same snapshot
		const tyre = (await before.all()).find((t) => t.brand === 'Kumho')!
		await db.updateTable('tyres').set({ stock: 999 }).where('id', '=', tyre.id).execute()
		const after = await getCatalogue(db)
		expect(after).not.toBe(before)
		expect((await after.listedBySlug(tyre.slug))!.stock).toBe(999)
		// highest stock outside the house brand now leads
		expect((await after.all()).find((t) => t.brand !== 'Zeta')!.id).toBe(tyre.id)
		await db.deleteFrom('cart_lines').where('tyre_id', '=', tyre.id).execute()
		await db.deleteFrom('tyres').where('id', '=', tyre.id).execute()
		expect(await (await getCatalogue(db)).listedBySlug(tyre.slug)).toBeUndefined()
	})

	test('facets, sizes, brands and the by-size list', async () => {
		const catalogue = await getCatalogue(getDb())
		const facets = await catalogue.facets({ width: 205, profile: 55, rim: 16 })
		expect(facets.brands[0]).toBe('Zeta')
		expect(facets.brands).toContain('Michelin')
		expect(facets.runflat).toBe(true)
		expect(facets.speedRatings.length).toBeGreaterThan(0)
		expect(catalogue.sizes).toContainEqual([205, 55, 16])
		expect(catalogue.brands.map((b) => b.name)).toContain('GT Radial')
		expect(catalogue.brands.find((b) => b.name === 'Michelin')!.logoUrl).toMatch(/^\/uploads\//)
		const bySize = await catalogue.allBySize()
		for (let i = 1; i < bySize.length; i++) {
			const [a, b] = [bySize[i - 1]!, bySize[i]!]
			expect(a.width * 1e6 + a.profile * 1e3 + a.rim).toBeLessThanOrEqual(b.width * 1e6 + b.profile * 1e3 + b.rim)
		}
	})
})

test('kept answers stay within their budget of bytes: the oldest goes first', async () => {
	const catalogue = await getCatalogue(getDb())
	const half = 'x'.repeat(ANSWER_BUDGET_BYTES / 2)
	let computed = 0
	const body = (tag: string) => () => {
		computed += 1
		return { status: 200, body: tag + half }
	}
	catalogue.remember('budget:a', body('a'))
	catalogue.remember('budget:b', body('b')) // a and b together are just over the budget: a goes
	expect(computed).toBe(2)
	catalogue.remember('budget:b', body('b'))
	expect(computed).toBe(2)
	catalogue.remember('budget:a', body('a'))
	expect(computed).toBe(3)
})

// before the next test keeps a list in this catalogue version
test('a whole list over its budget is built for each request and not kept', async () => {
	const catalogue = await getCatalogue(getDb())
	let built = 0
	const build = async () => {
		built += 1
		return 'w'.repeat(WHOLE_LIST_BUDGET_BYTES + 1)
	}
	await catalogue.rememberWholeList(build)
	await catalogue.rememberWholeList(build)
	expect(built).toBe(2)
})

test('the whole list is kept beside the search answers, never in their place', async () => {
	const catalogue = await getCatalogue(getDb())
	let searches = 0
	const search = () => {
		searches += 1
		return { status: 200, body: 'x'.repeat(ANSWER_BUDGET_BYTES / 2) }
	}
	// larger than the search answers' whole budget, within its own
	const whole = 'w'.repeat(ANSWER_BUDGET_BYTES * 2)
	expect(WHOLE_LIST_BUDGET_BYTES).toBeGreaterThan(whole.length)
	let built = 0
	const build = async () => {
		built += 1
		return whole
	}
	catalogue.remember('beside:search', search)
	expect(await catalogue.rememberWholeList(build)).toBe(whole)
	expect(await catalogue.rememberWholeList(build)).toBe(whole)
	catalogue.remember('beside:search', search)
	expect({ built, searches }).toEqual({ built: 1, searches: 1 })
})

test('a kept text weighs a byte a character, two when any character is past Latin-1 (as V8 holds it)', async () => {
	const latin1 = '{"brand":"Pirelli é"}'
	const wide = '{"model":"Primacy — 4"}'
	expect(textBytes(latin1)).toBe(latin1.length)
	expect(textBytes(wide)).toBe(2 * wide.length)
	// a quarter of the budget in characters, but with a dash: half the budget each, so two do not fit
	const catalogue = await getCatalogue(getDb())
	const quarter = 'x'.repeat(ANSWER_BUDGET_BYTES / 4)
	let computed = 0
	const body = (tag: string) => () => {
		computed += 1
		return { status: 200, body: `${tag}—${quarter}` }
	}
	catalogue.remember('wide:a', body('a'))
	catalogue.remember('wide:b', body('b'))
	catalogue.remember('wide:a', body('a'))
	expect(computed).toBe(3)
})
