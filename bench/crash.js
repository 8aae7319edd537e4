// npm run bench:crash: kill -9 the server in the middle of a booking rush, restart it, and
// check that no booking the shop answered as placed was lost.
//
// 1. starts the built server on a temporary DATA_DIR (migrated and seeded), gives a few days
//    small slot capacities so customers compete for the last spots,
// 2. runs CRASH_CUSTOMERS concurrent customers (default 40), each looping: add 2 tyres to a
//    new cart → checkout as a plain form post, pay on the day,
// 3. sends SIGKILL to the server after CRASH_KILL_AFTER seconds (default 6), while bookings
//    are in flight, then restarts it on the same files and books for CRASH_AFTER seconds
//    more (default 3) to show it serves again,
// 4. stops it and checks the database: every booking answered as placed (303 → /order, its
//    reference read from the order page where the answer came back in time) is there, every
//    booking is complete (lines, line totals, subtotal, final amount), no slot holds more
//    bookings than its capacity and the usage counters agree, and PRAGMA integrity_check is ok.
//
// Prints the figures; exits 1 on any violation (and on any 5xx).
//
// `npm run bench:crash -- --postgres` (or bench:crash:postgres): CRASH_INSTANCES (default 3)
// instances on one throwaway PostgreSQL 15 behind the bench's round-robin proxy; one instance is
// killed mid-rush while the others go on serving, then restarted. A request the killed instance
// was holding is answered 502 by the proxy and counts as no answer, as a dropped connection does
// with one instance; any other 5xx is a violation.
import os from 'node:os'
import { startShop } from './cluster.js'
import { bookOnce, checkBookings, SLOTS } from './lib.js'
import { startTemporaryPostgres } from './postgres.js'

const CUSTOMERS = Number(process.env.CRASH_CUSTOMERS ?? 40)
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? 6)
const AFTER = Number(process.env.CRASH_AFTER ?? 3)
const CAPACITY = Number(process.env.CRASH_CAPACITY ?? 10)
const ON_POSTGRES = process.argv.slice(2).includes('--postgres')
const INSTANCES = ON_POSTGRES ? Number(process.env.CRASH_INSTANCES ?? 3) : 1

let shop
let postgres
let failed = false
let phase = 'before'

try {
	if (ON_POSTGRES) {
		console.log('Starting a throwaway PostgreSQL 15 …')
		postgres = await startTemporaryPostgres()
	}
	console.log(`Preparing a shop on ${ON_POSTGRES ? `PostgreSQL, ${INSTANCES} instances behind a round-robin proxy` : 'SQLite, 1 instance'} …`)
	shop = await startShop({ postgres, name: 'crash', instances: INSTANCES, capacity: CAPACITY })
	const { plan, base } = shop
	console.log(`  ${plan.dates.length} days (${plan.dates[0]} … ${plan.dates.at(-1)}) × ${SLOTS.length} slots, ${CAPACITY} spots each`)

	const results = []
	let running = true
	const customer = async (i) => {
		let round = 0
		while (running) {
			round += 1
			const date = plan.dates[Math.floor(Math.random() * plan.dates.length)]
			const slot = SLOTS[Math.floor(Math.random() * SLOTS.length)]
			const tyreId = plan.tyres[(i + round) % plan.tyres.length]
			const result = await bookOnce(base, { tyreId, date, slot, area: plan.area })
			results.push({ ...result, phase })
			if (result.outcome === 'no-answer') await new Promise((r) => setTimeout(r, 50)) // the server is down: retry soon
		}
	}

	console.log(`Booking with ${CUSTOMERS} concurrent customers; kill -9 after ${KILL_AFTER}s …`)
	const load = Array.from({ length: CUSTOMERS }, (_, i) => customer(i))
	await new Promise((r) => setTimeout(r, KILL_AFTER * 1000))
	const killedAt = results.length
	const victim = await shop.kill(0)
	phase = 'after' // attempts that end from now on count as after the crash
	console.log(`  killed ${INSTANCES === 1 ? 'the server' : `instance 1 of ${INSTANCES}`} (pid ${victim}) after ${killedAt} finished attempts`)
	const restartStarted = Date.now()
	await shop.restart(0)
	const downMs = Date.now() - restartStarted
	console.log(`  restarted in ${downMs} ms; booking ${AFTER}s more …`)
	await new Promise((r) => setTimeout(r, AFTER * 1000))
	running = false
	await Promise.all(load)
	await shop.stop()

	const acknowledged = results.filter((r) => r.outcome === 'placed')
	const { violations, figures } = await checkBookings(shop.database, acknowledged)
	const count = (phase, outcome) => results.filter((r) => r.phase === phase && r.outcome === outcome).length
	const serverErrors = results.filter((r) => r.outcome === 'server-error')
	for (const e of serverErrors) violations.push(`${e.status} from ${e.step}`)

	const where = ON_POSTGRES ? `PostgreSQL, ${INSTANCES} instances behind the proxy, one killed` : 'SQLite, 1 instance'
	console.log(`\nCrash test (${where}): ${CUSTOMERS} customers, kill -9 after ${KILL_AFTER}s, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`)
	console.log('| | before the kill | after the restart |')
	console.log('|---|---:|---:|')
	console.log(`| bookings answered as placed | ${count('before', 'placed')} | ${count('after', 'placed')} |`)
	console.log(`| refused (4xx: slot full, …) | ${count('before', 'refused')} | ${count('after', 'refused')} |`)
	console.log(`| no answer (${INSTANCES === 1 ? 'server down' : 'lost with the killed instance'}) | ${count('before', 'no-answer')} | ${count('after', 'no-answer')} |`)
	console.log(`| 5xx | ${count('before', 'server-error')} | ${count('after', 'server-error')} |`)
	console.log('')
	console.log(`Answered as placed: ${figures.acknowledged}; found complete in the database: ${figures.found}; lost: ${figures.acknowledged - figures.found}`)
	console.log(`Bookings in the database: ${figures.inDatabase} (${figures.inDatabase - figures.found} were committed but their answer was cut off by the kill)`)
	console.log(`Slots booked: ${figures.slots} (${figures.fullSlots} full at ${CAPACITY} spots); restart took ${downMs} ms`)
	if (violations.length) {
		failed = true
		console.log(`\nFAIL: ${violations.length} violation(s):`)
		for (const v of violations.slice(0, 50)) console.log(`  - ${v}`)
	} else {
		console.log('\nPASS  no booking answered as placed was lost, every booking is complete, no slot is over capacity')
	}
} catch (error) {
	failed = true
	console.error(error)
} finally {
	await shop?.remove()
	postgres?.stop()
}
process.exit(failed ? 1 : 0)
