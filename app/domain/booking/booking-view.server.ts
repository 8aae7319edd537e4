import type { Selectable } from 'kysely'
import type { BookingsTable } from '#db/schema'
import type { CatalogueTyre } from '#app/domain/catalogue/types'
import { gstIncluded } from '#app/domain/pricing/pricing'
import { isSlot, type Slot } from '#app/domain/slots/slot-rules'
import type { Db } from '#app/lib/db.server'
import { linesByBooking, servicesByBooking } from './booking-lines.server'
import { type BookedServiceView, toBookedServiceView } from './booked-services'

/** What every reading of a booking starts with: which booking, where it and its payment stand, who booked it and where. */
export interface BookingBasics {
	id: number
	reference: string
	/** pending | delivered | cancelled */
	status: string
	paymentMethod: string
	/** unpaid | awaiting | paid | failed | expired | refunded */
	paymentStatus: string
	createdAt: string
	customer: { firstName: string; lastName: string; phone: string; email: string }
	address: { address: string; suburb: string; postcode: string }
}

export function bookingBasics(b: Selectable<BookingsTable>): BookingBasics {
	return {
		id: b.id,
		reference: b.reference,
		status: b.status,
		paymentMethod: b.payment_method,
		paymentStatus: b.payment_status,
		createdAt: b.created_at,
		customer: { firstName: b.first_name, lastName: b.last_name, phone: b.phone, email: b.email },
		address: { address: b.address, suburb: b.suburb, postcode: b.postcode },
	}
}

/** One booking as the order page and the e-mails show it. */
export interface BookingView extends BookingBasics {
	confirmedAt: string | null
	vehicle: { rego: string | null; state: string | null; colour: string | null; make: string | null; model: string | null }
	positions: string[]
	selectedDate: string
	selectedSlot: Slot
	/** minutes of work the booking takes in its window (tyres and services, as booked) */
	workMinutes: number
	/** each tyre described as the catalogue describes it, with what was bought of it */
	lines: (Pick<CatalogueTyre, 'brand' | 'model' | 'size' | 'loadSpeedRating' | 'marking' | 'runflat'> & { quantity: number; unitPrice: number; lineTotal: number })[]
	/** the services booked, as they were booked */
	services: BookedServiceView[]
	subtotal: number
	shipping: number
	flexibleDiscount: number
	couponCode: string | null
	couponDiscount: number
	total: number
	finalAmount: number
	/** GST included in the final amount: 1/11 of the GST-inclusive total */
	gst: number
}

/** The booking's tyre positions, stored as a JSON list. */
export function parsePositions(value: string): string[] {
	try {
		const parsed: unknown = JSON.parse(value)
		return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : []
	} catch {
		return []
	}
}

export async function loadBookingView(db: Db, reference: string): Promise<BookingView | null> {
	const b = await db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst()
	if (!b) return null
	const [lines, services] = await Promise.all([linesByBooking(db, [b.id]).then((of) => of(b.id)), servicesByBooking(db, [b.id]).then((of) => of(b.id))])
	const positions = parsePositions(b.positions)
	return {
		...bookingBasics(b),
		confirmedAt: b.confirmed_at,
		vehicle: { rego: b.vehicle_rego, state: b.vehicle_state, colour: b.vehicle_colour, make: b.vehicle_make, model: b.vehicle_model },
		positions,
		selectedDate: b.selected_date,
		selectedSlot: isSlot(b.selected_slot) ? b.selected_slot : 'flexible',
		workMinutes: b.work_minutes,
		lines: lines.map((l) => ({
			brand: l.brand,
			model: l.model,
			size: `${l.width}/${l.profile}R${l.rim}`,
			loadSpeedRating: l.load_speed_rating,
			marking: l.marking,
			runflat: l.runflat === 1,
			quantity: l.quantity,
			unitPrice: l.unit_price,
			lineTotal: l.line_total,
		})),
		services: services.map(toBookedServiceView),
		subtotal: b.subtotal,
		shipping: b.shipping,
		flexibleDiscount: b.flexible_discount,
		couponCode: b.coupon_code,
		couponDiscount: b.coupon_discount,
		total: b.total,
		finalAmount: b.final_amount,
		gst: gstIncluded(b.final_amount),
	}
}
