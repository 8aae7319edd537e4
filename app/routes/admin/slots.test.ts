import { describe, expect, test } from 'vitest'
import { adminLoad as load, adminPost as postTo } from '#tests/admin-fixtures'
import * as slots from './slots'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

describe('the slots tab', () => {
	test('slots: spots are checked, dates closed', async () => {
		const badSpots = await postTo(slots, '/admin/slots', { intent: 'save-capacity', 'capacity-1-morning': '-2' })
		expect(badSpots.status).toBe(400)
		expect(badSpots.data.fieldErrors['capacity-1-morning']).toEqual(['Minutes cannot be negative.'])
		const past = await postTo(slots, '/admin/slots', { intent: 'close-date', date: '2001-01-01' })
		expect(past.data.fieldErrors.date).toEqual(['Choose today or a later date.'])
		expect((await postTo(slots, '/admin/slots', { intent: 'close-date', date: '2099-12-25', reason: 'Christmas' })).toast?.type).toBe('success')
		expect((await load(slots, '/admin/slots')).data.closedDates).toEqual([expect.objectContaining({ date: '2099-12-25', reason: 'Christmas' })])
	})
})
