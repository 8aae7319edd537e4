import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError, uploadPath } from '#app/lib/images.server'
import { fakePngFile, pngFile } from '#tests/admin-fixtures'
import { NewTyreSchema } from '#app/domain/catalogue/tyre-schema'
import { LOGO_NEEDED } from '#app/domain/catalogue/tyre-schema'
import { tyreDetails } from './catalogue.server'
import { addTyre, deleteTyre, duplicateTyre, findAdminTyres, replaceTyreImage, toAdminTyre, toApiTyre, tyreFilterOptions, updateTyreDetails, updateTyrePrices, updateTyreStock } from './tyre-admin.server'

async function newTyre(overrides: Record<string, unknown> = {}) {
	return NewTyreSchema.parse({
		brand: 'Admintest',
		model: 'Road One',
		width: '205',
		profile: '55',
		rim: '16',
		loadSpeedRating: '91V',
		priceInclGst: '189.95',
		inStock: '6',
		image: await pngFile(),
		brandLogo: await pngFile('logo.png'),
		...overrides,
	})
}

describe('adding a tyre', () => {
	test('stores it with its images, tier prices from the Price Incl GST, a unique slug and a new brand', async () => {
		const db = getDb()
		const first = await addTyre(db, await newTyre())
		const second = await addTyre(db, await newTyre())
		expect(first).toMatchObject({ size: '205/55R16', load_index: 91, speed_rating: 'V', price_1: 18995, price_5: 18995, price_incl_gst: 18995, stock: 6 })
		expect(first.slug).toBe('admintest-road-one-205-55r16-91v')
		expect(second.slug).toBe('admintest-road-one-205-55r16-91v-2')
		expect(fs.existsSync(uploadPath(first.image_url)!)).toBe(true)
		expect(fs.existsSync(uploadPath(first.brand_logo_url)!)).toBe(true)
		const brand = await db.selectFrom('brands').selectAll().where('name', '=', 'Admintest').executeTakeFirstOrThrow()
		expect(brand.logo_url).toBe(first.brand_logo_url)
		expect(toApiTyre(first)).toMatchObject({ _id: first.id, Brand: 'Admintest', SIZE: '205/55R16', 'Price Incl GST': 189.95, 'In Stock': 6, RunFlat: 'NO' })
	})

	test('a known brand typed in another case joins that brand', async () => {
		const db = getDb()
		const brandsBefore = (await db.selectFrom('brands').select('id').execute()).length
		const tyre = await addTyre(db, await newTyre({ brand: 'michelin', model: 'Lowercase Test' }))
		expect(tyre.brand).toBe('Michelin')
		expect(tyre.slug).toBe('michelin-lowercase-test-205-55r16-91v')
		expect((await db.selectFrom('brands').select('id').execute()).length).toBe(brandsBefore)
	})

	test('a logo that is not an image stores nothing at all', async () => {
		const db = getDb()
		const count = async () => Number((await db.selectFrom('tyres').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
		const before = await count()
		const files = fs.readdirSync(uploadPath('/uploads/x')!.replace(/x$/, ''), { recursive: true }).length
		const error = await addTyre(db, await newTyre({ brandLogo: fakePngFile() })).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(ImageUploadError)
		expect((error as ImageUploadError).field).toBe('brandLogo')
		expect(await count()).toBe(before)
		expect(fs.readdirSync(uploadPath('/uploads/x')!.replace(/x$/, ''), { recursive: true }).length).toBe(files)
	})
})

describe('the brand logo is needed only for a brand without one', () => {
	test('a brand with a logo lends it to a tyre added without one; nothing new is stored for it', async () => {
		const db = getDb()
		const michelin = await db.selectFrom('brands').select('logo_url').where('name', '=', 'Michelin').executeTakeFirstOrThrow()
		expect((await tyreFilterOptions(db, undefined)).brandsWithLogo).toContain('Michelin')
		const tyre = await addTyre(db, await newTyre({ brand: 'MICHELIN', model: 'No Logo Sent', brandLogo: undefined }))
		expect(tyre.brand).toBe('Michelin')
		expect(tyre.brand_logo_url).toBe(michelin.logo_url)
	})

	test('a new brand without a logo is refused on the logo field, and nothing is stored', async () => {
		const db = getDb()
		const count = async () => Number((await db.selectFrom('tyres').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
		const before = await count()
		const files = fs.readdirSync(uploadPath('/uploads/x')!.replace(/x$/, ''), { recursive: true }).length
		const error = await addTyre(db, await newTyre({ brand: 'Brandnew', brandLogo: undefined })).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(ImageUploadError)
		expect(error).toMatchObject({ message: LOGO_NEEDED, field: 'brandLogo' })
		expect(await count()).toBe(before)
		expect(await db.selectFrom('brands').select('id').where('name', '=', 'Brandnew').executeTakeFirst()).toBeUndefined()
		expect(fs.readdirSync(uploadPath('/uploads/x')!.replace(/x$/, ''), { recursive: true }).length).toBe(files)
		// the same with a logo is added, and the brand gets it
		const added = await addTyre(db, await newTyre({ brand: 'Brandnew' }))
		expect((await db.selectFrom('brands').select('logo_url').where('name', '=', 'Brandnew').executeTakeFirstOrThrow()).logo_url).toBe(added.brand_logo_url)
	})
})

describe('features, warranty and fitment guarantee', () => {
	test('given when adding, changed or cleared later; the product page reads them only when there are some', async () => {
		const db = getDb()
		const tyre = await addTyre(db, await newTyre({ model: 'Detailed', features: 'Quiet ride\nWet grip', warrantyKm: '80000', fitmentGuarantee: 'Free re-check in 30 days' }))
		expect(toAdminTyre(tyre).details).toEqual({ features: ['Quiet ride', 'Wet grip'], warrantyKm: 80000, fitmentGuarantee: 'Free re-check in 30 days' })
		expect(await tyreDetails(db, tyre.id)).toEqual({ features: ['Quiet ride', 'Wet grip'], warrantyKm: 80000, fitmentGuarantee: 'Free re-check in 30 days' })
		expect(toApiTyre(tyre)).toMatchObject({ features: ['Quiet ride', 'Wet grip'], warrantyKm: 80000 })

		const changed = await updateTyreDetails(db, tyre.id, { features: ['Long life'], warrantyKm: null, fitmentGuarantee: null })
		expect(changed.ok && toAdminTyre(changed.tyre).details).toEqual({ features: ['Long life'], warrantyKm: null, fitmentGuarantee: null })
		await updateTyreDetails(db, tyre.id, { features: [], warrantyKm: null, fitmentGuarantee: null })
		expect(await tyreDetails(db, tyre.id)).toBeNull()
		expect(await updateTyreDetails(db, 999_999, { features: [], warrantyKm: null, fitmentGuarantee: null })).toMatchObject({ ok: false, status: 404 })
	})

	test('the demo data carries them for part of the range', async () => {
		const db = getDb()
		const primacy = await db.selectFrom('tyres').select('id').where('brand', '=', 'Michelin').where('model', '=', 'Primacy 4').executeTakeFirstOrThrow()
		expect(await tyreDetails(db, primacy.id)).toMatchObject({ warrantyKm: 80000, features: expect.arrayContaining(['Quiet, comfortable ride']) })
		const none = await db.selectFrom('tyres').select('id').where('brand', '=', 'Triangle').executeTakeFirstOrThrow()
		expect(await tyreDetails(db, none.id)).toBeNull()
	})
})

describe('changing a tyre', () => {
	test('stock: unchanged is no change; prices: only the tiers given; image: old file removed', async () => {
		const db = getDb()
		const tyre = await addTyre(db, await newTyre({ model: 'Change Me' }))
		const same = await updateTyreStock(db, tyre.id, 6)
		expect(same.ok && same.tyre.changed).toBe(false)
		const changed = await updateTyreStock(db, tyre.id, 9)
		expect(changed.ok && changed.tyre.stock).toBe(9)

		const priced = await updateTyrePrices(db, tyre.id, { price1: 20000, price5: null, price2: undefined, price3: undefined, price4: undefined })
		expect(priced.ok && [priced.tyre.price_1, priced.tyre.price_2, priced.tyre.price_5]).toEqual([20000, 18995, null])

		const replaced = await replaceTyreImage(db, tyre.id, await pngFile('new.png', { colour: '#aa3333' }))
		expect(replaced.ok && replaced.tyre.image_url).not.toBe(tyre.image_url)
		expect(fs.existsSync(uploadPath(tyre.image_url)!)).toBe(false)

		expect(await updateTyreStock(db, 999_999, 1)).toMatchObject({ ok: false, status: 404 })
		expect(await replaceTyreImage(db, 999_999, await pngFile())).toMatchObject({ ok: false, status: 404 })
	})

	test('deleting removes the row and its own files, not files other tyres share', async () => {
		const db = getDb()
		const seeded = await db.selectFrom('tyres').selectAll().where('image_url', 'like', '/uploads/seed/%').orderBy('id').executeTakeFirstOrThrow()
		const result = await deleteTyre(db, seeded.id)
		expect(result.ok).toBe(true)
		expect(await db.selectFrom('tyres').select('id').where('id', '=', seeded.id).executeTakeFirst()).toBeUndefined()
		// the same range's picture and the brand logo are still used by other tyres
		expect(fs.existsSync(uploadPath(seeded.brand_logo_url)!)).toBe(true)

		const own = await addTyre(db, await newTyre({ brand: 'Solo Brand' }))
		await db.deleteFrom('brands').where('name', '=', 'Solo Brand').execute()
		await deleteTyre(db, own.id)
		expect(fs.existsSync(uploadPath(own.image_url)!)).toBe(false)
		expect(fs.existsSync(uploadPath(own.brand_logo_url)!)).toBe(false)
		expect(await deleteTyre(db, own.id)).toMatchObject({ ok: false, status: 404 })
	})
})

describe('the admin grid', () => {
	test('filters, pages and grows through pages 1..through', async () => {
		const db = getDb()
		const all = await findAdminTyres(db, { brand: 'Michelin' })
		expect(all.rows.length).toBe(all.total)
		expect(all.rows.every((r) => r.brand === 'Michelin')).toBe(true)
		const page2 = await findAdminTyres(db, { brand: 'Michelin', page: 2, limit: 5 })
		expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(5, 10).map((r) => r.id))
		expect(page2.totalPages).toBe(Math.ceil(all.total / 5))
		const grown = await findAdminTyres(db, { brand: 'Michelin', through: 2, limit: 5 })
		expect(grown.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 10).map((r) => r.id))
		expect(grown.lastPage).toBe(2)
		const sized = await findAdminTyres(db, { width: 205, profile: 55, rim: 16 })
		expect(sized.rows.every((r) => r.size === '205/55R16')).toBe(true)
	})
})

describe('duplicating a tyre as another size', () => {
	test('copies brand, model, prices and pictures into the new size, with none in stock; the same size twice is refused', async () => {
		const db = getDb()
		const source = await db.selectFrom('tyres').selectAll().where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()
		await db.updateTable('tyres').set({ supplier_code: 'DUP-SOURCE' }).where('id', '=', source.id).execute()
		const result = await duplicateTyre(db, source.id, { size: { width: 305, profile: 30, rim: 22 }, loadSpeedRating: '108Y' })
		if (!result.ok) throw new Error(result.message)
		expect(result.tyre).toMatchObject({
			brand: source.brand,
			model: source.model,
			size: '305/30R22',
			width: 305,
			profile: 30,
			rim: 22,
			load_speed_rating: '108Y',
			load_index: 108,
			speed_rating: 'Y',
			price_1: source.price_1,
			price_4: source.price_4,
			image_url: source.image_url,
			stock: 0,
			supplier_code: null,
		})
		expect(result.tyre.id).not.toBe(source.id)
		expect(result.tyre.slug).not.toBe(source.slug)
		expect(await duplicateTyre(db, source.id, { size: { width: 305, profile: 30, rim: 22 }, loadSpeedRating: '108Y' })).toMatchObject({ ok: false, status: 409 })
		expect(await duplicateTyre(db, 99_999_999, { size: { width: 305, profile: 30, rim: 22 }, loadSpeedRating: null })).toMatchObject({ ok: false, status: 404 })
	})
})
