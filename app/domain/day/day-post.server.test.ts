import { describe, expect, test } from 'vitest'
import { CHANGE_MESSAGES } from './changes'
import { DAY_MESSAGES } from './day'
import { parseDayPost } from './day-post.server'

const change = '0b9f1c2e-4d5a-4e6f-8a7b-9c0d1e2f3a4b'

describe("the day view's posts", () => {
	test('each action with its own fields', () => {
		expect(parseDayPost({ intent: 'done', id: '7', change, paidBy: 'cash', anyDay: 'yes' })).toEqual({ ok: true, post: { intent: 'done', id: 7, change, paidBy: 'cash', anyDay: true } })
		// an unknown way to pay counts as not said; a post without a change id is allowed
		expect(parseDayPost({ intent: 'done', id: '7', paidBy: 'gold' })).toEqual({ ok: true, post: { intent: 'done', id: 7, change: undefined, paidBy: undefined, anyDay: false } })
		expect(parseDayPost({ intent: 'reschedule', id: '7', choice: '2026-11-26|lunch' })).toMatchObject({ ok: true, post: { choice: { date: '2026-11-26', slot: 'lunch' } } })
		expect(parseDayPost({ intent: 'move', id: '7', direction: 'down' })).toMatchObject({ ok: true, post: { direction: 'down' } })
		expect(parseDayPost({ intent: 'reset-order', date: '2026-11-26', slot: 'afternoon' })).toEqual({ ok: true, post: { intent: 'reset-order', date: '2026-11-26', slot: 'afternoon' } })
		expect(parseDayPost({ intent: 'on-my-way', id: '7', minutes: '30' })).toMatchObject({ ok: true, post: { minutes: 30 } })
		// a bad number of minutes is for the page to answer (a toast), not a refusal here
		expect(parseDayPost({ intent: 'on-my-way', id: '7', minutes: '20' })).toMatchObject({ ok: true, post: { minutes: null } })
	})

	test('refused with the message the owner sees: the action, then the job, then the change id, then the rest', () => {
		const refused = (fields: Record<string, unknown>) => {
			const parsed = parseDayPost(fields)
			return parsed.ok ? null : parsed.message
		}
		expect(refused({})).toBe(DAY_MESSAGES.badIntent)
		expect(refused({ intent: 'explode', id: '1' })).toBe(DAY_MESSAGES.badIntent)
		for (const id of [undefined, '', '-3', '1.5', 'abc']) expect(refused({ intent: 'done', id, change: 'nope' }), String(id)).toBe(DAY_MESSAGES.notFound)
		expect(refused({ intent: 'undo', id: '1', change: 'nope' })).toBe(CHANGE_MESSAGES.badChangeId)
		expect(refused({ intent: 'reschedule', id: '1', choice: 'someday' })).toBe('Choose the day and time to move the booking to.')
		expect(refused({ intent: 'move', id: '1', direction: 'sideways' })).toBe(DAY_MESSAGES.badIntent)
		expect(refused({ intent: 'reset-order', date: '2026-02-30', slot: 'afternoon' })).toBe(DAY_MESSAGES.badIntent)
		expect(refused({ intent: 'reset-order', date: '2026-11-26', slot: 'midnight' })).toBe(DAY_MESSAGES.badIntent)
	})
})
