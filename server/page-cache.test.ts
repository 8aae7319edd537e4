import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createPageCache } from './page-cache'

// The page cache in front of a stand-in for React Router that renders a page the way the
// shop does: the request's nonce in the CSP header and in every script tag, a cart badge
// from the cart cookie, a toast from a flash cookie.
let version = 1
let clock = 0
let renders = 0
let base = ''
let close: () => void
let cache: ReturnType<typeof createPageCache>

beforeAll(async () => {
	const app = express()
	app.use((_req, res, next) => {
		res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
		next()
	})
	cache = createPageCache({ version: async () => version, nonceOf: (res) => res.locals.cspNonce as string, now: () => clock, maxAgeMs: 60_000 })
	app.use(cache.middleware)
	app.post('/cart', (_req, res) => {
		res.setHeader('Set-Cookie', 'cart=abc; Path=/')
		res.redirect(303, '/')
	})
	app.get('/{*rest}', (req, res) => {
		renders += 1
		const nonce = res.locals.cspNonce as string
		const cart = /cart=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
		const toast = /toast=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
		if (toast) res.setHeader('Set-Cookie', 'toast=; Max-Age=0')
		if (req.query.missing) res.status(404)
		res.setHeader('Content-Type', 'text/html; charset=utf-8')
		res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`)
		res.write(`<html><body><span id="badge">${cart ? 2 : 0}</span>${toast ? `<p id="toast">${toast}</p>` : ''}`)
		res.end(`<script nonce="${nonce}">hydrate(${renders})</script></body></html>`)
	})
	await new Promise<void>((resolve) => {
		const server = app.listen(0, '127.0.0.1', () => {
			base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
			close = () => server.close()
			resolve()
		})
	})
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
	expect(second.body.replace(second.nonce!, 'N')).toBe(first.body.replace(first.nonce!, 'N'))
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

test('a new catalogue version, any write, or 60 seconds make the page render again', async () => {
	await get('/')
	expect((await get('/')).hit).toBe(true)
	version = 2
	expect((await get('/')).hit).toBe(false)
	expect((await get('/')).hit).toBe(true)

	await fetch(`${base}/cart`, { method: 'POST', redirect: 'manual' })
	expect((await get('/')).hit).toBe(false)

	clock = 60_000
	expect((await get('/')).hit).toBe(true)
	clock = 120_001
	expect((await get('/')).hit).toBe(false)
	expect(renders).toBe(4)
})
