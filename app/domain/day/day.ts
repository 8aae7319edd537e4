import { z } from 'zod'
import { isIsoDate } from '#app/domain/slots/shop-time'
import type { Slot } from '#app/domain/slots/slot-rules'
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
} as const

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

export type Collect = { kind: 'due'; cents: number } | { kind: 'paid' } | { kind: 'paid-part-refunded' } | { kind: 'nothing-due' }

/** What the fitter collects on the day: the amount for pay-on-the-day, nothing for a card payment. */
export function toCollect(booking: { paymentMethod: string; paymentStatus: string; finalAmount: number }): Collect {
	if (booking.paymentStatus === 'paid') return { kind: 'paid' }
	if (booking.paymentStatus === 'partially_refunded') return { kind: 'paid-part-refunded' }
	if (booking.paymentMethod === 'pay_on_the_day' && booking.finalAmount > 0) return { kind: 'due', cents: booking.finalAmount }
	return { kind: 'nothing-due' }
}

export const NotCompletedSchema = z.object({
	id: z.coerce.number().int().positive(),
	reason: z
		.string({ error: DAY_MESSAGES.reasonRequired })
		.trim()
		.min(3, DAY_MESSAGES.reasonRequired)
		.max(300, DAY_MESSAGES.reasonTooLong),
})

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
}

