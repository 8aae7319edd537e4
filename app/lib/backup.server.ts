import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from '#migrations/index'

/**
 * Online backup and offline restore of the SQLite file (`npm run db:backup`, `npm run db:restore FILE`).
 *
 * Backup uses SQLite's backup API (better-sqlite3 `db.backup`), which copies a consistent
 * snapshot while the shop keeps serving and writing: a write from another connection during
 * the copy makes it start again from a fresh snapshot. The copy is written to a `.partial`
 * name and renamed only once complete and checked, so a file under data/backups is always whole.
 *
 * Restore refuses unless it can be sure: the file must be an intact SQLite database of this
 * app (integrity check, the migrations table, no migration newer than this code), and nothing
 * else may have the live database open (it takes SQLite's exclusive lock; a running shop holds a
 * shared lock for as long as it runs). It then swaps the files with one atomic rename, after
 * keeping the database it replaces under data/backups.
 */

export class BackupError extends Error {
	override name = 'BackupError'
}

export interface BackupResult {
	file: string
	bytes: number
	pages: number
}

/** `shop-2026-11-23T01-02-03Z.sqlite`: sorts by time, safe on every file system. */
export function backupFileName(now: Date = new Date(), prefix = 'shop') {
	const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
	return `${prefix}-${stamp}.sqlite`
}

export function defaultBackupDir(dataDir: string) {
	return path.join(dataDir, 'backups')
}

/** Copies the live database `databaseFile` to `target` (a file, or a directory to put a dated file in). */
export async function backupDatabase(databaseFile: string, target: string): Promise<BackupResult> {
	if (!fs.existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}.`)
	const file = isDirectoryTarget(target) ? path.join(target, backupFileName()) : path.resolve(target)
	if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose another name.`)
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const partial = `${file}.partial`
	fs.rmSync(partial, { force: true })

	const source = new Database(databaseFile, { fileMustExist: true, timeout: 5000 })
	let pages = 0
	try {
		source.pragma('busy_timeout = 5000')
		const progress = await source.backup(partial)
		pages = progress.totalPages
	} catch (error) {
		fs.rmSync(partial, { force: true })
		throw new BackupError(`The backup failed: ${(error as Error).message}`)
	} finally {
		source.close()
	}
	try {
		// The copy keeps the source's WAL flag; make it a self-contained single file.
		const copy = new Database(partial)
		try {
			copy.pragma('journal_mode = DELETE')
		} finally {
			copy.close()
		}
		validateShopDatabase(partial)
		fsyncFile(partial)
		fs.renameSync(partial, file)
		fsyncDir(path.dirname(file))
	} catch (error) {
		fs.rmSync(partial, { force: true })
		throw error
	}
	return { file, bytes: fs.statSync(file).size, pages }
}

export interface ValidatedBackup {
	migrations: string[]
	tables: string[]
}

/**
 * Checks that `file` is an intact SQLite database of this app: throws BackupError naming what
 * is wrong otherwise. Opens it read-only; never changes it.
 */
export function validateShopDatabase(file: string): ValidatedBackup {
	let stat: fs.Stats
	try {
		stat = fs.statSync(file)
	} catch {
		throw new BackupError(`${file} does not exist.`)
	}
	if (!stat.isFile()) throw new BackupError(`${file} is not a file.`)
	const header = Buffer.alloc(16)
	const fd = fs.openSync(file, 'r')
	try {
		fs.readSync(fd, header, 0, 16, 0)
	} finally {
		fs.closeSync(fd)
	}
	if (header.toString('latin1') !== 'SQLite format 3\0') throw new BackupError(`${file} is not a SQLite database.`)

	let db: Database.Database
	try {
		db = new Database(file, { readonly: true, fileMustExist: true })
	} catch (error) {
		throw new BackupError(`${file} cannot be opened: ${(error as Error).message}`)
	}
	try {
		let integrity: unknown
		try {
			integrity = db.pragma('integrity_check', { simple: true })
		} catch (error) {
			throw new BackupError(`${file} is damaged: ${(error as Error).message}`)
		}
		if (integrity !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity)}`)
		const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>).map((r) => r.name)
		if (!tables.includes('kysely_migration')) throw new BackupError(`${file} is not a database of this shop (it has no migrations table).`)
		const applied = (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as Array<{ name: string }>).map((r) => r.name)
		const known = Object.keys(migrations)
		const unknown = applied.filter((name) => !known.includes(name))
		if (unknown.length) throw new BackupError(`${file} comes from a newer version of the shop (migrations ${unknown.join(', ')} are unknown here).`)
		if (!applied.includes(known[0] ?? '0001_init')) throw new BackupError(`${file} is not a database of this shop (migration ${known[0]} is missing).`)
		for (const table of ['tyres', 'settings']) {
			if (!tables.includes(table)) throw new BackupError(`${file} is not a database of this shop (table ${table} is missing).`)
		}
		return { migrations: applied, tables }
	} finally {
		db.close()
	}
}

export interface RestoreResult {
	restored: string
	/** where the database that was replaced was kept (none when there was none) */
	previous?: string
	migrations: string[]
}

/**
 * Replaces the database `databaseFile` with the backup `backupFile`. Refuses (BackupError) when
 * the backup is not an intact database of this app, or when another process has the database
 * open (stop the shop first). The swap is one rename: the database is either the old one or the
 * restored one, never a mixture.
 */
export async function restoreDatabase(databaseFile: string, backupFile: string, { keepDir }: { keepDir: string }): Promise<RestoreResult> {
	const source = path.resolve(backupFile)
	const target = path.resolve(databaseFile)
	if (source === target) throw new BackupError('The backup file is the live database itself.')
	const checked = validateShopDatabase(source)

	fs.mkdirSync(path.dirname(target), { recursive: true })
	const staged = `${target}.restore-${process.pid}.tmp`
	fs.rmSync(staged, { force: true })
	try {
		// Copy through SQLite (not a byte copy) so a backup in WAL mode with its -wal beside it comes whole.
		const from = new Database(source, { readonly: true, fileMustExist: true })
		try {
			await from.backup(staged)
		} finally {
			from.close()
		}
		const copy = new Database(staged)
		try {
			copy.pragma('journal_mode = DELETE')
		} finally {
			copy.close()
		}
		fsyncFile(staged)
	} catch (error) {
		fs.rmSync(staged, { force: true })
		if (error instanceof BackupError) throw error
		throw new BackupError(`The backup could not be staged: ${(error as Error).message}`)
	}

	let previous: string | undefined
	let live: Database.Database | undefined
	try {
		if (fs.existsSync(target)) {
			live = lockExclusively(target)
			// Fold the WAL into the old file and leave rollback-journal mode, so closing this
			// connection later touches no -wal file (which would belong to the restored database).
			live.pragma('journal_mode = DELETE')
			previous = path.join(keepDir, backupFileName(new Date(), 'before-restore'))
			fs.mkdirSync(keepDir, { recursive: true })
			await live.backup(previous)
		}
		fs.renameSync(staged, target)
		for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true })
		fsyncDir(path.dirname(target))
	} catch (error) {
		fs.rmSync(staged, { force: true })
		if (error instanceof BackupError) throw error
		throw new BackupError(`The restore failed, the database is unchanged: ${(error as Error).message}`)
	} finally {
		live?.close()
	}
	return { restored: target, previous, migrations: checked.migrations }
}

/**
 * Opens the live database holding SQLite's exclusive lock for as long as the connection lives.
 * Any other open connection (a running shop) holds a shared lock, so this fails at once.
 */
function lockExclusively(file: string) {
	const db = new Database(file, { fileMustExist: true, timeout: 0 })
	try {
		db.pragma('locking_mode = EXCLUSIVE')
		db.exec('BEGIN EXCLUSIVE')
		db.exec('COMMIT') // in exclusive locking mode the lock stays after the transaction
		return db
	} catch (error) {
		db.close()
		const code = (error as { code?: string }).code
		if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
			throw new BackupError('The database is in use: stop the shop (and anything else using the database) before restoring.')
		}
		throw new BackupError(`The database cannot be locked: ${(error as Error).message}`)
	}
}

function isDirectoryTarget(target: string) {
	if (target.endsWith('/') || target.endsWith(path.sep)) return true
	try {
		return fs.statSync(target).isDirectory()
	} catch {
		return false
	}
}

function fsyncFile(file: string) {
	const fd = fs.openSync(file, 'r+')
	try {
		fs.fsyncSync(fd)
	} finally {
		fs.closeSync(fd)
	}
}

function fsyncDir(dir: string) {
	try {
		const fd = fs.openSync(dir, 'r')
		try {
			fs.fsyncSync(fd)
		} finally {
			fs.closeSync(fd)
		}
	} catch {
		// some file systems do not allow fsync on a directory; the rename is still atomic
	}
}
