// npm run bench: the catalogue under load (issue 3). Not a test: it prints figures.
//
// 1. builds a temporary shop with 20,000 tyres (the demo seed plus generated ones),
// 2. starts the built server on loopback,
// 3. loads /healthz, /api/tyreall/search with and without filters and the home page with
//    results with autocannon (20 connections each), and
// 4. measures the home page's JavaScript (gzipped), then checks the targets:
//    search ≥ half of /healthz's requests/s in the same run, p99 < 50 ms, home JS < 150 KB.
// 5. (issue 9) also loads /shipping with a cart (autocannon, the cart cookie on every request)
//    and booking placement (20 concurrent customers each adding 2 tyres to a new cart and booking
//    with a form post to /checkout, pay on the day), prints every target's requests/s as a ratio
//    to /healthz in the same run, and the server's peak resident memory (VmHWM) over the run.
//
// BENCH_DURATION (seconds per target, default 10) and BENCH_TYRES (default 20000) override.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { fillCatalogue } from './catalogue-data.js'
import { bookOnce, peakRss, percentile, prepareBookingLoad, SLOTS } from './lib.js'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const TYRES = Number(process.env.BENCH_TYRES ?? 20000)
const CONNECTIONS = 20

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
let server

try {
	console.log(`Preparing a shop with ${TYRES.toLocaleString('en-AU')} tyres in ${dataDir} …`)
	server = await startServer() // migrates and seeds the demo catalogue
	await stopServer(server)
	const added = fillCatalogue(path.join(dataDir, 'shop.sqlite'), TYRES)
	console.log(`  added ${added.toLocaleString('en-AU')} generated tyres`)
	// bookable days with room for every placement of the run
	const plan = prepareBookingLoad(path.join(dataDir, 'shop.sqlite'), { capacity: 1_000_000, days: 10 })
	server = await startServer()
	const cartCookie = await makeCart(plan.tyres[0])

	const targets = [
		{ name: '/healthz', path: '/healthz' },
		{ name: 'search, no filters', path: '/api/tyreall/search' },
		{ name: 'search, size + brand + sort', path: '/api/tyreall/search?width=205&profile=55&rim=16&brand=Michelin&sort=low-to-high' },
		{ name: 'search, size only, page 2', path: '/api/tyreall/search?width=225&profile=45&rim=17&page=2' },
		{ name: 'home page with results', path: '/?width=205&profile=55&rim=16' },
		{ name: '/shipping with a cart', path: '/shipping', headers: { Cookie: cartCookie } },
	]
	for (const target of targets) {
		// warm up: the first search loads the catalogue into memory
		for (let i = 0; i < 20; i++) await fetch(base + target.path, { headers: target.headers }).then((r) => r.arrayBuffer())
	}

	const results = []
	for (const target of targets) {
		process.stdout.write(`  loading ${target.name} for ${DURATION}s … `)
		const result = await autocannon({ url: base + target.path, connections: CONNECTIONS, duration: DURATION, headers: target.headers })
		results.push({ ...target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx })
		console.log('done')
	}
	process.stdout.write(`  placing bookings for ${DURATION}s … `)
	results.push(await placeBookings(plan))
	console.log('done')
	const rss = await peakRss(server.pid)

	const js = await homeJavaScript()

	console.log(`\nCatalogue benchmark: ${TYRES.toLocaleString('en-AU')} tyres, ${CONNECTIONS} connections, ${DURATION}s each, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`)
	console.log('| target | requests/s | ratio to /healthz | p50 ms | p99 ms | errors |')
	console.log('|---|---:|---:|---:|---:|---:|')
	for (const r of results) {
		console.log(`| ${r.name} | ${Math.round(r.rps).toLocaleString('en-AU')} | ${(r.rps / results[0].rps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`)
	}
	if (rss) console.log(`\nServer peak RSS over the run: ${(rss / 2 ** 20).toFixed(0)} MiB`)
	console.log(`\nHome page JavaScript: ${(js.gzipped / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(1)} KB raw) in ${js.files} files`)

	const healthz = results[0]
	const searches = results.filter((r) => r.path.startsWith('/api/tyreall/search'))
	const checks = [
		...searches.map((r) => [`${r.name}: at least half of /healthz's requests/s`, r.rps >= healthz.rps / 2, `${Math.round((100 * r.rps) / healthz.rps)}%`]),
		...searches.map((r) => [`${r.name}: p99 under 50 ms`, r.p99 < 50, `${r.p99} ms`]),
		['home page JavaScript under 150 KB gzipped', js.gzipped < 150 * 1024, `${(js.gzipped / 1024).toFixed(1)} KB`],
		['no errors', results.every((r) => r.errors === 0), `${results.reduce((n, r) => n + r.errors, 0)}`],
	]
	console.log('')
	for (const [label, ok, value] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${label} (${value})`)
} finally {
	if (server) await stopServer(server)
	fs.rmSync(dataDir, { recursive: true, force: true })
}

function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address()
			probe.close(() => resolve(port))
		})
	})
}

async function startServer() {
	const child = spawn(process.execPath, ['server.js'], {
		cwd: root,
		stdio: ['ignore', 'ignore', 'inherit'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			PUBLIC_URL: base,
			LOG_LEVEL: 'silent',
			ADMIN_USERNAME: 'bench',
			ADMIN_PASSWORD: 'bench-password-0123',
			SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
			// journeys and benchmarks book far more than a customer would from one address
			UNVERIFIED_BOOKINGS_PER_DAY: '100000',
		},
	})
	for (let i = 0; i < 200; i++) {
		if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
		try {
			const response = await fetch(`${base}/healthz`)
			if (response.ok) return child
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 100))
	}
	child.kill()
	throw new Error('server did not start')
}

function stopServer(child) {
	return new Promise((resolve) => {
		if (child.exitCode !== null) return resolve()
		child.once('exit', () => resolve())
		child.kill('SIGTERM')
	})
}

/** A cart with one tyre in it: its cookie. */
async function makeCart(tyreId) {
	const response = await fetch(`${base}/cart`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'add', tyreId: String(tyreId), quantity: '2', redirectTo: '/shipping' }),
	})
	const cookie = response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('cart='))
	if (!cookie) throw new Error(`no cart cookie (status ${response.status})`)
	return cookie
}

/**
 * Booking placements per second: CONNECTIONS customers, each in a loop adding 2 tyres to a new
 * cart and booking (two requests: POST /cart, POST /checkout). Latency is the whole placement.
 */
async function placeBookings(plan) {
	const until = Date.now() + DURATION * 1000
	const latencies = []
	let errors = 0
	let i = 0
	const started = performance.now()
	await Promise.all(
		Array.from({ length: CONNECTIONS }, async () => {
			while (Date.now() < until) {
				i += 1
				const result = await bookOnce(base, {
					tyreId: plan.tyres[i % plan.tyres.length],
					date: plan.dates[i % plan.dates.length],
					slot: SLOTS[i % SLOTS.length],
					area: plan.area,
					readReference: false,
				})
				if (result.outcome === 'placed') latencies.push(result.ms)
				else errors += 1
			}
		}),
	)
	const seconds = (performance.now() - started) / 1000
	return {
		name: 'booking placement (cart + checkout)',
		path: '/checkout',
		rps: latencies.length / seconds,
		p50: Math.round(percentile(latencies, 50)),
		p99: Math.round(percentile(latencies, 99)),
		errors,
	}
}

/** The JavaScript a browser loads for the home page: every module script and modulepreload. */
async function homeJavaScript() {
	const html = await (await fetch(`${base}/?width=205&profile=55&rim=16`)).text()
	const urls = new Set()
	for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1])
	for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1])
	for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1])
	let raw = 0
	let gzipped = 0
	for (const url of urls) {
		const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())
		raw += body.length
		gzipped += zlib.gzipSync(body, { level: 6 }).length
	}
	return { raw, gzipped, files: urls.size }
}
