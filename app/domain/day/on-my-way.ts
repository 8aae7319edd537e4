import { distanceKm, type LatLng } from './visit-order'

// "On my way" from the day view: the owner tells the customer the van is coming and about how
// long it will be. The rules that need no database, safe for the browser.

export const ON_MY_WAY_MINUTES = [15, 30, 45, 60] as const
export type OnMyWayMinutes = (typeof ON_MY_WAY_MINUTES)[number]
/** When the distance is not known (the first stop, a suburb without a centre). */
export const ON_MY_WAY_FALLBACK: OnMyWayMinutes = 30

export const ON_MY_WAY_MESSAGES = {
	sent: 'On my way sent.',
	kept: 'On my way kept in the Outbox: no SMS provider is set up, so it was not texted.',
	smsFailed: 'The On my way text failed; the reason is in the Outbox.',
	already: 'On my way was already sent to this customer today.',
	notToday: 'On my way is only for today’s jobs.',
	notToDo: 'That job is already done.',
	badMinutes: 'Choose 15, 30, 45 or 60 minutes.',
	noSignal: 'Not sent: no signal. Call or text the customer from your phone, or try again when you have a signal.',
} as const

export function isOnMyWayMinutes(value: unknown): value is OnMyWayMinutes {
	return typeof value === 'number' && (ON_MY_WAY_MINUTES as readonly number[]).includes(value)
}

/**
 * The minutes to suggest from the previous stop's suburb to this one's: about two minutes a
 * kilometre between suburb centres on suburban roads, plus five to get going, rounded up to a
 * choice (15, 30, 45, 60). Without both places, 30.
 */
export function suggestedMinutes(from: LatLng | null, to: LatLng | null): OnMyWayMinutes {
	if (!from || !to) return ON_MY_WAY_FALLBACK
	const minutes = 5 + 2 * distanceKm(from, to)
	return ON_MY_WAY_MINUTES.find((choice) => minutes <= choice) ?? 60
}

/** The text to the customer: short, in the shop's voice, with the manage-my-booking link. */
export function onMyWaySms(input: { brand: string; firstName: string; minutes: number; link: string }) {
	return `${input.brand}: Hi ${input.firstName}, we're on our way to you now, about ${input.minutes} minutes away. Your booking: ${input.link}`
}

/** The same as an e-mail, for a customer who gave an address. */
export function onMyWayEmail(input: { brand: string; firstName: string; minutes: number; link: string; phone: string; reference: string }) {
	return {
		subject: `${input.brand} is on the way: about ${input.minutes} minutes`,
		lines: [
			`Hi ${input.firstName},`,
			`We're on our way to you now and should be there in about ${input.minutes} minutes.`,
			'Please leave the locking wheel-nut key in the car if you have not already.',
			`Your booking: ${input.link}`,
			`Running late or need to change something? Call us on ${input.phone}. Reference ${input.reference}.`,
		],
	}
}
