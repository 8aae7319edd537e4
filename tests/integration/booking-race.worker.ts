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
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job
const db = getDb()
await new Promise((resolve) => setTimeout(resolve, Math.max(0, job.startAt - Date.now())))
const results = await Promise.all(
	Array.from({ length: job.count }, (_, i) =>
		placeBooking(
			db,
			bookingRequest({ tyreId: job.tyreId, quantity: 1, selectedDate: job.date, selectedSlot: job.slot, idempotencyKey: `race-${job.worker}-${i}` }),
			{ now: new Date(job.now), timeZone: job.timeZone },
		).then(
			(result) => (result.ok ? 'ok' : result.problem.field),
			(error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`,
		),
	),
)
await closeDb()
process.stdout.write(JSON.stringify(results))
