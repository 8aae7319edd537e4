import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { adminSessionCookie, outcomeOf, pngFile } from '#tests/admin-fixtures'
import * as blogs from './blogs'
import * as contact from './contact'
import * as coupons from './coupons'
import * as areas from './service-areas'
import * as settings from './settings'
import * as slots from './slots'
import * as tyres from './tyres'

// The admin tabs' loaders and actions as plain form posts (the no-JavaScript path).

type Module = { loader?: (a: any) => Promise<unknown>; action?: (a: any) => Promise<unknown> }

async function postTo(mod: Module, path: string, fields: Record<string, string | File>) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.set(k, v)
	const request = new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { Cookie: await adminSessionCookie() }, body: form })
	const outcome = await outcomeOf(() => mod.action!({ request, params: {}, context: {} }))
	const setCookies = outcome.response?.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') ?? ''
	const toast = (await takeToast(new Request('http://x', { headers: { Cookie: setCookies } }))).toast
	return { ...outcome, location: outcome.response?.headers.get('Location') ?? null, toast }
}

async function load(mod: Module, path: string) {
	const request = new Request(`http://localhost:3000${path}`, { headers: { Cookie: await adminSessionCookie() } })
	return outcomeOf(() => mod.loader!({ request, params: {}, context: {} }))
}

describe('Tyres tab', () => {
	test('add: missing fields give the spec message; a complete form adds and comes back with the toast', async () => {
		const missing = await postTo(tyres, '/admin/tyres', { intent: 'add', brand: 'Pagebrand' })
		expect(missing.status).toBe(400)
		expect(missing.data.result.error['']).toEqual(['Please fill all required fields and upload an image'])
		expect(missing.data.result.initialValue).toMatchObject({ brand: 'Pagebrand' })

		const added = await postTo(tyres, '/admin/tyres', {
			intent: 'add',
			redirectTo: '/admin/tyres?brand=Pagebrand',
			brand: 'Pagebrand',
			model: 'Page One',
			width: '195',
			profile: '65',
			rim: '15',
			priceInclGst: '150',
			inStock: '4',
			image: await pngFile(),
			brandLogo: await pngFile(),
		})
		expect(added.status).toBe(303)
		expect(added.location).toBe('/admin/tyres?brand=Pagebrand')
		expect(added.toast).toMatchObject({ type: 'success', title: 'Tyre added successfully!' })

		const page = await load(tyres, '/admin/tyres?brand=Pagebrand')
		expect(page.data.tyres.map((t: { model: string }) => t.model)).toEqual(['Page One'])
		expect((await load(tyres, '/admin/tyres?page=zero')).status).toBe(400)
	})

	test('card edits: bad stock or prices come back on the card with the input kept; good ones toast', async () => {
		const tyre = await getDb().selectFrom('tyres').select(['id', 'stock']).where('brand', '=', 'Bridgestone').executeTakeFirstOrThrow()
		const id = String(tyre.id)
		const badStock = await postTo(tyres, '/admin/tyres', { intent: 'update-stock', id, inStock: 'lots' })
		expect(badStock.status).toBe(400)
		expect(badStock.data).toMatchObject({ form: 'card', id: tyre.id, intent: 'update-stock', message: 'Stock update failed.', values: { inStock: 'lots' } })

		const stock = await postTo(tyres, '/admin/tyres', { intent: 'update-stock', id, inStock: String(tyre.stock + 5), redirectTo: '/admin/coupons' })
		expect(stock.toast).toMatchObject({ type: 'success', title: 'Stock updated successfully!' })
		expect(stock.location).toBe('/admin/tyres') // only back to this tab

		const badPrices = await postTo(tyres, '/admin/tyres', { intent: 'update-prices', id, price1: '12x', price2: '', price3: '', price4: '', price5: '' })
		expect(badPrices.data).toMatchObject({ message: 'Failed to update prices.', fieldErrors: { price1: ['Enter an amount in dollars, such as 189 or 189.95.'] } })
		const prices = await postTo(tyres, '/admin/tyres', { intent: 'update-prices', id, price1: '300', price2: '290', price3: '280', price4: '270', price5: '' })
		expect(prices.toast?.title).toBe('Prices updated successfully')
		const row = await getDb().selectFrom('tyres').select(['price_1', 'price_4', 'price_5']).where('id', '=', tyre.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ price_1: 30000, price_4: 27000, price_5: null })

		expect((await load(tyres, `/admin/tyres?delete=${id}`)).data.confirming).toMatchObject({ id: tyre.id })
		const deleted = await postTo(tyres, '/admin/tyres', { intent: 'delete', id })
		expect(deleted.toast).toMatchObject({ type: 'success', title: 'Tyre deleted successfully!' })
		expect((await postTo(tyres, '/admin/tyres', { intent: 'delete', id })).toast).toMatchObject({ type: 'error', title: 'Delete failed.' })
	})

	test('add with features and warranty; bad ones re-show the form with field errors; no logo needed for a brand that has one', async () => {
		const base = { intent: 'add', brand: 'Michelin', model: 'Page Details', width: '205', profile: '55', rim: '16', priceInclGst: '199', inStock: '8' }
		const bad = await postTo(tyres, '/admin/tyres', { ...base, image: await pngFile(), features: 'a\nb\nc\nd\ne\nf\ng', warrantyKm: 'forever' })
		expect(bad.status).toBe(400)
		expect(bad.data.result.error).toMatchObject({ features: ['At most 6 features, one a line.'], warrantyKm: ['The warranty is a whole number of kilometres from 1,000 to 300,000.'] })
		expect(bad.data.result.initialValue).toMatchObject({ model: 'Page Details', warrantyKm: 'forever' })

		const noLogo = await postTo(tyres, '/admin/tyres', { ...base, brand: 'Logoless', image: await pngFile() })
		expect(noLogo.status).toBe(400)
		expect(noLogo.data.result.error.brandLogo).toEqual(['Upload the brand logo: this brand has none yet.'])
		expect(await getDb().selectFrom('tyres').select('id').where('brand', '=', 'Logoless').executeTakeFirst()).toBeUndefined()

		const added = await postTo(tyres, '/admin/tyres', { ...base, image: await pngFile(), features: 'Quiet ride\nWet grip', warrantyKm: '80,000', fitmentGuarantee: 'Free re-check' })
		expect(added.toast).toMatchObject({ type: 'success', title: 'Tyre added successfully!' })
		const page = await load(tyres, '/admin/tyres?q=Page+Details')
		expect(page.data.options.brandsWithLogo).toContain('Michelin')
		expect(page.data.tyres[0].details).toEqual({ features: ['Quiet ride', 'Wet grip'], warrantyKm: 80000, fitmentGuarantee: 'Free re-check' })
	})

	test('duplicate a tyre as another size: a bad size comes back on the card, a good one adds the copy', async () => {
		const tyre = await getDb().selectFrom('tyres').select(['id', 'brand', 'model']).where('brand', '=', 'Pirelli').executeTakeFirstOrThrow()
		const bad = await postTo(tyres, '/admin/tyres', { intent: 'duplicate', id: String(tyre.id), size: '205/55' })
		expect(bad.status).toBe(400)
		expect(bad.data).toMatchObject({ form: 'card', id: tyre.id, intent: 'duplicate', fieldErrors: { size: ['Enter the new size, like 205/55R16.'] }, values: { size: '205/55' } })
		const good = await postTo(tyres, '/admin/tyres', { intent: 'duplicate', id: String(tyre.id), size: '295/25R22', loadSpeedRating: '' })
		expect(good.toast).toMatchObject({ type: 'success', title: 'Tyre duplicated as 295/25R22.' })
		expect(await getDb().selectFrom('tyres').select('stock').where('model', '=', tyre.model).where('size', '=', '295/25R22').executeTakeFirst()).toEqual({ stock: 0 })
	})

	test('features and warranty on a tyre’s card: bad input comes back on the card, good input saves, empty clears', async () => {
		const tyre = await getDb().selectFrom('tyres').select('id').where('brand', '=', 'Pirelli').executeTakeFirstOrThrow()
		const id = String(tyre.id)
		const bad = await postTo(tyres, '/admin/tyres', { intent: 'update-details', id, features: 'Quiet', warrantyKm: '12.5', fitmentGuarantee: '' })
		expect(bad.status).toBe(400)
		expect(bad.data).toMatchObject({
			form: 'card',
			id: tyre.id,
			intent: 'update-details',
			message: 'Features and warranty not saved.',
			fieldErrors: { warrantyKm: ['The warranty is a whole number of kilometres from 1,000 to 300,000.'] },
			values: { features: 'Quiet', warrantyKm: '12.5' },
		})
		const saved = await postTo(tyres, '/admin/tyres', { intent: 'update-details', id, features: 'Quiet\nGrippy', warrantyKm: '60000', fitmentGuarantee: 'On site' })
		expect(saved.toast).toMatchObject({ type: 'success', title: 'Features and warranty saved.' })
		const row = () => getDb().selectFrom('tyres').select(['features', 'warranty_km', 'fitment_guarantee']).where('id', '=', tyre.id).executeTakeFirstOrThrow()
		expect(await row()).toEqual({ features: 'Quiet\nGrippy', warranty_km: 60000, fitment_guarantee: 'On site' })
		await postTo(tyres, '/admin/tyres', { intent: 'update-details', id, features: '', warrantyKm: '', fitmentGuarantee: '' })
		expect(await row()).toEqual({ features: null, warranty_km: null, fitment_guarantee: null })
		expect((await postTo(tyres, '/admin/tyres', { intent: 'update-details', id: '999999', features: 'x' })).toast).toMatchObject({ type: 'error' })
	})

	test('an unknown action or a card form without a tyre is a 400 that says which, and changes nothing', async () => {
		const unknown = await postTo(tyres, '/admin/tyres', { intent: 'rename', id: '1' })
		expect(unknown).toMatchObject({ status: 400, data: { form: 'request', message: 'That action was not understood.' } })
		for (const id of ['', '0', '-3', '1.5', 'abc']) {
			const noTyre = await postTo(tyres, '/admin/tyres', { intent: 'update-stock', id, inStock: '4' })
			expect(noTyre).toMatchObject({ status: 400, data: { form: 'request', message: 'That tyre was not understood.' } })
		}
	})
})

describe('the other tabs', () => {
	test('service areas: spec toasts; a bad postcode re-shows the form with the spec error and the input', async () => {
		const bad = await postTo(areas, '/admin/service-areas', { intent: 'add', postcode: '12', suburb: 'Somewhere' })
		expect(bad).toMatchObject({ status: 400, data: { message: 'Failed to add sevice area', values: { postcode: '12', suburb: 'Somewhere' }, fieldErrors: { postcode: ['A postcode is 4 digits.'] } } })
		expect((await postTo(areas, '/admin/service-areas', { intent: 'add', postcode: '3996', suburb: 'Page Town' })).toast?.title).toBe('service area added successfully')
		expect((await postTo(areas, '/admin/service-areas', { intent: 'add', postcode: '3996', suburb: 'Page Town' })).status).toBe(409)
		expect((await postTo(areas, '/admin/service-areas', { intent: 'delete', postcode: '3996', suburb: 'Page Town' })).toast?.title).toBe('service area delete successfully')
	})

	test('contact: clear all; blogs: missing fields; coupons: a bad form', async () => {
		await getDb().insertInto('contact_messages').values({ name: 'A', email: 'a@b.co', phone: '1', subject: 's', message: 'm' }).execute()
		expect((await load(contact, '/admin/contact?clear=1')).data.confirming).toEqual({ kind: 'clear' })
		expect((await postTo(contact, '/admin/contact', { intent: 'clear' })).toast?.type).toBe('success')
		expect((await load(contact, '/admin/contact')).data.messages).toEqual([])

		const blog = await postTo(blogs, '/admin/blogs', { intent: 'add', title: 'Only title' })
		expect(blog.status).toBe(400)
		expect(blog.data.result.error['']).toEqual(['All fields are required'])

		const coupon = await postTo(coupons, '/admin/coupons', { intent: 'add', code: 'PAGE1', discountType: 'percentage', discountValue: '101', expiryDate: '2099-01-01' })
		expect(coupon.status).toBe(400)
		expect(coupon.data.result.error.discountValue).toEqual(['A percentage discount is a whole number from 1 to 100.'])
	})

	test('blogs and coupons: a post that names no known intent, or no item to edit or delete, is a 400 with a message and changes nothing', async () => {
		const couponsBefore = await getDb().selectFrom('coupons').select('id').execute()
		for (const [mod, path, noun] of [
			[blogs, '/admin/blogs', 'blog'],
			[coupons, '/admin/coupons', 'coupon'],
		] as const) {
			const posts: Record<string, string>[] = [{ intent: 'rename', id: '1' }, { intent: 'edit', code: 'NOID1' }, { intent: 'delete', id: 'x' }]
			for (const fields of posts) {
				const refused = await postTo(mod, path, fields)
				expect(refused.status).toBe(400)
				expect(refused.data).toEqual({ form: 'request', message: `That ${noun} was not understood.` })
			}
		}
		expect(await getDb().selectFrom('coupons').select('id').execute()).toEqual(couponsBefore)
	})

	test('coupons and blogs are edited in place (?edit=<id>), with the same checks as adding', async () => {
		const db = getDb()
		expect((await postTo(coupons, '/admin/coupons', { intent: 'add', code: 'EDITME', discountType: 'flat', discountValue: '12.50', minimumAmount: '100', expiryDate: '2099-01-01' })).status).toBe(303)
		await postTo(coupons, '/admin/coupons', { intent: 'add', code: 'TAKEN1', discountType: 'percentage', discountValue: '5', expiryDate: '2099-01-01' })
		const { id } = await db.selectFrom('coupons').select('id').where('code', '=', 'EDITME').executeTakeFirstOrThrow()
		expect((await load(coupons, `/admin/coupons?edit=${id}`)).data.editing).toEqual({
			id,
			values: { code: 'EDITME', discountType: 'flat', discountValue: '12.50', minimumAmount: '100', expiryDate: '2099-01-01' },
		})
		expect((await load(coupons, '/admin/coupons?edit=nope')).data.editing).toBeNull()
		const clash = await postTo(coupons, '/admin/coupons', { intent: 'edit', id: String(id), code: 'taken1', discountType: 'flat', discountValue: '12.50', expiryDate: '2099-01-01' })
		expect(clash.status).toBe(409)
		expect(clash.data.result.error.code).toEqual(['A coupon with the code TAKEN1 already exists.'])
		const bad = await postTo(coupons, '/admin/coupons', { intent: 'edit', id: String(id), code: 'EDITME', discountType: 'percentage', discountValue: '150', expiryDate: '2099-01-01' })
		expect(bad.status).toBe(400)
		const saved = await postTo(coupons, '/admin/coupons', { intent: 'edit', id: String(id), code: 'edited', discountType: 'percentage', discountValue: '15', expiryDate: '2099-06-30', redirectTo: `/admin/coupons?edit=${id}` })
		expect(saved.location).toBe('/admin/coupons')
		expect(saved.toast).toMatchObject({ type: 'success', title: 'Coupon updated successfully.', description: 'EDITED' })
		expect(await db.selectFrom('coupons').select(['code', 'discount_type', 'discount_value', 'minimum_amount', 'expiry_date']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
			code: 'EDITED',
			discount_type: 'percentage',
			discount_value: 15,
			minimum_amount: 0,
			expiry_date: '2099-06-30',
		})
		expect((await postTo(coupons, '/admin/coupons', { intent: 'edit', id: '99999999', code: 'GHOST1', discountType: 'percentage', discountValue: '5', expiryDate: '2099-01-01' })).status).toBe(404)

		const added = await postTo(blogs, '/admin/blogs', { intent: 'add', title: 'Edit me', description: 'First line', metaTitle: 'Meta', image: await pngFile() })
		expect(added.status).toBe(303)
		const blog = await db.selectFrom('blogs').selectAll().where('title', '=', 'Edit me').executeTakeFirstOrThrow()
		expect((await load(blogs, `/admin/blogs?edit=${blog.id}`)).data.editing).toMatchObject({ id: blog.id, title: 'Edit me', description: 'First line' })
		const missing = await postTo(blogs, '/admin/blogs', { intent: 'edit', id: String(blog.id), title: 'No text' })
		expect(missing.status).toBe(400)
		expect(missing.data.result.error['']).toEqual(['All fields are required'])
		// no new image: the post keeps its own, and its slug
		const edited = await postTo(blogs, '/admin/blogs', { intent: 'edit', id: String(blog.id), title: 'Edited title', description: 'Fixed the typo', metaTitle: 'Meta 2' })
		expect(edited.toast).toMatchObject({ type: 'success', title: 'Blog updated successfully.' })
		expect(await db.selectFrom('blogs').select(['title', 'description', 'meta_title', 'meta_description', 'image_url', 'slug']).where('id', '=', blog.id).executeTakeFirstOrThrow()).toEqual({
			title: 'Edited title',
			description: 'Fixed the typo',
			meta_title: 'Meta 2',
			meta_description: 'Fixed the typo',
			image_url: blog.image_url,
			slug: blog.slug,
		})
		const newImage = await postTo(blogs, '/admin/blogs', { intent: 'edit', id: String(blog.id), title: 'Edited title', description: 'Fixed the typo', metaTitle: 'Meta 2', image: await pngFile('new.png', { colour: '#aa3322' }) })
		expect(newImage.toast?.type).toBe('success')
		expect((await db.selectFrom('blogs').select('image_url').where('id', '=', blog.id).executeTakeFirstOrThrow()).image_url).not.toBe(blog.image_url)
	})

	test('slots: spots are checked, dates closed; settings saved, pay on the day kept on without card payments', async () => {
		const badSpots = await postTo(slots, '/admin/slots', { intent: 'save-capacity', 'capacity-1-morning': '-2' })
		expect(badSpots.status).toBe(400)
		expect(badSpots.data.fieldErrors['capacity-1-morning']).toEqual(['Minutes cannot be negative.'])
		const past = await postTo(slots, '/admin/slots', { intent: 'close-date', date: '2001-01-01' })
		expect(past.data.fieldErrors.date).toEqual(['Choose today or a later date.'])
		expect((await postTo(slots, '/admin/slots', { intent: 'close-date', date: '2099-12-25', reason: 'Christmas' })).toast?.type).toBe('success')
		expect((await load(slots, '/admin/slots')).data.closedDates).toEqual([expect.objectContaining({ date: '2099-12-25', reason: 'Christmas' })])

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
