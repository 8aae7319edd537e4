import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { adminLoad as load, adminPost as postTo, pngFile } from '#tests/admin-fixtures'
import * as tyres from './tyres'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

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
