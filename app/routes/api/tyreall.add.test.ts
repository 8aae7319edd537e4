import { describe, expect, test } from 'vitest'
import { callApi, fakePngFile, formData, pngFile } from '#tests/admin-fixtures'
import { addTestTyre } from '#tests/fixtures/tyre-api'
import { callRoute } from '#tests/helpers/routes'
import * as add from './tyreall.add'

describe('POST /api/tyreall/add', () => {
	test('adds a tyre from multipart with the spec field names', async () => {
		const { status, body } = await addTestTyre()
		expect(status).toBe(201)
		expect(body).toMatchObject({ success: true, message: 'Tyre added successfully!', data: { Brand: 'Apibrand', SIZE: '215/60R16', RunFlat: 'YES', 'Price Incl GST': 210, 'In Stock': 8 } })
		expect(body.data.image_url).toMatch(/^\/uploads\/tyres\/.+\.webp$/)
	})

	test('missing fields, a non-image and a malformed body are clear 4xx errors', async () => {
		const missing = await callApi(add, { method: 'POST', path: '/api/tyreall/add', form: formData({ Brand: 'X' }) })
		expect(missing).toMatchObject({ status: 400, body: { error: 'Please fill all required fields and upload an image' } })
		expect(missing.body.fieldErrors).toMatchObject({ image: 'Required', model: 'Required' })

		// the brand logo only for a brand that has none yet
		const noLogo = await callApi(add, {
			method: 'POST',
			path: '/api/tyreall/add',
			form: formData({ Brand: 'Apinologo', Model: 'Y', SIZE: '205/55R16', 'Price Incl GST': '100', 'In Stock': '1', image: await pngFile() }),
		})
		expect(noLogo).toMatchObject({ status: 400, body: { error: 'Upload the brand logo: this brand has none yet.', fieldErrors: { brandLogo: 'Upload the brand logo: this brand has none yet.' } } })

		const notImage = await callApi(add, {
			method: 'POST',
			path: '/api/tyreall/add',
			form: formData({ Brand: 'X', Model: 'Y', SIZE: '205/55R16', 'Price Incl GST': '100', 'In Stock': '1', image: fakePngFile(), brandLogo: await pngFile() }),
		})
		expect(notImage).toMatchObject({ status: 400, body: { error: expect.stringMatching(/not an image/) } })

		const request = new Request('http://localhost:3000/api/tyreall/add', {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=zz', ...(await import('#tests/admin-fixtures').then((m) => m.adminAuthHeader())) },
			body: '--zz\r\nContent-Disposition: form-data; name="Brand"\r\n\r\nbroken',
		})
		const malformed = await callRoute(add.action, request, { clientIp: 'x' })
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ error: 'The form data could not be read (malformed multipart body).' })

		expect((await callApi(add, { method: 'GET', path: '/api/tyreall/add' })).status).toBe(405)
	})
})
