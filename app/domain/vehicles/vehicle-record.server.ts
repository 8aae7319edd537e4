import { linesByBooking, servicesByBooking } from '#app/domain/booking/booking-lines.server'
import { POSITION_LABELS, type Position } from '#app/domain/booking/checkout-schema'
import { parsePositions } from '#app/domain/booking/booking-view.server'
import { shopClock } from '#app/domain/slots/shop-time'
import type { Db } from '#app/lib/db.server'

// Each vehicle's tyre record, built from the shop's done (delivered) bookings: which tyres went
// on (size, brand, positions) and which services were done, and when. A record only ever joins
// bookings of one customer (by account, phone or e-mail), so a car that changed hands never
// shows its new owner the last owner's visits, nor the other way round.

export type { VehicleRecord, VehicleVisit } from './vehicle-record'
import type { VehicleRecord } from './vehicle-record'

type Owner = { userId?: number | null; phoneE164?: string | null; emailKey?: string | null }

async function doneBookingsOf(db: Db, owner: Owner, rego?: string) {
	const ors = [
		owner.userId ? { col: 'user_id' as const, value: owner.userId } : null,
		owner.phoneE164 ? { col: 'phone_e164' as const, value: owner.phoneE164 } : null,
		owner.emailKey ? { col: 'email_key' as const, value: owner.emailKey } : null,
	].filter((o) => o !== null)
	if (ors.length === 0) return []
	let query = db
		.selectFrom('bookings')
		.select(['id', 'reference', 'vehicle_rego', 'vehicle_state', 'vehicle_make', 'vehicle_model', 'vehicle_colour', 'positions', 'done_at', 'selected_date'])
		.where('status', '=', 'delivered')
		.where('vehicle_rego', 'is not', null)
		.where((eb) => eb.or(ors.map((o) => eb(o.col, '=', o.value))))
	if (rego) query = query.where((eb) => eb(eb.fn('upper', ['vehicle_rego']), '=', rego.toUpperCase()))
	return query.orderBy('done_at', 'desc').orderBy('id', 'desc').limit(200).execute()
}

function positionLabel(p: string) {
	return POSITION_LABELS[p as Position] ?? p
}

async function toRecords(db: Db, rows: Awaited<ReturnType<typeof doneBookingsOf>>, timeZone: string): Promise<VehicleRecord[]> {
	if (rows.length === 0) return []
	const ids = rows.map((r) => r.id)
	const [linesOf, servicesOf] = await Promise.all([linesByBooking(db, ids), servicesByBooking(db, ids)])
	const records = new Map<string, VehicleRecord>()
	for (const b of rows) {
		const rego = (b.vehicle_rego ?? '').toUpperCase()
		const key = `${rego}|${b.vehicle_state ?? ''}`
		let record = records.get(key)
		if (!record) {
			record = { rego, state: b.vehicle_state, description: [b.vehicle_colour, b.vehicle_make, b.vehicle_model].filter(Boolean).join(' '), visits: [] }
			records.set(key, record)
		}
		const tyres = linesOf(b.id).map((l) => ({ size: `${l.width}/${l.profile}R${l.rim}`, brand: l.brand, model: l.model, quantity: l.quantity }))
		record.visits.push({
			reference: b.reference,
			date: b.done_at ? shopClock(new Date(b.done_at), timeZone).date : b.selected_date,
			tyres,
			positions: tyres.length ? parsePositions(b.positions).map(positionLabel) : [],
			services: servicesOf(b.id).map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)),
		})
	}
	return [...records.values()]
}

/** A logged-in customer's vehicles, each with its visits, latest first. */
export async function customerVehicleRecords(db: Db, customer: { id: number; phone: string }, timeZone: string): Promise<VehicleRecord[]> {
	return toRecords(db, await doneBookingsOf(db, { userId: customer.id, phoneE164: customer.phone }), timeZone)
}

/** The record of the vehicle on one booking (for its manage-my-booking link), or null when it names none or nothing was done yet. */
export async function bookingVehicleRecord(db: Db, reference: string, timeZone: string): Promise<VehicleRecord | null> {
	const b = await db.selectFrom('bookings').select(['user_id', 'phone_e164', 'email_key', 'vehicle_rego', 'vehicle_state']).where('reference', '=', reference).executeTakeFirst()
	if (!b?.vehicle_rego) return null
	const rows = await doneBookingsOf(db, { userId: b.user_id, phoneE164: b.phone_e164, emailKey: b.email_key }, b.vehicle_rego)
	const records = await toRecords(
		db,
		rows.filter((r) => (r.vehicle_state ?? null) === (b.vehicle_state ?? null)),
		timeZone,
	)
	return records[0] ?? null
}
