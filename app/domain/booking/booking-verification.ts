// What the customer is told while a pay-on-the-day booking waits for its code (the rules are in
// booking-verification.server.ts); shared with the order page.

export const CODE_HOLD_MINUTES = 15
export const CODE_MAX_ATTEMPTS = 5

export const VERIFY_MESSAGES = {
	enterCode: `We have sent you a code. Enter it on the booking's page (orderUrl) within ${CODE_HOLD_MINUTES} minutes to confirm the booking; until then the spot is only held.`,
	invalid: 'That code is not right. Check the message we sent and try again.',
	tooMany: 'Too many wrong codes. Please book again.',
	expired: 'This booking was not confirmed in time, so its spot has been released. Please book again.',
	notWaiting: 'This booking is not waiting for a code.',
	confirmed: 'Your booking is confirmed.',
} as const

export type CodeChannel = 'sms' | 'email'
