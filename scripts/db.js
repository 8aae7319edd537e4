// Database chores that run on the built server code: `node scripts/db.js seed`.
import { spawnSync } from 'node:child_process'

const [command] = process.argv.slice(2)
const commands = ['seed']
if (!commands.includes(command)) {
	console.error(`Usage: node scripts/db.js <${commands.join('|')}>`)
	process.exit(2)
}

const build = spawnSync(process.execPath, ['scripts/build-if-needed.js'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const shop = await import('../build/server/index.js')
try {
	if (command === 'seed') {
		const report = await shop.seedCommand()
		console.log('Demo data added where missing:', report)
	}
} catch (error) {
	if (error && error.name === 'EnvError') {
		console.error(`Cannot run: ${error.message}`)
		process.exit(1)
	}
	throw error
} finally {
	await shop.closeDb()
}
