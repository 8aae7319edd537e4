import { expect, test } from 'vitest'
import { bookingChangeTerms, bookingFeeTerms, CANCELLATION_FEE_CENTS, FAILED_ATTENDANCE_FEE_CENTS } from './fees'

test('the booking fees are said from the constants the terms and refunds use (spec §9: $60 and $99)', () => {
	expect(CANCELLATION_FEE_CENTS).toBe(6000)
	expect(FAILED_ATTENDANCE_FEE_CENTS).toBe(9900)
	expect(bookingFeeTerms()).toBe(
		'A $60 cancellation fee applies to a confirmed appointment, and a $99 failed-attendance fee if we arrive at the booked time and cannot fit the tyres.',
	)
	expect(bookingChangeTerms()).toBe('Need to change it? Moving your fitting time is free. Cancelling a confirmed appointment costs $60, and a failed attendance $99.')
})
