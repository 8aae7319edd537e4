import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { getCatalogue } from './catalogue.server'
import { staggeredPairs } from './staggered'

describe('staggered pairs', () => {
	const sizes = { front: { width: 225, profile: 40, rim: 18 }, rear: { width: 255, profile: 35, rim: 18 } }

	test('each front tyre pairs with the same model in the rear size, priced as two lines of two', async () => {
		const catalogue = await getCatalogue(getDb())
		const fronts = await catalogue.all(sizes.front)
		const rears = await catalogue.all(sizes.rear)
		const offers = staggeredPairs('front', fronts, rears, sizes)
		const offered = Object.entries(offers)
		expect(offered.length).toBeGreaterThan(3)
		for (const [id, offer] of offered) {
			const front = fronts.find((t) => t.id === Number(id))!
			const rear = rears.find((t) => t.id === offer.rearTyreId)!
			expect(offer.frontTyreId).toBe(front.id)
			expect([rear.brand, rear.model]).toEqual([front.brand, front.model])
			expect(rear.size).toBe('255/35R18')
			expect(offer.total).toBe(front.price_2! * 2 + rear.price_2! * 2)
			expect(front.stock).toBeGreaterThanOrEqual(2)
			expect(rear.stock).toBeGreaterThanOrEqual(2)
		}
		// from the rear side the same pairs come back the other way round
		const back = staggeredPairs('rear', rears, fronts, sizes)
		const some = offered[0]![1]
		expect(back[some.rearTyreId]).toMatchObject({ frontTyreId: some.frontTyreId, rearTyreId: some.rearTyreId, total: some.total })
	})

	test('the same size front and rear offers no pairs', async () => {
		const catalogue = await getCatalogue(getDb())
		const tyres = await catalogue.all(sizes.front)
		expect(staggeredPairs('front', tyres, tyres, { front: sizes.front, rear: sizes.front })).toEqual({})
	})
})
