import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { sql } from 'kysely'
import type { Db } from '#app/lib/db.server'
import routes from '#app/routes'

// The real server (server.js on the built server/app.ts: express middleware, body limits, CSRF
// check, headers, React Router) in a child process on an ephemeral loopback port. It uses this
// test file's database (DATA_DIR from the vitest setup). Builds first when the build
// is missing or older than the sources (scripts/build-if-needed.js), one build at a time.

export const ADMIN = { username: 'fuzz-admin', password: 'fuzz-admin-password-0123' }

export interface RunningApp {
	base: string
	port: number
	/** what the server wrote to stderr (errors it logged) */
	stderr: () => string
	close: () => Promise<void>
}

/** The cookies an answer sets, as the Cookie header a browser would send back. */
export function cookiesSetBy(response: Response) {
	return response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}

/** Starts `node server.js` (production mode) on this test file's DATA_DIR and a free port. */
export async function startBuiltApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
	await ensureBuild()
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	let stderr = ''
	const child = spawn(process.execPath, ['server.js'], {
		stdio: ['ignore', 'ignore', 'pipe'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			PUBLIC_URL: base,
			LOG_LEVEL: 'error',
			ADMIN_USERNAME: ADMIN.username,
			ADMIN_PASSWORD: ADMIN.password,
			...extraEnv,
		},
	})
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
	for (let i = 0; ; i++) {
		if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
		try {
			if ((await fetch(`${base}/healthz`)).ok) break
		} catch {
			// not listening yet
		}
		if (i > 600) throw new Error('server did not start')
		await new Promise((r) => setTimeout(r, 50))
	}
	return {
		base,
		port,
		stderr: () => stderr,
		close: () =>
			new Promise<void>((resolve) => {
				if (child.exitCode !== null) return resolve()
				child.once('exit', () => resolve())
				child.kill('SIGTERM')
			}),
	}
}

function freePort() {
	return new Promise<number>((resolve, reject) => {
		const probe = net.createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

async function ensureBuild() {
	const lock = path.resolve('node_modules/.cache/test-build.lock')
	fs.mkdirSync(path.dirname(lock), { recursive: true })
	for (let waited = 0; ; waited += 200) {
		try {
			fs.mkdirSync(lock)
			break
		} catch {
			// another test file is building; after 3 minutes of waiting the lock is taken as stale
			// (counted by this loop, not from the lock's mtime: under a shifted clock every file
			// would look 400 days old)
			if (waited > 180_000) {
				fs.rmSync(lock, { recursive: true, force: true })
				waited = 0
			}
			await new Promise((r) => setTimeout(r, 200))
		}
	}
	try {
		const result = spawnSync(process.execPath, ['scripts/build-if-needed.js'], { encoding: 'utf8' })
		if (result.status !== 0) throw new Error(`build failed: ${result.stdout}\n${result.stderr}`)
	} finally {
		fs.rmSync(lock, { recursive: true, force: true })
	}
}

/** One route of app/routes.ts with what its module exports. */
export interface RouteEntry {
	/** the URL pattern, '/api/tyreall/delete/:id' */
	path: string
	/** the module under app/, 'routes/api.tyreall.delete.$id.ts' */
	file: string
	params: string[]
	hasLoader: boolean
	hasAction: boolean
	api: boolean
}

/**
 * Every route of the route config (app/routes.ts), nested ones with their full path, with
 * whether the module has a loader and an action (read from its source). Routes added later
 * are picked up by themselves.
 */
export function routeTable(): RouteEntry[] {
	const out: RouteEntry[] = []
	type Config = { path?: string; index?: boolean; file: string; children?: Config[] }
	const walk = (entries: readonly Config[], prefix: string) => {
		for (const entry of entries) {
			const full = entry.path ? `${prefix.replace(/\/$/, '')}/${entry.path}` : prefix || '/'
			const source = fs.readFileSync(path.resolve('app', entry.file), 'utf8')
			const exported = (name: string) => new RegExp(`export\\s+(async\\s+)?(function|const|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(source)
			out.push({
				path: full,
				file: entry.file,
				params: [...full.matchAll(/:(\w+)/g)].map((m) => m[1]!),
				hasLoader: exported('loader'),
				hasAction: exported('action'),
				api: full.startsWith('/api/'),
			})
			if (entry.children) walk(entry.children, full)
		}
	}
	walk(routes as unknown as Config[], '')
	return out
}

/** A concrete URL for a route pattern, each :param replaced by `value`. */
export function fillPath(pattern: string, value: string) {
	return pattern.replace(/:(\w+)/g, () => value).replace(/\/\*$/, '/anything')
}

/** Row counts of every table (for "nothing stored" checks). */
export async function tableCounts(db: Db) {
	// rate_limits is left out: refused requests are counted against their address on purpose
	const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => name !== 'rate_limits')
	const counts: Record<string, number> = {}
	for (const name of tables.sort()) {
		const row = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db)
		counts[name] = Number(row.rows[0]!.n)
	}
	return counts
}
