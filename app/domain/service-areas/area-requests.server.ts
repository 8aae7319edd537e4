import { nowIso, type Db } from '#app/lib/db.server'

// Beyond the spec: a customer outside the service area can leave an e-mail to be told when we
// cover their suburb. Kept for the owner (the admin lists them); asking twice keeps one row.

export interface AreaRequest {
	id: number
	email: string
	postcode: string
	suburb: string
	createdAt: string
	notifiedAt: string | null
}

export async function requestAreaNotice(db: Db, input: { email: string; postcode: string; suburb: string }): Promise<void> {
	const email = input.email.trim().toLowerCase()
	const suburb = input.suburb.trim().replace(/\s+/g, ' ')
	await db
		.insertInto('area_requests')
		.values({ email, postcode: input.postcode.trim(), suburb, created_at: nowIso() })
		.onConflict((oc) => oc.columns(['email', 'postcode', 'suburb']).doNothing())
		.execute()
}

/** Newest first, for the owner. */
export async function listAreaRequests(db: Db, { limit = 200 }: { limit?: number } = {}): Promise<AreaRequest[]> {
	const rows = await db.selectFrom('area_requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
	return rows.map((r) => ({ id: r.id, email: r.email, postcode: r.postcode, suburb: r.suburb, createdAt: r.created_at, notifiedAt: r.notified_at }))
}
