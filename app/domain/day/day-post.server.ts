import { z } from 'zod'
import { parseChoice } from '#app/domain/booking/booking-changes.server'
import { isIsoDate } from '#app/domain/slots/shop-time'
import { isSlot, type Slot } from '#app/domain/slots/slot-rules'
import { parseChangeId } from './changes'
import { DAY_MESSAGES, isPaidBy } from './day'
import { parseOnMyWayMinutes } from './on-my-way-post'

// The day view's posts (plain HTML forms, one URL): which action, on which job, under which
// change id, with that action's own fields. A refusal's first issue is the message the owner
// sees: an unknown action first, then the job, the change id, then that action's own fields.
// Couldn't complete's reason and fee are the card's own form (NotCompletedSchema), shown on the card.

const jobId = z.coerce.number({ error: DAY_MESSAGES.notFound }).int(DAY_MESSAGES.notFound).positive(DAY_MESSAGES.notFound)

const change = z.unknown().optional().transform((value, ctx) => {
	const parsed = parseChangeId(value)
	if (parsed.ok) return parsed.changeId
	ctx.addIssue({ code: 'custom', message: parsed.message })
	return z.NEVER
})

/** The job and the change id, as every job action posts them. */
const job = { id: jobId, change }

export const DayPostSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({
			intent: z.literal('reset-order'),
			date: z.custom<string>((v) => typeof v === 'string' && isIsoDate(v), { error: DAY_MESSAGES.badIntent }),
			slot: z.custom<Slot>((v) => isSlot(v), { error: DAY_MESSAGES.badIntent }),
		}),
		z.object({
			intent: z.literal('done'),
			...job,
			// how the money due was paid; anything else counts as not said (markJobDone asks)
			paidBy: z.unknown().optional().transform((v) => (isPaidBy(v) ? v : undefined)),
			anyDay: z.unknown().optional().transform((v) => v === 'yes'),
		}),
		z.object({ intent: z.literal('undo'), ...job }),
		z.object({ intent: z.literal('not-completed'), ...job }),
		z.object({
			intent: z.literal('reschedule'),
			...job,
			choice: z.unknown().optional().transform((value, ctx) => {
				const choice = parseChoice(value)
				if (choice) return choice
				ctx.addIssue({ code: 'custom', message: 'Choose the day and time to move the booking to.' })
				return z.NEVER
			}),
		}),
		z.object({ intent: z.literal('move'), ...job, direction: z.enum(['up', 'down'], { error: DAY_MESSAGES.badIntent }) }),
		z.object({ intent: z.literal('cancel'), ...job }),
		// null when not 15, 30, 45 or 60: the page answers that with a toast on the day, not a 400
		z.object({ intent: z.literal('on-my-way'), ...job, minutes: z.unknown().optional().transform((v) => parseOnMyWayMinutes(typeof v === 'string' ? v : null)) }),
	],
	{ error: DAY_MESSAGES.badIntent },
)
export type DayPost = z.output<typeof DayPostSchema>

/** The posted fields as one of the day view's actions, or the message to refuse them with. */
export function parseDayPost(fields: Record<string, unknown>): { ok: true; post: DayPost } | { ok: false; message: string } {
	const parsed = DayPostSchema.safeParse(fields)
	if (parsed.success) return { ok: true, post: parsed.data }
	return { ok: false, message: parsed.error.issues[0]?.message ?? DAY_MESSAGES.badIntent }
}
