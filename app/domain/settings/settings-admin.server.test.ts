import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { parseEnv } from '#app/lib/env.server'
import { saveShopSettings } from './settings-admin.server'
import { PAY_ON_THE_DAY_NEEDED, settingsProblems, ShopSettingsSchema } from './settings-schema'
import { GOOGLE_REVIEWS_MESSAGE, GOOGLE_REVIEWS_NOT_CODE, googleReviewsUrl } from './google-reviews'
import { getShopSettings, googleRatingText, legacyReviewsWidget } from './settings.server'

describe('shop settings', () => {
	test('the environment gives the first values; saved ones win, an emptied ABN stays empty', async () => {
		const db = getDb()
		const env = parseEnv({ BUSINESS_ABN: '51 824 753 556' })
		expect((await getShopSettings(db, env)).abn).toBe('51 824 753 556')
		const input = ShopSettingsSchema.parse({ businessName: 'Tyres To You', phone: '0400 123 456', email: 'hi@example.com', openingHours: '7 days', payOnTheDay: 'on' })
		await saveShopSettings(db, input)
		expect(await getShopSettings(db, env)).toEqual({
			businessName: 'Tyres To You',
			phone: '0400 123 456',
			email: 'hi@example.com',
			abn: null,
			openingHours: '7 days',
			payOnTheDay: true,
			googleReviews: null,
			googleRating: null,
			googleReviewCount: null,
			googleReviewQuotes: [],
		})
	})

	test('the Google rating and review count: saved as given, said in one line, empty shows none', async () => {
		const db = getDb()
		const env = parseEnv({})
		const base = { businessName: 'A', phone: '0400 123 456', email: 'a@b.co', openingHours: 'x', payOnTheDay: 'on' }
		await saveShopSettings(db, ShopSettingsSchema.parse({ ...base, googleRating: '4.9', googleReviewCount: '1212' }))
		const saved = await getShopSettings(db, env)
		expect(saved).toMatchObject({ googleRating: 4.9, googleReviewCount: 1212 })
		expect(googleRatingText(saved)).toBe('Rated 4.9 stars from 1,212 Google reviews')
		expect(googleRatingText({ googleRating: 5, googleReviewCount: null })).toBe('Rated 5.0 stars on Google')
		await saveShopSettings(db, ShopSettingsSchema.parse(base))
		expect(googleRatingText(await getShopSettings(db, env))).toBeNull()

		for (const rating of ['0.5', '5.1', '4.95', 'five', '6']) expect(ShopSettingsSchema.safeParse({ ...base, googleRating: rating }).success).toBe(false)
		for (const count of ['-1', '1.5', '12345678']) expect(ShopSettingsSchema.safeParse({ ...base, googleReviewCount: count }).success).toBe(false)
		const countOnly = ShopSettingsSchema.parse({ ...base, googleReviewCount: '20' })
		expect(settingsProblems(countOnly, { cardPaymentsConfigured: false })).toEqual({ googleRating: ['Give the rating too, or leave both empty.'] })
	})

	test('checks the fields and keeps a way to pay', () => {
		const bad = ShopSettingsSchema.safeParse({ businessName: '', phone: 'call me', email: 'nope', abn: '123', openingHours: 'x' })
		expect(Object.keys(bad.error!.flatten().fieldErrors).sort()).toEqual(['abn', 'businessName', 'email', 'phone'])
		const off = ShopSettingsSchema.parse({ businessName: 'A', phone: '0400 123 456', email: 'a@b.co', openingHours: 'x' })
		expect(off.payOnTheDay).toBe(false)
		expect(settingsProblems(off, { cardPaymentsConfigured: false })).toEqual({ payOnTheDay: [PAY_ON_THE_DAY_NEEDED] })
		expect(settingsProblems(off, { cardPaymentsConfigured: true })).toEqual({})
	})

	test('Google reviews: a Place ID or a Google link is kept and linked; embed code and other sites are refused', async () => {
		const db = getDb()
		const env = parseEnv({})
		const base = { businessName: 'A', phone: '0400 123 456', email: 'a@b.co', openingHours: 'x', payOnTheDay: 'on' }
		await saveShopSettings(db, ShopSettingsSchema.parse({ ...base, googleReviews: ' ChIJN1t_tDeuEmsRUsoyG83frY4 ' }))
		const saved = await getShopSettings(db, env)
		expect(saved.googleReviews).toBe('ChIJN1t_tDeuEmsRUsoyG83frY4')
		expect(googleReviewsUrl(saved.googleReviews)).toBe('https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4')
		expect(ShopSettingsSchema.parse({ ...base, googleReviews: 'https://g.page/r/CabcDEF123/review' }).googleReviews).toBe('https://g.page/r/CabcDEF123/review')
		expect(googleReviewsUrl('https://maps.app.goo.gl/AbC123')).toBe('https://maps.app.goo.gl/AbC123')

		const refused = (value: string) => {
			const result = ShopSettingsSchema.safeParse({ ...base, googleReviews: value })
			expect(result.success, value).toBe(false)
			return result.error!.issues[0]!.message
		}
		expect(refused('<div class="elfsight-app-1"></div><script src="https://x.example/p.js"></script>')).toBe(GOOGLE_REVIEWS_NOT_CODE)
		for (const value of ['https://evil.example/reviews', 'http://g.page/r/abc', 'javascript:alert(1)', 'short', 'https://user:pw@g.page/r/x']) {
			expect(refused(value)).toBe(GOOGLE_REVIEWS_MESSAGE)
		}
		expect(refused('x'.repeat(501))).toBe(GOOGLE_REVIEWS_MESSAGE)

		// saved empty: none (and the section invites a message instead)
		await saveShopSettings(db, ShopSettingsSchema.parse(base))
		expect((await getShopSettings(db, env)).googleReviews).toBeNull()
		expect(googleReviewsUrl(null)).toBeNull()
	})

	test('an old pasted reviews widget is kept only to be read in the admin, never as a setting the site uses', async () => {
		const db = getDb()
		expect(await legacyReviewsWidget(db)).toBeNull()
		await db.insertInto('settings').values({ key: 'reviews_widget', value: '<script>alert(1)</script>' }).execute()
		expect(await legacyReviewsWidget(db)).toBe('<script>alert(1)</script>')
		expect((await getShopSettings(db, parseEnv({}))).googleReviews).toBeNull()
		// saving the settings leaves it as it was
		await saveShopSettings(db, ShopSettingsSchema.parse({ businessName: 'A', phone: '0400 123 456', email: 'a@b.co', openingHours: 'x', payOnTheDay: 'on' }))
		expect(await legacyReviewsWidget(db)).toBe('<script>alert(1)</script>')
	})
})

describe('short reviews', () => {
	test('saved from the box one a line, read back; a bad line is a field error', async () => {
		const db = getDb()
		const env = parseEnv({})
		const base = { businessName: 'A', phone: '0400 123 456', email: 'a@b.co', openingHours: 'x', payOnTheDay: 'on' }
		await saveShopSettings(db, ShopSettingsSchema.parse({ ...base, googleReviewQuotes: 'Priya S. | 2026-03-14 | 5 | Fitted at my work.' }))
		expect((await getShopSettings(db, env)).googleReviewQuotes).toEqual([{ name: 'Priya S.', date: '2026-03-14', stars: 5, text: 'Fitted at my work.' }])
		const bad = ShopSettingsSchema.safeParse({ ...base, googleReviewQuotes: 'Priya | 14/3/2026 | 5 | ok' })
		expect(bad.error?.issues[0]).toMatchObject({ path: ['googleReviewQuotes'], message: 'Line 1 needs a date such as 2026-03-14.' })
		await saveShopSettings(db, ShopSettingsSchema.parse(base))
		expect((await getShopSettings(db, env)).googleReviewQuotes).toEqual([])
	})
})
