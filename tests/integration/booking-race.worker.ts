// One of several processes racing for the same slot (booking-race.test.ts). Each places
// `count` bookings at once through its own database connection, starting at `startAt`.
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { closeDb, getDb } from '#app/lib/db.server'
import { bookingRequest } from '#tests/fixtures/booking'

interface Job {
	worker: number
	count: number
	startAt: number
	tyreId: number
	date: string
	slot: 'morning' | 'lunch' | 'afternoon' | 'flexible'
	now: string
	timeZone: string
	/** tyres per booking (4: a standard job) */
	quantity?: number
	/** book this service alone instead of tyres */
	serviceId?: number
	/** every booking of every process under this one idempotency key (a client retrying everywhere at once) */
	sameKey?: string
}

// under one key, every copy of the request must be the same request (else it is a conflict)
const SAME_CUSTOMER = { firstName: 'Ada', lastName: 'Lovelace', phone: '0412 000 111', email: 'one-key@example.com' }
const job = JSON.parse(process.argv[2] ?? '{}') as Job
const db = getDb()
await new Promise((resolve) => setTimeout(resolve, Math.max(0, job.startAt - Date.now())))
const results = await Promise.all(
	Array.from({ length: job.count }, (_, i) =>
		placeBooking(
			db,
			bookingRequest({
				tyreId: job.tyreId,
				quantity: job.quantity ?? 4,
				selectedDate: job.date,
				selectedSlot: job.slot,
				idempotencyKey: job.sameKey ?? `race-${job.serviceId ? `service-${job.serviceId}` : 'tyres'}-${job.worker}-${i}`,
				...(job.sameKey ? { customer: SAME_CUSTOMER } : {}),
				...(job.serviceId ? { lines: [], services: [{ serviceId: job.serviceId, quantity: 1 }], positions: [] } : {}),
			}),
			{ now: new Date(job.now), timeZone: job.timeZone },
		).then(
			(result) => (result.ok ? (result.replayed ? 'replayed' : 'ok') : result.problem.field),
			(error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`,
		),
	),
)
await closeDb()
process.stdout.write(JSON.stringify(results))
