import { z } from 'zod'

// The owner's switches for the messages sent after a fitting (the Settings page's "After a
// fitting" form): review requests and aftercare reminders, each on or off, with its delay.

export interface FollowUpSettings {
	reviewRequests: boolean
	/** whole hours after Done (before the night's quiet hours move it to the morning) */
	reviewDelayHours: number
	aftercareReminders: boolean
	/** months after a fitting that the rotation-and-balance reminder goes */
	aftercareMonths: number
}

export const DEFAULT_FOLLOW_UP_SETTINGS: FollowUpSettings = { reviewRequests: true, reviewDelayHours: 2, aftercareReminders: true, aftercareMonths: 6 }

export const FOLLOW_UP_KEYS = {
	reviewRequests: 'review_requests',
	reviewDelayHours: 'review_delay_hours',
	aftercareReminders: 'aftercare_reminders',
	aftercareMonths: 'aftercare_months',
} as const satisfies Record<keyof FollowUpSettings, string>

const checkbox = z
	.string()
	.optional()
	.transform((v) => v === 'on' || v === 'true')

export const FollowUpSettingsSchema = z.object({
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
})

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
	}
}
