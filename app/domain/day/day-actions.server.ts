import { cancelFollowUpsOnUndo, scheduleFollowUps } from '#app/domain/follow-ups/follow-ups.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { FAILED_ATTENDANCE_FEE_CENTS } from '#app/domain/booking/fees'
import { formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { isSlot, slotLabel } from '#app/domain/slots/slot-rules'
import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { sendEmail } from '#app/lib/outbox.server'
import { applyOnce } from './applied-changes.server'
import { DAY_MESSAGES, notCompletedText, toCollect, type NotCompleted, type PaidBy } from './day'
import { loadDaySheet } from './day-sheet.server'
import { moveInOrder } from './visit-order'

// What the owner does to a job from the day view. Each change is one write transaction that
// checks the booking's state first, so a double tap or a stale page changes nothing twice; Done,
// Undo and Couldn't complete with a change id are applied once per id (applied-changes.server.ts).

export type JobResult =
	| { ok: true; reference: string }
	| { ok: false; status: 404 | 409; message: string }
	/** money was due and the owner did not say how it was paid */
	| { ok: false; status: 400; message: string; needs: 'paid-by' }
	/** the job is booked for another day: the owner confirms first */
	| { ok: false; status: 409; message: string; needs: 'confirm-other-day'; date: string }

async function jobRow(tx: Db, id: number) {
	return tx
		.selectFrom('bookings')
		.select(['id', 'reference', 'status', 'confirmed_at', 'done_at', 'selected_date', 'payment_method', 'payment_status', 'final_amount', 'failed_fee_at'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** What a card payment taken online kept for the shop: the amount less any refunds. */
async function keptOnline(tx: Db, id: number, finalAmount: number) {
	const refunded = await tx.selectFrom('payment_refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('cents')).where('booking_id', '=', id).executeTakeFirst()
	return Math.max(0, finalAmount - Number(refunded?.cents ?? 0))
}

/**
 * Done: the fitting happened (the booking becomes delivered); a 'could not complete' is cleared.
 * When money was due on the day the owner says how it was paid, and that amount is kept as the
 * day's takings; a card payment made online counts as paid online. A job booked for another day
 * than today (in the shop's time zone) is marked only once the owner confirms (`anyDay`).
 */
export async function markJobDone(
	db: Db,
	id: number,
	clock: { now: Date; timeZone: string },
	close: { paidBy?: PaidBy; anyDay?: boolean } = {},
	changeId?: string,
): Promise<JobResult> {
	return applyOnce(db, { changeId, kind: 'done', bookingId: id, now: clock.now }, async (tx): Promise<JobResult> => {
		const row = await jobRow(tx, id)
		if (!row || row.confirmed_at === null) return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
		if (row.status !== 'pending') return { ok: false, status: 409, message: DAY_MESSAGES.notToDo }
		const collect = toCollect({ paymentMethod: row.payment_method, paymentStatus: row.payment_status, finalAmount: row.final_amount })
		let paid: { by: PaidBy; cents: number } | null = null
		if (collect.kind === 'due') {
			if (!close.paidBy) return { ok: false, status: 400, message: DAY_MESSAGES.paidByRequired, needs: 'paid-by' }
			paid = { by: close.paidBy, cents: collect.cents }
		} else if (collect.kind === 'paid' || collect.kind === 'paid-part-refunded') {
			paid = { by: 'online', cents: await keptOnline(tx, row.id, row.final_amount) }
		}
		if (!close.anyDay && row.selected_date !== shopClock(clock.now, clock.timeZone).date) {
			return { ok: false, status: 409, message: DAY_MESSAGES.otherDay, needs: 'confirm-other-day', date: row.selected_date }
		}
		const at = nowIso(clock.now)
		await tx
			.updateTable('bookings')
			.set({
				status: 'delivered',
				done_at: at,
				not_completed_at: null,
				not_completed_reason: null,
				not_completed_cause: null,
				paid_by: paid?.by ?? null,
				paid_cents: paid?.cents ?? null,
				updated_at: at,
			})
			.where('id', '=', id)
			.where('status', '=', 'pending')
			.execute()
		// the review request and aftercare reminder go (or not) with this Done: an Undo takes them back
		await scheduleFollowUps(tx, id, clock)
		return { ok: true, reference: row.reference }
	})
}

/** Undo a Done tapped by mistake: the booking is pending (to do) again. */
export async function undoJobDone(db: Db, id: number, { now }: { now: Date }, changeId?: string): Promise<JobResult> {
	return applyOnce(db, { changeId, kind: 'undo', bookingId: id, now }, async (tx): Promise<JobResult> => {
		const row = await jobRow(tx, id)
		if (!row || row.confirmed_at === null) return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
		if (row.status !== 'delivered') return { ok: false, status: 409, message: DAY_MESSAGES.notDone }
		const at = nowIso(now)
		await tx
			.updateTable('bookings')
			.set({ status: 'pending', done_at: null, paid_by: null, paid_cents: null, updated_at: at })
			.where('id', '=', id)
			.where('status', '=', 'delivered')
			.execute()
		await cancelFollowUpsOnUndo(tx, id, { now })
		return { ok: true, reference: row.reference }
	})
}

/**
 * Couldn't complete: the booking stays pending (to be rebooked) and keeps the reason. With `fee`
 * the terms' failed-attendance fee is recorded on the booking (once) and the customer is e-mailed
 * about it after the change commits.
 */
export async function markJobNotCompleted(
	db: Db,
	id: number,
	why: Pick<NotCompleted, 'cause' | 'reason'> & { fee?: boolean },
	{ now }: { now: Date },
	changeId?: string,
): Promise<JobResult & { feeApplied?: boolean }> {
	let feeFor: number | null = null
	const result = await applyOnce(db, { changeId, kind: 'not-completed', bookingId: id, now }, async (tx): Promise<JobResult> => {
		const row = await jobRow(tx, id)
		if (!row || row.confirmed_at === null) return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
		if (row.status !== 'pending') return { ok: false, status: 409, message: DAY_MESSAGES.notToDo }
		const at = nowIso(now)
		// a fee already applied to this booking is not applied again
		const newFee = why.fee === true && row.failed_fee_at === null
		await tx
			.updateTable('bookings')
			.set({
				not_completed_at: at,
				not_completed_reason: notCompletedText(why),
				not_completed_cause: why.cause ?? null,
				...(newFee ? { failed_fee_cents: FAILED_ATTENDANCE_FEE_CENTS, failed_fee_at: at } : {}),
				updated_at: at,
			})
			.where('id', '=', id)
			.execute()
		if (newFee) feeFor = row.id
		return { ok: true, reference: row.reference }
	})
	if (result.ok && feeFor !== null) await sendFailedAttendanceEmail(db, feeFor)
	return result.ok ? { ...result, feeApplied: feeFor !== null } : result
}

/** Tells the customer the fitting could not be done and the failed-attendance fee applies. */
async function sendFailedAttendanceEmail(db: Db, id: number) {
	const b = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
	if (!b || b.failed_fee_cents === null) return
	const settings = await getShopSettings(db, getEnv())
	const when = `${formatLongDate(b.selected_date)}, ${isSlot(b.selected_slot) ? slotLabel(b.selected_slot) : b.selected_slot}`
	const fee = formatMoney(b.failed_fee_cents)
	await sendEmail(db, {
		to: b.email,
		subject: `Your fitting ${b.reference}: failed-attendance fee ${fee}`,
		text: [
			`Hi ${b.first_name},`,
			`We came for your tyre fitting ${b.reference} on ${when} but could not complete it: ${b.not_completed_reason ?? ''}.`,
			`As our terms state, a ${fee} failed-attendance fee applies when we arrive at the booked time and cannot fit the tyres.`,
			`Please call us on ${settings.phone} to arrange a new time.`,
			settings.businessName,
		].join('\n\n'),
	})
}

/**
 * Moves a job one place up or down in its slot's visiting order (as the day view shows it) and
 * keeps the whole slot's order, so it stays as the owner left it.
 */
export async function moveJob(db: Db, id: number, direction: 'up' | 'down', clock: { now: Date; timeZone: string }): Promise<JobResult> {
	const row = await db.selectFrom('bookings').select(['reference', 'selected_date', 'confirmed_at', 'status']).where('id', '=', id).executeTakeFirst()
	if (!row || row.confirmed_at === null || row.status === 'cancelled') return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
	const sheet = await loadDaySheet(db, row.selected_date, clock)
	const slot = sheet.slots.find((s) => s.jobs.some((j) => j.id === id))
	const order = slot ? moveInOrder(slot.jobs.map((j) => j.id), id, direction) : null
	if (!order) return { ok: false, status: 409, message: DAY_MESSAGES.cannotMove }
	await writeTransaction(db, async (tx) => {
		for (const [i, jobId] of order.entries()) {
			await tx.updateTable('bookings').set({ visit_order: i + 1 }).where('id', '=', jobId).execute()
		}
	})
	return { ok: true, reference: row.reference }
}

/** Back to the suggested order for one slot of one day. */
export async function resetSlotOrder(db: Db, date: string, slot: string): Promise<void> {
	await db.updateTable('bookings').set({ visit_order: null }).where('selected_date', '=', date).where('selected_slot', '=', slot).execute()
}
