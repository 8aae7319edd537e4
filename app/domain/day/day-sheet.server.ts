import { linesByBooking, servicesByBooking } from '#app/domain/booking/booking-lines.server'
import { serviceLineText } from '#app/domain/booking/booked-services'
import { parsePositions } from '#app/domain/booking/booking-view.server'
import { POSITION_LABELS, type Position } from '#app/domain/booking/checkout-schema'
import { addDays, formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { SLOTS, slotLabel, type Slot } from '#app/domain/slots/slot-rules'
import { tyresHeldForBookings } from '#app/domain/catalogue/tyre-admin.server'
import type { Db } from '#app/lib/db.server'
import { callHref, dayTakings, directionsUrl, toCollect, type DayJob, type DaySheet } from './day'
import { ON_MY_WAY_FALLBACK, suggestedMinutes } from './on-my-way'
import { onMyWaySent } from './on-my-way.server'
import { pickList, type PickRow } from './pick-list'
import { visitOrder, type LatLng } from './visit-order'

export type { DayJob, DaySheet } from './day'

// One day of fittings for the owner in the van: every confirmed booking of the day, slot by slot,
// with what the fitter needs at the kerb (call, navigate, vehicle, tyres, what to collect).

export function tyreSize(line: { width: number; profile: number; rim: number }) {
	return `${line.width}/${line.profile}R${line.rim}`
}

/** The confirmed, not cancelled bookings of `date`, by slot (morning, lunch, afternoon, flexible). */
export async function loadDaySheet(db: Db, date: string, clock: { now: Date; timeZone: string }): Promise<DaySheet> {
	const today = shopClock(clock.now, clock.timeZone).date
	const rows = await db
		.selectFrom('bookings')
		.selectAll()
		.where('selected_date', '=', date)
		.where('confirmed_at', 'is not', null)
		.where('status', 'in', ['pending', 'delivered'])
		.orderBy('id')
		.execute()
	const [linesOf, servicesOf] = await Promise.all([linesByBooking(db, rows.map((r) => r.id)), servicesByBooking(db, rows.map((r) => r.id))])
	const suburbs = [...new Set(rows.map((r) => r.suburb.trim().toLowerCase()))]
	const centres = suburbs.length
		? await db
				.selectFrom('service_areas')
				.select(['suburb', 'latitude', 'longitude'])
				.where((eb) => eb(eb.fn('lower', ['suburb']), 'in', suburbs))
				.where('latitude', 'is not', null)
				.where('longitude', 'is not', null)
				.execute()
		: []
	const centreOf = new Map(centres.map((c) => [c.suburb.toLowerCase(), [c.latitude!, c.longitude!] as LatLng]))
	const jobs: DayJob[] = rows.map((b) => ({
		id: b.id,
		reference: b.reference,
		state: b.status === 'delivered' ? 'done' : b.not_completed_at ? 'not-completed' : 'to-do',
		slot: (SLOTS as readonly string[]).includes(b.selected_slot) ? (b.selected_slot as Slot) : 'flexible',
		customer: { name: `${b.first_name} ${b.last_name}`, phone: b.phone, callHref: callHref(b.phone, b.phone_e164), email: b.email },
		address: { line: b.address, suburb: b.suburb, postcode: b.postcode, directionsUrl: directionsUrl(b) },
		coords: centreOf.get(b.suburb.trim().toLowerCase()) ?? null,
		visitOrder: b.visit_order,
		vehicle: { rego: b.vehicle_rego, state: b.vehicle_state, description: [b.vehicle_colour, b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ') },
		tyres: linesOf(b.id).map((l) => ({ tyreId: l.tyre_id, brand: l.brand, model: l.model, size: tyreSize(l), rating: l.load_speed_rating, quantity: l.quantity })),
		services: servicesOf(b.id).map(serviceLineText),
		positions: parsePositions(b.positions).map((p) => POSITION_LABELS[p as Position] ?? p),
		notes: b.notes,
		collect: toCollect({ paymentMethod: b.payment_method, paymentStatus: b.payment_status, finalAmount: b.final_amount, paidBy: b.status === 'delivered' ? b.paid_by : null, paidCents: b.paid_cents }),
		doneAt: b.status === 'delivered' ? b.done_at : null,
		notCompleted: b.status === 'pending' && b.not_completed_at ? { at: b.not_completed_at, reason: b.not_completed_reason ?? '' } : null,
		failedFee: b.failed_fee_cents !== null && b.failed_fee_at ? { cents: b.failed_fee_cents, at: b.failed_fee_at } : null,
		byPhone: b.taken_by === 'phone',
		onMyWay: null,
		suggestedMinutes: ON_MY_WAY_FALLBACK,
	}))
	// each slot starts from where the previous one ended
	const slots: DaySheet['slots'] = []
	let here: LatLng | null = null
	for (const slot of SLOTS) {
		const inSlot = jobs.filter((j) => j.slot === slot)
		if (inSlot.length === 0) continue
		const ordered: { jobs: DayJob[]; byHand: boolean } = visitOrder(inSlot, here)
		here = ordered.jobs.findLast((j: DayJob) => j.coords !== null)?.coords ?? here
		slots.push({ slot, label: slotLabel(slot), jobs: ordered.jobs, byHand: ordered.byHand })
	}
	// "On my way": what was sent this day, and the minutes from the stop before (in visiting order)
	const sentOnMyWay = await onMyWaySent(db, rows.map((r) => r.id), date)
	const inOrder = slots.flatMap((s) => s.jobs)
	inOrder.forEach((job, i) => {
		job.onMyWay = sentOnMyWay.get(job.id) ?? null
		job.suggestedMinutes = suggestedMinutes(inOrder[i - 1]?.coords ?? null, job.coords)
	})
	return {
		date,
		label: formatLongDate(date),
		today,
		isToday: date === today,
		previous: addDays(date, -1),
		next: addDays(date, 1),
		slots,
		summary: {
			jobs: jobs.length,
			done: jobs.filter((j) => j.state === 'done').length,
			notCompleted: jobs.filter((j) => j.state === 'not-completed').length,
			tyres: jobs.reduce((n, j) => n + j.tyres.reduce((m, t) => m + t.quantity, 0), 0),
			toCollectCents: jobs.reduce((n, j) => n + (j.state !== 'done' && j.collect.kind === 'due' ? j.collect.cents : 0), 0),
		},
		takings: dayTakings(jobs),
	}
}

/** The day's pick list (see pick-list.ts), against the stock and holds as they are now. */
export async function loadPickList(db: Db, sheet: DaySheet): Promise<PickRow[]> {
	const jobs = sheet.slots.flatMap((s) => s.jobs)
	const ids = [...new Set(jobs.flatMap((j) => j.tyres.map((t) => t.tyreId)).filter((id): id is number => id !== null))]
	if (ids.length === 0) return pickList(jobs, new Map())
	// held from today: a booking of an earlier day not yet marked done is no longer counted on the shelf
	const [rows, held] = await Promise.all([
		db.selectFrom('tyres').select(['id', 'stock']).where('id', 'in', ids).execute(),
		tyresHeldForBookings(db, ids, sheet.date < sheet.today ? sheet.date : sheet.today),
	])
	return pickList(jobs, new Map(rows.map((r) => [r.id, { inStock: r.stock, held: held.get(r.id) ?? 0 }])))
}
