// `npm start` builds when there is no build yet or a source file is newer than it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const output = 'build/server/index.js'
const sources = ['app', 'server', 'db', 'migrations', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts']

function newestMtime(entry) {
	let stat
	try {
		stat = fs.statSync(entry)
	} catch {
		return 0
	}
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const name of fs.readdirSync(entry)) {
		newest = Math.max(newest, newestMtime(path.join(entry, name)))
	}
	return newest
}

let builtAt = 0
try {
	builtAt = fs.statSync(output).mtimeMs
} catch {
	// no build yet
}
const sourcesAt = Math.max(...sources.map(newestMtime))
if (builtAt === 0 || sourcesAt > builtAt) {
	console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed since the last build: building…')
	const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}
