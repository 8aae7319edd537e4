import { describe, expect, test } from 'vitest'
import { checkoutForm } from '#tests/fixtures/booking'
import { HOSTILE_EMAIL, patternsRunOnLongInput } from '#tests/helpers/patterns'
import { AreaNoticeSchema, CHECKOUT_MESSAGES, checkoutSchema, defaultPositions, fieldMessage, firstCheckoutError, positionsMessage } from './checkout-schema'

const valid = checkoutForm({ selectedDate: '2026-12-02' })

function firstError(input: Record<string, unknown>, tyreCount = 2) {
	const result = checkoutSchema({ tyreCount }).safeParse(input)
	if (result.success) return null
	const errors: Record<string, string[]> = {}
	for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
	return firstCheckoutError(errors)
}

describe('checkout schema (spec §5)', () => {
	test('a complete form passes, positions de-duplicated', () => {
		const result = checkoutSchema({ tyreCount: 2 }).parse({ ...valid, positions: ['front-left', 'front-right', 'front-left'] })
		expect(result.positions).toEqual(['front-left', 'front-right'])
	})

	test.each([
		[{ selectedDate: undefined }, CHECKOUT_MESSAGES.slot],
		[{ selectedTime: 'evening' }, CHECKOUT_MESSAGES.slot],
		[{ firstName: '  ' }, CHECKOUT_MESSAGES.contact],
		[{ email: undefined }, CHECKOUT_MESSAGES.contact],
		[{ email: 'not-an-email' }, CHECKOUT_MESSAGES.email],
		[{ phone: '12345' }, CHECKOUT_MESSAGES.phone],
		[{ address: '' }, CHECKOUT_MESSAGES.address],
		[{ postcode: '316' }, CHECKOUT_MESSAGES.address],
		[{ postcode: '31a8' }, CHECKOUT_MESSAGES.address],
		[{ vehicleDetails: '' }, CHECKOUT_MESSAGES.vehicle],
		[{ model: undefined }, CHECKOUT_MESSAGES.vehicle],
		[{ positions: ['front-left'] }, positionsMessage(2)],
		[{ positions: undefined }, positionsMessage(2)],
		[{ terms: undefined }, CHECKOUT_MESSAGES.terms],
		[{ paymentMethod: 'bitcoin' }, CHECKOUT_MESSAGES.payment],
	])('%o → %s', (overrides, message) => {
		expect(firstError({ ...valid, ...overrides })).toBe(message)
	})

	test('several problems: the first in the spec order wins, and positions count even while terms are missing', () => {
		expect(firstError({ ...valid, firstName: '', terms: undefined, selectedTime: undefined })).toBe(CHECKOUT_MESSAGES.slot)
		expect(firstError({ ...valid, make: '', address: '' })).toBe(CHECKOUT_MESSAGES.address)
		expect(firstError({ ...valid, positions: ['spare'], terms: undefined })).toBe(positionsMessage(2))
		const { positions: _none, ...noneTicked } = valid
		expect(firstError({ ...noneTicked, terms: undefined })).toBe(positionsMessage(2))
	})

	test("the browser's service-area answer comes in the spec's place: after the address, before the vehicle", () => {
		const schema = checkoutSchema({ tyreCount: 2, outsideArea: () => true })
		const result = schema.safeParse({ ...valid, make: '', terms: undefined })
		expect(result.success).toBe(false)
		const errors: Record<string, string[]> = {}
		for (const issue of result.error!.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
		expect(firstCheckoutError(errors)).toBe(CHECKOUT_MESSAGES.notServed)
		expect(checkoutSchema({ tyreCount: 2, outsideArea: () => false }).safeParse(valid).success).toBe(true)
	})

	test("the server's schema is made once per tyre count and terms rule; each keeps its own count", () => {
		expect(checkoutSchema({ tyreCount: 3 })).toBe(checkoutSchema({ tyreCount: 3 }))
		expect(checkoutSchema({ tyreCount: 3, requireTerms: false })).not.toBe(checkoutSchema({ tyreCount: 3 }))
		expect(firstError({ ...valid, positions: ['front-left', 'front-right'] }, 3)).toBe(positionsMessage(3))
		expect(firstError({ ...valid, positions: ['front-left', 'front-right'] }, 2)).toBeNull()
		expect(checkoutSchema({ tyreCount: 3, requireTerms: false }).safeParse({ ...valid, terms: undefined, positions: ['spare', 'front-left', 'rear-left'] }).success).toBe(true)
		// the browser's carries its own live answer, so it is made for each use
		const outsideArea = () => false
		expect(checkoutSchema({ tyreCount: 3, outsideArea })).not.toBe(checkoutSchema({ tyreCount: 3, outsideArea }))
	})

	test('positions are only asked for with 5 tyres or fewer', () => {
		expect(firstError({ ...valid, positions: undefined }, 6)).toBeNull()
		expect(positionsMessage(1)).toBe('Please select exactly 1 tyre.')
		expect(positionsMessage(4)).toBe('Please select exactly 4 tyres.')
	})

	test('Australian phone numbers: kept as written, with their E.164 form', () => {
		const parse = (phone: string) => checkoutSchema({ tyreCount: 2 }).safeParse({ ...valid, phone })
		for (const [ok, e164] of [['0412 345 678', '+61412345678'], ['+61 412 345 678', '+61412345678'], ['(03) 9123 4567', '+61391234567'], ['0391234567', '+61391234567']]) expect(parse(ok!).data?.phone, ok).toEqual({ written: ok, e164 })
		for (const bad of ['12345', '0512 345 678', '+1 415 555 0100', '04123456789']) expect(parse(bad).success, bad).toBe(false)
	})
})

describe('hostile input stops at the length checks', () => {
	const textFields = ['selectedDate', 'firstName', 'lastName', 'phone', 'email', 'address', 'suburb', 'postcode', 'vehicleDetails', 'colour', 'make', 'model', 'idempotencyKey']

	test.each(textFields)('a quarter megabyte in %s is refused before any pattern runs on it', (field) => {
		let success: boolean | undefined
		const patterns = patternsRunOnLongInput(() => (success = checkoutSchema({ tyreCount: 2 }).safeParse({ ...valid, [field]: HOSTILE_EMAIL }).success))
		expect(patterns).toEqual([])
		expect(success).toBe(false)
	})

	test('a long e-mail reads as missing contact details (spec §5), a malformed one as an e-mail problem', () => {
		expect(firstError({ ...valid, email: HOSTILE_EMAIL })).toBe(CHECKOUT_MESSAGES.contact)
		expect(firstError({ ...valid, email: 'jane@example' })).toBe(CHECKOUT_MESSAGES.email)
	})

	test('the suburb notice form too', () => {
		for (const field of ['email', 'suburb', 'postcode']) {
			const input = { email: 'jane@example.com', suburb: 'Clayton', postcode: '3168', [field]: HOSTILE_EMAIL }
			let success: boolean | undefined
			expect(patternsRunOnLongInput(() => (success = AreaNoticeSchema.safeParse(input).success))).toEqual([])
			expect(success).toBe(false)
		}
	})
})

describe('beside each field, its own message; the group keeps the spec\'s', () => {
	test('a group message becomes the field\'s own words; any other message is shown as it is', () => {
		expect(fieldMessage('firstName', CHECKOUT_MESSAGES.contact)).toBe('Enter your first name.')
		expect(fieldMessage('postcode', CHECKOUT_MESSAGES.address)).toBe('Enter the 4-digit postcode.')
		expect(fieldMessage('model', CHECKOUT_MESSAGES.vehicle)).toBe('Enter the model, e.g. Corolla.')
		expect(fieldMessage('phone', CHECKOUT_MESSAGES.phone)).toBe(CHECKOUT_MESSAGES.phone)
		expect(fieldMessage('suburb', CHECKOUT_MESSAGES.notServed)).toBe(CHECKOUT_MESSAGES.notServed)
		expect(fieldMessage('terms', CHECKOUT_MESSAGES.terms)).toBe(CHECKOUT_MESSAGES.terms)
		expect(fieldMessage('firstName', undefined)).toBeNull()
	})

	test('an empty form still says the spec\'s messages in the spec\'s order', () => {
		expect(firstError({})).toBe(CHECKOUT_MESSAGES.slot)
		expect(firstError({ ...valid, firstName: '' })).toBe(CHECKOUT_MESSAGES.contact)
	})

	test('a set of 4 has the four wheels ticked already; other quantities choose their own', () => {
		expect(defaultPositions(4)).toEqual(['front-left', 'front-right', 'rear-left', 'rear-right'])
		expect(defaultPositions(2)).toBeUndefined()
		expect(defaultPositions(5)).toBeUndefined()
		expect(checkoutSchema({ tyreCount: 4 }).safeParse({ ...valid, positions: defaultPositions(4) }).success).toBe(true)
	})
})
