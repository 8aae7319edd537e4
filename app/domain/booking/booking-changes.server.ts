import { getShopSettings } from '#app/domain/settings/settings.server'
import { availabilityForDates, releaseSlotSpot, takeSlotSpot } from '#app/domain/slots/availability.server'
import { type PickerQuery, pickerWeek } from '#app/domain/slots/picker.server'
import { isSlot, SLOTS, slotLabel, type Slot } from '#app/domain/slots/slot-rules'
import { addDays, formatLongDate, isIsoDate, shopClock } from '#app/domain/slots/shop-time'
import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { sendEmail } from '#app/lib/outbox.server'
import { esc } from './booking-emails'
import { CANCELLATION_FEE_CENTS } from './fees'
import { signedOrderPath } from './order-link.server'
import { releaseBooking } from './place-booking.server'

// A customer changing their own booking from its signed link: reschedule to another
// free slot (the same slot rules and capacity as a new booking) or cancel, with the terms'
// cancellation fee shown first. Each change is one write transaction; the customer and the
// owner are e-mailed after it commits.

export const CHANGE_MESSAGES = {
	notChangeable: 'This booking can no longer be changed online. Please call us.',
	tooLate: 'Your fitting is today or has passed, so it can only be changed by phone. Please call us.',
	sameSlot: 'That is already your fitting time.',
	unavailable: 'Sorry, that time is no longer available. Please choose another.',
	badChoice: 'Please choose a new day and time.',
	outsideWindow: 'Online you can move a booking to a day from tomorrow to four weeks ahead. For another day, please call us.',
	rescheduled: 'Your booking has been moved.',
	cancelled: 'Your booking has been cancelled.',
	notChangeableByOwner: 'Only a confirmed booking that is still to do can be moved or cancelled.',
} as const

/** How far ahead a customer may move their fitting online. */
export const RESCHEDULE_DAYS = 28

export type ChangeResult = { ok: true } | { ok: false; message: string }

interface Clock {
	now: Date
	timeZone: string
}

async function changeable(tx: Db, reference: string, clock: Clock) {
	const booking = await tx
		.selectFrom('bookings')
		.select(['id', 'status', 'confirmed_at', 'selected_date', 'selected_slot', 'work_minutes'])
		.where('reference', '=', reference)
		.executeTakeFirst()
	if (!booking || booking.status !== 'pending' || booking.confirmed_at === null) return { ok: false as const, message: CHANGE_MESSAGES.notChangeable }
	if (booking.selected_date <= shopClock(clock.now, clock.timeZone).date) return { ok: false as const, message: CHANGE_MESSAGES.tooLate }
	return { ok: true as const, booking }
}

/** Whether the booking may be changed online now (for showing the forms). */
export async function canChangeOnline(db: Db, reference: string, clock: Clock): Promise<boolean> {
	return (await changeable(db, reference, clock)).ok
}

/** Whether `date` is a day a booking may be moved to online: tomorrow to RESCHEDULE_DAYS ahead, in the shop's time zone. */
export function inRescheduleWindow(date: string, clock: Clock): boolean {
	const today = shopClock(clock.now, clock.timeZone).date
	return date >= addDays(today, 1) && date <= addDays(today, RESCHEDULE_DAYS)
}

/**
 * The minutes a window must still have for this booking to move into it: its own work (tyres and
 * services, as booked), never less than a minute, so a booking that takes no time still needs an
 * open window with room.
 */
export function rescheduleJobMinutes(workMinutes: number): number {
	return Math.max(1, workMinutes)
}

/**
 * The free day-and-time choices for moving a booking: the next RESCHEDULE_DAYS days, as
 * 'YYYY-MM-DD|slot'. With the booking's own work minutes a window is free when that work fits in
 * what is left of it; without (the owner's list for any job of the day), when a standard job does.
 */
export async function rescheduleChoices(db: Db, clock: Clock, current?: { date: string; slot: string; workMinutes?: number }) {
	const today = shopClock(clock.now, clock.timeZone).date
	const dates = Array.from({ length: RESCHEDULE_DAYS }, (_, i) => addDays(today, i + 1))
	const jobMinutes = current?.workMinutes === undefined ? undefined : rescheduleJobMinutes(current.workMinutes)
	const days = await availabilityForDates(db, dates, { ...clock, jobMinutes })
	const choices: { value: string; label: string; date: string; slot: Slot }[] = []
	for (const day of days) {
		for (const slot of SLOTS) {
			if (day.slots[slot] <= 0) continue
			if (current && current.date === day.date && current.slot === slot) continue
			choices.push({ value: `${day.date}|${slot}`, label: `${formatLongDate(day.date)}, ${slotLabel(slot)}`, date: day.date, slot })
		}
	}
	return choices
}

/**
 * The fitting-time picker for moving a booking: the booking's own rules (weekend blocking, closed
 * days, capacity), limited to the days it may move to online, its own time not choosable. A
 * window has room when the booking's own work minutes fit in what is left of it (a long job is
 * not offered a window that only a standard job fits; a short one is offered one that it fits).
 */
export async function reschedulePicker(db: Db, current: { date: string; slot: Slot; workMinutes: number }, query: PickerQuery, clock: Clock) {
	const today = shopClock(clock.now, clock.timeZone).date
	return pickerWeek(
		db,
		query,
		{ ...clock, jobMinutes: rescheduleJobMinutes(current.workMinutes) },
		{ from: addDays(today, 1), to: addDays(today, RESCHEDULE_DAYS), exclude: { date: current.date, slot: current.slot } },
	)
}

/** The new day and window the picker posts (`date` and `slot`), or null when either is missing or malformed. */
export function parseRescheduleTarget(date: unknown, slot: unknown): { date: string; slot: Slot } | null {
	if (typeof date !== 'string' || !isIsoDate(date) || !isSlot(slot)) return null
	return { date, slot }
}

export function parseChoice(value: unknown): { date: string; slot: Slot } | null {
	if (typeof value !== 'string') return null
	const match = /^(\d{4}-\d{2}-\d{2})\|([a-z]+)$/.exec(value)
	if (!match || !isSlot(match[2])) return null
	return { date: match[1]!, slot: match[2] }
}

/** Moves a booking to another slot: takes the new spot (or refuses) and gives the old one back, together. */
export async function rescheduleBooking(db: Db, reference: string, target: { date: string; slot: Slot }, clock: Clock): Promise<ChangeResult> {
	let previous: { date: string; slot: string } | null = null
	const result = await writeTransaction(db, async (tx): Promise<ChangeResult> => {
		const found = await changeable(tx, reference, clock)
		if (!found.ok) return found
		const { booking } = found
		if (booking.selected_date === target.date && booking.selected_slot === target.slot) return { ok: false, message: CHANGE_MESSAGES.sameSlot }
		if (!inRescheduleWindow(target.date, clock)) return { ok: false, message: CHANGE_MESSAGES.outsideWindow }
		// the booking takes the same minutes in its new window as it gave back in the old one
		const spot = await takeSlotSpot(tx, target.date, target.slot, shopClock(clock.now, clock.timeZone), booking.work_minutes)
		if (!spot.ok) return { ok: false, message: CHANGE_MESSAGES.unavailable }
		await releaseSlotSpot(tx, booking.selected_date, booking.selected_slot, booking.work_minutes)
		await tx.updateTable('bookings').set({ selected_date: target.date, selected_slot: target.slot, updated_at: nowIso(clock.now) }).where('id', '=', booking.id).execute()
		previous = { date: booking.selected_date, slot: booking.selected_slot }
		return { ok: true }
	})
	if (result.ok && previous) await sendChangeEmails(db, reference, { kind: 'rescheduled', previous })
	return result
}

/** Cancels a booking for the customer: the spot and stock go back; the fee is in the e-mails. */
export async function cancelBookingByCustomer(db: Db, reference: string, clock: Clock): Promise<ChangeResult> {
	const result = await writeTransaction(db, async (tx): Promise<ChangeResult> => {
		const found = await changeable(tx, reference, clock)
		if (!found.ok) return found
		if (!(await releaseBooking(tx, found.booking.id, { now: clock.now }))) return { ok: false, message: CHANGE_MESSAGES.notChangeable }
		return { ok: true }
	})
	if (result.ok) await sendChangeEmails(db, reference, { kind: 'cancelled' })
	return result
}

/**
 * The owner moves a confirmed booking that is still to do (from the admin's day view), to a free
 * slot from tomorrow to RESCHEDULE_DAYS ahead; a fitting that is today or past may be moved too.
 * The customer is e-mailed.
 */
export async function rescheduleBookingByOwner(db: Db, id: number, target: { date: string; slot: Slot }, clock: Clock): Promise<ChangeResult> {
	let moved: { reference: string; previous: { date: string; slot: string } } | null = null
	const result = await writeTransaction(db, async (tx): Promise<ChangeResult> => {
		const booking = await ownerChangeable(tx, id)
		if (!booking) return { ok: false, message: CHANGE_MESSAGES.notChangeableByOwner }
		if (booking.selected_date === target.date && booking.selected_slot === target.slot) return { ok: false, message: CHANGE_MESSAGES.sameSlot }
		if (!inRescheduleWindow(target.date, clock)) return { ok: false, message: CHANGE_MESSAGES.outsideWindow }
		// the booking takes the same minutes in its new window as it gave back in the old one
		const spot = await takeSlotSpot(tx, target.date, target.slot, shopClock(clock.now, clock.timeZone), booking.work_minutes)
		if (!spot.ok) return { ok: false, message: CHANGE_MESSAGES.unavailable }
		await releaseSlotSpot(tx, booking.selected_date, booking.selected_slot, booking.work_minutes)
		await tx
			.updateTable('bookings')
			.set({ selected_date: target.date, selected_slot: target.slot, not_completed_at: null, not_completed_reason: null, updated_at: nowIso(clock.now) })
			.where('id', '=', booking.id)
			.execute()
		moved = { reference: booking.reference, previous: { date: booking.selected_date, slot: booking.selected_slot } }
		return { ok: true }
	})
	if (result.ok && moved) {
		const { reference, previous } = moved
		await sendChangeEmails(db, reference, { kind: 'rescheduled', previous }, 'owner')
	}
	return result
}

/** The owner cancels a confirmed booking that is still to do: spot and stock go back, no fee, the customer is e-mailed. */
export async function cancelBookingByOwner(db: Db, id: number, clock: Clock): Promise<ChangeResult> {
	let reference: string | null = null
	const result = await writeTransaction(db, async (tx): Promise<ChangeResult> => {
		const booking = await ownerChangeable(tx, id)
		if (!booking || !(await releaseBooking(tx, booking.id, { now: clock.now }))) return { ok: false, message: CHANGE_MESSAGES.notChangeableByOwner }
		reference = booking.reference
		return { ok: true }
	})
	if (result.ok && reference) await sendChangeEmails(db, reference, { kind: 'cancelled' }, 'owner')
	return result
}

async function ownerChangeable(tx: Db, id: number) {
	const booking = await tx.selectFrom('bookings').select(['id', 'reference', 'status', 'confirmed_at', 'selected_date', 'selected_slot', 'work_minutes']).where('id', '=', id).executeTakeFirst()
	return booking && booking.status === 'pending' && booking.confirmed_at !== null ? booking : null
}

type Change = { kind: 'rescheduled'; previous: { date: string; slot: string } } | { kind: 'cancelled' }

function when(date: string, slot: string) {
	return `${formatLongDate(date)}, ${isSlot(slot) ? slotLabel(slot) : slot}`
}

async function sendChangeEmails(db: Db, reference: string, change: Change, by: 'customer' | 'owner' = 'customer') {
	const booking = await db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst()
	if (!booking) return
	const env = getEnv()
	const settings = await getShopSettings(db, env)
	const link = `${env.publicUrl}${signedOrderPath(reference, booking.selected_date)}`
	const name = `${booking.first_name} ${booking.last_name}`
	const now = when(booking.selected_date, booking.selected_slot)
	const fee = formatMoney(CANCELLATION_FEE_CENTS)
	const paidByCard = booking.payment_status === 'paid' || booking.payment_status === 'partially_refunded'
	const customerLines =
		by === 'owner'
			? change.kind === 'rescheduled'
				? [
						`Hi ${booking.first_name},`,
						`We have moved your booking ${reference} from ${when(change.previous.date, change.previous.slot)} to ${now}.`,
						`If that time does not suit you, call us on ${settings.phone} or choose another time here: ${link}`,
					]
				: [
						`Hi ${booking.first_name},`,
						`We are sorry: we have had to cancel your booking ${reference} for ${now}.`,
						`No cancellation fee applies.${paidByCard ? ' We will refund your card payment in full to the card you used.' : ''}`,
						`To book another time, call us on ${settings.phone}.`,
					]
			: change.kind === 'rescheduled'
				? [`Hi ${booking.first_name},`, `Your booking ${reference} has moved from ${when(change.previous.date, change.previous.slot)} to ${now}.`, `View your booking: ${link}`]
				: [
						`Hi ${booking.first_name},`,
						`Your booking ${reference} for ${now} has been cancelled.`,
						`As our terms say, a cancellation fee of ${fee} applies to a confirmed appointment.${paidByCard ? ' We will refund the rest of your card payment to the card you used.' : ''}`,
						`Questions? Call us on ${settings.phone}.`,
					]
	const ownerLines =
		change.kind === 'rescheduled'
			? [`${name} moved booking ${reference}`, `from ${when(change.previous.date, change.previous.slot)}`, `to ${now}.`, `Phone ${booking.phone}, e-mail ${booking.email}.`]
			: [
					`${name} cancelled booking ${reference} for ${now} online.`,
					`The slot spot and the tyres' stock have been given back.`,
					paidByCard ? `Paid by card: refund it from Admin → Bookings (minus the ${fee} cancellation fee).` : `Pay on the day: nothing was charged; the ${fee} cancellation fee is to be settled with the customer.`,
					`Phone ${booking.phone}, e-mail ${booking.email}.`,
				]
	const subjectCustomer = change.kind === 'rescheduled' ? `Your booking ${reference} has moved to ${now}` : `Your booking ${reference} is cancelled`
	const subjectOwner = change.kind === 'rescheduled' ? `Booking ${reference} moved to ${now}` : `Booking ${reference} cancelled by the customer`
	const html = (lines: string[]) => lines.map((line) => `<p>${esc(line)}</p>`).join('\n')
	await sendEmail(db, { to: booking.email, replyTo: settings.email, subject: subjectCustomer, text: customerLines.join('\n\n'), html: html(customerLines) })
	// the owner made this change, so needs no notice of it
	if (by === 'customer') await sendEmail(db, { to: settings.email, replyTo: booking.email, subject: subjectOwner, text: ownerLines.join('\n'), html: html(ownerLines) })
}
