import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { applyOnce } from './applied-changes.server'
import { DAY_MESSAGES } from './day'
import { loadDaySheet } from './day-sheet.server'
import { moveInOrder } from './visit-order'

// What the owner does to a job from the day view. Each change is one write transaction that
// checks the booking's state first, so a double tap or a stale page changes nothing twice; Done,
// Undo and Couldn't complete with a change id are applied once per id (applied-changes.server.ts).

export type JobResult = { ok: true; reference: string } | { ok: false; status: 404 | 409; message: string }

async function jobRow(tx: Db, id: number) {
	return tx.selectFrom('bookings').select(['id', 'reference', 'status', 'confirmed_at', 'done_at']).where('id', '=', id).executeTakeFirst()
}

/** Done: the fitting happened (the booking becomes delivered); a 'could not complete' is cleared. */
export async function markJobDone(db: Db, id: number, { now }: { now: Date }, changeId?: string): Promise<JobResult> {
	return applyOnce(db, { changeId, kind: 'done', bookingId: id, now }, async (tx): Promise<JobResult> => {
		const row = await jobRow(tx, id)
		if (!row || row.confirmed_at === null) return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
		if (row.status !== 'pending') return { ok: false, status: 409, message: DAY_MESSAGES.notToDo }
		const at = nowIso(now)
		await tx
			.updateTable('bookings')
			.set({ status: 'delivered', done_at: at, not_completed_at: null, not_completed_reason: null, updated_at: at })
			.where('id', '=', id)
			.where('status', '=', 'pending')
			.execute()
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
		await tx.updateTable('bookings').set({ status: 'pending', done_at: null, updated_at: at }).where('id', '=', id).where('status', '=', 'delivered').execute()
		return { ok: true, reference: row.reference }
	})
}

/** Couldn't complete: the booking stays pending (to be rebooked) and keeps the reason. */
export async function markJobNotCompleted(db: Db, id: number, reason: string, { now }: { now: Date }, changeId?: string): Promise<JobResult> {
	return applyOnce(db, { changeId, kind: 'not-completed', bookingId: id, now }, async (tx): Promise<JobResult> => {
		const row = await jobRow(tx, id)
		if (!row || row.confirmed_at === null) return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
		if (row.status !== 'pending') return { ok: false, status: 409, message: DAY_MESSAGES.notToDo }
		const at = nowIso(now)
		await tx.updateTable('bookings').set({ not_completed_at: at, not_completed_reason: reason, updated_at: at }).where('id', '=', id).execute()
		return { ok: true, reference: row.reference }
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
