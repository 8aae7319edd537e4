import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bodyLimit, bodyLimitFor, clientAddress, newCspNonce, ownOrigin, readBodyAfterEarlyAnswer, requestLog, sameOriginWrites, trustProxySetting } from './http-guards'
import { listenOnLoopback } from '#tests/helpers/listen'

// The guards in a small express app over real HTTP, in the order server/app.ts mounts them.
const logged: Array<Record<string, unknown>> = []
let base = ''
let close: () => void

function startApp(trustProxy: string) {
	const app = express()
	app.set('trust proxy', trustProxySetting(trustProxy))
	app.use(requestLog(pino({ base: undefined }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) })))
	app.use(bodyLimit)
	app.use(readBodyAfterEarlyAnswer)
	app.use(sameOriginWrites(() => 'https://shop.example'))
	// a guard that refuses before anything reads the body, as the admin API routes do
	app.post('/refuses-unread', (_req, res) => void res.status(401).json({ error: 'Please login first' }))
	app.get('/fails', (_req, res) => void res.status(500).send('Server error'))
	app.get('/cut-off', (_req, res) => {
		res.writeHead(200, { 'Content-Type': 'text/plain' })
		res.write('half')
		setTimeout(() => res.destroy(), 20)
	})
	app.all('/{*rest}', (req, res) => {
		req.resume()
		res.json({ ip: req.ip, secure: req.secure })
	})
	return listenOnLoopback(app)
}

beforeAll(async () => {
	;({ base, close } = await startApp('false'))
})
afterAll(() => close())

describe('body limits follow the address, not the declared content type', () => {
	test('a 10 MB multipart body to a JSON endpoint is refused before it is read', async () => {
		// refused by its declared length: the body is read and dropped, never handed on
		const tenMegabytes = 'x'.repeat(10 * 1024 * 1024)
		const answer = await rawPost('/api/contact/send', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(tenMegabytes.length) }, tenMegabytes)
		expect(answer).toMatch(/^HTTP\/1\.1 413/)
		const upload = await rawPost('/api/tyreall/add', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '5' }, 'xxxxx')
		expect(upload).toMatch(/^HTTP\/1\.1 200/)
	})

	test('only the image upload addresses get room for images, and only for a multipart upload', () => {
		const multipart = 'multipart/form-data; boundary=x'
		expect(bodyLimitFor('/api/contact/send', multipart)).toBe(1024 * 1024)
		expect(bodyLimitFor('/api/auth/send-otp', multipart)).toBe(1024 * 1024)
		expect(bodyLimitFor('/checkout', multipart)).toBe(1024 * 1024)
		expect(bodyLimitFor('/api/tyreall/add', multipart)).toBe(11 * 1024 * 1024)
		expect(bodyLimitFor('/api/tyreall/update-image/12', multipart)).toBe(11 * 1024 * 1024)
		expect(bodyLimitFor('/api/blogs/add', multipart)).toBe(11 * 1024 * 1024)
		expect(bodyLimitFor('/admin/tyres', multipart)).toBe(11 * 1024 * 1024)
		expect(bodyLimitFor('/admin/tyres', 'application/json')).toBe(1024 * 1024)
		expect(bodyLimitFor('/administrator', multipart)).toBe(1024 * 1024)
	})
})

describe('an answer given before the body was read', () => {
	test('leaves the connection open until the client has sent its whole body, so the answer is never lost to a reset', async () => {
		// The client asks for Connection: close and is still sending when the 401 arrives. Had the
		// server closed then, the rest of the body would meet a reset (EPIPE or ECONNRESET), and
		// under load the reset can overtake the answer itself.
		const net = await import('node:net')
		const { port } = new URL(base)
		const body = Buffer.alloc(900_000, 'y')
		let offset = 64 * 1024
		const outcome = await new Promise<{ answer: string; error?: string }>((resolve) => {
			let answer = ''
			let sentAll = false
			const socket = net.connect(Number(port), '127.0.0.1', () => {
				const head = ['POST /refuses-unread HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${body.length}`, 'Connection: close', '', ''].join('\r\n')
				socket.write(head)
				socket.write(body.subarray(0, 64 * 1024))
			})
			socket.on('data', (chunk) => {
				answer += chunk.toString()
				if (sentAll || !answer.includes('\r\n\r\n')) return
				sentAll = true
				// the answer is in: now the rest of the body, a piece at a time
				const more = () => {
					while (offset < body.length && !socket.destroyed && socket.writable) {
						const piece = body.subarray(offset, offset + 64 * 1024)
						offset += piece.length
						if (!socket.write(piece)) return void socket.once('drain', more)
					}
					socket.end()
				}
				setTimeout(more, 50)
			})
			socket.on('error', (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code ?? error.message }))
			socket.on('close', () => resolve({ answer }))
		})
		expect(outcome.error).toBeUndefined()
		expect(offset, 'the connection stayed open until the whole body was sent').toBe(body.length)
		expect(outcome.answer).toMatch(/^HTTP\/1\.1 401/)
		expect(outcome.answer).toContain('Please login first')
	})
})

describe('CSRF: the Origin of a write must be the shop’s PUBLIC_URL', () => {
	test('a forged Host header that matches the attacker’s Origin no longer lets the write through', async () => {
		const forged = await fetch(`${base}/contact`, { method: 'POST', headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' }, body: '' })
		expect(forged.status).toBe(403)
		// the attack of the review: Host and Origin both the attacker's (node's fetch will not forge Host)
		const raw = await rawPostWithHost('/contact', 'evil.example', 'http://evil.example')
		expect(raw).toMatch(/^HTTP\/1\.1 403/)
	})

	test('the shop’s own origin and API clients without an Origin go through', async () => {
		expect((await fetch(`${base}/contact`, { method: 'POST', headers: { Origin: 'https://shop.example' }, body: '' })).status).toBe(200)
		expect((await fetch(`${base}/contact`, { method: 'POST', body: '' })).status).toBe(200)
		expect((await fetch(`${base}/contact`, { method: 'POST', headers: { Origin: 'null' }, body: '' })).status).toBe(403)
	})
})

describe('CSRF without PUBLIC_URL: the Origin of a write must be the address the shop was opened at', () => {
	let own = ''
	let closeOwn: () => void
	beforeAll(async () => {
		const app = express()
		app.use(readBodyAfterEarlyAnswer)
		app.use(sameOriginWrites(ownOrigin, (req) => `/form-refused?from=${encodeURIComponent(req.path)}`))
		// echoes what the router would be asked for
		app.all('/{*rest}', (req, res) => {
			req.resume()
			res.json({ method: req.method, url: req.originalUrl })
		})
		;({ base: own, close: closeOwn } = await listenOnLoopback(app))
	})
	afterAll(() => closeOwn())

	const post = (path: string, host: string, origin: string) => rawPostLinesTo(own, path, [`Host: ${host}`, `Origin: ${origin}`, 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 0'])

	test('a form from the page’s own origin goes through at localhost, 127.0.0.1 or a LAN address', async () => {
		const { port } = new URL(own)
		for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `192.168.1.20:${port}`, `shop.local:${port}`]) {
			const answer = await post('/cart', host, `http://${host}`)
			expect(answer, host).toMatch(/^HTTP\/1\.1 200/)
			expect(answer).toContain('"method":"POST","url":"/cart"')
		}
	})

	test('a form from any other origin is shown the refused page instead, never handed on as a post', async () => {
		const { port } = new URL(own)
		for (const origin of [`http://localhost:${port}`, 'https://evil.example', `https://127.0.0.1:${port}`, 'null']) {
			const answer = await post('/cart', `127.0.0.1:${port}`, origin)
			expect(answer, origin).toContain('"method":"GET","url":"/form-refused?from=%2Fcart"')
		}
	})

	test('the API and the router’s data requests keep the JSON error', async () => {
		const { port } = new URL(own)
		for (const path of ['/api/cart/items', '/cart.data']) {
			const answer = await post(path, `127.0.0.1:${port}`, 'https://evil.example')
			expect(answer, path).toMatch(/^HTTP\/1\.1 403/)
			expect(answer).toContain('{"error":"Cross-site requests are not allowed."}')
		}
	})
})

describe('the request log', () => {
	test('never holds a query string, a phone number or a Stripe id', async () => {
		logged.length = 0
		await fetch(`${base}/order?ref=BK-7K2M9Q&sig=abcdefabcdefabcdef&payment_intent=pi_3Abc123&payment_intent_client_secret=pi_3Abc123_secret_xyz`)
		await fetch(`${base}/api/bookings/user/0412%20345%20678`)
		await fetch(`${base}/api/stripe/pi_3Abc123DEF/status`)
		const text = JSON.stringify(logged)
		expect(logged).toHaveLength(3)
		for (const secret of ['sig=', 'abcdefabcdef', 'pi_3Abc', 'secret_xyz', '0412', '345 678', 'BK-7K2M9Q']) expect(text).not.toContain(secret)
		expect(logged[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/order?[redacted]' }, res: { status: 200 }, msg: 'request' })
		// nothing beyond the method, path and status: no headers (cookies, tokens), no client address
		expect(Object.keys(logged[0]!.req as object)).toEqual(['method', 'url'])
		expect(Object.keys(logged[0]!.res as object)).toEqual(['status'])
	})

	test('a 5xx or an answer cut off is an error line, a refusal (4xx) info', async () => {
		logged.length = 0
		await fetch(`${base}/fails?token=abc`).then((r) => r.arrayBuffer())
		await fetch(`${base}/refuses-unread`, { method: 'POST', body: 'x' }).then((r) => r.arrayBuffer())
		await fetch(`${base}/cut-off`)
			.then((r) => r.arrayBuffer())
			.catch(() => undefined)
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(logged).toEqual([
			expect.objectContaining({ level: 50, req: { method: 'GET', url: '/fails?[redacted]' }, res: { status: 500 }, msg: 'request failed', responseTime: expect.any(Number) }),
			expect.objectContaining({ level: 30, req: { method: 'POST', url: '/refuses-unread' }, res: { status: 401 }, msg: 'request' }),
			expect.objectContaining({ level: 50, req: { method: 'GET', url: '/cut-off' }, msg: 'request failed', err: expect.objectContaining({ message: expect.stringContaining('cut off') }) }),
		])
	})

	test('an escaped query string in the path is not written either', async () => {
		logged.length = 0
		await fetch(`${base}/order%3Fref%3DBK-7K2M9Q%26sig%3Dabcdefabcdef`)
		expect(logged).toHaveLength(1)
		expect(logged[0]).toMatchObject({ req: { url: '/order?[redacted]' } })
		for (const secret of ['BK-7K2M9Q', 'abcdef']) expect(JSON.stringify(logged)).not.toContain(secret)
	})
})

describe('TRUST_PROXY', () => {
	test('true: a client connecting from the internet cannot pick its address; a proxy on a private network can tell us it', () => {
		expect(trustProxySetting('true')).toBe('loopback, linklocal, uniquelocal')
		expect(trustProxySetting('false')).toBe('loopback')
		expect(trustProxySetting(undefined)).toBe('loopback')
		expect(trustProxySetting('10.0.0.2, 10.0.1.0/24')).toBe('10.0.0.2, 10.0.1.0/24')
		expect(trustProxySetting('1')).toBe('loopback') // a hop count would trust whatever the client sends
		expect(trustProxySetting('10.0.0.999')).toBe('loopback')
	})

	test('with a public peer, X-Forwarded-For is ignored', async () => {
		const app = express()
		app.set('trust proxy', trustProxySetting('true'))
		app.get('/', (req, res) => res.json({ ip: req.ip }))
		// a request as it would arrive from a public address, without a socket of our own
		const req = Object.assign(Object.create(app.request), {
			app,
			headers: { 'x-forwarded-for': '198.51.100.7' },
			socket: { remoteAddress: '203.0.113.50' },
			connection: { remoteAddress: '203.0.113.50' },
		}) as express.Request
		expect(req.ip).toBe('203.0.113.50')
		const viaProxy = Object.assign(Object.create(app.request), {
			app,
			headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.50' },
			socket: { remoteAddress: '172.17.0.1' },
			connection: { remoteAddress: '172.17.0.1' },
		}) as express.Request
		expect(viaProxy.ip).toBe('203.0.113.50')
	})
})

describe('clientAddress: what the per-address limits count by', () => {
	test('an IPv6 address counts as its /64, so a client cannot rotate through its network', () => {
		const network = '2001:db8:1:2::/64'
		expect(clientAddress('2001:db8:1:2::1')).toBe(network)
		expect(clientAddress('2001:0db8:0001:0002:ffff:abcd:0:9')).toBe(network)
		expect(clientAddress('2001:DB8:1:2:0:0:0:1')).toBe(network)
		expect(clientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
		expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
		expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	})

	test('IPv4, also written as IPv6 by a server listening on ::, stays the address itself', () => {
		expect(clientAddress('203.0.113.5')).toBe('203.0.113.5')
		expect(clientAddress('::ffff:203.0.113.5')).toBe('203.0.113.5')
		expect(clientAddress('::FFFF:203.0.113.6')).toBe('203.0.113.6')
		expect(clientAddress(undefined)).toBe('unknown')
	})
})

function rawPostWithHost(path: string, host: string, origin: string) {
	return rawPostLines(path, [`Host: ${host}`, `Origin: ${origin}`, 'Content-Length: 0'])
}

function rawPostLines(path: string, headerLines: string[]) {
	return rawPostLinesTo(base, path, headerLines)
}

async function rawPostLinesTo(server: string, path: string, headerLines: string[]) {
	const net = await import('node:net')
	const { port } = new URL(server)
	return new Promise<string>((resolve, reject) => {
		const socket = net.connect(Number(port), '127.0.0.1', () => socket.write([`POST ${path} HTTP/1.1`, ...headerLines, 'Connection: close', '', ''].join('\r\n')))
		let answer = ''
		socket.on('data', (chunk) => (answer += chunk.toString()))
		socket.on('end', () => resolve(answer))
		socket.on('error', reject)
	})
}

async function rawPost(path: string, headers: Record<string, string>, body = '') {
	const net = await import('node:net')
	const { port } = new URL(base)
	return new Promise<string>((resolve, reject) => {
		const socket = net.connect(Number(port), '127.0.0.1', () => {
			const length = 'Content-Length' in headers ? [] : ['Content-Length: 0']
			const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), ...length, 'Connection: close', '', '']
			socket.write(lines.join('\r\n') + body)
		})
		let answer = ''
		socket.on('data', (chunk) => (answer += chunk.toString()))
		socket.on('end', () => resolve(answer))
		socket.on('error', reject)
	})
}

describe('newCspNonce', () => {
	test('each nonce is 128 bits of its own, across the batches of random bytes they are cut from', () => {
		const nonces = Array.from({ length: 1000 }, () => newCspNonce())
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
		expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true)
		expect(new Set(nonces).size).toBe(nonces.length)
	})
})
