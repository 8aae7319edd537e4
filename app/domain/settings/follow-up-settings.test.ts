import { describe, expect, test } from 'vitest'
import { DEFAULT_FOLLOW_UP_SETTINGS, FOLLOW_UP_KEYS, FollowUpSettingsSchema, QUIET_HOURS_MESSAGES, readFollowUpSettings } from './follow-up-settings'

const form = { intent: 'follow-ups', reviewRequests: 'on', reviewDelayHours: '2', aftercareReminders: 'on', aftercareMonths: '6', quietFromHour: '20', quietUntilHour: '9' }
const problems = (input: Record<string, string>) => {
	const parsed = FollowUpSettingsSchema.safeParse(input)
	return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('the quiet hours in the "After a fitting" form', () => {
	test('any two different hours of the day, across midnight or within a day', () => {
		expect(FollowUpSettingsSchema.parse(form)).toMatchObject({ quietFromHour: 20, quietUntilHour: 9 })
		expect(FollowUpSettingsSchema.parse({ ...form, quietFromHour: '0', quietUntilHour: '6' })).toMatchObject({ quietFromHour: 0, quietUntilHour: 6 })
		expect(FollowUpSettingsSchema.parse({ ...form, quietFromHour: '23', quietUntilHour: '0' })).toMatchObject({ quietFromHour: 23, quietUntilHour: 0 })
	})

	test('the same hour twice, an hour outside the day or not a whole hour is refused with a message', () => {
		expect(problems({ ...form, quietFromHour: '9', quietUntilHour: '9' })).toEqual([['quietUntilHour', QUIET_HOURS_MESSAGES.same]])
		expect(problems({ ...form, quietFromHour: '24' })).toEqual([['quietFromHour', QUIET_HOURS_MESSAGES.hour]])
		expect(problems({ ...form, quietUntilHour: '-1' })).toEqual([['quietUntilHour', QUIET_HOURS_MESSAGES.hour]])
		expect(problems({ ...form, quietFromHour: '20.5' })).toEqual([['quietFromHour', QUIET_HOURS_MESSAGES.hour]])
		expect(problems({ ...form, quietFromHour: 'eight' })).toEqual([['quietFromHour', QUIET_HOURS_MESSAGES.hour]])
	})
})

describe('the stored quiet hours', () => {
	test('default to 8 pm until 9 am when never set, unreadable, or the same hour twice', () => {
		expect(readFollowUpSettings(new Map())).toEqual(DEFAULT_FOLLOW_UP_SETTINGS)
		expect(DEFAULT_FOLLOW_UP_SETTINGS).toMatchObject({ quietFromHour: 20, quietUntilHour: 9 })
		const stored = (from: string, until: string) => readFollowUpSettings(new Map([[FOLLOW_UP_KEYS.quietFromHour, from], [FOLLOW_UP_KEYS.quietUntilHour, until]]))
		expect(stored('22', '7')).toMatchObject({ quietFromHour: 22, quietUntilHour: 7 })
		expect(stored('25', '7')).toMatchObject({ quietFromHour: 20, quietUntilHour: 7 })
		expect(stored('7', '7')).toMatchObject({ quietFromHour: 20, quietUntilHour: 9 })
	})
})
