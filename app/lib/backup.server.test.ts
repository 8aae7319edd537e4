import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, expect, test } from 'vitest'
import { BackupError, backupDatabase, backupFileName, restoreDatabase, validateShopDatabase } from './backup.server'
import { closeDb, getDb } from './db.server'
import { getEnv } from './env.server'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const countTyres = async () => Number((await getDb().selectFrom('tyres').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

test('backup while the shop writes, then restore: the database is back as it was at the backup', async () => {
	const { databaseFile } = getEnv()
	const db = getDb()
	const before = await countTyres()
	expect(before).toBeGreaterThan(0)

	// An online backup while this process keeps the database open and writes to it.
	const writing = db.updateTable('tyres').set({ stock: 7 }).where('id', '=', 1).execute()
	const backup = await backupDatabase(databaseFile, path.join(work, 'backups') + '/')
	await writing
	expect(path.basename(backup.file)).toMatch(/^shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/)
	expect(fs.existsSync(`${backup.file}.partial`)).toBe(false)
	expect(validateShopDatabase(backup.file).migrations).toContain('0001_init')

	// Changes after the backup…
	await db.deleteFrom('booking_lines').execute()
	await db.deleteFrom('cart_lines').execute()
	await db.deleteFrom('tyres').where('id', '>', 3).execute()
	expect(await countTyres()).toBeLessThan(before)

	// …cannot be restored away while the shop has the database open…
	await expect(restoreDatabase(databaseFile, backup.file, { keepDir: path.join(work, 'kept') })).rejects.toThrow(/in use/)
	expect(await countTyres()).toBeLessThan(before)

	// …but can once it is stopped.
	await closeDb()
	const result = await restoreDatabase(databaseFile, backup.file, { keepDir: path.join(work, 'kept') })
	expect(result.previous).toBeDefined()
	expect(fs.existsSync(result.previous!)).toBe(true)
	expect(await countTyres()).toBe(before)
	// The replaced database was kept, and is itself restorable.
	expect(validateShopDatabase(result.previous!).migrations).toContain('0001_init')
	const kept = new Database(result.previous!, { readonly: true })
	expect((kept.prepare('SELECT count(*) AS n FROM tyres').get() as { n: number }).n).toBeLessThan(before)
	kept.close()
})

test('a backup never overwrites a file', async () => {
	const { databaseFile } = getEnv()
	const file = path.join(work, 'exists.sqlite')
	fs.writeFileSync(file, 'x')
	await expect(backupDatabase(databaseFile, file)).rejects.toThrow(/already exists/)
	expect(fs.readFileSync(file, 'utf8')).toBe('x')
})

test('restore refuses files that are not an intact database of this shop, and leaves the database alone', async () => {
	const { databaseFile } = getEnv()
	await closeDb()
	const original = fs.readFileSync(databaseFile)
	const keepDir = path.join(work, 'kept-refused')

	const text = path.join(work, 'notes.txt')
	fs.writeFileSync(text, 'hello, not a database')
	const other = path.join(work, 'other.sqlite')
	const otherDb = new Database(other)
	otherDb.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)')
	otherDb.close()
	const newer = path.join(work, 'newer.sqlite')
	await backupDatabase(databaseFile, newer)
	const newerDb = new Database(newer)
	newerDb.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run('9999_from_the_future', new Date().toISOString())
	newerDb.close()
	const damaged = path.join(work, 'damaged.sqlite')
	const good = fs.readFileSync(newer)
	fs.writeFileSync(damaged, Buffer.concat([good.subarray(0, 100), Buffer.alloc(good.length - 100, 0x5a)]))

	const cases: Array<[string, RegExp]> = [
		[path.join(work, 'missing.sqlite'), /does not exist/],
		[work, /not a file/],
		[text, /not a SQLite database/],
		[other, /no migrations table/],
		[newer, /newer version.*9999_from_the_future/],
		[damaged, /damaged|cannot be opened|not a database/],
		[databaseFile, /live database itself/],
	]
	for (const [file, message] of cases) {
		const attempt = restoreDatabase(databaseFile, file, { keepDir })
		await expect(attempt, file).rejects.toBeInstanceOf(BackupError)
		await expect(restoreDatabase(databaseFile, file, { keepDir }), file).rejects.toThrow(message)
	}
	expect(fs.readFileSync(databaseFile).equals(original)).toBe(true)
	expect(fs.existsSync(keepDir)).toBe(false)
	expect(fs.readdirSync(path.dirname(databaseFile)).filter((name) => name.includes('.restore-'))).toEqual([])
})

test('backup file names sort by time', () => {
	expect(backupFileName(new Date('2026-11-23T01:02:03.456Z'))).toBe('shop-2026-11-23T01-02-03Z.sqlite')
	expect(backupFileName(new Date('2026-11-23T01:02:03Z'), 'before-restore')).toBe('before-restore-2026-11-23T01-02-03Z.sqlite')
})
