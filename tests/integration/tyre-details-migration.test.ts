import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import * as migration0011 from '#migrations/0011_i17c_tyre_details'

describe('migration 0011', () => {
	test('a Place ID or a Google review link in an old pasted widget becomes the reviews setting; the widget row stays to be read', () => {
		expect(migration0011.googleReviewsFromWidget('<div data-place-id="ChIJN1t_tDeuEmsRUsoyG83frY4"></div>')).toBe('ChIJN1t_tDeuEmsRUsoyG83frY4')
		expect(migration0011.googleReviewsFromWidget('<script>new Widget({ placeId: "ChIJN1t_tDeuEmsRUsoyG83frY4" })</script>')).toBe('ChIJN1t_tDeuEmsRUsoyG83frY4')
		expect(migration0011.googleReviewsFromWidget('<a href="https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4&amp;hl=en">Reviews</a>')).toBe('ChIJN1t_tDeuEmsRUsoyG83frY4')
		expect(migration0011.googleReviewsFromWidget('<a href="https://g.page/r/CabcDEF123xyz/review">Review us</a>')).toBe('https://g.page/r/CabcDEF123xyz/review')
		expect(migration0011.googleReviewsFromWidget('<div class="elfsight-app-1234"></div>')).toBeNull()
	})

	test('runs on a shop with a widget pasted, and back down; the tyre columns come and go', async () => {
		const db = getDb()
		await migration0011.down(db)
		await db.insertInto('settings').values({ key: 'reviews_widget', value: '<script>init({ place_id: "ChIJN1t_tDeuEmsRUsoyG83frY4" })</script>' }).execute()
		await migration0011.up(db)
		const settings = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['reviews_widget', 'google_reviews']).orderBy('key').execute()
		expect(settings).toEqual([
			{ key: 'google_reviews', value: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
			{ key: 'reviews_widget', value: '<script>init({ place_id: "ChIJN1t_tDeuEmsRUsoyG83frY4" })</script>' },
		])
		const tyre = await db.selectFrom('tyres').select(['features', 'warranty_km', 'fitment_guarantee']).executeTakeFirstOrThrow()
		expect(tyre).toEqual({ features: null, warranty_km: null, fitment_guarantee: null })

		// an owner's own setting is never replaced by what the old widget held
		await migration0011.down(db)
		await db.insertInto('settings').values({ key: 'google_reviews', value: 'https://g.page/r/Cown/review' }).execute()
		await migration0011.up(db)
		expect((await db.selectFrom('settings').select('value').where('key', '=', 'google_reviews').executeTakeFirstOrThrow()).value).toBe('https://g.page/r/Cown/review')
	})
})
