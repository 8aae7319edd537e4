import type { Kysely } from 'kysely'
import { SEED_SERVICE_AREAS } from '../db/seed-data/suburbs'

// The owner's day suggests a visiting order from each suburb's centre, and keeps the order the
// owner sets by hand. Suburbs already served get their centre; one added later by the owner has
// none until it is given one (its jobs then go last in the suggestion).
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('service_areas').addColumn('latitude', 'real').execute()
	await db.schema.alterTable('service_areas').addColumn('longitude', 'real').execute()
	await db.schema.alterTable('bookings').addColumn('visit_order', 'integer').execute()
	for (const area of SEED_SERVICE_AREAS) {
		await db.updateTable('service_areas').set({ latitude: area.latitude, longitude: area.longitude }).where('suburb', '=', area.suburb).where('latitude', 'is', null).execute()
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').dropColumn('visit_order').execute()
	await db.schema.alterTable('service_areas').dropColumn('longitude').execute()
	await db.schema.alterTable('service_areas').dropColumn('latitude').execute()
}
