import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { parseEnv } from '#app/lib/env.server'
import { saveShopSettings } from './settings-admin.server'
import { PAY_ON_THE_DAY_NEEDED, settingsProblems, ShopSettingsSchema } from './settings-schema'
import { getShopSettings, googleRatingText } from './settings.server'

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
			reviewsWidget: null,
			googleRating: null,
			googleReviewCount: null,
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
})
