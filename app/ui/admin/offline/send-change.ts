import type { QueuedChange } from './change-queue'

// Sends one queued change to the server (POST /admin/day/changes) and says what became of it.

export const CHANGES_URL = '/admin/day/changes'

export type SendOutcome = { kind: 'applied' } | { kind: 'refused'; message: string } | { kind: 'no-signal' } | { kind: 'logged-out' }

export async function sendChange(change: QueuedChange): Promise<SendOutcome> {
	const body = new FormData()
	for (const [name, value] of change.fields) if (name !== 'change') body.append(name, value)
	body.set('change', change.id)
	let response: Response
	try {
		response = await fetch(CHANGES_URL, { method: 'POST', body, redirect: 'manual', credentials: 'same-origin' })
	} catch {
		return { kind: 'no-signal' }
	}
	// the session has ended: the admin redirects to its login page
	if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return { kind: 'logged-out' }
	// a server that is down or a proxy's error page: try again later
	if (response.status >= 500 || !response.headers.get('Content-Type')?.includes('application/json')) return { kind: 'no-signal' }
	const answer = (await response.json()) as { ok: boolean; message: string }
	return answer.ok ? { kind: 'applied' } : { kind: 'refused', message: answer.message }
}
