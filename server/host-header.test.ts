import http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isWellFormedHost, wellFormedHost } from './host-header'
import { listenOnLoopback } from '#tests/helpers/listen'

let base = ''
let close: () => void

beforeAll(async () => {
	const app = express()
	app.set('trust proxy', 'loopback')
	app.use(wellFormedHost)
	// what React Router's adapter does with the host: a malformed one throws here
	app.get('/{*rest}', (req, res) => void res.send(new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`).host))
	;({ base, close } = await listenOnLoopback(app))
})
afterAll(() => close())

function get(headers: Record<string, string>): Promise<{ status: number; text: string }> {
	return new Promise((resolve, reject) => {
		const request = http.request(`${base}/page`, { headers, setHost: false }, (response) => {
			let text = ''
			response.on('data', (chunk: Buffer) => (text += chunk.toString()))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
		})
		request.on('error', reject)
		request.end()
	})
}

describe('Host header', () => {
	test.each(['localhost:3000', 'shop.example', '127.0.0.1', '[::1]:3000', 'xn--80ak6aa92e.com', 'LOCALHOST'])('%s is served', async (host) => {
		expect(await get({ Host: host })).toMatchObject({ status: 200 })
	})

	test.each(['a b', '[::1', ':99999', 'shop.example:99999', '', 'shop.example/evil', 'user@shop.example', '[zz::1]'])('%j is a 400 before the app', async (host) => {
		const answer = await get({ Host: host })
		expect(answer.status).toBe(400)
		expect(answer.text).toMatch(/Host header/)
	})

	test('a malformed forwarded host from a trusted proxy is refused too; a good one is served', async () => {
		expect((await get({ Host: 'localhost', 'X-Forwarded-Host': 'a b' })).status).toBe(400)
		expect((await get({ Host: 'localhost', 'X-Forwarded-Host': 'shop.example, proxy.internal' })).status).toBe(200)
	})

	test('the check itself', () => {
		expect(isWellFormedHost(undefined)).toBe(false)
		expect(isWellFormedHost('shop.example:65535')).toBe(true)
		expect(isWellFormedHost('shop.example:65536')).toBe(false)
	})
})
