// A shop to load: the built server on a temporary data directory, seeded and given bookable
// days (prepareBookingLoad), either
//   - on SQLite, one instance (the embedded default), or
//   - on PostgreSQL, `instances` servers on one database behind a round-robin proxy
//     (bench/proxy.js). The prepared SQLite shop is moved there with `npm run
//     db:copy-to-postgres`, so the move itself is exercised on every such run.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, peakRss, prepareBookingLoad, root, startServer, stopServer } from './lib.js'
import { createDatabase } from './postgres.js'

export async function startShop({ postgres = null, name = 'shop', instances = 1, capacity, days, tyres }) {
	const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`))
	const seedDir = path.join(dataRoot, 'seed')
	const databaseFile = path.join(seedDir, 'shop.sqlite')
	let port = await freePort()
	const seeding = await startServer({ dataDir: seedDir, port })
	await stopServer(seeding)
	const plan = prepareBookingLoad(databaseFile, { capacity, days, tyres })

	if (!postgres) {
		if (instances !== 1) throw new Error('several instances need PostgreSQL')
		const base = `http://127.0.0.1:${port}`
		const start = () => startServer({ dataDir: seedDir, port })
		const servers = [await start()]
		return shopHandle({ base, plan, database: databaseFile, servers, start: () => start(), dataRoot })
	}

	const databaseUrl = await createDatabase(postgres, name)
	const copy = spawnSync(process.execPath, ['scripts/db.js', 'copy-to-postgres', databaseFile], {
		cwd: root,
		env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(dataRoot, 'copy'), LOG_LEVEL: 'silent' },
		encoding: 'utf8',
	})
	if (copy.status !== 0) throw new Error(`copy-to-postgres failed:\n${copy.stdout}\n${copy.stderr}`)
	const summary = copy.stdout.trim().split('\n').at(-1)
	console.log(`  ${summary}`)

	const proxyPort = await freePort()
	const base = `http://127.0.0.1:${proxyPort}`
	const ports = []
	for (let i = 0; i < instances; i++) ports.push(i === 0 ? port : (port = await freePort()))
	const start = (i) => startServer({ dataDir: path.join(dataRoot, `instance-${i}`), port: ports[i], databaseUrl, publicUrl: base })
	const servers = await Promise.all(ports.map((_, i) => start(i)))
	const proxy = process.env.BENCH_PROXY === 'caddy' ? await startCaddy(dataRoot, proxyPort, ports) : await startNodeProxy(proxyPort, ports)
	return shopHandle({ base, plan, database: databaseUrl, servers, start, proxy, dataRoot })
}

async function startNodeProxy(proxyPort, ports) {
	const proxy = spawn(process.execPath, ['bench/proxy.js', String(proxyPort), ...ports.map((p) => `http://127.0.0.1:${p}`)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
	await new Promise((resolve, reject) => {
		proxy.stdout.once('data', resolve)
		proxy.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)))
	})
	return proxy
}

/**
 * BENCH_PROXY=caddy: compose.yaml's own proxy, deploy/Caddyfile, with its upstreams pointed at
 * the local instances (Debian's `caddy` package), and no admin endpoint.
 */
async function startCaddy(dataRoot, proxyPort, ports) {
	const deployed = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
	const upstreams = 'app1:3000 app2:3000 app3:3000'
	if (!deployed.includes(upstreams)) throw new Error('deploy/Caddyfile no longer names app1:3000 app2:3000 app3:3000')
	const file = path.join(dataRoot, 'Caddyfile')
	fs.writeFileSync(
		file,
		`{\n\tadmin off\n}\n` + deployed.replace(upstreams, ports.map((p) => `127.0.0.1:${p}`).join(' ')),
	)
	const caddy = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
		env: { ...process.env, SITE_ADDRESS: `http://127.0.0.1:${proxyPort}`, XDG_DATA_HOME: dataRoot, XDG_CONFIG_HOME: dataRoot },
		stdio: ['ignore', 'ignore', 'pipe'],
	})
	let log = ''
	caddy.stderr.on('data', (chunk) => (log += chunk))
	for (let i = 0; i < 200; i++) {
		if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}:\n${log}`)
		try {
			if ((await fetch(`http://127.0.0.1:${proxyPort}/healthz`)).ok) return caddy
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 100))
	}
	throw new Error(`caddy did not start:\n${log}`)
}

function shopHandle({ base, plan, database, servers, start, proxy, dataRoot }) {
	return {
		base,
		plan,
		/** the SQLite file or the postgres:// URL, for checkBookings */
		database,
		servers,
		/** peak resident memory of each instance so far */
		peakRss: () => Promise.all(servers.map((s) => peakRss(s.pid))),
		async kill(i) {
			await stopServer(servers[i], 'SIGKILL')
			return servers[i].pid
		},
		async restart(i) {
			servers[i] = await start(i)
			return servers[i]
		},
		async stop() {
			await Promise.all(servers.map((s) => stopServer(s)))
			if (proxy) await stopServer(proxy)
		},
		async remove() {
			await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')))
			if (proxy) await stopServer(proxy, 'SIGKILL')
			fs.rmSync(dataRoot, { recursive: true, force: true })
		},
	}
}
