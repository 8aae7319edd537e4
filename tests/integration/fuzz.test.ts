import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { ADMIN, cookiesSetBy, fillPath, routeTable, startBuiltApp, tableCounts, type RouteEntry, type RunningApp } from '#tests/helpers/built-app'

// Hostile input: thousands of generated bad requests at every route of app/routes.ts
// (every /api/* route with each method, every page with GET and POST), sent to the real built
// server over HTTP, without credentials and as the logged-in admin. No answer may be a 5xx,
// an /api error must be a JSON message, and nothing may be stored.

let shop: RunningApp
let adminToken = ''
let adminCookie = ''
let cartCookie = ''

beforeAll(async () => {
	shop = await startBuiltApp()
	const login = await fetch(`${shop.base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
	adminToken = ((await login.json()) as { token: string }).token
	const page = await fetch(`${shop.base}/login/admin`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(ADMIN),
	})
	adminCookie = cookiesSetBy(page)
	// A customer with a cart, so /shipping and /checkout read and check what is posted.
	const db = getDb()
	const tyre = await db.selectFrom('tyres').select('id').where('stock', '>=', 4).where('price_2', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
	const added = await fetch(`${shop.base}/cart`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'add', tyreId: String(tyre.id), quantity: '2', redirectTo: '/shipping' }),
	})
	cartCookie = cookiesSetBy(added)
	expect(cartCookie).toMatch(/^cart=/)
}, 300_000)
afterAll(async () => {
	await shop?.close()
})

// A small deterministic PRNG, so a failure can be replayed.
let seed = 0x9e3779b9
function random() {
	seed |= 0
	seed = (seed + 0x6d2b79f5) | 0
	let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
	t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
	return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const NASTY_STRINGS = [
	"' OR '1'='1",
	"1; DROP TABLE tyres; --",
	'" UNION SELECT password_hash FROM admin_users --',
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	'javascript:alert(1)',
	'../../../../etc/passwd',
	'..\\..\\windows\\win.ini',
	'%2e%2e%2f%2e%2e%2f',
	'\u0000',
	'nul\u0000byte',
	'\u202eevil\u202c',
	'\u200b\u200c\u200d\ufeff',
	'🛞🚗💥'.repeat(20),
	'Ｔｙｒｅ　ｆｕｌｌｗｉｄｔｈ',
	'\ud800',
	'x'.repeat(70_000),
	'',
	' ',
	'-1',
	'1e309',
	'NaN',
	'0x10',
	'{{7*7}}',
	'${process.exit()}',
	'__proto__',
]
const NASTY_VALUES: unknown[] = [...NASTY_STRINGS, -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null, [], [1, 2], {}, { $gt: '' }, { __proto__: { admin: true } }]
const FIELD_NAMES = [
	'id',
	'tyreId',
	'lineId',
	'quantity',
	'intent',
	'name',
	'email',
	'phone',
	'password',
	'username',
	'code',
	'otp',
	'couponCode',
	'code',
	'slug',
	'title',
	'content',
	'price',
	'price_1',
	'stock',
	'suburb',
	'postcode',
	'date',
	'slot',
	'selectedDate',
	'selectedTime',
	'rego',
	'state',
	'width',
	'profile',
	'rim',
	'brand',
	'message',
	'redirectTo',
	'paymentMethod',
	'reference',
	'ids',
]
const INTENTS = ['add', 'add-pair', 'set-quantity', 'remove', 'clear', 'apply-coupon', 'remove-coupon', 'notify-area', 'delete', 'update', 'create', 'save', 'logout', 'login', '']
const PARAM_VALUES = ['1', '0', '-1', '99999999999999999999', 'abc', '..%2F..%2Fshop.sqlite', '%2e%2e', '%00', "1'%20OR%20'1'%3D'1", '%3Cscript%3E', '%F0%9F%9B%9E', '1.5', 'x'.repeat(300)]
/** Param values the admin can send without it being a valid request (no existing id). */
const ADMIN_PARAM_VALUES = PARAM_VALUES.filter((v) => v !== '1')

function nastyObject(fields = 6): Record<string, unknown> {
	const out: Record<string, unknown> = {}
	for (let i = 0; i < fields; i++) out[pick(FIELD_NAMES)] = pick(NASTY_VALUES)
	if (random() < 0.3) out.intent = pick(INTENTS)
	return out
}

function nastyForm(fields = 6) {
	const form = new URLSearchParams()
	for (let i = 0; i < fields; i++) {
		const value = pick(NASTY_VALUES)
		form.append(pick(FIELD_NAMES), typeof value === 'string' ? value : JSON.stringify(value) ?? '')
	}
	form.set('intent', pick(INTENTS))
	return form.toString()
}

interface Body {
	kind: string
	contentType?: string
	body: string | Buffer
}

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW'
function multipart(parts: Array<{ name: string; filename?: string; type?: string; content: string | Buffer }>) {
	const chunks: Buffer[] = []
	for (const part of parts) {
		let head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`
		if (part.filename !== undefined) head += `; filename="${part.filename}"`
		head += '\r\n'
		if (part.type) head += `Content-Type: ${part.type}\r\n`
		chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'))
	}
	chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
	return Buffer.concat(chunks)
}

const BODIES: Array<() => Body> = [
	() => ({ kind: 'json: wrong types', contentType: 'application/json', body: JSON.stringify(nastyObject()) }),
	() => ({ kind: 'json: empty object', contentType: 'application/json', body: '{}' }),
	() => ({ kind: 'json: not an object', contentType: 'application/json', body: pick(['[]', '"text"', '42', 'null', 'true', '[{"id":1}]']) }),
	() => ({ kind: 'json: broken', contentType: 'application/json', body: pick(['{"a":', '{a:1}', '{"a":1}}', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '[' .repeat(5000), '{"a":1,"a":2,', '\xff\xfe']) }),
	() => ({ kind: 'json: deep nesting', contentType: 'application/json', body: '{"a":'.repeat(3000) + '1' + '}'.repeat(3000) }),
	() => ({ kind: 'json: prototype keys', contentType: 'application/json', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"id":"1"}' }),
	() => ({ kind: 'form: nasty fields', contentType: 'application/x-www-form-urlencoded', body: nastyForm() }),
	() => ({ kind: 'form: broken encoding', contentType: 'application/x-www-form-urlencoded', body: pick(['%', '%zz=1', 'a=%E0%A4%A', '&&&==&=', 'intent=add&tyreId=%00&quantity=1e999']) }),
	() => ({ kind: 'json labelled as form', contentType: 'application/x-www-form-urlencoded', body: JSON.stringify(nastyObject()) }),
	() => ({ kind: 'form labelled as json', contentType: 'application/json', body: nastyForm() }),
	() => ({ kind: 'no content type', body: pick(['garbage', nastyForm(), JSON.stringify(nastyObject())]) }),
	() => ({ kind: 'multipart: no boundary', contentType: 'multipart/form-data', body: 'garbage' }),
	() => ({ kind: 'multipart: broken', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n\r\nunterminated` }),
	() => ({
		kind: 'multipart: html as an image, path in the name',
		contentType: `multipart/form-data; boundary=${BOUNDARY}`,
		body: multipart([
			{ name: 'image', filename: pick(['../../evil.html', '..%2f..%2fevil.png', 'evil.png\u0000.html', 'C:\\evil.svg']), type: pick(['image/png', 'text/html']), content: '<html><script>alert(1)</script></html>' },
			{ name: pick(FIELD_NAMES), content: String(pick(NASTY_STRINGS)) },
			{ name: 'intent', content: pick(INTENTS) },
		]),
	}),
	() => ({ kind: 'huge json (over the limit)', contentType: 'application/json', body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) }),
	() => ({ kind: 'big form field (under the limit)', contentType: 'application/x-www-form-urlencoded', body: `intent=${pick(INTENTS)}&name=${'y'.repeat(900_000)}` }),
]

const QUERIES = [
	'',
	"?q=' OR 1=1 --",
	'?width=abc&profile=-1&rim=1e309&page=-5&sort=%3Cscript%3E',
	'?brand=%00&size=../../etc/passwd',
	'?page=99999999999999999999&limit=100000',
	'?redirectTo=https://evil.example&next=//evil.example',
	'?%ff=%ff',
	'?q=' + '🛞'.repeat(500),
	'?a=1&a=2&a[]=3&a[b]=4',
	'?' + 'x'.repeat(6000),
]

interface Job {
	method: string
	path: string
	route: RouteEntry
	body?: Body
	as: 'anonymous' | 'admin' | 'customer with a cart'
}

/** A raw HTTP request (fetch would normalise paths such as /a/../b and refuse some bodies). */
function send(job: Job): Promise<{ status: number; contentType: string; text: string }> {
	return new Promise((resolve, reject) => {
		const headers: Record<string, string | number> = { Accept: job.route.api ? 'application/json' : 'text/html' }
		if (job.as === 'customer with a cart') headers.Cookie = cartCookie
		if (job.as === 'admin') {
			headers.Authorization = `Bearer ${adminToken}`
			headers.Cookie = adminCookie
		}
		if (job.body) {
			if (job.body.contentType) headers['Content-Type'] = job.body.contentType
			headers['Content-Length'] = Buffer.byteLength(job.body.body)
		}
		const request = http.request({ host: '127.0.0.1', port: shop.port, method: job.method, path: rawPath(job.path), headers, agent: false }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (c: Buffer) => chunks.push(c))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }))
			response.on('error', reject)
		})
		// A connection closed without an answer is a failure, over-limit bodies included: the
		// server reads and drops a refused body before it answers, so its 413 always arrives.
		request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, contentType: '', text: `(${error.code ?? error.message})` }))
		// A hang check, not a speed check: no busy machine takes 30 s over one request.
		request.setTimeout(30_000, () => {
			request.destroy()
			resolve({ status: 0, contentType: '', text: '(no answer within 30 s)' })
		})
		if (job.body) request.end(job.body.body)
		else request.end()
	})
}

/** Escapes only what HTTP cannot carry (spaces, quotes, non-ASCII); '..' and %-sequences stay as they are. */
function rawPath(p: string) {
	return p.replace(/[^\x21-\x7e]|["'<>`{}|\\^]/gu, (c) => encodeURIComponent(c))
}

function jobs(): Job[] {
	const list: Job[] = []
	const routes = routeTable()
	for (const route of routes) {
		if (route.path.endsWith('*')) continue
		const methods = route.api ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : ['GET', 'POST']
		const adminRoute = route.path.startsWith('/admin') || route.path.startsWith('/api/') // admin-only APIs answer 401 to the anonymous round
		for (const as of ['anonymous', 'admin'] as const) {
			if (as === 'admin' && ((!adminRoute && !route.path.startsWith('/account')) || route.path.includes('logout'))) continue // logging out would end the admin round
			const params = as === 'admin' ? ADMIN_PARAM_VALUES : PARAM_VALUES
			for (const method of methods) {
				// DELETE with no id is a bulk clear (DELETE /api/contact clears all messages, spec §7): valid from the admin whatever the body
				if (as === 'admin' && method === 'DELETE' && route.params.length === 0) continue
				// a post to /admin is the admin layout's Logout, which would end the admin round too
				if (as === 'admin' && method === 'POST' && route.path === '/admin') continue
				if (method === 'GET') {
					for (const query of QUERIES) list.push({ method, path: fillPath(route.path, pick(params)) + query, route, as })
					continue
				}
				for (const makeBody of BODIES) list.push({ method, path: fillPath(route.path, pick(params)), route, body: makeBody(), as })
			}
		}
	}
	// The booking forms with a cart in hand (the cart itself must come through unchanged).
	for (const route of routes.filter((r) => r.path === '/shipping' || r.path === '/checkout')) {
		for (let round = 0; round < 4; round++) for (const makeBody of BODIES) list.push({ method: 'POST', path: route.path, route, body: makeBody(), as: 'customer with a cart' })
	}
	// Path tricks against the file-serving middleware and the router.
	for (const trick of [
		'/uploads/../shop.sqlite',
		'/uploads/%2e%2e/shop.sqlite',
		'/uploads/..%2fshop.sqlite',
		'/uploads/%2e%2e%2fsession-secret',
		'/uploads/..%5csession-secret',
		'/uploads/tyres/%00.svg',
		'/uploads/.hidden',
		'/assets/../../package.json',
		'/assets/%2e%2e/%2e%2e/package.json',
		'/%2e%2e/%2e%2e/etc/passwd',
		'/product/..%2f..%2fadmin',
		'/api/tyreall/fetch/%2e%2e%2f%2e%2e%2fadmin',
		'/api/%00',
		'/\u00ff',
		'//evil.example/',
		'/admin/..;/admin',
	]) {
		list.push({ method: 'GET', path: trick, route: { path: trick, file: '', params: [], hasAction: false, hasLoader: true, api: trick.startsWith('/api/') }, as: 'anonymous' })
	}
	return list
}

// Tables that may change on bad input by design: none so far. Name any here with the reason.
const MAY_CHANGE: string[] = []

// Its bound is a hang check: the thousands of requests take about 40 s alone on the 2-core machine,
// 6 to 7 minutes beside the browser journeys on a slow hour, and 9.5 minutes under a third load.
test('thousands of hostile requests: no 5xx, clear 4xx, nothing stored', async () => {
	const db = getDb()
	const before = await tableCounts(db)
	const uploads = () => fs.readdirSync(getEnv().uploadsDir, { recursive: true }).length
	const uploadsBefore = uploads()
	const all = jobs()
	expect(all.length).toBeGreaterThanOrEqual(2000)

	const failures: string[] = []
	const byStatus = new Map<number, number>()
	let next = 0
	const worker = async () => {
		while (next < all.length) {
			const job = all[next++]!
			const answer = await send(job)
			byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1)
			const label = `${job.as} ${job.method} ${job.path.slice(0, 120)}${job.body ? ` [${job.body.kind}]` : ''}`
			if (process.env.FUZZ_TRACE) fs.appendFileSync(process.env.FUZZ_TRACE, `${answer.status} ${Date.now()} ${label}\n`)
			if (answer.status === 0) failures.push(`no answer: ${label}`)
			else if (answer.status >= 500) failures.push(`${answer.status} ${label}: ${answer.text.slice(0, 200)}`)
			else if (job.route.api && answer.status >= 400 && answer.status !== 404 && answer.status !== 405) {
				// an API refusal says why, as JSON
				let message: unknown
				try {
					const parsed = JSON.parse(answer.text) as Record<string, unknown>
					message = parsed.error ?? parsed.message ?? parsed.errors
				} catch {
					message = undefined
				}
				if (!message) failures.push(`${answer.status} without a JSON error: ${label}: ${answer.text.slice(0, 120)}`)
			}
		}
	}
	await Promise.all(Array.from({ length: Number(process.env.FUZZ_CONCURRENCY ?? 6) }, worker))

	const after = await tableCounts(db)
	for (const table of MAY_CHANGE) {
		delete before[table]
		delete after[table]
	}
	// one line per route and kind of failure, so a broken route reads as one problem
	const distinct = [...new Set(failures.map((f) => f.replace(/ \[[^\]]*\]:.*$/, '').replace(/(\/[^ /?]+)\?.*$/, '$1')))]
	expect(distinct, `${distinct.slice(0, 40).join('\n')}\nfirst: ${failures[0]}\nserver said: ${shop.stderr().slice(0, 3000)}`).toEqual([])
	expect(after, 'row counts of every table are unchanged').toEqual(before)
	expect(uploads(), 'no file was added to or removed from data/uploads').toBe(uploadsBefore)
	// the generated requests really were refused, mostly
	const refused = [...byStatus].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0)
	expect(refused).toBeGreaterThan(all.length / 2)
}, 1_200_000)

test('uploads: nothing outside data/uploads is served, and nothing is served as a page', async () => {
	const uploads = getEnv().uploadsDir
	fs.mkdirSync(path.join(uploads, 'tyres'), { recursive: true })
	fs.writeFileSync(path.join(uploads, 'tyres', 'planted.html'), '<html><script>alert(1)</script></html>')
	fs.writeFileSync(path.join(uploads, 'tyres', 'planted.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
	fs.writeFileSync(path.join(uploads, 'tyres', 'planted'), '<html><script>alert(1)</script></html>')
	const route = { path: '', file: '', params: [], hasAction: false, hasLoader: true, api: false }
	const get = (p: string) => send({ method: 'GET', path: p, route, as: 'anonymous' })

	for (const escape of ['/uploads/../shop.sqlite', '/uploads/%2e%2e/shop.sqlite', '/uploads/..%2fshop.sqlite', '/uploads/%2e%2e%2fsession-secret', '/uploads/..%5cshop.sqlite']) {
		const answer = await get(escape)
		expect(answer.text, escape).not.toContain('SQLite format 3')
		expect(answer.status, escape).toBeGreaterThanOrEqual(400)
	}
	for (const page of ['/uploads/tyres/planted.html', '/uploads/tyres/planted']) {
		const answer = await get(page)
		expect(answer.status, page).toBe(404)
		expect(answer.text).not.toContain('<script>')
	}
	// An SVG is an image here: served as one, sandboxed, with scripts off and no sniffing.
	const svg = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: '127.0.0.1', port: shop.port, path: '/uploads/tyres/planted.svg' }, resolve))
	svg.resume()
	expect(svg.statusCode).toBe(200)
	expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/)
	expect(svg.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
	expect(svg.headers['x-content-type-options']).toBe('nosniff')

	// An admin upload of HTML dressed as a PNG, with a path in its name, is refused and stores nothing.
	const files = () => fs.readdirSync(uploads, { recursive: true }).length
	const count = files()
	for (const target of ['/api/tyreall/update-image/1']) {
		const answer = await send({
			method: 'PUT',
			path: target,
			route: { ...route, api: true },
			as: 'admin',
			body: { kind: 'upload', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart([{ name: 'image', filename: '../../../evil.png', type: 'image/png', content: '<html><script>alert(1)</script></html>' }]) },
		})
		expect(answer.status, target).toBe(400)
	}
	expect(files()).toBe(count)
	expect(fs.existsSync(path.resolve(uploads, '../../../evil.png'))).toBe(false)
})
