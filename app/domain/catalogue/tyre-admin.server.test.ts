import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError, uploadPath } from '#app/lib/images.server'
import { fakePngFile, pngFile } from '#tests/admin-fixtures'
import { NewTyreSchema } from '#app/domain/admin/tyre-schema'
import { addTyre, deleteTyre, findAdminTyres, replaceTyreImage, toApiTyre, updateTyrePrices, updateTyreStock } from './tyre-admin.server'

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
