// The memory part of the benchmark: the server's peak resident memory (VmHWM) under the same
// mixed traffic with 100,000 tyres and with 1,000. The catalogue lives in the database, so the
// large range may cost at most 10% more than the small one.
//
// Both shops are as dense per size (about 122 tyres a size: 100,000 over every generated size,
// 1,000 over 8 of them), so a search or a page of results carries as many tyres in both and
// only the size of the range differs. The URLs (every listed product, every size with a brand,
// a sort or page 2, /shipping with a different cart) are read from the database file, not
// through the server, so the reading itself does not fill the server's caches.
//
// Each part is a fixed number of requests (BENCH_MEMORY_REQUESTS, default 2,000), not a time, so
// both shops answer the same traffic however fast each is. Each shop runs BENCH_MEMORY_ROUNDS
// times (default 3, each on a fresh copy of its database) and the verdict compares the medians of
// the peaks. Run alone: npm run bench:memory;
// bench/run.js runs it after its own parts and fails on a miss.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { fillCatalogue } from './catalogue-data.js'
import { freePort, peakRss, prepareBookingLoad, startServer, stopServer } from './lib.js'
import { loadMixed, mixedUrls, randomCarts } from './mixed.js'

export const MEMORY_RANGES = [1_000, 100_000]
/** the large range's peak may be this much above the small one's */
export const MEMORY_ALLOWANCE = 0.1
const TYRES_PER_SIZE = 122
const GENERATED_SIZES = 816

// rules.ts's isListed as app/domain/catalogue/listing-sql.ts writes it
const LISTED = `NOT (lower(trim(brand)) = 'zeta' AND lower(trim(model)) = 'antarctica 5') AND (price_1 > 0 OR price_2 > 0 OR price_3 > 0 OR price_4 > 0 OR price_5 > 0)`

/** The listed catalogue as bench/mixed.js's listedCatalogue gives it, read from the file. */
function listedFromFile(file) {
	const db = new Database(file, { readonly: true })
	try {
		const tyres = db.prepare(`SELECT slug, width, profile, rim, brand FROM tyres WHERE ${LISTED}`).all()
		const sizes = new Map()
		for (const t of tyres) {
			const key = `${t.width}/${t.profile}/${t.rim}`
			const size = sizes.get(key) ?? { width: t.width, profile: t.profile, rim: t.rim, count: 0, brands: new Set() }
			size.count += 1
			size.brands.add(t.brand)
			sizes.set(key, size)
		}
		return { tyres, sizes: [...sizes.values()].map((s) => ({ ...s, brands: [...s.brands] })) }
	} finally {
		db.close()
	}
}

/**
 * A stopped shop of `total` tyres, ready for the traffic: its data directory (copied for each
 * round, so every round starts from the same file) and the catalogue and carts' tyres the URLs
 * are made from.
 */
async function prepareShop(total) {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-memory-'))
	const server = await startServer({ dataDir, port: await freePort() })
	await stopServer(server)
	const file = path.join(dataDir, 'shop.sqlite')
	fillCatalogue(file, total, { sizes: Math.min(GENERATED_SIZES, Math.round(total / TYRES_PER_SIZE)) })
	const plan = prepareBookingLoad(file, { capacity: 1_000_000, days: 10 })
	return { total, dataDir, tyreIds: plan.tyres, catalogue: listedFromFile(file) }
}

/** One round of one shop under the mixed traffic: its peak RSS and the traffic's figures. */
async function measure(shop, { amount, connections, log }) {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-memory-round-'))
	fs.cpSync(shop.dataDir, dataDir, { recursive: true })
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	let server
	try {
		server = await startServer({ dataDir, port })
		const { catalogue } = shop
		const urls = mixedUrls(catalogue)
		const carts = await randomCarts(base, shop.tyreIds, 200)
		let cart = 0
		const parts = [
			() => ({ path: urls.search() }),
			() => ({ path: urls.product() }),
			() => ({ path: urls.homeResults() }),
			() => ({ path: '/shipping', headers: { Cookie: carts[cart++ % carts.length] } }),
		]
		// warm up as bench/run.js does: the first requests read the catalogue's sizes and brands
		for (const next of parts) for (let i = 0; i < 5; i++) await fetch(base + next().path, { headers: next().headers }).then((r) => r.arrayBuffer())
		let errors = 0
		let timeouts = 0
		let non2xx = 0
		let completed = 0
		for (const next of parts) {
			const result = await loadMixed(base, { connections, amount, next })
			errors += result.errors
			timeouts += result.timeouts
			non2xx += result.non2xx
			completed += result.completed
		}
		const rss = await peakRss(server.pid)
		log?.(`${shop.total.toLocaleString('en-AU')} tyres: ${rss === null ? 'peak RSS not readable' : `peak RSS ${(rss / 1e6).toFixed(0)} MB`} after ${completed.toLocaleString('en-AU')} requests`)
		return { rss, errors, timeouts, non2xx, completed }
	} finally {
		if (server) await stopServer(server)
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

/** The middle value (the mean of the two middle ones for an even count); null when any is null. */
export function median(values) {
	if (values.length === 0 || values.some((v) => v === null)) return null
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Both ranges, `rounds` times; `ok` when the median of the large one's peaks is within the
 * allowance of the median of the small one's, and no answer in any round failed. One peak moves
 * by 10 MB or more with whatever else the host runs, so one round each decided the verdict by
 * chance; the median of several does not move with one unlucky round. The order alternates
 * (small first, then large first), so a host that gets busier during the run weighs on both.
 */
export async function memoryPart({
	amount = Number(process.env.BENCH_MEMORY_REQUESTS ?? 2000),
	rounds = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3),
	connections = 20,
	log,
} = {}) {
	const shops = []
	try {
		for (const total of MEMORY_RANGES) shops.push(await prepareShop(total))
		const measured = shops.map(() => [])
		for (let round = 0; round < rounds; round++) {
			const order = round % 2 ? [1, 0] : [0, 1]
			for (const index of order) measured[index].push(await measure(shops[index], { amount, connections, log }))
		}
		const [small, large] = shops.map((shop, index) => {
			const runs = measured[index]
			const sum = (key) => runs.reduce((total, run) => total + run[key], 0)
			return {
				tyres: shop.catalogue.tyres.length,
				sizes: shop.catalogue.sizes.length,
				rss: median(runs.map((run) => run.rss)),
				peaks: runs.map((run) => run.rss),
				errors: sum('errors'),
				timeouts: sum('timeouts'),
				non2xx: sum('non2xx'),
				completed: sum('completed'),
			}
		})
		const ratio = small.rss && large.rss ? large.rss / small.rss : null
		return { small, large, ratio, rounds, ok: ratio !== null && ratio <= 1 + MEMORY_ALLOWANCE && small.errors + large.errors === 0 }
	} finally {
		for (const shop of shops) fs.rmSync(shop.dataDir, { recursive: true, force: true })
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const result = await memoryPart({ log: (line) => console.log(`  ${line}`) })
	const { small, large, ratio } = result
	const mb = (bytes) => (bytes ? (bytes / 1e6).toFixed(0) : '–')
	console.log(`\n| listed tyres | sizes | peak RSS MB, median of ${result.rounds} | each round's peak MB | requests | errors | of which timeouts | of which not 2xx |\n|---:|---:|---:|---:|---:|---:|---:|---:|`)
	for (const r of [small, large])
		console.log(`| ${r.tyres.toLocaleString('en-AU')} | ${r.sizes} | ${mb(r.rss)} | ${r.peaks.map(mb).join(', ')} | ${r.completed.toLocaleString('en-AU')} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`)
	console.log(`\n${result.ok ? 'PASS' : 'MISS'}  peak RSS with ${MEMORY_RANGES[1].toLocaleString('en-AU')} tyres within ${MEMORY_ALLOWANCE * 100}% of that with ${MEMORY_RANGES[0].toLocaleString('en-AU')} (${ratio === null ? 'not measured' : `${((ratio - 1) * 100).toFixed(1)}%`})`)
	if (!result.ok) process.exitCode = 1
}
