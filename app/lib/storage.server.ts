import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type { Env } from './env.server'
import { getEnv } from './env.server'

// Where uploaded images live (ARCHITECTURE: Mail, SMS, storage). The embedded default is the
// local disk under DATA_DIR/uploads; several instances share an S3-compatible bucket instead
// (S3_BUCKET and friends). Either way an image keeps its URL, /uploads/<kind>/<name>, and the
// shop serves it: rows and the copy to PostgreSQL do not depend on where the bytes are.

export interface StoredObject {
	body: Readable
	size?: number
}

export interface UploadStorage {
	readonly name: 'local' | 's3'
	/** The folder the files are in, for the local disk (served by express.static); else undefined. */
	readonly localDir?: string
	/** Stores `body` under `key` (such as tyres/1a2b.webp). */
	put(key: string, body: Buffer, contentType: string): Promise<void>
	/** The stored object, or null when there is none. */
	get(key: string): Promise<StoredObject | null>
	/** Removes the object; a missing one is fine. */
	remove(key: string): Promise<void>
}

export class StorageKeyError extends Error {
	override name = 'StorageKeyError'
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

/** A key is folders and a file name of plain characters: no '..', no leading '/', nothing to escape with. */
export function isStorageKey(key: string) {
	return key.length <= 300 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part.startsWith('.'))
}

function checkedKey(key: string) {
	if (!isStorageKey(key)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`)
	return key
}

/** The image types the shop stores and serves, by file extension. */
export const IMAGE_TYPES: Record<string, string> = {
	'.webp': 'image/webp',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.avif': 'image/avif',
	'.svg': 'image/svg+xml',
}

export function imageTypeOf(key: string): string | null {
	return IMAGE_TYPES[path.extname(key).toLowerCase()] ?? null
}

// ── the local disk ──────────────────────────────────────────────────────────────────────────

export function localDiskStorage(dir: string): UploadStorage {
	const root = path.resolve(dir)
	const fileOf = (key: string) => path.join(root, checkedKey(key))
	return {
		name: 'local',
		localDir: root,
		async put(key, body) {
			const file = fileOf(key)
			await fsp.mkdir(path.dirname(file), { recursive: true })
			// names are random: an existing file means something is wrong, never overwrite it
			await fsp.writeFile(file, body, { flag: 'wx' })
		},
		async get(key) {
			const file = fileOf(key)
			try {
				const stat = await fsp.stat(file)
				if (!stat.isFile()) return null
				return { body: fs.createReadStream(file), size: stat.size }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},
		async remove(key) {
			await fsp.rm(fileOf(key), { force: true })
		},
	}
}

// ── an S3-compatible bucket ─────────────────────────────────────────────────────────────────

/** The three calls the shop makes to a bucket (what @aws-sdk/client-s3 does, narrowed, and a fake in tests). */
export interface S3Like {
	putObject(input: { Bucket: string; Key: string; Body: Buffer; ContentType: string; CacheControl: string }): Promise<unknown>
	/** null when the bucket has no such key */
	getObject(input: { Bucket: string; Key: string }): Promise<{ Body: Readable; ContentLength?: number } | null>
	deleteObject(input: { Bucket: string; Key: string }): Promise<unknown>
}

export function s3Storage({ bucket, prefix }: { bucket: string; prefix?: string }, client: S3Like): UploadStorage {
	const folder = prefix?.split('/').filter(Boolean).join('/')
	const objectKey = (key: string) => (folder ? `${folder}/${checkedKey(key)}` : checkedKey(key))
	return {
		name: 's3',
		async put(key, body, contentType) {
			// names are random and never reused: a stored image never changes
			await client.putObject({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' })
		},
		async get(key) {
			const object = await client.getObject({ Bucket: bucket, Key: objectKey(key) })
			return object ? { body: object.Body, size: object.ContentLength } : null
		},
		async remove(key) {
			await client.deleteObject({ Bucket: bucket, Key: objectKey(key) })
		},
	}
}

export interface S3Settings {
	bucket: string
	region: string
	endpoint?: string
	accessKeyId?: string
	secretAccessKey?: string
	forcePathStyle: boolean
	prefix?: string
}

/**
 * @aws-sdk/client-s3 behind S3Like, loaded at the first image call (it is several MB). Without
 * keys the SDK finds credentials its own way (an instance role, AWS_* variables).
 */
export function sdkS3Client(settings: S3Settings): S3Like {
	let loaded: Promise<typeof S3Sdk> | undefined
	const sdk = () => (loaded ??= import('@aws-sdk/client-s3'))
	let client: Promise<S3Sdk.S3Client> | undefined
	const connect = () =>
		(client ??= sdk().then(
			({ S3Client }) =>
				new S3Client({
					region: settings.region,
					endpoint: settings.endpoint,
					forcePathStyle: settings.forcePathStyle,
					credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
				}),
		))
	return {
		async putObject(input) {
			const { PutObjectCommand } = await sdk()
			return (await connect()).send(new PutObjectCommand(input))
		},
		async getObject(input) {
			const { GetObjectCommand } = await sdk()
			try {
				const output = await (await connect()).send(new GetObjectCommand(input))
				return output.Body ? { Body: output.Body as Readable, ContentLength: output.ContentLength } : null
			} catch (error) {
				const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
				if ((error as Error).name === 'NoSuchKey' || status === 404) return null
				throw error
			}
		},
		async deleteObject(input) {
			const { DeleteObjectCommand } = await sdk()
			return (await connect()).send(new DeleteObjectCommand(input))
		},
	}
}

export function s3SettingsFrom(env: Env): S3Settings | null {
	if (!env.S3_BUCKET || !env.S3_REGION) return null
	return {
		bucket: env.S3_BUCKET,
		region: env.S3_REGION,
		endpoint: env.S3_ENDPOINT,
		accessKeyId: env.S3_ACCESS_KEY_ID,
		secretAccessKey: env.S3_SECRET_ACCESS_KEY,
		forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
		prefix: env.S3_PREFIX,
	}
}

/** The storage the settings choose: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFromEnv(env: Env): UploadStorage {
	const s3 = s3SettingsFrom(env)
	return s3 ? s3Storage(s3, sdkS3Client(s3)) : localDiskStorage(env.uploadsDir)
}

let current: UploadStorage | undefined

export function getStorage(): UploadStorage {
	current ??= storageFromEnv(getEnv())
	return current
}

/** Replaces the storage (tests); null goes back to the settings' choice. */
export function setStorage(storage: UploadStorage | null) {
	current = storage ?? undefined
}

/**
 * Puts every image file under `dir` into the storage under `prefix` (the demo seed writes its
 * pictures to the local disk; with a bucket the other instances find them there).
 */
export async function copyFolderToStorage(storage: UploadStorage, dir: string, prefix: string): Promise<number> {
	if (storage.localDir || !fs.existsSync(dir)) return 0
	let copied = 0
	for (const entry of await fsp.readdir(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue
		const key = `${prefix}/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`
		const type = imageTypeOf(key)
		if (!type || !isStorageKey(key)) continue
		await storage.put(key, await fsp.readFile(path.join(entry.parentPath, entry.name)), type)
		copied += 1
	}
	return copied
}
