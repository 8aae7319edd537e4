// npm run bench:load: a rush of customers through search → cart → booking on loopback.
//
// Starts the built server on a temporary shop, gives ten days small slot capacities (so the last
// spots are fought over), then LOAD_CUSTOMERS (default 100) concurrent customers loop for
// LOAD_DURATION seconds (default 60; `npm run bench:load -- 20` also works): search by size
// (/api/tyreall/search), add 2 tyres to a new cart (POST /cart), open /shipping, book with a
// plain form post to /checkout (pay on the day) and open /order. Afterwards it checks the
// database: no 5xx, every booking answered as placed is there and complete, no slot over its
// capacity. Prints requests/s and p50/p99 per step; exits 1 on a violation.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkBookings, CookieJar, freePort, peakRss, percentile, prepareBookingLoad, SLOTS, startServer, stopServer } from './lib.js'

const DURATION = Number(process.argv[2] ?? process.env.LOAD_DURATION ?? 60)
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 100)
const CAPACITY = Number(process.env.LOAD_CAPACITY ?? 30)
const DAYS = 10

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-'))
const databaseFile = path.join(dataDir, 'shop.sqlite')
const port = await freePort()
const base = `http://127.0.0.1:${port}`
let server
let failed = false

const steps = ['search', 'cart', 'shipping', 'checkout', 'order']
const timings = Object.fromEntries(steps.map((s) => [s, []]))
const statuses = {}
const acknowledged = []
let journeys = 0
let refusedBookings = 0
let serverErrors = 0
let transportErrors = 0

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
		phone: '0412 345 678',
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

try {
	console.log(`Preparing a shop in ${dataDir} …`)
	server = await startServer({ dataDir, port })
	await stopServer(server)
	const plan = prepareBookingLoad(databaseFile, { capacity: CAPACITY, days: DAYS })
	server = await startServer({ dataDir, port })
	console.log(`  ${plan.dates.length} days × ${SLOTS.length} slots × ${CAPACITY} spots = ${plan.dates.length * SLOTS.length * CAPACITY} spots`)
	console.log(`${CUSTOMERS} customers for ${DURATION}s …`)

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
	const rss = await peakRss(server.pid)
	await stopServer(server)
	server = undefined

	const { violations, figures } = checkBookings(databaseFile, acknowledged)
	if (serverErrors) violations.push(`${serverErrors} answers were 5xx`)
	if (transportErrors) violations.push(`${transportErrors} requests failed without an answer`)

	const total = steps.reduce((n, s) => n + timings[s].length, 0)
	console.log(`\nLoad: ${CUSTOMERS} concurrent customers, ${Math.round(seconds)}s, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB\n`)
	console.log('| step | requests | requests/s | p50 ms | p99 ms |')
	console.log('|---|---:|---:|---:|---:|')
	for (const s of steps) {
		const t = timings[s]
		console.log(`| ${s} | ${t.length} | ${(t.length / seconds).toFixed(1)} | ${Math.round(percentile(t, 50))} | ${Math.round(percentile(t, 99))} |`)
	}
	const all = steps.flatMap((s) => timings[s])
	console.log(`| all | ${total} | ${(total / seconds).toFixed(1)} | ${Math.round(percentile(all, 50))} | ${Math.round(percentile(all, 99))} |`)
	console.log(`\nBookings placed: ${journeys} (${(journeys / seconds).toFixed(1)}/s); refused (slot full and the like): ${refusedBookings}; 5xx: ${serverErrors}`)
	console.log(`Bookings in the database: ${figures.inDatabase}; answered as placed and found complete: ${figures.found}/${figures.acknowledged}; slots booked: ${figures.slots}, full: ${figures.fullSlots}`)
	if (rss) console.log(`Server peak RSS: ${(rss / 2 ** 20).toFixed(0)} MiB`)
	console.log(`Statuses: ${Object.entries(statuses).map(([k, v]) => `${k}: ${v}`).join(', ')}`)
	if (violations.length) {
		failed = true
		console.log(`\nFAIL: ${violations.length} violation(s):`)
		for (const v of violations.slice(0, 50)) console.log(`  - ${v}`)
	} else {
		console.log('\nPASS  no 5xx, every booking answered as placed is complete in the database, no slot over capacity')
	}
} catch (error) {
	failed = true
	console.error(error)
} finally {
	if (server) await stopServer(server, 'SIGKILL')
	fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
