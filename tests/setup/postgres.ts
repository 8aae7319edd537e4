import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

// A throwaway PostgreSQL 15 for tests: initdb into a temporary directory, pg_ctl start on a free
// loopback port, and everything removed on stop. Debian's `postgresql` package provides the
// binaries (apt-get install -y postgresql); PG_BIN may point elsewhere.

export type TemporaryPostgres = {
	/** URL of the `postgres` maintenance database, as the superuser `shop` (trust auth, loopback only). */
	adminUrl: string
	/** URL of another database on the same server. */
	urlFor(database: string): string
	stop(): void
}

const SUPERUSER = 'shop'

export function postgresBinDir() {
	const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter((dir): dir is string => Boolean(dir))
	const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')))
	if (!found) throw new Error('PostgreSQL 15 is not installed: run `apt-get install -y postgresql` (or set PG_BIN to the folder holding initdb and pg_ctl)')
	return found
}

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
		})
	})
}

/**
 * initdb refuses to run as root: as root, the cluster belongs to Debian's `postgres` user and
 * the binaries run through runuser. The clock-shifting preload of the shifted-clock run is not
 * passed on (the server keeps the real time; the tests inject theirs).
 */
function runner(bin: string) {
	const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C' }
	for (const name of ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_NO_CACHE', 'DYLD_INSERT_LIBRARIES']) delete env[name]
	const asRoot = process.getuid?.() === 0
	return (program: string, args: string[]) => {
		const file = path.join(bin, program)
		const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
		return execFileSync(command, commandArgs, { env, stdio: ['ignore', 'pipe', 'pipe'], cwd: os.tmpdir() }).toString()
	}
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
	const run = runner(postgresBinDir())
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'))
	const dataDir = path.join(dir, 'data')
	if (process.getuid?.() === 0) {
		const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
		const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
		fs.chownSync(dir, uid, gid)
	}
	try {
		run('initdb', ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
	} catch (error) {
		fs.rmSync(dir, { recursive: true, force: true })
		throw error
	}
	const port = await freePort()
	// Durability off: a test database is thrown away, and fsync per commit would dominate the run.
	const options = [
		`-p ${port}`,
		`-k ${dir}`,
		"-c listen_addresses='127.0.0.1'",
		'-c fsync=off',
		'-c synchronous_commit=off',
		'-c full_page_writes=off',
		'-c max_connections=200',
	].join(' ')
	try {
		run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start'])
	} catch (error) {
		const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : ''
		fs.rmSync(dir, { recursive: true, force: true })
		throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`)
	}
	let stopped = false
	const urlFor = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`
	return {
		adminUrl: urlFor('postgres'),
		urlFor,
		stop() {
			if (stopped) return
			stopped = true
			try {
				run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
			} finally {
				fs.rmSync(dir, { recursive: true, force: true })
			}
		},
	}
}
