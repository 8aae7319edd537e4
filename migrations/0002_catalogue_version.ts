import { sql, type Kysely } from 'kysely'
import { dialectOf } from '#db/dialect'

// A counter that every change to the catalogue (tyres, brands) bumps, kept by triggers so that
// no writer can forget it. The catalogue module keeps the listed tyres in memory and reloads
// them when this number moves; reading it is one primary-key lookup per search.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('catalogue_version')
		.addColumn('id', 'integer', (c) => c.primaryKey())
		.addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute()

	const postgres = dialectOf(db) === 'postgres'
	if (postgres) {
		await sql`CREATE FUNCTION bump_catalogue_version() RETURNS trigger AS $$
			BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END;
			$$ LANGUAGE plpgsql`.execute(db)
	}
	for (const table of ['tyres', 'brands']) {
		if (postgres) {
			await sql
				.raw(
					`CREATE TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON ${table} ` +
						'FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()',
				)
				.execute(db)
			continue
		}
		for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
			await sql
				.raw(
					`CREATE TRIGGER ${table}_catalogue_version_${event.toLowerCase()} AFTER ${event} ON ${table} ` +
						'BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END',
				)
				.execute(db)
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	const postgres = dialectOf(db) === 'postgres'
	for (const table of ['tyres', 'brands']) {
		if (postgres) {
			await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version ON ${table}`).execute(db)
		} else {
			for (const event of ['insert', 'update', 'delete']) {
				await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version_${event}`).execute(db)
			}
		}
	}
	if (postgres) await sql`DROP FUNCTION IF EXISTS bump_catalogue_version()`.execute(db)
	await db.schema.dropTable('catalogue_version').execute()
}
