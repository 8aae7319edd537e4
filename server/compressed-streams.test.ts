import crypto from 'node:crypto'
import { writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import express from 'express'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { detachableDrainListeners } from './compressed-streams'
import { listenOnLoopback } from '#tests/helpers/listen'

// A page streamed the way React Router's express adapter streams one (its writer waits for
// 'drain' with once/off whenever a write meets back pressure) through compression, as in
// server/app.ts.
const page = crypto.randomBytes(2 * 1024 * 1024).toString('base64')
let base = ''
let close: () => void
const warnings: Error[] = []
const onWarning = (warning: Error) => void warnings.push(warning)

beforeAll(async () => {
	const app = express()
	app.use(compression())
	app.use(detachableDrainListeners)
	app.get('/page', async (_req, res) => {
		const bytes = new TextEncoder().encode(page)
		let at = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (at >= bytes.length) return controller.close()
				controller.enqueue(bytes.subarray(at, at + 4096))
				at += 4096
			},
		})
		res.setHeader('Content-Type', 'text/html; charset=utf-8')
		await writeReadableStreamToWritable(body, res)
	})
	;({ base, close } = await listenOnLoopback(app))
	process.on('warning', onWarning)
})
afterAll(() => {
	process.off('warning', onWarning)
	close()
})
afterEach(() => {
	warnings.length = 0
})

test('a large gzipped stream arrives whole and leaves no drain listeners behind (no MaxListenersExceededWarning)', async () => {
	const response = await fetch(`${base}/page`, { headers: { 'Accept-Encoding': 'gzip' } })
	expect(response.headers.get('content-encoding')).toBe('gzip')
	// fetch decompresses for us
	expect(await response.text()).toBe(page)
	await new Promise((resolve) => setImmediate(resolve))
	expect(warnings.map((w) => w.message)).toEqual([])
})

test('an uncompressed stream arrives whole too', async () => {
	const response = await fetch(`${base}/page`, { headers: { 'Accept-Encoding': 'identity' } })
	expect(response.headers.get('content-encoding')).toBeNull()
	expect(await response.text()).toBe(page)
	expect(warnings.map((w) => w.message)).toEqual([])
})

test('a slow reader of a gzipped stream gets it whole', async () => {
	const response = await fetch(`${base}/page`, { headers: { 'Accept-Encoding': 'gzip' } })
	const reader = response.body!.getReader()
	const chunks: Uint8Array[] = []
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		chunks.push(value)
		await new Promise((resolve) => setTimeout(resolve, 1))
	}
	expect(Buffer.concat(chunks).toString()).toBe(page)
	expect(warnings.map((w) => w.message)).toEqual([])
})
