import { expect, test } from 'vitest'
import { HOSTILE_EMAIL, patternsRunOnLongInput } from '#tests/helpers/patterns'
import { ShopSettingsSchema } from './settings-schema'

const valid = { businessName: 'Southside Mobile Tyres', phone: '0412 345 678', email: 'bookings@example.com.au', openingHours: 'Mon-Fri 8am-5pm' }

test('the shop e-mail: a valid one is kept, a hostile quarter megabyte is refused before any pattern runs', () => {
	expect(ShopSettingsSchema.parse(valid).email).toBe('bookings@example.com.au')
	let success: boolean | undefined
	expect(patternsRunOnLongInput(() => (success = ShopSettingsSchema.safeParse({ ...valid, email: HOSTILE_EMAIL }).success))).toEqual([])
	expect(success).toBe(false)
})
