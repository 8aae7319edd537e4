import { isOnMyWayMinutes, ON_MY_WAY_MESSAGES, type OnMyWayMinutes } from './on-my-way'

// The "On my way" post as the day view's form sends it, and what the owner is told after.

/** The posted minutes (15, 30, 45 or 60), or null. */
export function parseOnMyWayMinutes(value: FormDataEntryValue | null): OnMyWayMinutes | null {
	const minutes = typeof value === 'string' && /^\d{2}$/.test(value) ? Number(value) : NaN
	return isOnMyWayMinutes(minutes) ? minutes : null
}

/** The toast after a send: sent, kept (no SMS provider) or failed (the reason is in the Outbox). */
export function onMyWayToast(result: { reference: string; minutes: number; sms: string }) {
	const description = `${result.reference}: about ${result.minutes} min`
	if (result.sms === 'failed') return { type: 'error' as const, title: ON_MY_WAY_MESSAGES.smsFailed, description }
	if (result.sms === 'kept') return { type: 'success' as const, title: ON_MY_WAY_MESSAGES.kept, description }
	return { type: 'success' as const, title: ON_MY_WAY_MESSAGES.sent, description }
}
