import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { callApi, fakePngFile, pngFile } from '#tests/admin-fixtures'
import * as add from './tyreall.add'
import * as remove from './tyreall.delete.$id'
import * as list from './tyreall._index'
import * as updateImage from './tyreall.update-image.$id'
import * as updatePrices from './tyreall.update-prices.$id'
import * as updateStock from './tyreall.update-stock.$id'

async function tyreForm(fields: Record<string, string | File>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

async function addTestTyre(model = 'Api Tour') {
	const form = await tyreForm({
		Brand: 'Apibrand',
		Model: model,
		SIZE: '215/60R16',
		'LOAD/SPEED RATING': '95H',
		RunFlat: 'YES',
		'Price Incl GST': '210',
		'In Stock': '8',
		category: 'Mid-Range',
		image: await pngFile(),
		brandLogo: await pngFile('logo.png'),
	})
	return callApi(add, { method: 'POST', path: '/api/tyreall/add', form })
}

describe('GET /api/tyreall/', () => {
	test('lists tyres in the spec shape, filtered and paged; a bad page is a 400', async () => {
		const all = await callApi(list, { path: '/api/tyreall/' })
		expect(all.status).toBe(200)
		const total = Number((await getDb().selectFrom('tyres').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
		expect(all.body.data).toHaveLength(total)
		expect(all.body.data[0]).toHaveProperty('Price for 4')
		const page = await callApi(list, { path: '/api/tyreall/?brand=Michelin&page=2&limit=3' })
		expect(page.body).toMatchObject({ success: true, page: 2 })
		expect(page.body.data).toHaveLength(3)
		expect(page.body.data.every((t: { Brand: string }) => t.Brand === 'Michelin')).toBe(true)
		expect((await callApi(list, { path: '/api/tyreall/?page=-1' })).status).toBe(400)
	})
})

describe('POST /api/tyreall/add', () => {
	test('adds a tyre from multipart with the spec field names', async () => {
		const { status, body } = await addTestTyre()
		expect(status).toBe(201)
		expect(body).toMatchObject({ success: true, message: 'Tyre added successfully!', data: { Brand: 'Apibrand', SIZE: '215/60R16', RunFlat: 'YES', 'Price Incl GST': 210, 'In Stock': 8 } })
		expect(body.data.image_url).toMatch(/^\/uploads\/tyres\/.+\.webp$/)
	})

	test('missing fields, a non-image and a malformed body are clear 4xx errors', async () => {
		const missing = await callApi(add, { method: 'POST', path: '/api/tyreall/add', form: await tyreForm({ Brand: 'X' }) })
		expect(missing).toMatchObject({ status: 400, body: { error: 'Please fill all required fields and upload an image' } })
		expect(missing.body.fieldErrors).toMatchObject({ image: 'Required', model: 'Required' })

		// the brand logo only for a brand that has none yet
		const noLogo = await callApi(add, {
			method: 'POST',
			path: '/api/tyreall/add',
			form: await tyreForm({ Brand: 'Apinologo', Model: 'Y', SIZE: '205/55R16', 'Price Incl GST': '100', 'In Stock': '1', image: await pngFile() }),
		})
		expect(noLogo).toMatchObject({ status: 400, body: { error: 'Upload the brand logo: this brand has none yet.', fieldErrors: { brandLogo: 'Upload the brand logo: this brand has none yet.' } } })

		const notImage = await callApi(add, {
			method: 'POST',
			path: '/api/tyreall/add',
			form: await tyreForm({ Brand: 'X', Model: 'Y', SIZE: '205/55R16', 'Price Incl GST': '100', 'In Stock': '1', image: fakePngFile(), brandLogo: await pngFile() }),
		})
		expect(notImage).toMatchObject({ status: 400, body: { error: expect.stringMatching(/not an image/) } })

		const request = new Request('http://localhost:3000/api/tyreall/add', {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=zz', ...(await import('#tests/admin-fixtures').then((m) => m.adminAuthHeader())) },
			body: '--zz\r\nContent-Disposition: form-data; name="Brand"\r\n\r\nbroken',
		})
		const malformed = (await add.action({ request, params: {}, context: { clientIp: 'x' } } as never)) as Response
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ error: 'The form data could not be read (malformed multipart body).' })

		expect((await callApi(add, { method: 'GET', path: '/api/tyreall/add' })).status).toBe(405)
	})
})

describe('changing a tyre through the API', () => {
	test('stock, prices and image updates; unknown ids are 404, bad ids 400', async () => {
		const id = String((await addTestTyre('Api Change')).body.data._id)
		const stock = await callApi(updateStock, { method: 'PUT', path: `/api/tyreall/update-stock/${id}`, params: { id }, json: { inStock: 3 } })
		expect(stock.body).toMatchObject({ success: true, changed: true, message: 'Stock updated successfully!', data: { 'In Stock': 3 } })
		const same = await callApi(updateStock, { method: 'PUT', path: `/api/tyreall/update-stock/${id}`, params: { id }, json: { inStock: '3' } })
		expect(same.body).toMatchObject({ changed: false })
		expect((await callApi(updateStock, { method: 'PUT', path: `/api/tyreall/update-stock/${id}`, params: { id }, json: { inStock: -1 } })).status).toBe(400)

		const prices = await callApi(updatePrices, {
			method: 'PUT',
			path: `/api/tyreall/update-prices/${id}`,
			params: { id },
			json: { 'Price for 1': 220, 'Price for 2': '215.50', 'Price for 5': null },
		})
		expect(prices.body).toMatchObject({ message: 'Prices updated successfully', data: { 'Price for 1': 220, 'Price for 2': 215.5, 'Price for 4': 210, 'Price for 5': null } })
		const badPrices = await callApi(updatePrices, { method: 'PUT', path: `/api/tyreall/update-prices/${id}`, params: { id }, json: { 'Price for 1': 'free' } })
		expect(badPrices.status).toBe(400)

		const imageForm = new FormData()
		imageForm.set('image', await pngFile('new.png', { colour: '#00aa00' }))
		const image = await callApi(updateImage, { method: 'PUT', path: `/api/tyreall/update-image/${id}`, params: { id }, form: imageForm })
		expect(image.body).toMatchObject({ success: true, message: 'Image updated successfully!' })
		const noImage = await callApi(updateImage, { method: 'PUT', path: `/api/tyreall/update-image/${id}`, params: { id }, form: new FormData() })
		expect(noImage).toMatchObject({ status: 400, body: { error: 'Choose an image to upload.' } })

		expect((await callApi(remove, { method: 'DELETE', path: `/api/tyreall/delete/${id}`, params: { id } })).body).toEqual({ success: true, message: 'Tyre deleted successfully!' })
		expect((await callApi(remove, { method: 'DELETE', path: `/api/tyreall/delete/${id}`, params: { id } })).status).toBe(404)
		expect((await callApi(updateStock, { method: 'PUT', path: `/api/tyreall/update-stock/${id}`, params: { id }, json: { inStock: 1 } })).status).toBe(404)
		expect((await callApi(remove, { method: 'DELETE', path: '/api/tyreall/delete/abc', params: { id: 'abc' } })).status).toBe(400)
		expect((await callApi(remove, { method: 'POST', path: `/api/tyreall/delete/${id}`, params: { id } })).status).toBe(405)
	})
})
