import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { CHANGE_MESSAGES, type ChangeKind } from './changes'

// Each change the owner makes to a job carries an id (see changes.ts). It is written to
// applied_changes in the same transaction as the change, with its answer: sent again (a retry on a
// weak signal, the phone's queue replayed), it changes nothing and gets the first answer again.

export type ChangeResult = { ok: true; reference: string } | { ok: false; status: 404 | 409; message: string }

export interface ChangeOf {
	changeId: string | undefined
	kind: ChangeKind
	bookingId: number
	now: Date
}

/**
 * Runs `work` in one write transaction, once per change id (no id: every time, as before). Only a
 * change that was applied is kept: a refusal (the owner must first say how it was paid, or confirm
 * another day's job) changed nothing, so the same change sent again with what was missing is
 * weighed afresh.
 */
export async function applyOnce<R extends { ok: boolean }>(db: Db, change: ChangeOf, work: (tx: Db) => Promise<R>): Promise<R | ChangeResult> {
	return writeTransaction(db, async (tx): Promise<R | ChangeResult> => {
		const { changeId } = change
		if (!changeId) return work(tx)
		const first = await tx.selectFrom('applied_changes').select(['kind', 'booking_id', 'result']).where('change_id', '=', changeId).executeTakeFirst()
		if (first) {
			if (first.kind !== change.kind || Number(first.booking_id) !== change.bookingId) return { ok: false, status: 409, message: CHANGE_MESSAGES.reused }
			return JSON.parse(first.result) as ChangeResult
		}
		const result = await work(tx)
		if (result.ok) {
			await tx
				.insertInto('applied_changes')
				.values({ change_id: changeId, kind: change.kind, booking_id: change.bookingId, result: JSON.stringify(result), applied_at: nowIso(change.now) })
				.execute()
		}
		return result
	})
}
