import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { callApi } from '#tests/admin-fixtures'
import * as clear from './contact._index'
import * as one from './contact.$id'
import * as all from './contact.all'

describe('/api/contact (admin)', () => {
	test('lists messages, deletes one, clears all', async () => {
		const db = getDb()
		const message = { name: 'Jo', email: 'jo@example.com', phone: '0400 000 001', subject: 'Quote', message: 'Four tyres please' }
		await db.insertInto('contact_messages').values([message, { ...message, subject: 'Second' }]).execute()
		const listed = await callApi(all, { path: '/api/contact/all' })
		expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ ...message, _id: expect.any(Number) })]))
		const id = String(listed.body.data[0]._id)
		expect(await callApi(one, { method: 'DELETE', path: `/api/contact/${id}`, params: { id } })).toEqual({ status: 200, body: { success: true, message: 'Message deleted.' } })
		expect((await callApi(one, { method: 'DELETE', path: `/api/contact/${id}`, params: { id } })).status).toBe(404)
		expect((await callApi(one, { method: 'DELETE', path: '/api/contact/x', params: { id: 'x' } })).status).toBe(400)
		const cleared = await callApi(clear, { method: 'DELETE', path: '/api/contact' })
		expect(cleared.body).toMatchObject({ success: true, deleted: 1 })
		expect((await callApi(all, { path: '/api/contact/all' })).body.data).toEqual([])
		expect((await callApi(clear, { method: 'POST', path: '/api/contact' })).status).toBe(405)
	})
})
