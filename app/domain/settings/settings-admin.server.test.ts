import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { parseEnv } from '#app/lib/env.server'
import { saveShopSettings } from './settings-admin.server'
import { PAY_ON_THE_DAY_NEEDED, settingsProblems, ShopSettingsSchema } from './settings-schema'
import { getShopSettings } from './settings.server'

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
		})
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
