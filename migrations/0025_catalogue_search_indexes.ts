import { sql, type Kysely } from 'kysely'

// The shop's search runs in SQL (app/domain/catalogue/listing-sql.ts) rather than over a copy of
// the catalogue in memory. These indexes let it read a page of results without sorting the whole
// catalogue. The expressions are written exactly as the queries write them (a planner uses an
// expression index only for the same expression), and the same text works on SQLite and
// PostgreSQL; a test checks with EXPLAIN that the queries use them.
//
// - a size, in listing order (house brand first, then stock, the id breaking ties): the size
//   search and the home page's results walk it and stop after one page;
// - the whole catalogue in listing order: the API's search without filters;
// - a brand in any capitalisation: search by brand.
const INDEXES = {
	tyres_size_listing_idx:
		"(width, profile, rim, (lower(trim(brand)) = 'zeta') DESC, (CASE WHEN stock > 0 THEN stock ELSE 0 END) DESC, id)",
	tyres_listing_idx: "((lower(trim(brand)) = 'zeta') DESC, (CASE WHEN stock > 0 THEN stock ELSE 0 END) DESC, id)",
	tyres_brand_lower_idx: '(lower(brand))',
}

export async function up(db: Kysely<any>): Promise<void> {
	for (const [name, columns] of Object.entries(INDEXES)) await sql.raw(`CREATE INDEX ${name} ON tyres ${columns}`).execute(db)
	// 0001's (width, profile, rim) index stays: without statistics SQLite takes the rim index
	// over the expression index for a size sorted by price, where the plain one is the better pick
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const name of Object.keys(INDEXES)) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db)
}
