import { describe, expect, test } from 'vitest'
import { callApi, pngFile } from '#tests/admin-fixtures'
import { addTestTyre } from '#tests/fixtures/tyre-api'
import * as remove from './tyreall.delete.$id'
import * as updateImage from './tyreall.update-image.$id'
import * as updatePrices from './tyreall.update-prices.$id'
import * as updateStock from './tyreall.update-stock.$id'

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
