// Database chores that run on the built server code:
//   node scripts/db.js seed            migrate, then add missing demo data
//   node scripts/db.js backup [PATH]   consistent online backup (default: DATA_DIR/backups/shop-<time>.sqlite)
//   node scripts/db.js restore FILE    replace the database with a backup (stop the shop first)
//   node scripts/db.js copy-to-postgres FILE
//                                      copy the SQLite shop in FILE into the empty PostgreSQL database
//                                      DATABASE_URL names; exits 1 unless every table's rows and checksum agree
import { spawnSync } from 'node:child_process'

const [command, argument] = process.argv.slice(2)
const commands = ['seed', 'backup', 'restore', 'copy-to-postgres']
if (!commands.includes(command) || ((command === 'restore' || command === 'copy-to-postgres') && !argument)) {
	console.error(`Usage: node scripts/db.js seed | backup [PATH] | restore FILE | copy-to-postgres SQLITE_FILE (with DATABASE_URL=postgres://…)`)
	process.exit(2)
}

const build = spawnSync(process.execPath, ['scripts/build-if-needed.js'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const shop = await import('../build/server/index.js')
try {
	if (command === 'seed') {
		const report = await shop.seedCommand()
		console.log('Demo data added where missing:', report)
	} else if (command === 'backup') {
		const result = await shop.backupCommand(argument)
		console.log(`Backup written: ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB)`)
	} else if (command === 'restore') {
		const result = await shop.restoreCommand(argument)
		console.log(`Restored ${result.restored} from ${argument} (migrations: ${result.migrations.join(', ')}).`)
		if (result.previous) console.log(`The database it replaced was kept as ${result.previous}.`)
	} else if (command === 'copy-to-postgres') {
		const report = await shop.copyToPostgresCommand(argument)
		console.log('| table | rows in SQLite | rows in PostgreSQL | checksum in SQLite | checksum in PostgreSQL | |')
		console.log('|---|---:|---:|---|---|---|')
		for (const t of report.tables) {
			console.log(`| ${t.table} | ${t.sourceRows} | ${t.targetRows} | ${t.sourceChecksum} | ${t.targetChecksum} | ${t.ok ? 'same' : 'DIFFERENT'} |`)
		}
		const rows = report.tables.reduce((n, t) => n + t.targetRows, 0)
		if (report.ok) {
			console.log(`Copied ${report.tables.length} tables, ${rows} rows; every count and checksum agrees. Copy DATA_DIR/uploads too (uploaded images are files).`)
		} else {
			const different = report.tables.filter((t) => !t.ok).map((t) => t.table)
			console.error(`Nothing was copied: the copy differed from the SQLite shop in ${different.join(', ')}, so it was rolled back and the target database is still empty.`)
			process.exitCode = 1
		}
	}
} catch (error) {
	if (error && (error.name === 'EnvError' || error.name === 'BackupError' || error.name === 'CopyError')) {
		console.error(`Cannot ${command}: ${error.message}`)
		process.exitCode = 1
	} else {
		throw error
	}
} finally {
	await shop.closeDb()
}
