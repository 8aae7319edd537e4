import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { migrateToLatest, openDatabase, openPostgresDatabase, type Db } from '#app/lib/db.server'
import { CopyError, copySqliteToPostgres } from '#app/lib/db/copy-to-postgres.server'
import { seedDatabase } from '#db/seed'
import { bookingRequest, NOW, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { startTemporaryPostgres, type TemporaryPostgres } from '#tests/setup/postgres'
import { createDatabase } from '#tests/setup/test-database'

// Moving a shop from its SQLite file to PostgreSQL: a seeded shop with a booking is copied into
// an empty database on a throwaway PostgreSQL, checked table by table, and the copy runs as a shop.

let work: string
let server: TemporaryPostgres
let shopFile: string
let reference: string
let source: Db
let copied: Db
const handles: Db[] = []

async function seededShop(name: string) {
	const file = path.join(work, name)
	const db = openDatabase(file)
	await migrateToLatest(db)
	await seedDatabase(db, { uploadsDir: path.join(work, 'uploads') })
	return { file, db }
}

async function emptyDatabase(name: string) {
	await createDatabase(server.adminUrl, name)
	const db = openPostgresDatabase(server.urlFor(name))
	handles.push(db)
	return db
}

beforeAll(async () => {
	work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-copy-test-'))
	server = await startTemporaryPostgres()
	const shop = await seededShop('shop.sqlite')
	shopFile = shop.file
	const db = shop.db
	source = db
	handles.push(db)
	const tyre = await stockedTyre(db, { minStock: 4 })
	await setSlotCapacity(db, '2026-12-10', 'morning', 3)
	const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 2, selectedSlot: 'morning', selectedDate: '2026-12-10' }), { now: NOW, timeZone: TZ })
	if (!placed.ok) throw new Error(placed.problem.message)
	reference = placed.booking.reference
	// coordinates with more digits than a 4-byte float holds
	await db.updateTable('service_areas').set({ latitude: -37.878123456789, longitude: 145.164812345678 }).where('suburb', '=', 'Glen Waverley').execute()
	// the newest tyre is deleted: its id must not be handed out again on PostgreSQL
	const newest = await db.selectFrom('tyres').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
	await db.deleteFrom('tyres').where('id', '=', newest.id).execute()
	// the shop stays open while it is copied (its WAL file beside it)
}, 300_000)

afterAll(async () => {
	for (const db of handles) await db.destroy()
	server?.stop()
	fs.rmSync(work, { recursive: true, force: true })
})

describe('copying a SQLite shop into PostgreSQL', () => {
	test('copies every table, and every count and checksum agrees', async () => {
		const target = await emptyDatabase('copy_ok')
		copied = target
		const report = await copySqliteToPostgres(shopFile, server.urlFor('copy_ok'))
		expect(report.tables.filter((t) => !t.ok)).toEqual([])
		expect(report.ok).toBe(true)
		const byTable = Object.fromEntries(report.tables.map((t) => [t.table, t]))
		for (const table of ['tyres', 'brands', 'bookings', 'booking_lines', 'service_areas', 'catalogue_version', 'slot_usage']) {
			expect(byTable[table]?.targetRows, table).toBeGreaterThan(0)
		}
		// foreign-key order: a booking's lines come after the booking and the tyre
		const order = report.tables.map((t) => t.table)
		expect(order.indexOf('booking_lines')).toBeGreaterThan(order.indexOf('bookings'))
		expect(order.indexOf('booking_lines')).toBeGreaterThan(order.indexOf('tyres'))

		const booking = await target.selectFrom('bookings').select(['id', 'final_amount']).where('reference', '=', reference).executeTakeFirstOrThrow()
		expect(await target.selectFrom('booking_lines').select('quantity').where('booking_id', '=', booking.id).execute()).toEqual([{ quantity: 2 }])
		const area = await target.selectFrom('service_areas').select(['latitude', 'longitude']).where('suburb', '=', 'Glen Waverley').executeTakeFirstOrThrow()
		expect(area).toEqual({ latitude: -37.878123456789, longitude: 145.164812345678 })
	})

	test('the copy runs as a shop: ids go on past the highest SQLite gave out, and the catalogue triggers are back on', async () => {
		const target = copied
		const { seq } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'tyres'`.execute(source).then((r) => r.rows[0]!)
		const version = async () => (await target.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version
		const before = await version()
		expect(before).toBe((await source.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version)
		const template = await target.selectFrom('tyres').selectAll().orderBy('id').executeTakeFirstOrThrow()
		const { id: _id, ...fields } = template
		const inserted = await target.insertInto('tyres').values({ ...fields, slug: 'copy-test-tyre' }).returning('id').executeTakeFirstOrThrow()
		expect(inserted.id).toBe(seq + 1)
		expect(await version()).toBe(before + 1)
	})

	test('refuses a target that is not empty, and changes nothing in it', async () => {
		const target = copied
		const tyres = await target.selectFrom('tyres').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
		await expect(copySqliteToPostgres(shopFile, server.urlFor('copy_ok'))).rejects.toThrow(CopyError)
		await expect(copySqliteToPostgres(shopFile, server.urlFor('copy_ok'))).rejects.toThrow(/not empty .*nothing was changed/)
		expect(await target.selectFrom('tyres').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(tyres)
	})

	test('a table that does not come out the same rolls the whole copy back', async () => {
		// PostgreSQL text cannot hold a NUL: the copy stores U+FFFD, and the checksum sees it
		const { file, db } = await seededShop('with-nul.sqlite')
		await db.insertInto('settings').values({ key: 'odd', value: 'a\0b' }).execute()
		await db.destroy()
		const target = await emptyDatabase('copy_differs')
		const report = await copySqliteToPostgres(file, server.urlFor('copy_differs'))
		expect(report.ok).toBe(false)
		expect(report.tables.filter((t) => !t.ok).map((t) => t.table)).toEqual(['settings'])
		const settings = report.tables.find((t) => t.table === 'settings')!
		expect(settings.sourceRows).toBe(settings.targetRows)
		expect(settings.sourceChecksum).not.toBe(settings.targetChecksum)
		const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`.execute(target)
		expect(rows[0]!.n).toBe(0)
	})

	test('a row the schema refuses rolls the whole copy back and says why', async () => {
		// SQLite keeps text in an integer column; PostgreSQL refuses it
		const { file, db } = await seededShop('bad-stock.sqlite')
		await sql`UPDATE tyres SET stock = 'many' WHERE id = (SELECT min(id) FROM tyres)`.execute(db)
		await db.destroy()
		const target = await emptyDatabase('copy_fails')
		await expect(copySqliteToPostgres(file, server.urlFor('copy_fails'))).rejects.toThrow(/invalid input syntax for type integer/)
		const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`.execute(target)
		expect(rows[0]!.n).toBe(0)
		// and a second try into the same database is not refused as "not empty"
		await sql`UPDATE tyres SET stock = 4 WHERE stock = 'many'`.execute(openDatabaseOnce(file))
		expect((await copySqliteToPostgres(file, server.urlFor('copy_fails'))).ok).toBe(true)
	})

	test('refuses a file that is not there', async () => {
		await expect(copySqliteToPostgres(path.join(work, 'missing.sqlite'), server.urlFor('copy_ok'))).rejects.toThrow(/no SQLite database at/)
	})
})

function openDatabaseOnce(file: string) {
	const db = openDatabase(file)
	handles.push(db)
	return db
}
