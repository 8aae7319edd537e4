import { z } from 'zod'
import { isoDate, optionalText } from '#app/lib/form-fields'

// Admin Slots tab: minutes of work per weekday and time slot, and closed dates.
export const SLOT_NAMES = ['morning', 'lunch', 'afternoon', 'flexible'] as const
export type SlotName = (typeof SLOT_NAMES)[number]
// spec §2/§9: the slot picker's labels
export const SLOT_LABELS: Record<SlotName, string> = {
	morning: 'Morning 8am-11am',
	lunch: 'Lunch 11am-2pm',
	afternoon: 'Afternoon 2pm-5pm',
	flexible: "I'm flexible",
}
// a day's worth of work for several vans in one window
export const MAX_SLOT_CAPACITY = 1440

/** Form field name of one weekday × slot capacity. */
export const capacityField = (weekday: number, slot: SlotName) => `capacity-${weekday}-${slot}`

const spots = z.coerce
	.number({ error: 'Enter the minutes of work.' })
	.int('Minutes are a whole number.')
	.min(0, 'Minutes cannot be negative.')
	.max(MAX_SLOT_CAPACITY, `At most ${MAX_SLOT_CAPACITY} minutes.`)

export const SlotCapacitySchema = z.object(
	Object.fromEntries([0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => SLOT_NAMES.map((slot) => [capacityField(weekday, slot), spots]))) as Record<
		string,
		typeof spots
	>,
)

export function closedDateSchema(today: string) {
	return z.object({
		date: isoDate.refine((date) => date >= today, 'Choose today or a later date.'),
		reason: optionalText(100),
	})
}
