import type { ChangeKind } from '#app/domain/day/changes'
import type { DayJob, DaySheet } from '#app/domain/day/day'

// The phone's queue of the owner's changes (Done, Undo, Couldn't complete) made on the day view:
// kept in IndexedDB (queue-store.ts), sent in the order they were made when there is a signal,
// each under its own change id, which the server applies once. A change the server refuses moves
// to `refused` and stays on screen until the owner has seen it. Pure: no browser, no clock.

export interface QueuedChange {
	/** the change id (a UUID made when the owner tapped) */
	id: string
	kind: ChangeKind
	bookingId: number
	/** what the owner sees of it: the booking's reference and the customer's name */
	reference: string
	name: string
	/** the form's fields as posted (intent, id, reason, …) */
	fields: [string, string][]
}

export interface Refusal {
	change: QueuedChange
	message: string
}

export interface QueueState {
	waiting: QueuedChange[]
	refused: Refusal[]
}

export const EMPTY_QUEUE: QueueState = { waiting: [], refused: [] }

/** Adds a change at the end; one already known by its id (a double tap, a second tab) is kept once. */
export function enqueue(state: QueueState, change: QueuedChange): QueueState {
	if (state.waiting.some((c) => c.id === change.id) || state.refused.some((r) => r.change.id === change.id)) return state
	return { ...state, waiting: [...state.waiting, change] }
}

/** The change to send next: the oldest waiting. */
export function nextToSend(state: QueueState): QueuedChange | undefined {
	return state.waiting[0]
}

/** The server's answer to a change: applied (it leaves the queue) or refused (kept, with why). */
export function settle(state: QueueState, id: string, outcome: { ok: true } | { ok: false; message: string }): QueueState {
	const change = state.waiting.find((c) => c.id === id)
	if (!change) return state
	const waiting = state.waiting.filter((c) => c.id !== id)
	return outcome.ok ? { ...state, waiting } : { waiting, refused: [...state.refused, { change, message: outcome.message }] }
}

/** The owner has read a refusal. */
export function dismissRefusal(state: QueueState, id: string): QueueState {
	return { ...state, refused: state.refused.filter((r) => r.change.id !== id) }
}

export function waitingText(count: number) {
	return count === 1 ? '1 change waiting to send' : `${count} changes waiting to send`
}

const KIND_LABEL: Record<ChangeKind, string> = { done: 'Done', undo: 'Undo', 'not-completed': "Couldn't complete" }

export function changeLabel(change: QueuedChange) {
	return `${KIND_LABEL[change.kind]}: ${change.name} (${change.reference})`
}

/**
 * The day as the owner left it: each waiting change laid over the last loaded day, in order, so a
 * Done tapped with no signal shows as done (with its Undo) until it has been sent.
 */
export function withWaitingChanges(sheet: DaySheet, waiting: QueuedChange[]): DaySheet {
	if (waiting.length === 0) return sheet
	const jobAfter = (job: DayJob): DayJob =>
		waiting
			.filter((c) => c.bookingId === job.id)
			.reduce<DayJob>((j, c) => {
				if (c.kind === 'done') return { ...j, state: 'done', doneAt: null, notCompleted: null }
				if (c.kind === 'undo') return { ...j, state: j.notCompleted ? 'not-completed' : 'to-do', doneAt: null }
				// its reason shows once the server has kept it (with the time it did)
				return j.state === 'done' ? j : { ...j, state: 'not-completed' }
			}, job)
	return { ...sheet, slots: sheet.slots.map((slot) => ({ ...slot, jobs: slot.jobs.map(jobAfter) })) }
}

/** Whether a job has a change waiting to be sent. */
export function isWaiting(waiting: QueuedChange[], bookingId: number) {
	return waiting.some((c) => c.bookingId === bookingId)
}
