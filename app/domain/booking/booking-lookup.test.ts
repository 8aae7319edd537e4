import { expect, test } from 'vitest'
import { HOSTILE_EMAIL, patternsRunOnLongInput } from '#tests/helpers/patterns'
import { LOOKUP_MESSAGES, LookupSchema } from './booking-lookup'

test('finding a booking: a reference and an e-mail are read in their written forms', () => {
	expect(LookupSchema.parse({ reference: ' bk7k2m9q ', email: ' Jane@Example.com ' })).toEqual({ reference: 'BK-7K2M9Q', email: 'Jane@Example.com' })
})

test.each(['reference', 'email'])('a quarter megabyte in %s is refused by its length before any pattern runs', (field) => {
	let result: ReturnType<typeof LookupSchema.safeParse> | undefined
	const input = { reference: 'BK-7K2M9Q', email: 'jane@example.com', [field]: HOSTILE_EMAIL }
	expect(patternsRunOnLongInput(() => (result = LookupSchema.safeParse(input)))).toEqual([])
	expect(result?.error?.issues.map((i) => i.message)).toEqual([field === 'email' ? LOOKUP_MESSAGES.email : LOOKUP_MESSAGES.reference])
})
