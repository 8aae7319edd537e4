import { CHECKOUT_FIELD_ORDER } from '#app/domain/booking/checkout-schema'

// What the customer typed at checkout, kept in this browser (localStorage) so a reload, a closed
// tab or a dropped signal does not lose it; forgotten once the booking is placed. Only the
// fields below are kept: never the terms tick (accepted afresh each time), the idempotency key
// (a fresh page is a fresh attempt) or anything of a card (the card is typed into the payment
// provider's own frame, and no card field is ever on this list).

export const CHECKOUT_DRAFT_KEY = 'checkout-draft'

/** A draft older than this is dropped: a shared phone does not keep someone's address for long. */
export const CHECKOUT_DRAFT_DAYS = 7

/** The checkout's own fields that are not kept: the slot is picked again from what is free then, the terms ticked afresh. */
const NOT_KEPT = ['selectedDate', 'selectedTime', 'terms'] as const
const LIST_FIELDS = ['positions'] as const
type TextField = Exclude<(typeof CHECKOUT_FIELD_ORDER)[number], (typeof NOT_KEPT)[number] | (typeof LIST_FIELDS)[number]> | 'couponCode'
// the coupon code is typed on the checkout page but is not one of the booking's own fields
const TEXT_FIELDS: readonly TextField[] = [
	...CHECKOUT_FIELD_ORDER.filter((name): name is Exclude<TextField, 'couponCode'> => !(NOT_KEPT as readonly string[]).includes(name) && !(LIST_FIELDS as readonly string[]).includes(name)),
	'couponCode',
]

export type CheckoutDraft = Partial<Record<TextField, string> & Record<(typeof LIST_FIELDS)[number], string[]>>

const MAX_VALUE_LENGTH = 300

/** The fields worth keeping from the checkout form's current values. */
export function checkoutDraftFrom(entries: Iterable<[string, FormDataEntryValue]>): CheckoutDraft {
	const draft: Record<string, string | string[]> = {}
	for (const [name, value] of entries) {
		if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) continue
		if ((TEXT_FIELDS as readonly string[]).includes(name)) {
			if (value !== '') draft[name] = value
		} else if ((LIST_FIELDS as readonly string[]).includes(name)) {
			draft[name] = [...((draft[name] as string[] | undefined) ?? []), value]
		}
	}
	return draft as CheckoutDraft
}

/** The stored form of a draft, stamped with when it was saved. */
export function serializeCheckoutDraft(draft: CheckoutDraft, now: Date) {
	return JSON.stringify({ savedAt: now.getTime(), values: draft })
}

/** A stored draft read back, or null when there is none, it is too old or it is not one of ours. */
export function parseCheckoutDraft(raw: string | null, now: Date): CheckoutDraft | null {
	if (!raw) return null
	let stored: unknown
	try {
		stored = JSON.parse(raw)
	} catch {
		return null
	}
	if (typeof stored !== 'object' || stored === null || !('savedAt' in stored) || !('values' in stored)) return null
	const { savedAt, values } = stored as { savedAt: unknown; values: unknown }
	if (typeof savedAt !== 'number' || savedAt > now.getTime() || now.getTime() - savedAt > CHECKOUT_DRAFT_DAYS * 86_400_000) return null
	if (typeof values !== 'object' || values === null) return null
	const entries: [string, string][] = []
	for (const [name, value] of Object.entries(values)) {
		for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') entries.push([name, item])
	}
	const draft = checkoutDraftFrom(entries)
	return Object.keys(draft).length ? draft : null
}

/**
 * Whether the checkout's answer (a redirect) means a booking was placed: it goes to the order
 * page or to the card provider's page. The only other redirect, to /shipping, is a cart that
 * has emptied without a booking from this form.
 */
export function isBookingPlacedRedirect(location: string | null) {
	if (!location) return false
	return location === '/order' || location.startsWith('/order?') || /^https?:\/\//.test(location)
}

// The browser side; storage can be missing or full (private mode): then nothing is kept.

export function loadCheckoutDraft(now = new Date()) {
	try {
		return parseCheckoutDraft(window.localStorage.getItem(CHECKOUT_DRAFT_KEY), now)
	} catch {
		return null
	}
}

export function saveCheckoutDraft(form: HTMLFormElement, now = new Date()) {
	try {
		const draft = checkoutDraftFrom(new FormData(form))
		if (Object.keys(draft).length) window.localStorage.setItem(CHECKOUT_DRAFT_KEY, serializeCheckoutDraft(draft, now))
		else window.localStorage.removeItem(CHECKOUT_DRAFT_KEY)
	} catch {
		// nothing kept
	}
}

export function forgetCheckoutDraft() {
	try {
		window.localStorage.removeItem(CHECKOUT_DRAFT_KEY)
	} catch {
		// nothing to forget
	}
}
