import { describe, expect, test } from 'vitest'
import { callHref, DAY_MESSAGES, dayTakings, directionsUrl, notCompletedText, NotCompletedSchema, nextJobOf, parseDayParam, toCollect } from './day'

describe('the day view rules', () => {
	test('?date= is today when missing, a real date when given, refused otherwise', () => {
		expect(parseDayParam(null, '2026-11-24')).toEqual({ ok: true, date: '2026-11-24' })
		expect(parseDayParam('', '2026-11-24')).toEqual({ ok: true, date: '2026-11-24' })
		expect(parseDayParam('2026-12-01', '2026-11-24')).toEqual({ ok: true, date: '2026-12-01' })
		for (const bad of ['2026-02-30', '2026-13-01', '26-11-24', 'tomorrow', '2026-11-24T00:00', ' 2026-11-24']) {
			expect(parseDayParam(bad, '2026-11-24'), bad).toEqual({ ok: false, message: DAY_MESSAGES.badDate })
		}
	})

	test('the address opens directions in a maps app', () => {
		expect(directionsUrl({ address: '5 Station St', suburb: 'Dandenong', postcode: '3175' })).toBe(
			'https://www.google.com/maps/dir/?api=1&destination=5%20Station%20St%2C%20Dandenong%203175%2C%20Australia',
		)
		// an & or # in an address cannot break out of the parameter
		expect(directionsUrl({ address: 'Unit 2 & 3 #4', suburb: 'Clayton', postcode: '3168' })).toContain('Unit%202%20%26%203%20%234')
	})

	test('tap to call uses the E.164 number, else the digits typed', () => {
		expect(callHref('0412 345 678', '+61412345678')).toBe('tel:+61412345678')
		expect(callHref('(03) 9555-1234', null)).toBe('tel:0395551234')
	})

	test('what to collect: pay on the day is due, a card payment is paid', () => {
		expect(toCollect({ paymentMethod: 'pay_on_the_day', paymentStatus: 'unpaid', finalAmount: 45600 })).toEqual({ kind: 'due', cents: 45600 })
		expect(toCollect({ paymentMethod: 'card', paymentStatus: 'paid', finalAmount: 45600 })).toEqual({ kind: 'paid' })
		expect(toCollect({ paymentMethod: 'card', paymentStatus: 'partially_refunded', finalAmount: 45600 })).toEqual({ kind: 'paid-part-refunded' })
		expect(toCollect({ paymentMethod: 'pay_on_the_day', paymentStatus: 'unpaid', finalAmount: 0 })).toEqual({ kind: 'nothing-due' })
	})

	test('a reason is needed to keep a job as not completed', () => {
		expect(NotCompletedSchema.safeParse({ id: '4', reason: '  Car not there  ' })).toMatchObject({ success: true, data: { id: 4, reason: 'Car not there' } })
		expect(NotCompletedSchema.safeParse({ id: '4', reason: ' ' }).error?.issues[0]?.message).toBe(DAY_MESSAGES.reasonRequired)
		expect(NotCompletedSchema.safeParse({ id: '4' }).error?.issues[0]?.message).toBe(DAY_MESSAGES.reasonRequired)
		expect(NotCompletedSchema.safeParse({ id: '4', reason: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(DAY_MESSAGES.reasonTooLong)
		expect(NotCompletedSchema.safeParse({ id: 'abc', reason: 'Flat battery' }).success).toBe(false)
	})

	test('what the fitter collects once done: how it was paid and how much', () => {
		const due = { paymentMethod: 'pay_on_the_day', paymentStatus: 'unpaid', finalAmount: 44300 }
		expect(toCollect(due)).toEqual({ kind: 'due', cents: 44300 })
		expect(toCollect({ ...due, paidBy: 'cash', paidCents: 44300 })).toEqual({ kind: 'collected', by: 'cash', cents: 44300 })
		expect(toCollect({ ...due, paidBy: 'cheque', paidCents: 44300 })).toEqual({ kind: 'due', cents: 44300 })
	})

	test("the day's takings add up the done jobs by how they were paid", () => {
		const takings = dayTakings([
			{ state: 'done', collect: { kind: 'collected', by: 'cash', cents: 44300 } },
			{ state: 'done', collect: { kind: 'collected', by: 'cash', cents: 10000 } },
			{ state: 'done', collect: { kind: 'collected', by: 'online', cents: 25050 } },
			{ state: 'done', collect: { kind: 'collected', by: 'card_on_the_day', cents: 30000 } },
			{ state: 'to-do', collect: { kind: 'due', cents: 99900 } },
			{ state: 'not-completed', collect: { kind: 'due', cents: 12300 } },
		])
		expect(takings).toEqual({
			byMethod: [
				{ by: 'card_on_the_day', label: 'Card on the day', jobs: 1, cents: 30000 },
				{ by: 'cash', label: 'Cash', jobs: 2, cents: 54300 },
				{ by: 'online', label: 'Paid online', jobs: 1, cents: 25050 },
			],
			totalCents: 109350,
		})
		expect(dayTakings([])).toEqual({ byMethod: [], totalCents: 0 })
	})

	test("couldn't complete: a quick reason alone, with words, or words alone; Other needs words", () => {
		const parse = (input: Record<string, unknown>) => NotCompletedSchema.safeParse({ id: '4', ...input })
		expect(parse({ cause: 'no_key' })).toMatchObject({ success: true, data: { id: 4, cause: 'no_key', reason: '', fee: false } })
		expect(parse({ cause: 'nobody_home', reason: ' rang twice ', fee: 'yes' })).toMatchObject({ success: true, data: { reason: 'rang twice', fee: true } })
		expect(parse({ reason: 'Flooded street' })).toMatchObject({ success: true, data: { reason: 'Flooded street' } })
		expect(parse({ cause: 'other', reason: 'x' }).error?.issues.map((i) => i.message)).toEqual([DAY_MESSAGES.reasonRequired])
		expect(parse({}).success).toBe(false)
		expect(parse({ cause: 'aliens', reason: 'abc' }).error?.issues.map((i) => i.message)).toEqual([DAY_MESSAGES.causeRequired])
		expect(notCompletedText({ cause: 'wrong_size', reason: '' })).toBe('Wrong tyre size')
		expect(notCompletedText({ cause: 'vehicle_absent', reason: 'at work' })).toBe('Vehicle not there: at work')
		expect(notCompletedText({ cause: 'other', reason: 'Storm' })).toBe('Storm')
		expect(notCompletedText({ reason: 'Storm' })).toBe('Storm')
	})

	test('the next job is the first still to do in visiting order, with its stop number', () => {
		const job = (id: number, state: 'to-do' | 'done' | 'not-completed') => ({ id, state }) as never
		const slots = [
			{ slot: 'morning', label: 'Morning 8am-11am', byHand: false, jobs: [job(1, 'done'), job(2, 'not-completed')] },
			{ slot: 'lunch', label: 'Lunch 11am-2pm', byHand: false, jobs: [job(3, 'to-do'), job(4, 'to-do')] },
		] as never
		expect(nextJobOf({ slots })).toMatchObject({ job: { id: 3 }, stop: 3, slotLabel: 'Lunch 11am-2pm' })
		expect(nextJobOf({ slots: [] })).toBeNull()
	})
})
