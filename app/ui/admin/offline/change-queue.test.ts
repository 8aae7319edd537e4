import { describe, expect, test } from 'vitest'
import type { DayJob, DaySheet } from '#app/domain/day/day'
import { dismissRefusal, EMPTY_QUEUE, enqueue, nextToSend, settle, waitingText, withWaitingChanges, type QueuedChange } from './change-queue'

const change = (id: string, kind: QueuedChange['kind'], bookingId = 7, fields: [string, string][] = []): QueuedChange => ({
	id,
	kind,
	bookingId,
	reference: `TB-${bookingId}`,
	name: 'Ada Lovelace',
	fields: [['intent', kind], ['id', String(bookingId)], ...fields],
})

describe('the queue of changes made with no signal', () => {
	test('sends in the order the owner made them', () => {
		let q = enqueue(EMPTY_QUEUE, change('a', 'done'))
		q = enqueue(q, change('b', 'undo'))
		q = enqueue(q, change('c', 'done', 8))
		expect(nextToSend(q)?.id).toBe('a')
		q = settle(q, 'a', { ok: true })
		expect(nextToSend(q)?.id).toBe('b')
		q = settle(q, 'b', { ok: true })
		expect(q.waiting.map((c) => c.id)).toEqual(['c'])
		q = settle(q, 'c', { ok: true })
		expect(nextToSend(q)).toBeUndefined()
	})

	test('keeps a change once by its id (a double tap, a second tab, a replay)', () => {
		let q = enqueue(EMPTY_QUEUE, change('a', 'done'))
		q = enqueue(q, change('a', 'done'))
		expect(q.waiting).toHaveLength(1)
		q = settle(q, 'a', { ok: false, message: 'No longer to do.' })
		// refused and not yet read: the same id is not queued again
		expect(enqueue(q, change('a', 'done'))).toBe(q)
		// an answer for an id no longer waiting changes nothing
		expect(settle(q, 'a', { ok: true })).toBe(q)
	})

	test('a refused change is kept with its reason until the owner dismisses it; the rest go on', () => {
		let q = enqueue(enqueue(EMPTY_QUEUE, change('a', 'done')), change('b', 'done', 8))
		q = settle(q, 'a', { ok: false, message: 'Only a confirmed booking that is still to do can be marked.' })
		expect(q.refused).toEqual([{ change: change('a', 'done'), message: 'Only a confirmed booking that is still to do can be marked.' }])
		expect(nextToSend(q)?.id).toBe('b')
		expect(dismissRefusal(q, 'a').refused).toEqual([])
	})

	test('says how many are waiting', () => {
		expect(waitingText(1)).toBe('1 change waiting to send')
		expect(waitingText(2)).toBe('2 changes waiting to send')
	})
})

describe('the day as the owner left it', () => {
	const job = (id: number, state: DayJob['state'] = 'to-do') => ({ id, state, doneAt: null, notCompleted: null }) as unknown as DayJob
	const sheet = { slots: [{ slot: 'morning', jobs: [job(7), job(8, 'done')] }] } as unknown as DaySheet
	const states = (s: DaySheet) => s.slots[0]!.jobs.map((j) => j.state)

	test('Done, then Undo, then Couldn’t complete apply in order over the last loaded day', () => {
		expect(withWaitingChanges(sheet, [])).toBe(sheet)
		expect(states(withWaitingChanges(sheet, [change('a', 'done')]))).toEqual(['done', 'done'])
		expect(states(withWaitingChanges(sheet, [change('a', 'done'), change('b', 'undo')]))).toEqual(['to-do', 'done'])
		expect(states(withWaitingChanges(sheet, [change('b', 'undo', 8)]))).toEqual(['to-do', 'to-do'])
		const notDone = withWaitingChanges(sheet, [change('c', 'not-completed', 7, [['reason', 'Customer not home']])])
		expect(states(notDone)).toEqual(['not-completed', 'done'])
	})
})
