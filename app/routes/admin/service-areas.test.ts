import { describe, expect, test } from 'vitest'
import { adminPost as postTo } from '#tests/admin-fixtures'
import * as areas from './service-areas'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

describe('the service areas tab', () => {
	test('service areas: spec toasts; a bad postcode re-shows the form with the spec error and the input', async () => {
		const bad = await postTo(areas, '/admin/service-areas', { intent: 'add', postcode: '12', suburb: 'Somewhere' })
		expect(bad).toMatchObject({ status: 400, data: { message: 'Failed to add sevice area', values: { postcode: '12', suburb: 'Somewhere' }, fieldErrors: { postcode: ['A postcode is 4 digits.'] } } })
		expect((await postTo(areas, '/admin/service-areas', { intent: 'add', postcode: '3996', suburb: 'Page Town' })).toast?.title).toBe('service area added successfully')
		expect((await postTo(areas, '/admin/service-areas', { intent: 'add', postcode: '3996', suburb: 'Page Town' })).status).toBe(409)
		expect((await postTo(areas, '/admin/service-areas', { intent: 'delete', postcode: '3996', suburb: 'Page Town' })).toast?.title).toBe('service area delete successfully')
	})
})
