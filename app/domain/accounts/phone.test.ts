import { describe, expect, test } from 'vitest'
import { formatAuMobile, maskAuMobile, PHONE_MESSAGE } from './phone'
import { PhoneSchema } from './schema'

describe('an account phone (PhoneSchema)', () => {
	test.each([
		'0412 345 678',
		'0412345678',
		'0412-345-678',
		' 0412.345.678 ',
		'(04) 1234 5678',
		'+61412345678',
		'+61 412 345 678',
		'+61-412-345-678',
		'61412345678',
		'61 412 345 678',
		'+61 (0)412 345 678',
		'+61 0412 345 678',
		'0061 412 345 678',
	])('%s is +61412345678', (input) => {
		expect(PhoneSchema.parse(input)).toBe('+61412345678')
	})

	test.each([
		'0312345678', // a Melbourne landline
		'03 9123 4567',
		'041234567', // one digit short
		'04123456789', // one digit long
		'+6431234567', // not Australia
		'+1 412 345 6789',
		'412345678', // no leading 0
		'0412 345 67a',
		'+61+412345678',
		'1300 123 456',
	])('%s is refused with a clear message', (input) => {
		expect(PhoneSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE])
	})

	test('an empty number asks for one', () => {
		expect(PhoneSchema.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['Enter your mobile number.'])
	})
})

test('formatAuMobile and maskAuMobile show the stored form the Australian way', () => {
	expect(formatAuMobile('+61412345678')).toBe('0412 345 678')
	expect(maskAuMobile('+61412345678')).toBe('0412 *** 678')
	expect(formatAuMobile('something else')).toBe('something else')
})
