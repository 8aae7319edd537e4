import { isHiddenModel } from '#app/domain/catalogue/rules'
import type { TyreSize } from '#app/domain/catalogue/size'
import { displayPrice } from '#app/domain/pricing/pricing'
import { slotLoad } from '#app/domain/slots/availability.server'
import { SLOTS, slotLabel, type Slot } from '#app/domain/slots/slot-rules'
import type { Db } from '#app/lib/db.server'
import { confirmBooking } from './booking-notices.server'
import { defaultPositions } from './checkout-schema'
import type { PhoneBooking } from './phone-booking'
import { placeBooking, type BookingClock, type BookingProblem, type PlacedBooking } from './place-booking.server'

// The owner books a customer who rang: the same placing code as the shop (prices, stock, slot
// spot, e-mails), confirmed at once as pay on the day, marked as taken by phone. The customers'
// daily caps and lead-time rules do not apply; the window's capacity does, unless the owner
// overbooks it on purpose.

export type PhoneBookingResult = { ok: true; booking: PlacedBooking; overbooked: boolean } | { ok: false; problem: BookingProblem }

export async function placePhoneBooking(db: Db, input: PhoneBooking, clock: BookingClock): Promise<PhoneBookingResult> {
	const placed = await placeBooking(
		db,
		{
			lines: [{ tyreId: input.tyreId, quantity: input.quantity }],
			customer: { firstName: input.firstName, lastName: input.lastName, phone: input.phone, email: input.email },
			address: { address: input.address, suburb: input.suburb, postcode: input.postcode },
			vehicle: { rego: input.rego, state: null, colour: null, make: input.make, model: input.model },
			positions: defaultPositions(input.quantity) ?? [],
			selectedDate: input.date,
			selectedSlot: input.slot,
			couponCode: null,
			paymentMethod: 'pay_on_the_day',
			idempotencyKey: `phone:${input.idempotencyKey}`,
			cartId: null,
			payment: { paymentStatus: 'unpaid', holdMinutes: null },
			takenBy: 'phone',
			overbook: input.overbook,
		},
		clock,
	)
	if (!placed.ok) return placed
	// confirmed at once: the confirmation e-mails go out as for a shop booking (once, on a replay too)
	await confirmBooking(db, placed.booking.reference, { now: clock.now })
	return { ok: true, booking: placed.booking, overbooked: placed.overbooked === true }
}

export interface PhoneTyreChoice {
	id: number
	label: string
	stock: number
	/** Price for 4 (else the nearest tier), cents */
	price: number
}

/** The tyres in stock in one size, for the owner to pick from. */
export async function tyresInSize(db: Db, size: TyreSize): Promise<PhoneTyreChoice[]> {
	const rows = await db
		.selectFrom('tyres')
		.select(['id', 'brand', 'model', 'load_speed_rating', 'stock', 'price_1', 'price_2', 'price_3', 'price_4', 'price_5'])
		.where('width', '=', size.width)
		.where('profile', '=', size.profile)
		.where('rim', '=', size.rim)
		.where('stock', '>', 0)
		.orderBy('brand')
		.orderBy('model')
		.limit(60)
		.execute()
	return rows.flatMap((t) => {
		const price = displayPrice(t)
		if (price === null || isHiddenModel(t)) return []
		return [{ id: t.id, label: `${t.brand} ${t.model}${t.load_speed_rating ? ` ${t.load_speed_rating}` : ''}`, stock: t.stock, price }]
	})
}

/** The day's windows with spots left (negative when overbooked), for the owner's choice. */
export async function windowsOf(db: Db, date: string): Promise<{ slot: Slot; label: string; capacity: number; taken: number; left: number }[]> {
	const load = await slotLoad(db, date)
	return SLOTS.map((slot) => ({ slot, label: slotLabel(slot), ...load[slot] }))
}
