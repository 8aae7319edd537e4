import { z } from 'zod'

// The owner's switches for the messages sent after a fitting (the Settings page's "After a
// fitting" form): review requests and aftercare reminders, each on or off, with its delay, and
// the shop's quiet hours, when none of them goes.

export interface FollowUpSettings {
	reviewRequests: boolean
	/** whole hours after Done (before the night's quiet hours move it to the morning) */
	reviewDelayHours: number
	aftercareReminders: boolean
	/** months after a fitting that the rotation-and-balance reminder goes */
	aftercareMonths: number
	/** the hour (0–23, shop time) the quiet hours start; later than `quietUntilHour` when they cross midnight */
	quietFromHour: number
	/** the hour (0–23) they end, when the waiting messages may go */
	quietUntilHour: number
}

export const DEFAULT_FOLLOW_UP_SETTINGS: FollowUpSettings = {
	reviewRequests: true,
	reviewDelayHours: 2,
	aftercareReminders: true,
	aftercareMonths: 6,
	quietFromHour: 20,
	quietUntilHour: 9,
}

export const QUIET_HOURS_MESSAGES = {
	hour: 'Choose an hour of the day.',
	same: 'The quiet hours must start and end at different hours.',
} as const

export const FOLLOW_UP_KEYS = {
	reviewRequests: 'review_requests',
	reviewDelayHours: 'review_delay_hours',
	aftercareReminders: 'aftercare_reminders',
	aftercareMonths: 'aftercare_months',
	quietFromHour: 'quiet_from_hour',
	quietUntilHour: 'quiet_until_hour',
} as const satisfies Record<keyof FollowUpSettings, string>

const checkbox = z
	.string()
	.optional()
	.transform((v) => v === 'on' || v === 'true')

const hourOfDay = z.coerce.number({ error: QUIET_HOURS_MESSAGES.hour }).int(QUIET_HOURS_MESSAGES.hour).min(0, QUIET_HOURS_MESSAGES.hour).max(23, QUIET_HOURS_MESSAGES.hour)

export const FollowUpSettingsSchema = z
	.object({
	intent: z.literal('follow-ups'),
	reviewRequests: checkbox,
	reviewDelayHours: z.coerce
		.number({ error: 'Give the delay in whole hours, 0 to 72.' })
		.int('Give the delay in whole hours, 0 to 72.')
		.min(0, 'Give the delay in whole hours, 0 to 72.')
		.max(72, 'Give the delay in whole hours, 0 to 72.'),
	aftercareReminders: checkbox,
	aftercareMonths: z.coerce
		.number({ error: 'Give the months after a fitting, 1 to 24.' })
		.int('Give the months after a fitting, 1 to 24.')
		.min(1, 'Give the months after a fitting, 1 to 24.')
		.max(24, 'Give the months after a fitting, 1 to 24.'),
		quietFromHour: hourOfDay,
		quietUntilHour: hourOfDay,
	})
	.refine((v) => v.quietFromHour !== v.quietUntilHour, { message: QUIET_HOURS_MESSAGES.same, path: ['quietUntilHour'] })

/** The stored values, each falling back to its default when missing or unreadable. */
export function readFollowUpSettings(stored: ReadonlyMap<string, string>): FollowUpSettings {
	const flag = (key: string, fallback: boolean) => (stored.has(key) ? stored.get(key) === 'true' : fallback)
	const whole = (key: string, fallback: number, min: number, max: number) => {
		const n = Number(stored.get(key))
		return stored.has(key) && Number.isInteger(n) && n >= min && n <= max ? n : fallback
	}
	const d = DEFAULT_FOLLOW_UP_SETTINGS
	return {
		reviewRequests: flag(FOLLOW_UP_KEYS.reviewRequests, d.reviewRequests),
		reviewDelayHours: whole(FOLLOW_UP_KEYS.reviewDelayHours, d.reviewDelayHours, 0, 72),
		aftercareReminders: flag(FOLLOW_UP_KEYS.aftercareReminders, d.aftercareReminders),
		aftercareMonths: whole(FOLLOW_UP_KEYS.aftercareMonths, d.aftercareMonths, 1, 24),
		...quietHours(whole(FOLLOW_UP_KEYS.quietFromHour, d.quietFromHour, 0, 23), whole(FOLLOW_UP_KEYS.quietUntilHour, d.quietUntilHour, 0, 23)),
	}
}

// a window that starts and ends at the same hour is none: the defaults stand instead
function quietHours(quietFromHour: number, quietUntilHour: number) {
	const d = DEFAULT_FOLLOW_UP_SETTINGS
	return quietFromHour === quietUntilHour ? { quietFromHour: d.quietFromHour, quietUntilHour: d.quietUntilHour } : { quietFromHour, quietUntilHour }
}

/** The quiet hours as the schedule takes them. */
export function quietHoursOf(settings: FollowUpSettings) {
	return { fromHour: settings.quietFromHour, untilHour: settings.quietUntilHour }
}
