import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDb, pingDatabase } from '#app/lib/db.server'
import { healthz } from './healthz'
import { listenOnLoopback } from '#tests/helpers/listen'

// The probe in a small express app over real HTTP, ahead of a catch-all that stands for the
// rest of the shop, as server/app.ts mounts it.
const logged: Array<Record<string, unknown>> = []
const logger = pino({ base: undefined }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) })
let databaseAnswers = true
let passedOn = 0
let base = ''
let close: () => void

beforeAll(async () => {
	const app = express()
	app.set('trust proxy', 'loopback')
	app.use(
		healthz({
			ping: () => (databaseAnswers ? pingDatabase(getDb()) : Promise.reject(new Error('SQLITE_CANTOPEN: unable to open database file'))),
			logger: () => logger,
		}),
	)
	app.use((_req, res) => {
		passedOn += 1
		res.status(404).send('the rest of the shop')
	})
	;({ base, close } = await listenOnLoopback(app))
})
afterAll(() => close())

describe('/healthz', () => {
	test('answers 200 {status: ok}, never cached, with the fixed security headers, when the database answers', async () => {
		databaseAnswers = true
		const response = await fetch(`${base}/healthz`)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ status: 'ok' })
		expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
		expect(response.headers.get('X-Frame-Options')).toBe('DENY')
		expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
		expect(response.headers.get('Strict-Transport-Security')).toBeNull()
	})

	test('answers 503 {status: error} and logs the failure when the database does not answer', async () => {
		databaseAnswers = false
		logged.length = 0
		try {
			const response = await fetch(`${base}/healthz`)
			expect(response.status).toBe(503)
			expect(await response.json()).toEqual({ status: 'error', error: 'database unavailable' })
			expect(response.headers.get('Cache-Control')).toBe('no-store')
			expect(logged).toEqual([expect.objectContaining({ level: 50, msg: 'health check failed', err: expect.objectContaining({ message: expect.stringContaining('SQLITE_CANTOPEN') }) })])
		} finally {
			databaseAnswers = true
		}
	})

	test('a passing probe writes no log line', async () => {
		logged.length = 0
		for (let i = 0; i < 3; i++) await (await fetch(`${base}/healthz`)).arrayBuffer()
		expect(logged).toEqual([])
	})

	test('HEAD answers the status without a body; other methods are 405 with Allow', async () => {
		const head = await fetch(`${base}/healthz`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(await head.text()).toBe('')
		const post = await fetch(`${base}/healthz`, { method: 'POST', body: 'x'.repeat(10_000) })
		expect(post.status).toBe(405)
		expect(post.headers.get('Allow')).toBe('GET, HEAD')
		expect(await post.json()).toEqual({ error: 'Use GET or HEAD for this call.' })
	})

	test('over HTTPS (behind a trusted proxy) it also carries HSTS', async () => {
		const response = await fetch(`${base}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } })
		await response.arrayBuffer()
		expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/)
	})

	test('every other path goes on to the rest of the shop', async () => {
		const before = passedOn
		for (const path of ['/', '/healthz/x', '/api/healthz', '/healthzz']) {
			const response = await fetch(`${base}${path}`)
			expect(response.status, path).toBe(404)
			await response.arrayBuffer()
		}
		expect(passedOn - before).toBe(4)
	})
})
