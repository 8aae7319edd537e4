import { sql, type Kysely } from 'kysely'
import { dialectOf } from '#db/dialect'

// Bookable services (puncture repair, rotation, balancing, …) beside the tyres: the owner's list
// with a price including GST (cents), the minutes of work each takes, whether it is charged per
// tyre (a repair, a recycled tyre) or once per car, and whether customers can book it now.
// Service pages show these prices, so a change bumps the public content's version (0012).
//
// The first list is written out here, not imported, so this migration means the same thing forever.
const FIRST_SERVICES = [
	{ slug: 'puncture-repair', name: 'Puncture repair', description: 'Plug-and-patch repair of a tread puncture, wheel off and checked inside.', price: 4500, minutes: 30, per_tyre: 1 },
	{ slug: 'tyre-rotation', name: 'Tyre rotation', description: 'All four wheels moved front to back so the tyres wear evenly, pressures set.', price: 4900, minutes: 30, per_tyre: 0 },
	{ slug: 'wheel-balancing', name: 'Wheel balancing', description: 'All four wheels balanced on our mobile machine to stop vibration.', price: 7900, minutes: 45, per_tyre: 0 },
	{ slug: 'rotation-and-balance', name: 'Rotation and balance', description: 'Rotation and four-wheel balance in one visit.', price: 10900, minutes: 60, per_tyre: 0 },
	{ slug: 'tyre-inspection', name: 'Tyre inspection', description: 'Tread depth, pressures, sidewalls and valves checked, with a written report.', price: 3900, minutes: 20, per_tyre: 0 },
	{ slug: 'old-tyre-recycling', name: 'Old tyre recycling', description: 'We take your old tyre away to an accredited recycler.', price: 900, minutes: 5, per_tyre: 1 },
]

export async function up(db: Kysely<any>): Promise<void> {
	const now = sql`CURRENT_TIMESTAMP`
	await db.schema
		.createTable('services')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('description', 'text')
		.addColumn('price', 'integer', (c) => c.notNull())
		.addColumn('minutes', 'integer', (c) => c.notNull())
		.addColumn('per_tyre', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db
		.insertInto('services')
		.values(FIRST_SERVICES.map((s, i) => ({ ...s, sort_order: (i + 1) * 10 })))
		.execute()

	if (dialectOf(db) === 'postgres') {
		await sql`CREATE TRIGGER services_content_version AFTER INSERT OR UPDATE OR DELETE ON services FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db)
	} else {
		for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
			await sql.raw(`CREATE TRIGGER services_content_version_${event.toLowerCase()} AFTER ${event} ON services BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 2; END`).execute(db)
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('services').execute()
}
