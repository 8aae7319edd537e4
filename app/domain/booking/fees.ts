import { formatDollars } from '#app/lib/money'

// spec §9 (terms): fees the customer is told about before they cancel or miss a booking.
export const CANCELLATION_FEE_CENTS = 6000
export const FAILED_ATTENDANCE_FEE_CENTS = 9900

/** The two fees in the words the booking pages use beside the time and at the terms. */
export function bookingFeeTerms() {
	return `A ${formatDollars(CANCELLATION_FEE_CENTS)} cancellation fee applies to a confirmed appointment, and a ${formatDollars(FAILED_ATTENDANCE_FEE_CENTS)} failed-attendance fee if we arrive at the booked time and cannot fit the tyres.`
}

/** What a change costs, said once beside Book now (the terms: moving the time is free). */
export function bookingChangeTerms() {
	return `Need to change it? Moving your fitting time is free. Cancelling a confirmed appointment costs ${formatDollars(CANCELLATION_FEE_CENTS)}, and a failed attendance ${formatDollars(FAILED_ATTENDANCE_FEE_CENTS)}.`
}
