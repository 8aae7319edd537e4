import type { Db } from '#app/lib/db.server'

// Finding one booking without an account: its reference and the e-mail it was made
// with. One answer for 'no such booking' and 'wrong e-mail', and a per-connection limit
// (bookingLookupsPerAddress), so the form cannot be used to guess references.

export { LOOKUP_MESSAGES, LookupSchema } from './booking-lookup'

/** The reference when it exists and was booked with this e-mail (case-insensitive), else null. */
export async function findBookingByEmail(db: Db, reference: string, email: string): Promise<string | null> {
	const row = await db.selectFrom('bookings').select(['reference', 'email']).where('reference', '=', reference).executeTakeFirst()
	if (!row || row.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null
	return row.reference
}
