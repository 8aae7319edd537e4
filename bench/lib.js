// Helpers shared by the load and fault scripts (bench/load.js, bench/crash.js, bench/run.js):
// start the built server on a temporary data directory, and act as a customer over HTTP
// (add to cart → checkout as a plain form post, pay on the day), the way a browser without
// JavaScript does.
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address()
			probe.close(() => resolve(port))
		})
	})
}

/**
 * Starts `node server.js` (the built app) and resolves once /healthz answers. `stdout` and
 * `stderr` are spawn stdio settings ('pipe' to read the server's console from the child);
 * `nodeArgs` are more Node options (bench/profile.js passes --cpu-prof). `appRoot` is the
 * directory whose server.js and build/ run (bench/import.js --against runs an older build).
 */
export async function startServer({ dataDir, port, stdout = 'ignore', stderr = 'inherit', databaseUrl = '', publicUrl, nodeArgs = [], appRoot = root }) {
	const base = `http://127.0.0.1:${port}`
	const started = Date.now()
	// as `npm start` runs it (package.json), heap cap included
	const child = spawn(process.execPath, ['--max-old-space-size=160', '--max-semi-space-size=16', ...nodeArgs, 'server.js'], {
		cwd: appRoot,
		// BENCH_LOG_LEVEL=error shows what the servers log (they are silent otherwise)
		stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : stdout, stderr],
		env: {
			...process.env,
			// as `npm start` runs it: glibc's malloc keeps at most two arenas (see README › Speed)
			MALLOC_ARENA_MAX: '2',
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATA_DIR: dataDir,
			DATABASE_URL: databaseUrl,
			// behind the bench's proxy, the address customers use (form posts are checked against it)
			PUBLIC_URL: publicUrl ?? base,
			LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
			ADMIN_USERNAME: 'bench',
			ADMIN_PASSWORD: 'bench-password-0123',
			SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
			// journeys and benchmarks book far more than a customer would from one address
			UNVERIFIED_BOOKINGS_PER_DAY: '100000',
		},
	})
	for (let i = 0; i < 600; i++) {
		if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
		try {
			const response = await fetch(`${base}/healthz`)
			if (response.ok) {
				child.startedInMs = Date.now() - started
				return child
			}
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 50))
	}
	child.kill('SIGKILL')
	throw new Error('server did not start')
}

export function stopServer(child, signal = 'SIGTERM') {
	return new Promise((resolve) => {
		if (child.exitCode !== null || child.signalCode !== null) return resolve()
		child.once('exit', () => resolve())
		child.kill(signal)
	})
}

/** Peak resident memory of a process so far (Linux: VmHWM), in bytes; null elsewhere. */
export async function peakRss(pid) {
	try {
		const fs = await import('node:fs')
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
		const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1])
		return Number.isFinite(kb) ? kb * 1024 : null
	} catch {
		return null
	}
}

/** A date as YYYY-MM-DD, `days` after today (UTC calendar, fine for picking days ahead). */
function isoDaysAhead(days) {
	return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Prepares a stopped shop's database for booking load: stocked tyres with prices for 2, a
 * served suburb, and bookable days 8 to 40 days ahead (Tuesday to Thursday, not closed) where
 * every slot has `capacity` spots, so customers compete for the last spots.
 */
export function prepareBookingLoad(databaseFile, { capacity, days = 6, tyres = 20, firstDay = 8 }) {
	const db = new Database(databaseFile)
	try {
		const tyreRows = db
			.prepare('SELECT id, price_2, width, profile, rim FROM tyres WHERE price_1 IS NOT NULL AND price_2 IS NOT NULL AND price_4 IS NOT NULL ORDER BY id LIMIT ?')
			.all(tyres)
		if (tyreRows.length === 0) throw new Error('no priced tyres in the catalogue')
		db.prepare(`UPDATE tyres SET stock = 1000000 WHERE id IN (${tyreRows.map(() => '?').join(',')})`).run(...tyreRows.map((t) => t.id))
		const area = db.prepare('SELECT suburb, postcode FROM service_areas ORDER BY id LIMIT 1').get()
		if (!area) throw new Error('no service area')
		const closed = new Set(db.prepare('SELECT date FROM closed_dates').all().map((r) => r.date))
		const dates = []
		for (let ahead = firstDay; dates.length < days && ahead < 80; ahead++) {
			const date = isoDaysAhead(ahead)
			const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
			if (weekday >= 2 && weekday <= 4 && !closed.has(date)) dates.push(date)
		}
		const setCapacity = db.prepare(
			'INSERT INTO slot_date_capacity (date, slot, capacity) VALUES (?, ?, ?) ON CONFLICT (date, slot) DO UPDATE SET capacity = excluded.capacity',
		)
		for (const date of dates) for (const slot of SLOTS) setCapacity.run(date, slot, capacity)
		return { tyres: tyreRows.map((t) => t.id), sizes: tyreRows.map((t) => ({ id: t.id, width: t.width, profile: t.profile, rim: t.rim })), area, dates }
	} finally {
		db.close()
	}
}

export const SLOTS = ['morning', 'lunch', 'afternoon', 'flexible']

/** A minimal cookie jar: name=value pairs from Set-Cookie, sent back on the next request. */
export class CookieJar {
	cookies = new Map()
	take(response) {
		for (const line of response.headers.getSetCookie()) {
			const [pair] = line.split(';')
			const at = pair.indexOf('=')
			const name = pair.slice(0, at)
			const value = pair.slice(at + 1)
			if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name)
			else this.cookies.set(name, value)
		}
	}
	header() {
		return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ')
	}
}

let customers = 0

/**
 * The bench's proxy answers 502 with X-Proxy: upstream-lost when the instance it had given the
 * request to died before answering: the same as a dropped connection with one instance.
 */
function lostWithInstance(response) {
	return response.status === 502 && response.headers.get('x-proxy') === 'upstream-lost'
}

/**
 * One customer: adds `quantity` of `tyreId` to a new cart and books `date`/`slot`, paying on the
 * day. Every request carries its own X-Forwarded-For (the server trusts it from loopback), as
 * real customers come from many addresses; the per-address booking limit still applies to each.
 * Resolves to { outcome, status, idempotencyKey, reference?, ms } where outcome is
 * 'placed' (answered 303 → /order), 'refused' (a 4xx, e.g. the slot is full), 'server-error'
 * (5xx) or 'no-answer' (connection failed: the server was down; behind the bench's proxy, the
 * instance died holding the request).
 */
/** A load customer's own mobile number (each customer is a different person, as in a real rush). */
export function loadCustomerPhone(n) {
	const digits = String(12_000_000 + (n % 88_000_000)).padStart(8, '0')
	return `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
}

export async function bookOnce(base, { tyreId, quantity = 2, date, slot, area, readReference = true }) {
	customers += 1
	const n = customers
	const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
	const idempotencyKey = `load-${process.pid}-${Date.now().toString(36)}-${n}`
	const jar = new CookieJar()
	const headers = () => ({ 'X-Forwarded-For': ip, Cookie: jar.header(), Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' })
	const started = performance.now()
	const timings = {}
	try {
		let t = performance.now()
		const added = await fetch(`${base}/cart`, {
			method: 'POST',
			redirect: 'manual',
			headers: headers(),
			body: new URLSearchParams({ intent: 'add', tyreId: String(tyreId), quantity: String(quantity), redirectTo: '/shipping' }),
		})
		await added.arrayBuffer()
		timings.cart = performance.now() - t
		if (lostWithInstance(added)) return { outcome: 'no-answer', status: 0, step: 'cart', idempotencyKey, ms: performance.now() - started, timings }
		if (added.status >= 500) return { outcome: 'server-error', status: added.status, step: 'cart', idempotencyKey, ms: performance.now() - started, timings }
		if (added.status !== 303) return { outcome: 'refused', status: added.status, step: 'cart', idempotencyKey, ms: performance.now() - started, timings }
		jar.take(added)

		const form = new URLSearchParams({
			selectedDate: date,
			selectedTime: slot,
			firstName: 'Load',
			lastName: `Customer ${n}`,
			phone: loadCustomerPhone(n),
			email: `load${n}@example.com`,
			address: `${n} Test Street`,
			suburb: area.suburb,
			postcode: area.postcode,
			vehicleDetails: 'ABC123',
			state: 'VIC',
			colour: 'Silver',
			make: 'Toyota',
			model: 'Corolla',
			terms: 'on',
			paymentMethod: 'pay_on_the_day',
			idempotencyKey,
		})
		for (const position of ['front-left', 'front-right', 'rear-left', 'rear-right', 'spare'].slice(0, quantity)) form.append('positions', position)
		t = performance.now()
		const placed = await fetch(`${base}/checkout`, { method: 'POST', redirect: 'manual', headers: headers(), body: form })
		await placed.arrayBuffer()
		timings.checkout = performance.now() - t
		if (lostWithInstance(placed)) return { outcome: 'no-answer', status: 0, step: 'checkout', idempotencyKey, ms: performance.now() - started, timings }
		if (placed.status >= 500) return { outcome: 'server-error', status: placed.status, step: 'checkout', idempotencyKey, ms: performance.now() - started, timings }
		const location = placed.headers.get('location') ?? ''
		if (placed.status !== 303 || !location.startsWith('/order')) {
			return { outcome: 'refused', status: placed.status, step: 'checkout', idempotencyKey, ms: performance.now() - started, timings }
		}
		jar.take(placed)
		let reference
		if (readReference) {
			try {
				t = performance.now()
				const order = await fetch(new URL(location, base), { headers: { Cookie: jar.header(), 'X-Forwarded-For': ip } })
				const html = await order.text()
				timings.order = performance.now() - t
				reference = /data-testid="order-reference"[^>]*>([^<]+)</.exec(html)?.[1]
			} catch {
				// placed all the same: the 303 said so; the reference is found by the idempotency key
			}
		}
		return { outcome: 'placed', status: 303, idempotencyKey, reference, ms: performance.now() - started, timings }
	} catch {
		return { outcome: 'no-answer', status: 0, idempotencyKey, ms: performance.now() - started, timings }
	}
}

/**
 * The shop's database for the checks after a run: the SQLite file, or a PostgreSQL database by
 * its URL. `all(sql, params)` takes `?` placeholders on both.
 */
export async function openStore(database) {
	if (/^postgres(?:ql)?:\/\//.test(database)) {
		const { default: pg } = await import('pg')
		// count(*) and sums come back as numbers, as SQLite gives them
		pg.types.setTypeParser(20, Number)
		const client = new pg.Client({ connectionString: database })
		await client.connect()
		return {
			dialect: 'postgres',
			async all(text, params = []) {
				let n = 0
				return (await client.query(text.replace(/\?/g, () => `$${++n}`), params)).rows
			},
			close: () => client.end(),
		}
	}
	const db = new Database(database, { readonly: true })
	return {
		dialect: 'sqlite',
		integrity: () => db.pragma('integrity_check', { simple: true }),
		all: async (text, params = []) => db.prepare(text).all(...params),
		close: async () => db.close(),
	}
}

/**
 * Checks the stopped shop's database after load (a SQLite file or a postgres:// URL): every
 * booking answered as placed is there and complete (its lines, prices and totals add up), and
 * no slot holds more bookings than its capacity. Returns { violations: string[], figures }.
 */
export async function checkBookings(database, acknowledged) {
	const store = await openStore(database)
	const violations = []
	try {
		if (store.integrity) {
			const integrity = store.integrity()
			if (integrity !== 'ok') violations.push(`integrity_check: ${integrity}`)
		}
		const bookings = await store.all("SELECT * FROM bookings WHERE idempotency_key LIKE 'load-%'")
		const byKey = new Map(bookings.map((b) => [b.idempotency_key, b]))
		const lines = await store.all("SELECT l.* FROM booking_lines l JOIN bookings b ON b.id = l.booking_id WHERE b.idempotency_key LIKE 'load-%'")
		const linesOf = new Map()
		for (const line of lines) linesOf.set(line.booking_id, [...(linesOf.get(line.booking_id) ?? []), line])
		let found = 0
		for (const ack of acknowledged) {
			const booking = byKey.get(ack.idempotencyKey)
			if (!booking) {
				violations.push(`booking answered as placed is missing: key ${ack.idempotencyKey}${ack.reference ? `, reference ${ack.reference}` : ''}`)
				continue
			}
			found += 1
			if (ack.reference && booking.reference !== ack.reference) violations.push(`booking ${ack.idempotencyKey}: reference ${booking.reference}, the customer saw ${ack.reference}`)
		}
		// Every booking in the database (answered or cut off by the crash) must be whole.
		for (const booking of bookings) {
			const own = linesOf.get(booking.id) ?? []
			if (own.length === 0) {
				violations.push(`booking ${booking.reference} has no lines`)
				continue
			}
			let subtotal = 0
			for (const line of own) {
				if (line.quantity * line.unit_price !== line.line_total) violations.push(`booking ${booking.reference}: line ${line.id} total ${line.line_total} ≠ ${line.quantity} × ${line.unit_price}`)
				subtotal += line.line_total
			}
			if (subtotal !== booking.subtotal) violations.push(`booking ${booking.reference}: subtotal ${booking.subtotal} ≠ lines ${subtotal}`)
			const expected = booking.subtotal + booking.shipping - booking.flexible_discount - booking.coupon_discount
			if (booking.final_amount !== expected) violations.push(`booking ${booking.reference}: final amount ${booking.final_amount} ≠ ${expected}`)
		}
		const slots = await store.all(
			`SELECT b.selected_date AS date, b.selected_slot AS slot, count(*) AS booked,
			   (SELECT capacity FROM slot_date_capacity c WHERE c.date = b.selected_date AND c.slot = b.selected_slot) AS capacity,
			   (SELECT taken FROM slot_usage u WHERE u.date = b.selected_date AND u.slot = b.selected_slot) AS taken
			 FROM bookings b WHERE b.status != 'cancelled' GROUP BY b.selected_date, b.selected_slot`,
		)
		let fullSlots = 0
		for (const s of slots) {
			if (s.capacity !== null && s.booked > s.capacity) violations.push(`slot ${s.date} ${s.slot}: ${s.booked} bookings for ${s.capacity} spots`)
			if (s.taken !== null && s.taken !== s.booked) violations.push(`slot ${s.date} ${s.slot}: usage counter ${s.taken} ≠ ${s.booked} bookings`)
			if (s.capacity !== null && s.booked === s.capacity) fullSlots += 1
		}
		return { violations, figures: { acknowledged: acknowledged.length, found, inDatabase: bookings.length, slots: slots.length, fullSlots } }
	} finally {
		await store.close()
	}
}

export function percentile(values, p) {
	if (values.length === 0) return 0
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** A cart with one tyre in it: its cookie. */
export async function makeCart(base, tyreId) {
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
