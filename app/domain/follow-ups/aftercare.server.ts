import { addServiceToCart, type CartChange } from '#app/domain/cart/cart.server'
import { readRememberedVehicle, type RememberedVehicle } from '#app/domain/vehicles/remembered-vehicle'
import type { Db } from '#app/lib/db.server'
import { AFTERCARE_SERVICE_SLUG } from './follow-ups.server'

// What the aftercare reminder's link offers: the rotation and balance for the vehicle of the
// fitting it is about. Booking it puts the service in the cart and remembers the vehicle, so the
// checkout comes with both filled in; the customer then picks a time as for any booking.

export interface AftercareOffer {
	reference: string
	firstName: string
	vehicle: { rego: string | null; state: string | null; description: string }
	service: { id: number; name: string; price: number; description: string | null } | null
	/** the vehicle as the checkout's fields take it (null when the booking named too little) */
	remember: RememberedVehicle | null
}

export async function aftercareOffer(db: Db, reference: string): Promise<AftercareOffer | null> {
	const b = await db
		.selectFrom('bookings')
		.select(['reference', 'first_name', 'vehicle_rego', 'vehicle_state', 'vehicle_make', 'vehicle_model', 'vehicle_colour'])
		.where('reference', '=', reference)
		.executeTakeFirst()
	if (!b) return null
	const service = await db
		.selectFrom('services')
		.select(['id', 'name', 'price', 'description'])
		.where('slug', '=', AFTERCARE_SERVICE_SLUG)
		.where('active', '=', 1)
		.executeTakeFirst()
	const rego = b.vehicle_rego?.toUpperCase() ?? null
	return {
		reference: b.reference,
		firstName: b.first_name,
		vehicle: { rego, state: b.vehicle_state, description: [b.vehicle_colour, b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ') },
		service: service ?? null,
		remember: readRememberedVehicle({
			...(rego ? { rego } : {}),
			...(b.vehicle_state ? { state: b.vehicle_state } : {}),
			make: b.vehicle_make ?? '',
			model: b.vehicle_model ?? '',
			year: null,
		}),
	}
}

export type AftercareBooking = { ok: true; cartId: string; remember: RememberedVehicle | null } | { ok: false; cartId: string | null; message: string }

/** The service into the customer's cart (created when they have none), and the vehicle to remember. */
export async function startAftercareBooking(db: Db, cartId: string | null, reference: string): Promise<AftercareBooking> {
	const offer = await aftercareOffer(db, reference)
	if (!offer?.service) return { ok: false, cartId, message: 'The rotation and balance can no longer be booked online. Please call us.' }
	const change: CartChange = await addServiceToCart(db, cartId, { serviceId: offer.service.id, quantity: 1 })
	if (!change.ok) return { ok: false, cartId, message: change.message }
	return { ok: true, cartId: change.cartId, remember: offer.remember }
}
