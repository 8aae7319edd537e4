import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { adminLoad as load, adminPost as postTo } from '#tests/admin-fixtures'
import * as settings from './settings'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

describe('the settings tab', () => {
	test('settings saved, pay on the day kept on without card payments', async () => {
		const fields = { businessName: 'Page Tyres', phone: '0400 999 888', email: 'page@example.com', openingHours: 'Every day' }
		const off = await postTo(settings, '/admin/settings', fields)
		expect(off.status).toBe(400)
		expect(off.data.result.error.payOnTheDay).toEqual(['Card payments are not set up (no Stripe keys), so pay on the day must stay on.'])
		expect((await postTo(settings, '/admin/settings', { ...fields, payOnTheDay: 'on' })).toast?.title).toBe('Settings saved.')
		expect((await load(settings, '/admin/settings')).data.settings).toMatchObject({ businessName: 'Page Tyres', payOnTheDay: true })
	})

	test('settings: Google reviews as a Place ID or link; embed code is refused; an old widget is shown only as text', async () => {
		const fields = { businessName: 'Page Tyres', phone: '0400 999 888', email: 'page@example.com', openingHours: 'Every day', payOnTheDay: 'on' }
		await getDb().insertInto('settings').values({ key: 'reviews_widget', value: '<script src="https://w.example/x.js"></script>' }).execute()
		expect((await load(settings, '/admin/settings')).data.oldReviewsCode).toBe('<script src="https://w.example/x.js"></script>')

		const code = await postTo(settings, '/admin/settings', { ...fields, googleReviews: '<div class="reviews"></div>' })
		expect(code.status).toBe(400)
		expect(code.data.result.error.googleReviews).toEqual(['Paste only the Place ID or the link, not embed code.'])
		const elsewhere = await postTo(settings, '/admin/settings', { ...fields, googleReviews: 'https://reviews.example.com/us' })
		expect(elsewhere.data.result.error.googleReviews).toEqual([expect.stringMatching(/^Give your Google Place ID/)])

		expect((await postTo(settings, '/admin/settings', { ...fields, googleReviews: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })).toast?.title).toBe('Settings saved.')
		expect((await load(settings, '/admin/settings')).data.settings.googleReviews).toBe('ChIJN1t_tDeuEmsRUsoyG83frY4')
	})
})
