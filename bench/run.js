// npm run bench: the shop's speed and memory targets. Prints tables and exits non-zero when any
// target is missed.
//
// 1. builds a temporary shop with 20,000 tyres (the demo seed plus generated ones),
// 2. starts the built server on loopback, its console captured,
// 3. Lighthouse (bench/lighthouse.js: mobile, median of 3, CPU factor calibrated to the host)
//    audits the home page with and without results, a product page, /shipping with a cart and
//    /area-we-serve: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, TBT ≤ 200 ms on each,
// 4. one URL again and again (autocannon, 20 connections): a static file, /healthz, the floor (the
//    API's smallest answer and /terms), searches, a product page, the home page with and without
//    results, /shipping with a cart. These show what one page costs when many ask for it; they are
//    printed beside the mixed part, not held to targets,
// 5. mixed traffic, what customers do (bench/mixed.js): each request a random valid URL from the
//    whole catalogue (every listed product page; every size, half of them with a brand, a sort or
//    page 2), and /shipping with a different cart each time; then booking placement (20
//    customers each adding 2 tyres to a new cart and booking with a form post to /checkout),
// 6. reads the server's peak resident memory (VmHWM) over the whole run and measures the home
//    page's first-load JavaScript (gzipped),
// 7. the memory part (bench/memory.js): two more shops, of 1,000 and 100,000 tyres, under the same
//    mixed traffic; the large one's peak RSS may be at most 10% above the small one's.
//
// Each page's requests/s is a ratio to a static file loaded right before it in the same run, so
// load from elsewhere on a shared machine moves both alike. Targets (mixed, 20 connections):
// search API ≥ 50% of the static file with p99 ≤ 50 ms; product page ≥ 15%, p99 ≤ 150 ms; home
// with results ≥ 5%, p99 ≤ 300 ms; /shipping with a cart ≥ 10%; booking placement p99 ≤ 500 ms;
// no answer but 2xx anywhere; peak RSS ≤ 250 MB, and with 100,000 tyres within 10% of that with 1,000; home JavaScript ≤ 120 KB gzipped; nothing at all
// written to the server's console.
//
// BENCH_DURATION (seconds per target, default 10), BENCH_TYRES (default 20000), BENCH_LH_RUNS (Lighthouse
// runs a page, default 3; 0 skips Lighthouse and its checks) and BENCH_LH_CPU (its CPU slowdown, default
// calibrated) override.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { fillCatalogue } from './catalogue-data.js'
import { lighthouseMedians } from './lighthouse.js'
import { figures, listedCatalogue, loadMixed, mixedUrls, randomCarts } from './mixed.js'
import { MEMORY_ALLOWANCE, MEMORY_RANGES, memoryPart } from './memory.js'
import { bookOnce, freePort, makeCart, peakRss, percentile, prepareBookingLoad, SLOTS, startServer, stopServer } from './lib.js'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const TYRES = Number(process.env.BENCH_TYRES ?? 20000)
const CONNECTIONS = 20
// the static file's run right before each page: long enough to settle, short beside the page's
const STATIC_DURATION = Math.max(3, Math.round(DURATION / 2))
const STATIC_PATH = '/favicon.svg'
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3)
const MB = 1_000_000

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
let server
/** everything the measured server wrote to its console but its start line */
let consoleOutput = ''

try {
	console.log(`Preparing a shop with ${TYRES.toLocaleString('en-AU')} tyres in ${dataDir} …`)
	server = await startServer({ dataDir, port }) // migrates and seeds the demo catalogue
	await stopServer(server)
	const added = fillCatalogue(path.join(dataDir, 'shop.sqlite'), TYRES)
	console.log(`  added ${added.toLocaleString('en-AU')} generated tyres`)
	// bookable days with room for every placement of the run
	const plan = prepareBookingLoad(path.join(dataDir, 'shop.sqlite'), { capacity: 1_000_000, days: 10 })
	server = await startServer({ dataDir, port, stdout: 'pipe', stderr: 'pipe' })
	server.stdout.on('data', (chunk) => {
		consoleOutput += chunk.toString().replace(/^.* is serving http:\/\/\S+\n?/m, '')
	})
	server.stderr.on('data', (chunk) => (consoleOutput += chunk.toString()))
	const cartCookie = await makeCart(base, plan.tyres[0])
	const product = await productPath(plan.sizes[0])

	const targets = [
		{ name: '/healthz', key: 'healthz', path: '/healthz' },
		// the floor under the mixed targets: the API's smallest answer (one short query, 0.4 KB) and a
		// page with no catalogue at all, each through everything a search or a product page goes through
		{ name: 'the served suburbs (smallest API answer)', key: 'floor-api', path: '/api/service/suburbs' },
		{ name: '/terms (a page with no catalogue)', key: 'floor-page', path: '/terms' },
		{ name: 'search, one size', key: 'search', path: '/api/tyreall/search?width=205&profile=55&rim=16' },
		{ name: 'search, no filters', key: 'search', path: '/api/tyreall/search' },
		{ name: 'search, size + brand + sort', key: 'search', path: '/api/tyreall/search?width=205&profile=55&rim=16&brand=Michelin&sort=low-to-high' },
		{ name: 'search, size only, page 2', key: 'search', path: '/api/tyreall/search?width=225&profile=45&rim=17&page=2' },
		{ name: 'product page', key: 'product', path: product },
		{ name: 'home page', key: 'home', path: '/' },
		{ name: 'home page with results', key: 'home-results', path: '/?width=205&profile=55&rim=16' },
		{ name: '/shipping with a cart', key: 'shipping', path: '/shipping', headers: { Cookie: cartCookie } },
	]
	for (const target of targets) {
		// warm up: the first search loads the catalogue into memory
		for (let i = 0; i < 20; i++) await fetch(base + target.path, { headers: target.headers }).then((r) => r.arrayBuffer())
	}

	const pages = [
		{ name: 'home', url: `${base}/` },
		{ name: 'home with results', url: `${base}/?width=205&profile=55&rim=16` },
		{ name: 'product page', url: base + product },
		{ name: '/shipping with a cart', url: `${base}/shipping`, headers: { Cookie: cartCookie } },
		{ name: '/area-we-serve', url: `${base}/area-we-serve` },
	]
	// BENCH_LH_RUNS=0: the server's figures alone (Lighthouse and its checks are skipped)
	let lighthouse = null
	if (LIGHTHOUSE_RUNS > 0) {
		process.stdout.write(`  Lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs a page) … `)
		lighthouse = await lighthouseMedians(pages, { runs: LIGHTHOUSE_RUNS, log: (step) => process.stdout.write(`${step} … `) })
		console.log('done')
	} else {
		console.log('  Lighthouse skipped (BENCH_LH_RUNS=0)')
	}

	const results = []
	/** a static file's requests/s, measured now: the yardstick for the page measured next */
	const staticNow = async () => {
		return figures(await autocannon({ url: base + STATIC_PATH, connections: CONNECTIONS, duration: STATIC_DURATION, headers: { 'Accept-Encoding': 'gzip' } }))
	}
	for (const target of targets) {
		process.stdout.write(`  one URL: ${target.name} for ${DURATION}s, after the static file … `)
		const yardstick = await staticNow()
		// as a browser asks: compressed
		const headers = { 'Accept-Encoding': 'gzip', ...target.headers }
		const result = await autocannon({ url: base + target.path, connections: CONNECTIONS, duration: DURATION, headers })
		// the peak so far after each target: where the run's peak was reached
		const peak = await peakRss(server.pid)
		const measured = figures(result)
		results.push({ ...target, part: 'one URL', static: yardstick.rps, ...measured, errors: measured.errors + yardstick.errors, peak })
		console.log('done')
	}

	process.stdout.write('  mixed traffic: reading the listed catalogue and making carts … ')
	const catalogue = await listedCatalogue(base)
	const urls = mixedUrls(catalogue)
	const carts = await randomCarts(base, plan.tyres, 200)
	console.log(`${catalogue.tyres.length.toLocaleString('en-AU')} tyres in ${catalogue.sizes.length} sizes, ${carts.length} carts`)
	let cart = 0
	const mixed = [
		{ name: 'search API, random size', key: 'mixed-search', next: () => ({ path: urls.search() }) },
		{ name: 'product page, random tyre', key: 'mixed-product', next: () => ({ path: urls.product() }) },
		{ name: 'home with results, random size', key: 'mixed-home-results', next: () => ({ path: urls.homeResults() }) },
		{ name: '/shipping, a different cart each time', key: 'mixed-shipping', next: () => ({ path: '/shipping', headers: { Cookie: carts[cart++ % carts.length] } }) },
	]
	for (const target of mixed) {
		process.stdout.write(`  mixed: ${target.name} for ${DURATION}s, after the static file … `)
		const yardstick = await staticNow()
		const result = await loadMixed(base, { connections: CONNECTIONS, duration: DURATION, next: target.next })
		results.push({ ...target, part: 'mixed', static: yardstick.rps, ...result, errors: result.errors + yardstick.errors, peak: await peakRss(server.pid) })
		console.log('done')
	}
	process.stdout.write(`  placing bookings for ${DURATION}s … `)
	results.push({ ...(await placeBookings(plan)), part: 'mixed', static: null, peak: await peakRss(server.pid) })
	console.log('done')
	const rss = await peakRss(server.pid)

	const js = await homeJavaScript()
	// the measured server is stopped first: the memory part's shops run one at a time beside nothing
	await stopServer(server)
	server = undefined
	process.stdout.write(`  memory: ${MEMORY_RANGES.map((n) => n.toLocaleString('en-AU')).join(' and ')} tyres under the same mixed traffic … `)
	const memory = await memoryPart({ connections: CONNECTIONS })
	console.log('done')

	const one = (key) => results.find((r) => r.key === key)
	const cpu = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`
	console.log(`\nShop benchmark: ${TYRES.toLocaleString('en-AU')} tyres, ${CONNECTIONS} connections, ${DURATION}s each (the static file ${STATIC_DURATION}s right before each), ${cpu}, load average at the end ${os.loadavg()[0].toFixed(1)}\n`)
	console.log('| part | target | requests/s | ratio to the static file just before | p50 ms | p99 ms | errors | peak RSS so far MB |')
	console.log('|---|---|---:|---:|---:|---:|---:|---:|')
	for (const r of results) {
		const peak = r.peak ? (r.peak / MB).toFixed(0) : '–'
		const ratio = r.static ? `${(r.rps / r.static).toFixed(3)} (of ${Math.round(r.static).toLocaleString('en-AU')})` : '–'
		console.log(`| ${r.part} | ${r.name} | ${Math.round(r.rps).toLocaleString('en-AU')} | ${ratio} | ${r.p50} | ${r.p99} | ${r.errors} | ${peak} |`)
	}
	if (lighthouse) {
		console.log(`\nLighthouse, mobile (slow 4G, simulated throttling, CPU slowdown ${lighthouse.cpu}x for a host benchmarkIndex of ${Math.round(lighthouse.benchmarkIndex)}), median of ${LIGHTHOUSE_RUNS}:\n`)
		console.log('| page | performance | accessibility | LCP s | TBT ms | CLS | FCP s | scripts loaded (KB, as sent) |')
		console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
		for (const r of lighthouse.results) {
			console.log(`| ${r.name} | ${r.performance} | ${r.accessibility} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.fcp / 1000).toFixed(2)} | ${(r.scriptBytes / 1024).toFixed(1)} |`)
		}
		for (const r of lighthouse.results) if (r.failing.length) console.log(`  ${r.name}, accessibility: ${r.failing.join('; ')}`)
	} else {
		console.log('\nLighthouse: skipped (BENCH_LH_RUNS=0), its checks are not counted')
	}
	if (rss) console.log(`\nServer peak RSS over the run: ${(rss / MB).toFixed(0)} MB`)
	const mb = (bytes) => (bytes ? `${(bytes / MB).toFixed(0)} MB` : 'not measured')
	console.log(`Memory part: peak RSS ${mb(memory.small.rss)} with ${memory.small.tyres.toLocaleString('en-AU')} listed tyres, ${mb(memory.large.rss)} with ${memory.large.tyres.toLocaleString('en-AU')} (same mixed traffic, ${memory.small.errors + memory.large.errors} errors)`)
	console.log(`\nHome page first-load JavaScript: ${(js.gzipped / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(1)} KB raw) in ${js.files} files`)

	const share = (r) => r.rps / r.static
	const percent = (x) => `${Math.round(100 * x)}%`
	const placement = one('booking')
	const mixedCheck = (key, least, p99) => {
		const r = one(key)
		return [
			[`mixed ${r.name}: at least ${percent(least)} of the static file's requests/s`, share(r) >= least, percent(share(r))],
			...(p99 ? [[`mixed ${r.name}: p99 at most ${p99} ms`, r.completed > 0 && r.p99 <= p99, r.completed > 0 ? `${r.p99} ms` : 'no request completed']] : []),
		]
	}
	const checks = [
		...mixedCheck('mixed-search', 0.5, 50),
		...mixedCheck('mixed-product', 0.15, 150),
		...mixedCheck('mixed-home-results', 0.05, 300),
		...mixedCheck('mixed-shipping', 0.1),
		['booking placement: p99 at most 500 ms', placement.completed > 0 && placement.p99 <= 500, placement.completed > 0 ? `${placement.p99} ms` : 'no booking placed'],
		['server peak RSS at most 250 MB', rss !== null && rss <= 250 * MB, rss === null ? 'not measured' : `${(rss / MB).toFixed(0)} MB`],
		[
			`peak RSS with ${MEMORY_RANGES[1].toLocaleString('en-AU')} tyres within ${MEMORY_ALLOWANCE * 100}% of that with ${MEMORY_RANGES[0].toLocaleString('en-AU')}`,
			memory.ok,
			memory.ratio === null ? 'not measured' : `${((memory.ratio - 1) * 100).toFixed(1)}%, ${memory.small.errors + memory.large.errors} errors`,
		],
		...(lighthouse?.results ?? []).flatMap((r) => [
			[`Lighthouse ${r.name}: performance at least 95`, r.performance >= 95, `${r.performance}`],
			[`Lighthouse ${r.name}: accessibility 100`, r.accessibility === 100, `${r.accessibility}`],
			[`Lighthouse ${r.name}: LCP at most 2.0 s`, r.lcp <= 2000, `${(r.lcp / 1000).toFixed(2)} s`],
			// a phone never waits on the page: blocking time too, not only the score it feeds
			[`Lighthouse ${r.name}: TBT at most 200 ms`, r.tbt <= 200, `${Math.round(r.tbt)} ms`],
		]),
		['home page first-load JavaScript at most 120 KB gzipped', js.gzipped <= 120 * 1024, `${(js.gzipped / 1024).toFixed(1)} KB`],
		['no errors', results.every((r) => r.errors === 0), `${results.reduce((n, r) => n + r.errors, 0)}`],
		['nothing on the server’s console (no warnings)', consoleOutput.trim() === '', consoleOutput.trim() ? `${consoleOutput.trim().split('\n').length} lines` : 'quiet'],
	]
	console.log('')
	for (const [label, ok, value] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${label} (${value})`)
	if (consoleOutput.trim()) console.log(`\nThe server’s console (first 20 lines):\n${consoleOutput.trim().split('\n').slice(0, 20).join('\n')}`)
	const misses = checks.filter(([, ok]) => !ok).length
	console.log(misses ? `\n${misses} target${misses === 1 ? '' : 's'} missed.` : '\nEvery target met.')
	if (misses) process.exitCode = 1
} catch (error) {
	console.error(error)
	process.exitCode = 1
} finally {
	if (server) await stopServer(server)
	fs.rmSync(dataDir, { recursive: true, force: true })
}

/** A listed product page's path: the first listed tyre of the given size. */
async function productPath(size) {
	const answer = await fetch(`${base}/api/tyreall/search?width=${size.width}&profile=${size.profile}&rim=${size.rim}&limit=1`)
	const { tyres } = await answer.json()
	if (!tyres?.[0]?.slug) throw new Error('no listed tyre for the product page')
	return `/product/${tyres[0].slug}`
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
		key: 'booking',
		path: '/checkout',
		rps: latencies.length / seconds,
		completed: latencies.length,
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
	// the module script kept as text (and what it imports), and the preloads its loader adds after
	// the first paint (app/lib/scripts-after-paint.server.ts)
	for (const match of html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?\(?\s*"([^"]+\.js)"/g)) urls.add(match[1])
	const preloads = /hrefs=(\[[^\]]*\])/.exec(html)
	for (const href of preloads ? JSON.parse(preloads[1].replaceAll('\\u003c', '<')) : []) urls.add(href)
	let raw = 0
	let gzipped = 0
	for (const url of urls) {
		const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())
		raw += body.length
		gzipped += zlib.gzipSync(body, { level: 6 }).length
	}
	return { raw, gzipped, files: urls.size }
}
