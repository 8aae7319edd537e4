import { describe, expect, test } from 'vitest'
import { callApi } from '#tests/admin-fixtures'
import * as list from './service._index'
import * as add from './service.add'
import * as remove from './service.delete'

describe('/api/service (admin)', () => {
	test("lists 'postcode,suburb', adds and removes", async () => {
		const listed = await callApi(list, { path: '/api/service' })
		expect(listed.body.data).toContain('3150,Glen Waverley')
		const added = await callApi(add, { method: 'POST', path: '/api/service/add', json: { postcode: '3998', suburb: 'api town' } })
		expect(added).toEqual({ status: 201, body: { success: true, message: 'service area added successfully', data: '3998,Api Town' } })
		expect((await callApi(list, { path: '/api/service' })).body.data).toContain('3998,Api Town')
		const removed = await callApi(remove, { method: 'POST', path: '/api/service/delete', json: { postcode: '3998', suburb: 'Api Town' } })
		expect(removed).toEqual({ status: 200, body: { success: true, message: 'service area delete successfully' } })
	})

	test('bad or duplicate input is refused with the spec message first', async () => {
		expect(await callApi(add, { method: 'POST', path: '/api/service/add', json: { postcode: '31', suburb: 'X' } })).toEqual({
			status: 400,
			body: { error: 'Failed to add sevice area: A postcode is 4 digits.' },
		})
		expect((await callApi(add, { method: 'POST', path: '/api/service/add', json: { postcode: '3150', suburb: 'Glen Waverley' } })).status).toBe(409)
		expect(await callApi(remove, { method: 'POST', path: '/api/service/delete', json: { postcode: '3997', suburb: 'Nowhere' } })).toMatchObject({
			status: 404,
			body: { error: expect.stringMatching(/^Failed to remove service area/) },
		})
	})
})
