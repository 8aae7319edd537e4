import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import type { PaymentProvider } from './provider'

/** Pay on the day (the default): nothing is charged online; the booking is confirmed at once. */
export const offlinePaymentProvider: PaymentProvider = {
	id: 'offline',
	method: 'pay_on_the_day',
	label: 'Pay on the day',
	description: 'Pay the fitter by card or cash when the tyres are fitted. Nothing is charged now.',
	newBooking: { paymentStatus: 'unpaid', holdMinutes: null },
	async begin(booking, { db, now }) {
		const result = await confirmBooking(db, booking.reference, { now })
		if (!result.ok) throw new Error(`Booking ${booking.reference} could not be confirmed: ${result.reason}`)
		return { kind: 'confirmed' }
	},
}
