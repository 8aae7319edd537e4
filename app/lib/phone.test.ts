import { describe, expect, test } from 'vitest'
import { isAuMobile, parsePhone, phoneField, type E164Phone } from './phone'

describe('parsePhone: any valid number, read as Australian', () => {
	test.each([
		['0412 345 678', '+61412345678'],
		['+61 412 345 678', '+61412345678'],
		['61412345678', '+61412345678'],
		['+61 (0)412-345-678', '+61412345678'],
		['0412.345.678', '+61412345678'],
		['  0412345678  ', '+61412345678'],
		['0061 412 345 678', '+61412345678'],
		['0011 61 412 345 678', '+61412345678'],
		['(03) 9555 1234', '+61395551234'],
		['0441 234 567', '+61441234567'],
		['+61 3 9555 1234', '+61395551234'],
		['+61395551234', '+61395551234'],
		['+64 21 123 4567', '+64211234567'],
		['041234567', null],
		['04123456789', null],
		['1234', null],
		['', null],
		['call me', null],
	])('%j → %j', (typed, e164) => {
		expect(parsePhone(typed)).toBe(e164)
	})
})

describe("parsePhone 'au': an Australian landline or mobile written with 0 or +61", () => {
	test.each([
		['0412 345 678', '+61412345678'],
		['+61 412 345 678', '+61412345678'],
		['(03) 9123 4567', '+61391234567'],
		['0391234567', '+61391234567'],
		['02-9876-5432', '+61298765432'],
		['+61 8 8123 4567', '+61881234567'],
		// shaped like an Australian number though in no range the library knows yet
		['0441 234 567', '+61441234567'],
		['08 1234 5678', '+61812345678'],
		['412 345 678', null],
		['9123 4567', null],
		['0512 345 678', null],
		['1300 123 456', null],
		['+1 415 555 0100', null],
		['+64 21 123 4567', null],
		['12345', null],
	])('%j → %j', (typed, e164) => {
		expect(parsePhone(typed, 'au')).toBe(e164)
	})
})

describe("parsePhone 'au-mobile': an Australian mobile", () => {
	test.each([
		['0412 345 678', '+61412345678'],
		['0412-345-678', '+61412345678'],
		['+61 (0)412 345 678', '+61412345678'],
		['61412345678', '+61412345678'],
		['0441 234 567', '+61441234567'],
		['(03) 9123 4567', null],
		['412 345 678', null],
		['+64 21 123 4567', null],
	])('%j → %j', (typed, e164) => {
		expect(parsePhone(typed, 'au-mobile')).toBe(e164)
	})
})

test('an E.164 number parses to itself, so a stored number can be branded again', () => {
	for (const stored of ['+61412345678', '+61395551234', '+64211234567']) expect(parsePhone(stored)).toBe(stored)
})

test('isAuMobile tells a mobile from a landline', () => {
	expect(isAuMobile(parsePhone('0412 345 678') as E164Phone)).toBe(true)
	expect(isAuMobile(parsePhone('03 9555 1234') as E164Phone)).toBe(false)
})

describe('phoneField', () => {
	const messages = { required: 'Enter it.', invalid: 'Not a phone.', tooLong: 'Too long.' }

	test('gives the E.164 number, or the written text with it', () => {
		expect(phoneField({ kind: 'au', ...messages }).parse(' 0412 345 678 ')).toBe('+61412345678')
		expect(phoneField({ kind: 'au', ...messages, keepWritten: true }).parse(' 0412 345 678 ')).toEqual({ written: '0412 345 678', e164: '+61412345678' })
	})

	test.each([
		['', 'Enter it.'],
		['   ', 'Enter it.'],
		['0'.repeat(41), 'Too long.'],
		['0512 345 678', 'Not a phone.'],
	])('%j is refused with %j', (typed, message) => {
		const result = phoneField({ kind: 'au', ...messages }).safeParse(typed)
		expect(result.success).toBe(false)
		expect(result.error?.issues.map((i) => i.message)).toEqual([message])
	})
})
