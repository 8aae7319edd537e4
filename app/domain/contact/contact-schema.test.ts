import { expect, test } from 'vitest'
import { HOSTILE_EMAIL, patternsRunOnLongInput } from '#tests/helpers/patterns'
import { getZodConstraint } from '@conform-to/zod/v4'
import { ContactSchema } from './contact-schema'
import { CONTACT_CONSTRAINT } from './contact-texts'

const valid = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', subject: 'Tyres for a Corolla', message: 'Do you have 205/55R16 in stock?' }

test('a valid message passes, with line breaks in one-line fields folded', () => {
	expect(ContactSchema.parse({ ...valid, name: 'Jane\r\nCitizen' })).toMatchObject({ name: 'Jane Citizen' })
})

test.each(['name', 'email', 'phone', 'subject', 'message'])('a quarter megabyte in %s is refused by its length before any pattern runs', (field) => {
	let success: boolean | undefined
	expect(patternsRunOnLongInput(() => (success = ContactSchema.safeParse({ ...valid, [field]: HOSTILE_EMAIL }).success))).toEqual([])
	expect(success).toBe(false)
})

test('the constraint the browser gets without the schema is the one conform derives from it', () => {
	expect(CONTACT_CONSTRAINT).toEqual(getZodConstraint(ContactSchema))
})
