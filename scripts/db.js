// Database chores that run on the built server code:
//   node scripts/db.js seed            migrate, then add missing demo data
//   node scripts/db.js backup [PATH]   consistent online backup (default: DATA_DIR/backups/shop-<time>.sqlite)
//   node scripts/db.js restore FILE    replace the database with a backup (stop the shop first)
import { spawnSync } from 'node:child_process'

const [command, argument] = process.argv.slice(2)
const commands = ['seed', 'backup', 'restore']
if (!commands.includes(command) || (command === 'restore' && !argument)) {
	console.error(`Usage: node scripts/db.js seed | backup [PATH] | restore FILE`)
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
	}
} catch (error) {
	if (error && (error.name === 'EnvError' || error.name === 'BackupError')) {
		console.error(`Cannot ${command}: ${error.message}`)
		process.exitCode = 1
	} else {
		throw error
	}
} finally {
	await shop.closeDb()
}
