import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { callApi } from '#tests/admin-fixtures'
import * as list from './tyreall._index'

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
