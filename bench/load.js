// npm run bench:load: a rush of customers through search → cart → booking on loopback.
//
// Starts the built server on a temporary shop, gives ten days small slot capacities (so the last
// spots are fought over), then LOAD_CUSTOMERS (default 100) concurrent customers loop for
// LOAD_DURATION seconds (default 60; `npm run bench:load -- 20` also works): search by size
// (/api/tyreall/search), add 2 tyres to a new cart (POST /cart), open /shipping, book with a
// plain form post to /checkout (pay on the day) and open /order. Afterwards it checks the
// database: no 5xx, every booking answered as placed is there and complete, no slot over its
// capacity. Prints requests/s and p50/p99 per step; exits 1 on a violation.
//
// `npm run bench:load -- --postgres [seconds]` (or bench:load:postgres): the same load twice in
// one run on a throwaway PostgreSQL 15, first on 1 instance and then on LOAD_INSTANCES (default
// 3) instances of the built server on one database behind a round-robin proxy (bench/proxy.js),
// each on a fresh copy of the same prepared shop; prints both and a comparison (LOAD_RUNS=3
// runs only the 3-instance one, LOAD_RUNS=1,2,3 three of them).
import os from 'node:os'
import { startShop } from './cluster.js'
import { checkBookings, CookieJar, loadCustomerPhone, percentile, SLOTS } from './lib.js'
import { startTemporaryPostgres } from './postgres.js'

const args = process.argv.slice(2)
const ON_POSTGRES = args.includes('--postgres')
const DURATION = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.LOAD_DURATION ?? 60)
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 100)
const CAPACITY = Number(process.env.LOAD_CAPACITY ?? 30)
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 3)
const DAYS = 10

const steps = ['search', 'cart', 'shipping', 'checkout', 'order']
let base
let timings
let statuses
let acknowledged
let journeys
let refusedBookings
let serverErrors
let transportErrors

async function step(name, url, init) {
	const started = performance.now()
	const response = await fetch(url, { redirect: 'manual', ...init })
	const body = await response.text()
	timings[name].push(performance.now() - started)
	const key = `${name} ${response.status}`
	statuses[key] = (statuses[key] ?? 0) + 1
	if (response.status >= 500) serverErrors += 1
	return { response, body }
}

let customerNumber = 0
async function journey(plan) {
	customerNumber += 1
	const n = customerNumber
	const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
	const jar = new CookieJar()
	const headers = (extra = {}) => ({ 'X-Forwarded-For': ip, Cookie: jar.header(), ...extra })
	const tyre = plan.sizes[n % plan.sizes.length]
	const date = plan.dates[Math.floor(Math.random() * plan.dates.length)]
	const slot = SLOTS[Math.floor(Math.random() * SLOTS.length)]
	const idempotencyKey = `load-${process.pid}-${n}`

	await step('search', `${base}/api/tyreall/search?width=${tyre.width}&profile=${tyre.profile}&rim=${tyre.rim}`, { headers: headers() })
	const added = await step('cart', `${base}/cart`, {
		method: 'POST',
		headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: base }),
		body: new URLSearchParams({ intent: 'add', tyreId: String(tyre.id), quantity: '2', redirectTo: '/shipping' }),
	})
	if (added.response.status !== 303) return
	jar.take(added.response)
	await step('shipping', `${base}/shipping`, { headers: headers() })
	const form = new URLSearchParams({
		selectedDate: date,
		selectedTime: slot,
		firstName: 'Load',
		lastName: `Customer ${n}`,
		phone: loadCustomerPhone(n),
		email: `load${n}@example.com`,
		address: `${n} Test Street`,
		suburb: plan.area.suburb,
		postcode: plan.area.postcode,
		vehicleDetails: 'ABC123',
		state: 'VIC',
		make: 'Toyota',
		model: 'Corolla',
		terms: 'on',
		paymentMethod: 'pay_on_the_day',
		idempotencyKey,
	})
	form.append('positions', 'front-left')
	form.append('positions', 'front-right')
	const placed = await step('checkout', `${base}/checkout`, { method: 'POST', headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: base }), body: form })
	const location = placed.response.headers.get('location') ?? ''
	if (placed.response.status !== 303 || !location.startsWith('/order')) {
		if (placed.response.status < 500) refusedBookings += 1
		return
	}
	jar.take(placed.response)
	const order = await step('order', new URL(location, base).href, { headers: headers() })
	const reference = /data-testid="order-reference"[^>]*>([^<]+)</.exec(order.body)?.[1]
	acknowledged.push({ idempotencyKey, reference })
	journeys += 1
}

/** One load run on a started shop; prints its tables and returns its figures. */
async function runLoad(shop, label) {
	base = shop.base
	timings = Object.fromEntries(steps.map((s) => [s, []]))
	statuses = {}
	acknowledged = []
	journeys = 0
	refusedBookings = 0
	serverErrors = 0
	transportErrors = 0
	const { plan } = shop
	console.log(`  ${plan.dates.length} days × ${SLOTS.length} slots × ${CAPACITY} spots = ${plan.dates.length * SLOTS.length * CAPACITY} spots`)
	console.log(`${label}: ${CUSTOMERS} customers for ${DURATION}s …`)

	const until = Date.now() + DURATION * 1000
	const started = performance.now()
	await Promise.all(
		Array.from({ length: CUSTOMERS }, async () => {
			while (Date.now() < until) {
				try {
					await journey(plan)
				} catch {
					transportErrors += 1
				}
			}
		}),
	)
	const seconds = (performance.now() - started) / 1000
	const rss = await shop.peakRss()
	await shop.stop()

	const { violations, figures } = await checkBookings(shop.database, acknowledged)
	if (serverErrors) violations.push(`${serverErrors} answers were 5xx`)
	if (transportErrors) violations.push(`${transportErrors} requests failed without an answer`)

	const total = steps.reduce((n, s) => n + timings[s].length, 0)
	const all = steps.flatMap((s) => timings[s])
	console.log(`\n${label}: ${CUSTOMERS} concurrent customers, ${Math.round(seconds)}s, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`)
	console.log('| step | requests | requests/s | p50 ms | p99 ms |')
	console.log('|---|---:|---:|---:|---:|')
	for (const s of steps) {
		const t = timings[s]
		console.log(`| ${s} | ${t.length} | ${(t.length / seconds).toFixed(1)} | ${Math.round(percentile(t, 50))} | ${Math.round(percentile(t, 99))} |`)
	}
	console.log(`| all | ${total} | ${(total / seconds).toFixed(1)} | ${Math.round(percentile(all, 50))} | ${Math.round(percentile(all, 99))} |`)
	console.log(`\nBookings placed: ${journeys} (${(journeys / seconds).toFixed(1)}/s); refused (slot full and the like): ${refusedBookings}; 5xx: ${serverErrors}`)
	console.log(`Bookings in the database: ${figures.inDatabase}; answered as placed and found complete: ${figures.found}/${figures.acknowledged}; slots booked: ${figures.slots}, full: ${figures.fullSlots}`)
	const peaks = rss.filter(Boolean)
	if (peaks.length) console.log(`Server peak RSS: ${peaks.map((b) => `${(b / 2 ** 20).toFixed(0)} MiB`).join(', ')}`)
	console.log(`Statuses: ${Object.entries(statuses).map(([k, v]) => `${k}: ${v}`).join(', ')}`)
	const overbooked = violations.filter((v) => / bookings for \d+ spots$/.test(v)).length
	if (violations.length) {
		console.log(`\nFAIL: ${violations.length} violation(s):`)
		for (const v of violations.slice(0, 50)) console.log(`  - ${v}`)
	} else {
		console.log('\nPASS  no 5xx, every booking answered as placed is complete in the database, no slot over capacity')
	}
	return {
		label,
		ok: violations.length === 0,
		requestsPerSecond: total / seconds,
		bookingsPerSecond: journeys / seconds,
		p50: percentile(all, 50),
		p99: percentile(all, 99),
		checkoutP99: percentile(timings.checkout, 99),
		serverErrors,
		overbooked,
		lost: figures.acknowledged - figures.found,
	}
}

let failed = false
let postgres
const shops = []
try {
	if (!ON_POSTGRES) {
		console.log('Preparing a shop on SQLite …')
		const shop = await startShop({ capacity: CAPACITY, days: DAYS })
		shops.push(shop)
		failed = !(await runLoad(shop, 'SQLite, 1 instance')).ok
	} else {
		console.log('Starting a throwaway PostgreSQL 15 …')
		postgres = await startTemporaryPostgres()
		const results = []
		for (const instances of process.env.LOAD_RUNS ? process.env.LOAD_RUNS.split(',').map(Number) : [1, INSTANCES]) {
			console.log(`\nPreparing a shop on PostgreSQL for ${instances} instance${instances === 1 ? '' : 's'} …`)
			const shop = await startShop({ postgres, name: `load_${instances}`, instances, capacity: CAPACITY, days: DAYS })
			shops.push(shop)
			results.push(await runLoad(shop, `PostgreSQL, ${instances} instance${instances === 1 ? '' : 's'} behind the proxy`))
		}
		console.log(`\nThe same load, one run, ${DURATION}s each, ${CUSTOMERS} concurrent customers:\n`)
		console.log('| | requests/s | bookings placed/s | p50 ms | p99 ms | checkout p99 ms | 5xx | overbooked slots | lost bookings |')
		console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
		for (const r of results) {
			console.log(
				`| ${r.label} | ${r.requestsPerSecond.toFixed(1)} | ${r.bookingsPerSecond.toFixed(1)} | ${Math.round(r.p50)} | ${Math.round(r.p99)} | ${Math.round(r.checkoutP99)} | ${r.serverErrors} | ${r.overbooked} | ${r.lost} |`,
			)
		}
		failed = results.some((r) => !r.ok)
	}
} catch (error) {
	failed = true
	console.error(error)
} finally {
	for (const shop of shops) await shop.remove()
	postgres?.stop()
}
process.exit(failed ? 1 : 0)
