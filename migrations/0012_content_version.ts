import { sql, type Kysely } from 'kysely'
import { dialectOf } from '#db/dialect'

// What the public pages show besides the catalogue (blogs, the shop's settings, its service areas)
// gets a version of its own: row 2 of catalogue_version, bumped by triggers on those tables as
// row 1 is by the catalogue's (0002). The page cache keys its pages by both, so a change made
// through any instance misses the kept pages of every instance at once. A row of its own, not the
// catalogue's: a blog edit must not make every process reload the whole catalogue.
const TABLES = ['blogs', 'settings', 'service_areas']

export async function up(db: Kysely<any>): Promise<void> {
	await db.insertInto('catalogue_version').values({ id: 2, version: 1 }).execute()
	const postgres = dialectOf(db) === 'postgres'
	if (postgres) {
		await sql`CREATE FUNCTION bump_content_version() RETURNS trigger AS $$
			BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 2; RETURN NULL; END;
			$$ LANGUAGE plpgsql`.execute(db)
	}
	for (const table of TABLES) {
		if (postgres) {
			await sql
				.raw(`CREATE TRIGGER ${table}_content_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`)
				.execute(db)
			continue
		}
		for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
			await sql
				.raw(`CREATE TRIGGER ${table}_content_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 2; END`)
				.execute(db)
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	const postgres = dialectOf(db) === 'postgres'
	for (const table of TABLES) {
		if (postgres) {
			await sql.raw(`DROP TRIGGER IF EXISTS ${table}_content_version ON ${table}`).execute(db)
		} else {
			for (const event of ['insert', 'update', 'delete']) {
				await sql.raw(`DROP TRIGGER IF EXISTS ${table}_content_version_${event}`).execute(db)
			}
		}
	}
	if (postgres) await sql`DROP FUNCTION IF EXISTS bump_content_version()`.execute(db)
	await db.deleteFrom('catalogue_version').where('id', '=', 2).execute()
}
