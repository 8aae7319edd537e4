import { z } from 'zod'
import { isIsoDate } from '#app/domain/slots/shop-time'
import type { Slot } from '#app/domain/slots/slot-rules'
import type { OnMyWayMinutes } from './on-my-way'
import type { LatLng } from './visit-order'

// The owner's day (the admin's home screen): the rules that need no database, safe for the browser.

export const DAY_MESSAGES = {
	badDate: 'That is not a date. Use the form YYYY-MM-DD, for example 2026-11-26.',
	notFound: 'That booking no longer exists.',
	notToDo: 'Only a confirmed booking that is still to do can be marked.',
	notDone: 'That job is not marked done, so there is nothing to undo.',
	done: 'Marked done.',
	undone: 'Back on the to-do list.',
	notCompleted: 'Kept as not completed.',
	rescheduled: 'Booking moved; the customer has been e-mailed.',
	cancelled: 'Booking cancelled; the customer has been e-mailed.',
	reasonRequired: 'Say why the job could not be completed (at least 3 characters).',
	reasonTooLong: 'Keep the reason under 300 characters.',
	badIntent: 'That action was not understood.',
	cannotMove: 'That stop cannot move further that way.',
	moved: 'Visiting order kept.',
	orderReset: 'Back to the suggested order.',
	paidByRequired: 'Say how the job was paid: card on the day, cash, bank transfer or already paid online.',
	causeRequired: 'Choose why the job could not be completed.',
	otherDay: 'That job is booked for another day. Confirm to mark it done anyway.',
	feeApplied: 'Kept as not completed; the $99.00 failed-attendance fee is recorded and the customer e-mailed.',
} as const

/** How a job was paid for, chosen by the owner at Done when money was due. */
export const PAID_BY = ['card_on_the_day', 'cash', 'transfer', 'online'] as const
export type PaidBy = (typeof PAID_BY)[number]
export const PAID_BY_LABELS: Record<PaidBy, string> = {
	card_on_the_day: 'Card on the day',
	cash: 'Cash',
	transfer: 'Bank transfer',
	online: 'Paid online',
}

/** The same, as the owner picks them at Done. */
export const PAID_BY_CHOICES: Record<PaidBy, string> = { ...PAID_BY_LABELS, online: 'Already paid online' }

export function isPaidBy(value: unknown): value is PaidBy {
	return typeof value === 'string' && (PAID_BY as readonly string[]).includes(value)
}

/** The quick reasons a fitting could not be done (Couldn't complete). */
export const NOT_COMPLETED_CAUSES = ['no_key', 'nobody_home', 'wrong_size', 'vehicle_absent', 'other'] as const
export type NotCompletedCause = (typeof NOT_COMPLETED_CAUSES)[number]
export const NOT_COMPLETED_CAUSE_LABELS: Record<NotCompletedCause, string> = {
	no_key: 'No wheel-nut key',
	nobody_home: 'Nobody home',
	wrong_size: 'Wrong tyre size',
	vehicle_absent: 'Vehicle not there',
	other: 'Other',
}

/** The locking wheel-nut key: every customer is asked to leave it in the car (booking e-mails, .ics). */
export const WHEEL_NUT_KEY_NOTE = 'Asked to leave the locking wheel-nut key in the car.'

/** `?date=` of the day view: none is today; anything but a real YYYY-MM-DD date is refused. */
export function parseDayParam(value: string | null, today: string): { ok: true; date: string } | { ok: false; message: string } {
	if (value === null || value === '') return { ok: true, date: today }
	return isIsoDate(value) ? { ok: true, date: value } : { ok: false, message: DAY_MESSAGES.badDate }
}

/** A link that opens the phone's maps app with directions to the job. */
export function directionsUrl(address: { address: string; suburb: string; postcode: string }): string {
	const destination = `${address.address}, ${address.suburb} ${address.postcode}, Australia`
	return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

/** A tap-to-call link: the stored E.164 number when the phone parsed, else the digits as typed. */
export function callHref(phone: string, e164: string | null): string {
	return `tel:${e164 ?? phone.replace(/[^0-9+]/g, '')}`
}

export type Collect =
	| { kind: 'due'; cents: number }
	| { kind: 'paid' }
	| { kind: 'paid-part-refunded' }
	| { kind: 'nothing-due' }
	| { kind: 'collected'; by: PaidBy; cents: number }

/**
 * What the fitter collects on the day: the amount for pay-on-the-day, nothing for a card payment;
 * once marked done with how it was paid, what was taken.
 */
export function toCollect(booking: { paymentMethod: string; paymentStatus: string; finalAmount: number; paidBy?: string | null; paidCents?: number | null }): Collect {
	if (isPaidBy(booking.paidBy) && booking.paidCents !== null && booking.paidCents !== undefined) return { kind: 'collected', by: booking.paidBy, cents: booking.paidCents }
	if (booking.paymentStatus === 'paid') return { kind: 'paid' }
	if (booking.paymentStatus === 'partially_refunded') return { kind: 'paid-part-refunded' }
	if (booking.paymentMethod === 'pay_on_the_day' && booking.finalAmount > 0) return { kind: 'due', cents: booking.finalAmount }
	return { kind: 'nothing-due' }
}

/**
 * Couldn't complete: a quick reason (cause) with optional words, or words alone (`reason`, as the
 * form has always posted); "Other" or no cause needs the words. `fee` applies the failed-attendance fee.
 */
export const NotCompletedSchema = z
	.object({
		id: z.coerce.number().int().positive(),
		cause: z.enum(NOT_COMPLETED_CAUSES, { error: DAY_MESSAGES.causeRequired }).optional(),
		reason: z.string().trim().max(300, DAY_MESSAGES.reasonTooLong).optional().default(''),
		fee: z
			.enum(['on', 'yes'])
			.optional()
			.transform((v) => v !== undefined),
	})
	.superRefine((value, ctx) => {
		if ((value.cause === undefined || value.cause === 'other') && value.reason.length < 3) {
			ctx.addIssue({ code: 'custom', path: ['reason'], message: DAY_MESSAGES.reasonRequired })
		}
	})
export type NotCompleted = z.infer<typeof NotCompletedSchema>

/** The words kept on the booking: the quick reason, then what the owner added. */
export function notCompletedText({ cause, reason }: { cause?: NotCompletedCause; reason: string }): string {
	if (cause === undefined || cause === 'other') return reason
	const label = NOT_COMPLETED_CAUSE_LABELS[cause]
	return reason ? `${label}: ${reason}` : label
}

export interface Takings {
	/** one row per way of paying that took money, in PAID_BY order */
	byMethod: { by: PaidBy; label: string; jobs: number; cents: number }[]
	totalCents: number
}

/** The day's takings: what the done jobs were paid, added up by how. */
export function dayTakings(jobs: Pick<DayJob, 'state' | 'collect'>[]): Takings {
	const byMethod = PAID_BY.map((by) => {
		const paid = jobs.filter((j) => j.state === 'done' && j.collect.kind === 'collected' && j.collect.by === by)
		return { by, label: PAID_BY_LABELS[by], jobs: paid.length, cents: paid.reduce((n, j) => n + (j.collect.kind === 'collected' ? j.collect.cents : 0), 0) }
	}).filter((row) => row.jobs > 0)
	return { byMethod, totalCents: byMethod.reduce((n, row) => n + row.cents, 0) }
}

export interface DayJobTyre {
	tyreId: number | null
	brand: string
	model: string
	size: string
	rating: string | null
	quantity: number
}

export interface DayJob {
	id: number
	reference: string
	state: 'to-do' | 'done' | 'not-completed'
	slot: Slot
	customer: { name: string; phone: string; callHref: string; email: string }
	address: { line: string; suburb: string; postcode: string; directionsUrl: string }
	/** the suburb's centre, when known (the visiting order and the map) */
	coords: LatLng | null
	/** the owner's place for it in the slot, when set by hand */
	visitOrder: number | null
	vehicle: { rego: string | null; state: string | null; description: string }
	tyres: DayJobTyre[]
	/** the services to do at this stop ('Puncture repair x 2'), as booked */
	services: string[]
	positions: string[]
	notes: string | null
	collect: Collect
	doneAt: string | null
	notCompleted: { at: string; reason: string } | null
	/** the failed-attendance fee, when the owner applied it */
	failedFee: { cents: number; at: string } | null
	/** the owner took it over the phone */
	byPhone: boolean
	/** "On my way" as sent on this day (once per booking per day) */
	onMyWay: { sentAt: string; minutes: number; sms: 'kept' | 'queued' | 'sent' | 'delivered' | 'failed' } | null
	/** the minutes "On my way" suggests: from the previous stop's suburb to this one's */
	suggestedMinutes: OnMyWayMinutes
}

export interface DaySheet {
	date: string
	label: string
	today: string
	isToday: boolean
	previous: string
	next: string
	/** each slot's jobs in visiting order; byHand when the owner set it */
	slots: { slot: Slot; label: string; jobs: DayJob[]; byHand: boolean }[]
	summary: { jobs: number; done: number; notCompleted: number; tyres: number; toCollectCents: number }
	takings: Takings
}

/** The first job still to do, in visiting order, with its stop number and slot. */
export function nextJobOf(sheet: Pick<DaySheet, 'slots'>) {
	let stop = 0
	for (const slot of sheet.slots) {
		for (const job of slot.jobs) {
			stop += 1
			if (job.state === 'to-do') return { job, stop, slotLabel: slot.label }
		}
	}
	return null
}
