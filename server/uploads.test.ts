import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localDiskStorage, type S3Like, s3Storage, type UploadStorage } from '#app/lib/storage.server'
import { serveUploads } from './uploads'

// /uploads answers alike from the local disk and from a bucket: the image with its type, a
// sandbox CSP and a long cache; a 404 for anything else, whatever the path tricks.

const objects = new Map<string, Buffer>()
let failing = false
const bucket: S3Like = {
	async putObject({ Key, Body }) {
		objects.set(Key, Body)
	},
	async getObject({ Key }) {
		if (failing) throw new Error('bucket unreachable')
		const body = objects.get(Key)
		return body ? { Body: Readable.from([body]), ContentLength: body.length } : null
	},
	async deleteObject({ Key }) {
		objects.delete(Key)
	},
}

let work: string
let close: () => void
const bases: Record<'local' | 's3', string> = { local: '', s3: '' }

beforeAll(async () => {
	work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'))
	const stores: Record<'local' | 's3', UploadStorage> = { local: localDiskStorage(work), s3: s3Storage({ bucket: 'b-1' }, bucket) }
	const servers = await Promise.all(
		(['local', 's3'] as const).map(async (name) => {
			await stores[name].put('tyres/a.webp', Buffer.from('RIFF....WEBP'), 'image/webp')
			await stores[name].put('notes.txt', Buffer.from('secret'), 'text/plain').catch(() => undefined)
			const app = express()
			app.use('/uploads', serveUploads(() => stores[name]))
			app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
				res.status(error.status ?? 500).send('error')
			})
			const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
				const s = app.listen(0, '127.0.0.1', () => resolve(s))
			})
			bases[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
			return server
		}),
	)
	close = () => servers.forEach((s) => s.close())
})
afterAll(() => {
	close?.()
	fs.rmSync(work, { recursive: true, force: true })
})

describe.each(['local', 's3'] as const)('/uploads from %s storage', (name) => {
	test('serves a stored image with its type, a sandbox and a long cache', async () => {
		const response = await fetch(`${bases[name]}/uploads/tyres/a.webp`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('image/webp')
		expect(response.headers.get('content-security-policy')).toContain('sandbox')
		expect(response.headers.get('cache-control')).toMatch(/max-age=2592000/)
		expect(await response.text()).toBe('RIFF....WEBP')
		const head = await fetch(`${bases[name]}/uploads/tyres/a.webp`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers.get('content-length')).toBe('12')
	})

	test('a missing image, a non-image and a path that climbs out are refused (404; express.static says 403 to a climb, 400 to a broken escape)', async () => {
		for (const url of ['/uploads/tyres/missing.webp', '/uploads/notes.txt', '/uploads/%2e%2e/%2e%2e/etc/passwd.png', '/uploads/..%2fshop.webp', '/uploads/%E0%A4%A.webp']) {
			const response = await fetch(`${bases[name]}${url}`)
			expect([400, 403, 404], url).toContain(response.status)
			expect(await response.text()).not.toContain('secret')
		}
	})

	test('only GET and HEAD', async () => {
		expect((await fetch(`${bases[name]}/uploads/tyres/a.webp`, { method: 'POST' })).status).toBe(405)
	})
})

test('a bucket that does not answer is a 502, not a hang or a crash', async () => {
	failing = true
	try {
		expect((await fetch(`${bases.s3}/uploads/tyres/a.webp`)).status).toBe(502)
	} finally {
		failing = false
	}
})
