import { expect, test } from 'vitest'
import { HOSTILE_EMAIL, patternsRunOnLongInput } from '#tests/helpers/patterns'
import { PHONE_MESSAGE } from './phone'
import { LoginSchema, SendOtpSchema, VerifyResetOtpSchema } from './schema'

test('a mobile number in any usual form is read', () => {
	expect(LoginSchema.parse({ phone: '+61 (0)412 345 678', password: 'secret' }).phone).toBe('+61412345678')
})

test.each([
	['login', LoginSchema, { phone: '0412 345 678', password: 'secret' }, ['phone', 'password']],
	['register', SendOtpSchema, { name: 'Jane', phone: '0412 345 678', password: 'long enough' }, ['name', 'phone', 'password']],
	['reset', VerifyResetOtpSchema, { phone: '0412 345 678', otp: '123456', newPassword: 'long enough' }, ['phone', 'otp', 'newPassword']],
] as const)('%s: a quarter megabyte in any field is refused before any pattern runs on it', (_, schema, valid, fields) => {
	for (const field of fields) {
		let success: boolean | undefined
		expect(patternsRunOnLongInput(() => (success = schema.safeParse({ ...valid, [field]: HOSTILE_EMAIL }).success)), field).toEqual([])
		expect(success, field).toBe(false)
	}
	expect(LoginSchema.safeParse({ phone: HOSTILE_EMAIL, password: 'x' }).error?.issues[0]?.message).toBe(PHONE_MESSAGE)
})
