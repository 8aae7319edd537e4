import crypto from 'node:crypto'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { acceptsGzip, createPageCache, isCustomerWrite, oncePerTurn } from './page-cache'
import { listenOnLoopback } from '#tests/helpers/listen'

// The page cache in front of a stand-in for React Router that renders a page the way the
// shop does: the request's nonce in the CSP header and in every script tag, a cart badge
// from the cart cookie, a toast from a flash cookie.
let version = 1
let clock = 0
let renders = 0
let base = ''
let close: () => void
let cache: ReturnType<typeof createPageCache>
/** after closeGate(), the first render asked with ?gate=1 ends only when the test opens the gate */
let openGate = () => {}
let gate = Promise.resolve()
let gateHolds = false
function closeGate() {
	gate = new Promise((resolve) => (openGate = resolve))
	gateHolds = true
}

beforeAll(async () => {
	const app = express()
	const newNonce = () => crypto.randomBytes(16).toString('base64')
	// as server/app.ts mounts them: answers first, then compression and the nonce, keeping last
	cache = createPageCache({
		version: async () => version,
		nonceOf: (res) => res.locals.cspNonce as string,
		newNonce,
		ownHeaders: (req, res) => {
			if (req.headers['x-test-hsts']) res.setHeader('Strict-Transport-Security', 'max-age=31536000')
		},
		now: () => clock,
		maxAgeMs: 60_000,
		waitForRenderMs: 1_000,
	})
	app.use(cache.answer)
	app.use(compression())
	app.use((_req, res, next) => {
		res.locals.cspNonce = newNonce()
		next()
	})
	app.use(cache.keep)
	app.post('/cart', (_req, res) => {
		res.setHeader('Set-Cookie', 'cart=abc; Path=/')
		res.redirect(303, '/')
	})
	app.post('/admin/blogs', (_req, res) => {
		res.redirect(303, '/admin/blogs')
	})
	app.get('/api/tyreall/search', (req, res) => {
		renders += 1
		res.setHeader('Cache-Control', 'public, max-age=60')
		res.json({ tyres: Array.from({ length: 50 }, (_, id) => ({ id, brand: 'Michelin', page: req.query.page ?? '1' })) })
	})
	app.get('/{*rest}', async (req, res) => {
		renders += 1
		const nonce = res.locals.cspNonce as string
		if (req.headers['x-test-hsts']) res.setHeader('Strict-Transport-Security', 'max-age=31536000')
		const cart = /cart=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
		const toast = /toast=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
		if (toast) res.setHeader('Set-Cookie', 'toast=; Max-Age=0')
		if (req.query.missing) res.status(404)
		res.setHeader('Content-Type', 'text/html; charset=utf-8')
		res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`)
		// big enough to be compressed, with text that is not ASCII
		res.write(`<html><body><span id="badge">${cart ? 2 : 0}</span>${toast ? `<p id="toast">${toast}</p>` : ''}${'<p>205/55R16 — “Michelin”</p>'.repeat(2000)}`)
		if (req.query.gate && gateHolds) {
			gateHolds = false
			await gate
		}
		res.end(`<script nonce="${nonce}">hydrate(${renders})</script><script nonce="${nonce}" type="module"></script></body></html>`)
	})
	;({ base, close } = await listenOnLoopback(app))
})
afterAll(() => close())
beforeEach(() => {
	cache.pages.clear()
	renders = 0
	clock = 0
	version = 1
})

async function get(path: string, cookie?: string) {
	const response = await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} })
	const body = await response.text()
	const csp = response.headers.get('content-security-policy') ?? ''
	return { status: response.status, body, csp, hit: response.headers.get('x-page-cache') === 'hit', nonce: /'nonce-([^']+)'/.exec(csp)?.[1] }
}

test('a second visitor without cookies gets the kept page, with its own nonce in the CSP header and every script', async () => {
	const first = await get('/?width=205&profile=55&rim=16')
	const second = await get('/?width=205&profile=55&rim=16')
	expect(renders).toBe(1)
	expect(second.hit).toBe(true)
	expect(second.nonce).toBeTruthy()
	expect(second.nonce).not.toBe(first.nonce)
	expect(second.body).toContain(`<script nonce="${second.nonce}">hydrate(1)</script>`)
	expect(second.body).not.toContain(first.nonce!)
	expect(second.body.replaceAll(second.nonce!, 'N')).toBe(first.body.replaceAll(first.nonce!, 'N'))
})

test('a visitor with a cart, a login or a toast is never answered from the cache, nor stored', async () => {
	await get('/') // kept for anonymous visitors
	const withCart = await get('/', 'cart=abc')
	expect(withCart.hit).toBe(false)
	expect(withCart.body).toContain('<span id="badge">2</span>')
	const withToast = await get('/', 'toast=Added')
	expect(withToast.body).toContain('<p id="toast">Added</p>')
	const anonymous = await get('/')
	expect(anonymous.hit).toBe(true)
	expect(anonymous.body).toContain('<span id="badge">0</span>')
	expect(anonymous.body).not.toContain('toast')
	expect(renders).toBe(3)
})

test('only 200 pages that set no cookie, on the catalogue pages, are kept', async () => {
	await get('/?missing=1')
	expect((await get('/?missing=1')).hit).toBe(false)
	await get('/shipping')
	expect((await get('/shipping')).hit).toBe(false)
	await get('/product/a-tyre')
	expect((await get('/product/a-tyre')).hit).toBe(true)
})

test('visitors asking for a page while it is being rendered wait for that render: one render for all, each answer with its own nonce', async () => {
	closeGate()
	const first = get('/product/a-tyre?gate=1')
	await expect.poll(() => renders).toBe(1)
	const others = Array.from({ length: 4 }, () => get('/product/a-tyre?gate=1'))
	await new Promise((resolve) => setTimeout(resolve, 50))
	expect(renders).toBe(1) // they wait instead of rendering
	openGate()
	const answers = await Promise.all([first, ...others])
	expect(renders).toBe(1)
	expect(answers.map((a) => [a.status, a.hit])).toEqual([[200, false], ...Array(4).fill([200, true])])
	expect(new Set(answers.map((a) => a.nonce)).size).toBe(5)
	for (const a of answers) expect(a.body).toContain(`<script nonce="${a.nonce}">hydrate(1)</script>`)
})

test('when the awaited render is not kept (a 404), each waiting visitor gets a render of their own', async () => {
	closeGate()
	const first = get('/?missing=1&gate=1')
	await expect.poll(() => renders).toBe(1)
	const second = get('/?missing=1&gate=1')
	await new Promise((resolve) => setTimeout(resolve, 50))
	openGate()
	const answers = await Promise.all([first, second])
	expect(answers.map((a) => [a.status, a.hit])).toEqual([
		[404, false],
		[404, false],
	])
	expect(renders).toBe(2)
})

test('a render slower than the wait does not hold the others up: after the wait they render their own', async () => {
	closeGate()
	const first = get('/product/slow?gate=1')
	await expect.poll(() => renders).toBe(1)
	// the gate opens only after the second answer: the second cannot have waited for the first
	const second = get('/product/slow?gate=1').then((answer) => {
		openGate()
		return answer
	})
	await expect.poll(() => renders, { timeout: 3_000 }).toBe(2)
	const answers = await Promise.all([first, second])
	expect(answers.map((a) => [a.status, a.hit])).toEqual([
		[200, false],
		[200, false],
	])
})

test('a new version, the owner’s write, or 60 seconds make the page render again; a customer’s write does not', async () => {
	await get('/')
	expect((await get('/')).hit).toBe(true)
	version = 2
	expect((await get('/')).hit).toBe(false)
	expect((await get('/')).hit).toBe(true)

	await fetch(`${base}/cart`, { method: 'POST', redirect: 'manual' })
	expect((await get('/')).hit).toBe(true)
	await fetch(`${base}/admin/blogs`, { method: 'POST', redirect: 'manual' })
	expect((await get('/')).hit).toBe(false)

	clock = 60_000
	expect((await get('/')).hit).toBe(true)
	clock = 120_001
	expect((await get('/')).hit).toBe(false)
	expect(renders).toBe(4)
})

test('an answer from the cache is gzip when the client takes it (compressed once, when kept), plain otherwise, each with its own nonce', async () => {
	const first = await get('/product/a-tyre')
	const raw = async (encoding: string) => {
		const response = await fetch(`${base}/product/a-tyre`, { headers: { 'Accept-Encoding': encoding } })
		return { response, bytes: Buffer.from(await response.arrayBuffer()) }
	}
	// fetch decompresses by itself; read the bytes as sent instead through node's http
	const http = await import('node:http')
	const sent = await new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
		http.get(`${base}/product/a-tyre`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }))
		}).on('error', reject)
	})
	expect(sent.headers['x-page-cache']).toBe('hit')
	expect(sent.headers['content-encoding']).toBe('gzip')
	expect(sent.headers.vary).toBe('Accept-Encoding')
	expect(Number(sent.headers['content-length'])).toBe(sent.bytes.length)
	const nonce = /'nonce-([^']+)'/.exec(String(sent.headers['content-security-policy']))![1]!
	const html = zlib.gunzipSync(sent.bytes).toString()
	expect(nonce).not.toBe(first.nonce)
	expect(html.match(new RegExp(`nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(2)
	expect(html.replaceAll(nonce, 'N')).toBe(first.body.replaceAll(first.nonce!, 'N'))
	expect(sent.bytes.length).toBeLessThan(Buffer.byteLength(html) / 10)

	const plain = await raw('identity')
	expect(plain.response.headers.get('x-page-cache')).toBe('hit')
	expect(plain.response.headers.get('content-encoding')).toBeNull()
	const plainNonce = /'nonce-([^']+)'/.exec(plain.response.headers.get('content-security-policy')!)![1]!
	expect(plain.bytes.toString().replaceAll(plainNonce, 'N')).toBe(first.body.replaceAll(first.nonce!, 'N'))
	expect(renders).toBe(1)
})

test('the search API answers are kept too, and the body is the same as rendered', async () => {
	const first = await fetch(`${base}/api/tyreall/search?page=2`)
	const firstBody = await first.json()
	const second = await fetch(`${base}/api/tyreall/search?page=2`)
	expect(second.headers.get('x-page-cache')).toBe('hit')
	expect(second.headers.get('content-type')).toMatch(/^application\/json/)
	expect(second.headers.get('cache-control')).toBe('public, max-age=60')
	expect(await second.json()).toEqual(firstBody)
	expect((await fetch(`${base}/api/tyreall/search?page=3`)).headers.get('x-page-cache')).toBeNull()
	expect(renders).toBe(2)
})

test('HSTS is not kept with a page: an answer from the cache has it only as its own request is given it', async () => {
	await fetch(`${base}/`, { headers: { 'X-Test-Hsts': '1' } }).then((r) => r.arrayBuffer())
	const plain = await fetch(`${base}/`)
	await plain.arrayBuffer()
	expect(plain.headers.get('x-page-cache')).toBe('hit')
	expect(plain.headers.get('strict-transport-security')).toBeNull()
	const secure = await fetch(`${base}/`, { headers: { 'X-Test-Hsts': '1' } })
	await secure.arrayBuffer()
	expect(secure.headers.get('x-page-cache')).toBe('hit')
	expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000')
})

test('the cache is bounded by bytes, plain and compressed together', async () => {
	await get('/product/one')
	await get('/product/two')
	expect(cache.pages.size).toBe(2)
	const weight = cache.pages.weight
	const html = (await get('/product/one')).body
	// each page: its bytes plain plus far fewer compressed
	expect(weight).toBeGreaterThan(2 * Buffer.byteLength(html) - 200)
	expect(weight).toBeLessThan(2 * 1.2 * Buffer.byteLength(html))
})

test('gzip is taken when the client names it (or *) with a weight above 0', () => {
	for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8, *;q=0.1', 'deflate, *', 'x-gzip', 'GZIP;Q=0.5']) expect(acceptsGzip(header), header).toBe(true)
	for (const header of [undefined, '', 'identity', 'br, deflate', 'gzip;q=0', 'gzip;q=0, *', '*;q=0', 'deflate, gzip;q=0.000']) expect(acceptsGzip(header), header).toBe(false)
})

test('the version is read once per turn of the event loop: the requests of one turn share it, the next turn reads again', async () => {
	let reads = 0
	let fail = false
	const version = oncePerTurn(async () => {
		reads += 1
		if (fail) throw new Error('database unavailable')
		return reads
	})
	expect(await Promise.all([version(), version(), version()])).toEqual([1, 1, 1])
	expect(reads).toBe(1)
	await new Promise((resolve) => setImmediate(resolve))
	expect(await version()).toBe(2)
	await new Promise((resolve) => setImmediate(resolve))
	fail = true
	await expect(version()).rejects.toThrow('database unavailable')
	fail = false
	await new Promise((resolve) => setImmediate(resolve))
	expect(await version()).toBe(4) // a failure is not kept past its turn
})

test('a customer’s writes leave the kept pages; the owner’s (and any path not known as a customer’s) empty them', () => {
	const customer = ['/cart', '/api/cart', '/api/cart/items', '/api/cart/items/12', '/api/cart/pair', '/shipping', '/checkout', '/order', '/vehicle', '/contact', '/booking/find', '/account/login', '/account/register', '/account/reset', '/account/logout', '/api/auth/send-otp', '/api/auth/verify-reset-otp', '/api/contact/send', '/api/coupons/apply', '/api/slots/check', '/api/service/check', '/api/booking/confirm', '/api/bookings/create', '/api/stripe/create-payment-intent', '/api/stripe/webhook']
	const owner = ['/', '/admin', '/admin/blogs', '/admin/settings', '/admin/service-areas', '/admin/tyres', '/login/admin', '/api/admin/login', '/api/blogs/add', '/api/tyreall/add', '/api/tyreall/update-stock/3', '/api/service/add', '/api/service/delete', '/api/coupons/add', '/api/contact/12', '/api/bookings/12/status', '/api/cart/items/12/extra', '/cart/x', '/api/cartx']
	expect(customer.filter((path) => !isCustomerWrite(path))).toEqual([])
	expect(owner.filter((path) => isCustomerWrite(path))).toEqual([])
})
