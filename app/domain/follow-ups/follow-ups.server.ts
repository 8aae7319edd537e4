import { sendMarketing } from '#app/domain/consent/marketing-messages.server'
import { quietHoursOf } from '#app/domain/settings/follow-up-settings'
import { getFollowUpSettings } from '#app/domain/settings/follow-up-settings.server'
import { googleReviewsUrl } from '#app/domain/settings/google-reviews'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { shopClock } from '#app/domain/slots/shop-time'
import { nowIso, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { scheduleJob, type ScheduledJob } from '#app/lib/scheduler.server'
import { aftercarePath } from './aftercare-link.server'
import { aftercareDue, hourLabel, isQuietTime, reviewRequestDue } from './schedule'

// The messages after a fitting: a review request a little after Done, and a rotation-and-balance
// reminder months later. Done schedules them (in its own transaction), Undo cancels them, the
// owner can cancel one from the outbox, and the scheduler sends the due ones: each is claimed
// first by one conditional update from 'scheduled' to 'sending', so whatever the number of runs
// or instances a message goes at most once, and never in the night or to someone who opted out.

export type FollowUpKind = 'review-request' | 'aftercare'
export const FOLLOW_UP_LABELS: Record<FollowUpKind, string> = { 'review-request': 'Review request', aftercare: 'Aftercare reminder' }
export const AFTERCARE_SERVICE_SLUG = 'rotation-and-balance'

type Clock = { now: Date; timeZone: string }

/** Why a message was not sent, as the owner reads it. */
export const CANCEL_REASONS = {
	undone: 'Done was undone',
	owner: 'Cancelled by the shop',
	'opted-out': 'The customer opted out',
	'switched-off': 'Switched off in Settings',
	'no-review-link': 'No Google reviews link in Settings',
	'no-service': 'The rotation and balance service is not offered',
	'not-done': 'The booking is no longer done',
	replaced: 'Newer tyres were fitted to the vehicle',
} as const
export type CancelReason = keyof typeof CANCEL_REASONS

async function upsertScheduled(tx: Db, kind: FollowUpKind, bookingId: number, due: Date, now: Date) {
	const at = nowIso(now)
	await tx
		.insertInto('scheduled_messages')
		.values({ kind, booking_id: bookingId, due_at: nowIso(due), status: 'scheduled', created_at: at, updated_at: at })
		// once per booking: only a message cancelled by an Undo comes back with the next Done
		.onConflict((oc) =>
			oc
				.columns(['kind', 'booking_id'])
				.doUpdateSet({ status: 'scheduled', due_at: nowIso(due), cancelled_reason: null, updated_at: at })
				.where('scheduled_messages.status', '=', 'cancelled')
				.where('scheduled_messages.cancelled_reason', '=', 'undone'),
		)
		.execute()
}

/** After Done, in Done's transaction: the review request and (after a tyre fitting) the aftercare reminder, as the settings say. */
export async function scheduleFollowUps(tx: Db, bookingId: number, clock: Clock) {
	const settings = await getFollowUpSettings(tx)
	if (settings.reviewRequests) await upsertScheduled(tx, 'review-request', bookingId, reviewRequestDue(clock.now, settings.reviewDelayHours, clock.timeZone, quietHoursOf(settings)), clock.now)
	const fitted = await tx.selectFrom('booking_lines').select('id').where('booking_id', '=', bookingId).limit(1).executeTakeFirst()
	if (!fitted) return
	// the tyres an older reminder is about were just replaced: "due for rotation" would be wrong
	const older = await otherFittingsOfSameVehicle(tx, bookingId)
	if (older.length > 0) {
		await tx
			.updateTable('scheduled_messages')
			.set({ status: 'cancelled', cancelled_reason: 'replaced', updated_at: nowIso(clock.now) })
			.where('kind', '=', 'aftercare')
			.where('booking_id', 'in', older)
			.where('status', '=', 'scheduled')
			.execute()
	}
	if (settings.aftercareReminders) await upsertScheduled(tx, 'aftercare', bookingId, aftercareDue(clock.now, settings.aftercareMonths, clock.timeZone), clock.now)
}

/**
 * The other Done tyre fittings for the same vehicle as `bookingId`, newest first: the same
 * registration (any case), or, for a booking without one, the same customer's phone and make
 * and model on bookings without one either.
 */
async function otherFittingsOfSameVehicle(tx: Db, bookingId: number): Promise<number[]> {
	const b = await tx.selectFrom('bookings').select(['vehicle_rego', 'phone_e164', 'vehicle_make', 'vehicle_model']).where('id', '=', bookingId).executeTakeFirst()
	const rego = b?.vehicle_rego?.trim().toUpperCase()
	if (!b || (!rego && !b.phone_e164)) return []
	const rows = await tx
		.selectFrom('bookings')
		.select('bookings.id')
		.where('bookings.id', '!=', bookingId)
		.where('bookings.status', '=', 'delivered')
		.where((eb) => eb.exists(eb.selectFrom('booking_lines').select('booking_lines.id').whereRef('booking_lines.booking_id', '=', 'bookings.id')))
		.where((eb) =>
			rego
				? eb(eb.fn('upper', ['bookings.vehicle_rego']), '=', rego)
				: eb.and([
						eb('bookings.vehicle_rego', 'is', null),
						eb('bookings.phone_e164', '=', b.phone_e164),
						eb(eb.fn('lower', ['bookings.vehicle_make']), '=', (b.vehicle_make ?? '').toLowerCase()),
						eb(eb.fn('lower', ['bookings.vehicle_model']), '=', (b.vehicle_model ?? '').toLowerCase()),
					]),
		)
		.orderBy('bookings.done_at', 'desc')
		.orderBy('bookings.id', 'desc')
		.execute()
	return rows.map((r) => r.id)
}

/** After Undo, in Undo's transaction: what Done scheduled and has not gone is cancelled, and the reminder it replaced comes back. */
export async function cancelFollowUpsOnUndo(tx: Db, bookingId: number, { now }: { now: Date }) {
	await tx
		.updateTable('scheduled_messages')
		.set({ status: 'cancelled', cancelled_reason: 'undone', updated_at: nowIso(now) })
		.where('booking_id', '=', bookingId)
		.where('status', '=', 'scheduled')
		.execute()
	// the newest fitting left for the vehicle holds its tyres again: its reminder, replaced by
	// the Done just undone, waits again
	const [current] = await otherFittingsOfSameVehicle(tx, bookingId)
	if (current === undefined) return
	await tx
		.updateTable('scheduled_messages')
		.set({ status: 'scheduled', cancelled_reason: null, updated_at: nowIso(now) })
		.where('kind', '=', 'aftercare')
		.where('booking_id', '=', current)
		.where('status', '=', 'cancelled')
		.where('cancelled_reason', '=', 'replaced')
		.execute()
}

/** The owner cancels one waiting message; false when it is not waiting any more. */
export async function cancelScheduledMessage(db: Db, id: number, { now }: { now: Date }): Promise<boolean> {
	const result = await db
		.updateTable('scheduled_messages')
		.set({ status: 'cancelled', cancelled_reason: 'owner', updated_at: nowIso(now) })
		.where('id', '=', id)
		.where('status', '=', 'scheduled')
		.executeTakeFirst()
	return Number(result.numUpdatedRows) === 1
}

/** When the owner changes the months, the waiting aftercare reminders move with it. */
export async function rescheduleAftercare(db: Db, months: number, clock: Clock) {
	const waiting = await db
		.selectFrom('scheduled_messages')
		.innerJoin('bookings', 'bookings.id', 'scheduled_messages.booking_id')
		.select(['scheduled_messages.id', 'bookings.done_at'])
		.where('scheduled_messages.kind', '=', 'aftercare')
		.where('scheduled_messages.status', '=', 'scheduled')
		.execute()
	for (const row of waiting) {
		if (!row.done_at) continue
		await db
			.updateTable('scheduled_messages')
			.set({ due_at: nowIso(aftercareDue(new Date(row.done_at), months, clock.timeZone)), updated_at: nowIso(clock.now) })
			.where('id', '=', row.id)
			.where('status', '=', 'scheduled')
			.execute()
	}
}

export interface ScheduledMessageView {
	id: number
	kind: FollowUpKind
	label: string
	dueAt: string
	reference: string
	customer: string
	email: string
	phone: string
}

/** The messages waiting for their time, soonest first, for the owner's outbox. */
export async function waitingFollowUps(db: Db, limit = 100): Promise<ScheduledMessageView[]> {
	const rows = await db
		.selectFrom('scheduled_messages')
		.innerJoin('bookings', 'bookings.id', 'scheduled_messages.booking_id')
		.select([
			'scheduled_messages.id',
			'scheduled_messages.kind',
			'scheduled_messages.due_at',
			'bookings.reference',
			'bookings.first_name',
			'bookings.last_name',
			'bookings.email',
			'bookings.phone',
		])
		.where('scheduled_messages.status', '=', 'scheduled')
		.orderBy('scheduled_messages.due_at')
		.orderBy('scheduled_messages.id')
		.limit(limit)
		.execute()
	return rows.map((r) => ({
		id: r.id,
		kind: r.kind as FollowUpKind,
		label: FOLLOW_UP_LABELS[r.kind as FollowUpKind] ?? r.kind,
		dueAt: r.due_at,
		reference: r.reference,
		customer: `${r.first_name} ${r.last_name}`.trim(),
		email: r.email,
		phone: r.phone,
	}))
}

export interface FollowUpRun {
	sent: number[]
	cancelled: { id: number; reason: CancelReason }[]
}

/** Sends the follow-ups that are due, unless it is the shop's quiet hours (they wait for their end). */
export async function sendDueFollowUps(db: Db, clock: Clock): Promise<FollowUpRun> {
	const run: FollowUpRun = { sent: [], cancelled: [] }
	if (isQuietTime(clock.now, clock.timeZone, quietHoursOf(await getFollowUpSettings(db)))) return run
	const due = await db
		.selectFrom('scheduled_messages')
		.select(['id', 'kind', 'booking_id'])
		.where('status', '=', 'scheduled')
		.where('due_at', '<=', nowIso(clock.now))
		.orderBy('due_at')
		.limit(100)
		.execute()
	for (const message of due) {
		const outcome = await claimAndSend(db, message, clock)
		if (outcome === 'sent') run.sent.push(message.id)
		else if (outcome !== 'taken') run.cancelled.push({ id: message.id, reason: outcome })
	}
	return run
}

/** Claims one waiting message (from 'scheduled' to 'sending'), sends it and records the outcome; 'taken' when another run had it. */
async function claimAndSend(db: Db, message: { id: number; kind: string; booking_id: number }, clock: Clock): Promise<'sent' | 'taken' | CancelReason> {
	const claimed = await db
		.updateTable('scheduled_messages')
		.set({ status: 'sending', updated_at: nowIso(clock.now) })
		.where('id', '=', message.id)
		.where('status', '=', 'scheduled')
		.executeTakeFirst()
	if (Number(claimed.numUpdatedRows) !== 1) return 'taken'
	const outcome = await sendOne(db, message.kind as FollowUpKind, message.booking_id, clock)
	await db
		.updateTable('scheduled_messages')
		.set(
			outcome === 'sent'
				? { status: 'sent', sent_at: nowIso(clock.now), updated_at: nowIso(clock.now) }
				: { status: 'cancelled', cancelled_reason: outcome, updated_at: nowIso(clock.now) },
		)
		.where('id', '=', message.id)
		.execute()
	return outcome
}

export type SendNowResult = { ok: true } | { ok: false; message: string }

/** The owner sends a waiting message now instead of at its time: still never in the quiet hours, nor to anyone who opted out. */
export async function sendFollowUpNow(db: Db, id: number, clock: Clock): Promise<SendNowResult> {
	const quiet = quietHoursOf(await getFollowUpSettings(db))
	if (isQuietTime(clock.now, clock.timeZone, quiet)) return { ok: false, message: `It is the shop's quiet hours: it goes after ${hourLabel(quiet.untilHour)}.` }
	const message = await db.selectFrom('scheduled_messages').select(['id', 'kind', 'booking_id']).where('id', '=', id).where('status', '=', 'scheduled').executeTakeFirst()
	if (!message) return { ok: false, message: 'It was already sent or cancelled.' }
	const outcome = await claimAndSend(db, message, clock)
	if (outcome === 'sent') return { ok: true }
	return { ok: false, message: outcome === 'taken' ? 'It was already sent or cancelled.' : `Not sent: ${CANCEL_REASONS[outcome].toLowerCase()}.` }
}

async function sendOne(db: Db, kind: FollowUpKind, bookingId: number, clock: Clock): Promise<'sent' | CancelReason> {
	const b = await db
		.selectFrom('bookings')
		.select(['reference', 'status', 'first_name', 'email', 'phone', 'phone_e164', 'vehicle_rego', 'vehicle_make', 'vehicle_model'])
		.where('id', '=', bookingId)
		.executeTakeFirst()
	if (!b || b.status !== 'delivered') return 'not-done'
	const [follow, shop] = await Promise.all([getFollowUpSettings(db), getShopSettings(db, getEnv())])
	const phone = b.phone_e164 ?? b.phone
	if (kind === 'review-request') {
		if (!follow.reviewRequests) return 'switched-off'
		const link = googleReviewsUrl(shop.googleReviews)
		if (!link) return 'no-review-link'
		const outcome = await sendMarketing(
			db,
			{
				email: {
					to: b.email,
					replyTo: shop.email,
					subject: `Thanks from ${shop.businessName}: how did we go?`,
					paragraphs: [
						`Hi ${b.first_name},`,
						`Thanks for choosing ${shop.businessName}. If we did a good job, a quick Google review helps other drivers find us: ${link}`,
						`Anything not right? Reply to this e-mail or call us on ${shop.phone}.`,
						shop.businessName,
					],
				},
				sms: { to: phone, body: `${shop.businessName}: thanks for choosing us, ${b.first_name}! If we did a good job, a quick Google review helps: ${link}` },
			},
			clock,
		)
		return outcome.email === 'sent' || outcome.sms === 'sent' ? 'sent' : 'opted-out'
	}
	if (!follow.aftercareReminders) return 'switched-off'
	const service = await db.selectFrom('services').select(['price']).where('slug', '=', AFTERCARE_SERVICE_SLUG).where('active', '=', 1).executeTakeFirst()
	if (!service) return 'no-service'
	const vehicle = [b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ') || 'car'
	const plate = b.vehicle_rego ? ` (${b.vehicle_rego.toUpperCase()})` : ''
	const link = `${getEnv().publicUrl}${aftercarePath(b.reference, shopClock(clock.now, clock.timeZone).date)}`
	const months = follow.aftercareMonths === 1 ? 'a month' : `${follow.aftercareMonths} months`
	const outcome = await sendMarketing(
		db,
		{
			email: {
				to: b.email,
				replyTo: shop.email,
				subject: `Time for a tyre rotation and balance${plate}`,
				paragraphs: [
					`Hi ${b.first_name},`,
					`It's ${months} since we fitted tyres to your ${vehicle}${plate}. Rotating and balancing them now evens out the wear, so they last longer and the ride stays smooth.`,
					`Book a rotation and balance (${formatMoney(service.price)}) at your place: ${link}`,
					`Questions? Call us on ${shop.phone}.`,
					shop.businessName,
				],
			},
			sms: { to: phone, body: `${shop.businessName}: ${months} since your new tyres. Time for a rotation and balance (${formatMoney(service.price)}): ${link}` },
		},
		clock,
	)
	return outcome.email === 'sent' || outcome.sms === 'sent' ? 'sent' : 'opted-out'
}

let job: ScheduledJob | undefined

/** The follow-up run every few minutes, in the server (boot.ts); one instance at a time runs it. */
export function startFollowUpScheduler(
	db: Db,
	{ everyMs = 5 * 60_000, now, timeZone, onError }: { everyMs?: number; now: () => Date; timeZone: string; onError: (error: unknown) => void },
) {
	if (job) return
	job = scheduleJob(db, { name: 'follow-ups', everyMs, runAtStart: true, run: () => sendDueFollowUps(db, { now: now(), timeZone }), onError })
}

export async function stopFollowUpScheduler() {
	const stopping = job?.stop()
	job = undefined
	await stopping
}
