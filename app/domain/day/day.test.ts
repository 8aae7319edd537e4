import { describe, expect, test } from 'vitest'
import { callHref, DAY_MESSAGES, directionsUrl, NotCompletedSchema, parseDayParam, toCollect } from './day'

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
})
