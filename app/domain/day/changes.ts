// The owner's changes to a job from the day view (Done, Undo, Couldn't complete), each with an id
// of its own so the server applies it once however often it is sent. Safe for the browser.

export const CHANGE_KINDS = ['done', 'undo', 'not-completed'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

export const CHANGE_MESSAGES = {
	badChangeId: 'That change could not be matched. Reload the day and try again.',
	reused: 'That change was already sent for another job. Reload the day and try again.',
} as const

/** A change id: a UUID from the phone, or one the page was rendered with (no JavaScript). */
const CHANGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The posted `change` field: none is allowed (an older page, a script), anything else must be a
 * change id.
 */
export function parseChangeId(value: unknown): { ok: true; changeId: string | undefined } | { ok: false; message: string } {
	if (value === null || value === undefined || value === '') return { ok: true, changeId: undefined }
	return typeof value === 'string' && CHANGE_ID.test(value) ? { ok: true, changeId: value.toLowerCase() } : { ok: false, message: CHANGE_MESSAGES.badChangeId }
}
