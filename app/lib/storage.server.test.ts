import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { pngFile } from '#tests/admin-fixtures'
import { getEnv, parseEnv } from './env.server'
import { removeUploads, storeUploadedImage, uploadKey } from './images.server'
import {
	copyFolderToStorage,
	isStorageKey,
	localDiskStorage,
	type S3Like,
	s3Storage,
	sdkS3Client,
	setStorage,
	storageFromEnv,
	StorageKeyError,
} from './storage.server'

/** An S3 client object that keeps objects in a Map and records every call. */
function fakeS3() {
	const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>()
	const calls: string[] = []
	const client: S3Like = {
		async putObject({ Bucket, Key, Body, ContentType, CacheControl }) {
			calls.push(`put ${Bucket}/${Key}`)
			objects.set(`${Bucket}/${Key}`, { body: Body, contentType: ContentType, cacheControl: CacheControl })
		},
		async getObject({ Bucket, Key }) {
			calls.push(`get ${Bucket}/${Key}`)
			const object = objects.get(`${Bucket}/${Key}`)
			return object ? { Body: Readable.from([object.body]), ContentLength: object.body.length } : null
		},
		async deleteObject({ Bucket, Key }) {
			calls.push(`delete ${Bucket}/${Key}`)
			objects.delete(`${Bucket}/${Key}`)
		},
	}
	return { client, objects, calls }
}

const read = async (storage: ReturnType<typeof localDiskStorage>, key: string) => {
	const object = await storage.get(key)
	return object ? text(object.body) : null
}

let work: string
beforeAll(() => {
	work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'))
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))
afterEach(() => setStorage(null))

describe('storage keys', () => {
	test('are folders and a plain file name; nothing that climbs out or hides', () => {
		for (const key of ['tyres/1a2b.webp', 'seed/brands/michelin.svg', 'a.png']) expect(isStorageKey(key), key).toBe(true)
		for (const key of ['', '/tyres/a.webp', '../shop.sqlite', 'tyres/../../x.webp', 'tyres//a.webp', '.env', 'tyres/.hidden.webp', 'a b.webp', 'tyres\\a.webp', 'x\0.webp']) {
			expect(isStorageKey(key), key).toBe(false)
		}
		expect(uploadKey('/uploads/tyres/a.webp')).toBe('tyres/a.webp')
		expect(uploadKey('/uploads/%2e%2e/shop.sqlite')).toBeNull()
		expect(uploadKey('/uploads/%E0%A4%A.webp')).toBeNull()
		expect(uploadKey('https://example.com/a.webp')).toBeNull()
	})
})

describe('the local disk (the default)', () => {
	test('keeps, serves and removes a file under its folder, and never overwrites one', async () => {
		const storage = localDiskStorage(path.join(work, 'uploads'))
		expect(storage.localDir).toBe(path.join(work, 'uploads'))
		await storage.put('tyres/a.webp', Buffer.from('one'), 'image/webp')
		expect(fs.readFileSync(path.join(work, 'uploads', 'tyres', 'a.webp'), 'utf8')).toBe('one')
		expect(await read(storage, 'tyres/a.webp')).toBe('one')
		expect((await storage.get('tyres/a.webp'))?.size).toBe(3)
		await expect(storage.put('tyres/a.webp', Buffer.from('two'), 'image/webp')).rejects.toThrow(/EEXIST/)
		await storage.remove('tyres/a.webp')
		expect(await storage.get('tyres/a.webp')).toBeNull()
		await storage.remove('tyres/a.webp') // a missing file is fine
		expect(await storage.get('tyres')).toBeNull() // a folder is not an object
	})

	test('refuses a key that would leave the folder', async () => {
		const storage = localDiskStorage(path.join(work, 'uploads'))
		await expect(storage.put('../escaped.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(StorageKeyError)
		await expect(storage.get('../../etc/passwd')).rejects.toThrow(StorageKeyError)
		expect(fs.existsSync(path.join(work, 'escaped.webp'))).toBe(false)
	})

	test('is what the settings choose without S3_BUCKET', () => {
		const storage = storageFromEnv(parseEnv({ DATA_DIR: work }))
		expect(storage.name).toBe('local')
		expect(storage.localDir).toBe(path.join(work, 'uploads'))
	})
})

describe('an S3-compatible bucket', () => {
	test('puts, gets and deletes objects in the bucket under the prefix, immutable', async () => {
		const s3 = fakeS3()
		const storage = s3Storage({ bucket: 'shop-images', prefix: 'prod/uploads/' }, s3.client)
		expect(storage.localDir).toBeUndefined()
		await storage.put('tyres/a.webp', Buffer.from('bytes'), 'image/webp')
		expect(s3.objects.get('shop-images/prod/uploads/tyres/a.webp')).toEqual({
			body: Buffer.from('bytes'),
			contentType: 'image/webp',
			cacheControl: 'public, max-age=31536000, immutable',
		})
		const object = await storage.get('tyres/a.webp')
		expect(object?.size).toBe(5)
		expect(await text(object!.body)).toBe('bytes')
		expect(await storage.get('tyres/missing.webp')).toBeNull()
		await storage.remove('tyres/a.webp')
		expect(s3.objects.size).toBe(0)
	})

	test('never sends a bad key to the bucket', async () => {
		const s3 = fakeS3()
		const storage = s3Storage({ bucket: 'shop-images' }, s3.client)
		await expect(storage.get('../other-bucket/x.webp')).rejects.toThrow(StorageKeyError)
		await expect(storage.remove('')).rejects.toThrow(StorageKeyError)
		expect(s3.calls).toEqual([])
	})

	test('an uploaded image goes to the bucket, not the disk, and is removed from it', async () => {
		const s3 = fakeS3()
		setStorage(s3Storage({ bucket: 'shop-images' }, s3.client))
		const before = fs.readdirSync(getEnv().uploadsDir, { recursive: true }).length
		const url = await storeUploadedImage(await pngFile('logo.png', { width: 1000, height: 200 }), 'brands')
		expect(url).toMatch(/^\/uploads\/brands\/[0-9a-f]{24}\.webp$/)
		const stored = s3.objects.get(`shop-images/${uploadKey(url)}`)!
		expect(stored.contentType).toBe('image/webp')
		expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'webp', width: 480, height: 96 })
		expect(fs.readdirSync(getEnv().uploadsDir, { recursive: true }).length).toBe(before)
		await removeUploads([url, 'https://elsewhere.example/x.webp', null])
		expect(s3.objects.size).toBe(0)
	})

	test('the demo seed’s pictures are put in the bucket; nothing is copied onto the local disk itself', async () => {
		const dir = path.join(work, 'seed')
		fs.mkdirSync(path.join(dir, 'brands'), { recursive: true })
		fs.writeFileSync(path.join(dir, 'brands', 'michelin.svg'), '<svg/>')
		fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an image')
		const s3 = fakeS3()
		expect(await copyFolderToStorage(s3Storage({ bucket: 'b-1' }, s3.client), dir, 'seed')).toBe(1)
		expect([...s3.objects.keys()]).toEqual(['b-1/seed/brands/michelin.svg'])
		expect(s3.objects.get('b-1/seed/brands/michelin.svg')?.contentType).toBe('image/svg+xml')
		expect(await copyFolderToStorage(localDiskStorage(path.join(work, 'uploads')), dir, 'seed')).toBe(0)
	})

	test('is what the settings choose with S3_BUCKET', () => {
		const storage = storageFromEnv(parseEnv({ DATA_DIR: work, S3_BUCKET: 'shop-images', S3_REGION: 'ap-southeast-2' }))
		expect(storage.name).toBe('s3')
	})
})

describe('the S3 settings, checked at start-up', () => {
	const problems = (source: Record<string, string>) => {
		try {
			parseEnv(source)
			return []
		} catch (error) {
			return (error as { problems: string[] }).problems
		}
	}
	test('a bucket needs its region; keys come in pairs; no setting without a bucket', () => {
		expect(problems({ S3_BUCKET: 'shop-images', S3_REGION: 'auto', S3_ENDPOINT: 'https://acc.r2.example.com' })).toEqual([])
		expect(problems({ S3_BUCKET: 'shop-images' })).toEqual([expect.stringMatching(/^S3_REGION: S3_REGION must be set with S3_BUCKET/)])
		expect(problems({ S3_BUCKET: 'shop-images', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'AKIA123' })).toEqual([
			expect.stringMatching(/^S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/),
		])
		expect(problems({ S3_REGION: 'us-east-1' })).toEqual([expect.stringMatching(/^S3_BUCKET: S3_BUCKET must be set when S3_REGION is/)])
		expect(problems({ S3_BUCKET: 'Not A Bucket', S3_REGION: 'us-east-1' })).toEqual([expect.stringMatching(/^S3_BUCKET: must be a bucket name/)])
		expect(problems({ S3_BUCKET: 'shop-images', S3_REGION: 'us-east-1', S3_ENDPOINT: 'ftp://x' })).toEqual([expect.stringMatching(/^S3_ENDPOINT: must be an http\(s\) URL/)])
		expect(problems({ S3_BUCKET: 'shop-images', S3_REGION: 'us-east-1', S3_ENDPOINT: 'https://key:secret@s3.example.com' })).toEqual([
			expect.stringMatching(/^S3_ENDPOINT: must not hold credentials/),
		])
		expect(problems({ S3_BUCKET: 'shop-images', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'yes' })).toEqual([expect.stringMatching(/^S3_FORCE_PATH_STYLE: must be true or false/)])
		// a secret is never shown back
		expect(problems({ S3_SECRET_ACCESS_KEY: 'very-secret' }).join('\n')).not.toContain('very-secret')
	})
})

// The real SDK, pointed at a stand-in for an S3-compatible server on loopback (path-style URLs,
// as MinIO and most self-hosted stores use): the client speaks S3 as the shop will in production.
describe('@aws-sdk/client-s3 through sdkS3Client', () => {
	let server: http.Server
	let endpoint: string
	const stored = new Map<string, { body: Buffer; type: string }>()
	const seen: string[] = []
	beforeAll(async () => {
		server = http.createServer((req, res) => {
			const chunks: Buffer[] = []
			req.on('data', (c: Buffer) => chunks.push(c))
			req.on('end', () => {
				const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname)
				seen.push(`${req.method} ${key} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`)
				if (req.method === 'PUT') {
					stored.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) })
					return res.writeHead(200, { ETag: '"x"' }).end()
				}
				if (req.method === 'DELETE') {
					stored.delete(key)
					return res.writeHead(204).end()
				}
				const object = stored.get(key)
				if (!object) {
					return res
						.writeHead(404, { 'Content-Type': 'application/xml' })
						.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>')
				}
				res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': String(object.body.length) }).end(object.body)
			})
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	test('puts, gets, misses and deletes, signed, at /bucket/prefix/key', async () => {
		const client = sdkS3Client({ bucket: 'shop-images', region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'test-key', secretAccessKey: 'test-secret' })
		const storage = s3Storage({ bucket: 'shop-images', prefix: 'uploads' }, client)
		await storage.put('tyres/a.webp', Buffer.from('webp bytes'), 'image/webp')
		expect(stored.get('/shop-images/uploads/tyres/a.webp')).toEqual({ body: Buffer.from('webp bytes'), type: 'image/webp' })
		const object = await storage.get('tyres/a.webp')
		expect(object?.size).toBe(10)
		expect(await text(object!.body)).toBe('webp bytes')
		expect(await storage.get('tyres/missing.webp')).toBeNull()
		await storage.remove('tyres/a.webp')
		expect(stored.size).toBe(0)
		expect(seen).toEqual([
			'PUT /shop-images/uploads/tyres/a.webp signed',
			'GET /shop-images/uploads/tyres/a.webp signed',
			'GET /shop-images/uploads/tyres/missing.webp signed',
			'DELETE /shop-images/uploads/tyres/a.webp signed',
		])
	})
})
