import crypto from 'node:crypto'
import path from 'node:path'
import type { Db } from './db.server'
import { getEnv } from './env.server'
import { getLogger } from './logger.server'
import { getStorage, isStorageKey } from './storage.server'

// ARCHITECTURE: Images. An upload is judged by its content (sharp must decode it as a raster
// image), never by its name or declared type; it is re-encoded to WebP at a sensible size,
// which also drops any metadata or payload riding along, and stored with a random name under
// <kind>/ in the upload storage (storage.server.ts: DATA_DIR/uploads or a bucket), served at
// /uploads/<kind>/<name>.

// sharp (libvips, about 30 MB resident) is loaded at the first upload, not with the shop.
const loadSharp = () => import('sharp').then((module) => module.default)

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const MAX_INPUT_PIXELS = 40_000_000 // refuses decompression bombs before decoding them
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export type ImageKind = 'tyres' | 'brands' | 'blogs'
const BOUNDS: Record<ImageKind, { width: number; height: number }> = {
	tyres: { width: 800, height: 800 },
	brands: { width: 480, height: 240 },
	blogs: { width: 1600, height: 1000 },
}

export const IMAGE_MESSAGES = {
	missing: 'Choose an image to upload.',
	tooLarge: 'The image must be 5 MB or smaller.',
	notImage: 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
} as const

export class ImageUploadError extends Error {
	constructor(
		message: string,
		/** the form field the file came from, when the caller named it */
		public field?: string,
	) {
		super(message)
		this.name = 'ImageUploadError'
	}
}

function isUploadedFile(value: unknown): value is Blob {
	return typeof Blob !== 'undefined' && value instanceof Blob
}

/** Checks an upload by content and size; throws ImageUploadError with a message for the form. */
async function readImage(file: unknown): Promise<Buffer> {
	if (!isUploadedFile(file) || file.size === 0) throw new ImageUploadError(IMAGE_MESSAGES.missing)
	if (file.size > MAX_IMAGE_BYTES) throw new ImageUploadError(IMAGE_MESSAGES.tooLarge)
	const input = Buffer.from(await file.arrayBuffer())
	const sharp = await loadSharp()
	try {
		const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
		if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error(`format ${meta.format}`)
	} catch {
		throw new ImageUploadError(IMAGE_MESSAGES.notImage)
	}
	return input
}

/**
 * Validates and re-encodes an uploaded image, stores it and returns its public URL
 * (/uploads/<kind>/<random>.webp). Throws ImageUploadError for a missing, oversize or
 * non-image file; nothing is written then.
 */
export async function storeUploadedImage(file: unknown, kind: ImageKind, field?: string): Promise<string> {
	try {
		return await encodeAndStore(await readImage(file), kind)
	} catch (error) {
		if (error instanceof ImageUploadError) error.field = field
		throw error
	}
}

async function encodeAndStore(input: Buffer, kind: ImageKind) {
	let output: Buffer
	const sharp = await loadSharp()
	try {
		const { width, height } = BOUNDS[kind]
		output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
			.rotate() // apply EXIF orientation before the metadata is dropped
			.resize({ width, height, fit: 'inside', withoutEnlargement: true })
			.webp({ quality: 82 })
			.toBuffer()
	} catch {
		throw new ImageUploadError(IMAGE_MESSAGES.notImage)
	}
	const name = `${crypto.randomBytes(12).toString('hex')}.webp`
	await getStorage().put(`${kind}/${name}`, output, 'image/webp')
	return `/uploads/${kind}/${name}`
}

/** The file behind an /uploads/... URL, or null for anything outside the uploads folder. */
export function uploadPath(url: string | null | undefined): string | null {
	if (!url || !url.startsWith('/uploads/')) return null
	const root = getEnv().uploadsDir
	const file = path.resolve(root, decodeURIComponent(url.slice('/uploads/'.length)))
	return file.startsWith(root + path.sep) ? file : null
}

/** The storage key behind an /uploads/... URL (tyres/1a2b.webp), or null for anything else. */
export function uploadKey(url: string | null | undefined): string | null {
	if (!url || !url.startsWith('/uploads/')) return null
	let key: string
	try {
		key = decodeURIComponent(url.slice('/uploads/'.length))
	} catch {
		return null
	}
	return isStorageKey(key) ? key : null
}

/** Deletes stored uploads, e.g. after a failed insert. Missing ones are fine. */
export async function removeUploads(urls: Array<string | null | undefined>) {
	for (const url of urls) {
		const key = uploadKey(url)
		if (!key) continue
		try {
			await getStorage().remove(key)
		} catch (error) {
			getLogger().warn({ err: error, url }, 'could not remove an upload')
		}
	}
}

/**
 * Deletes old images that no row uses any more (replaced or deleted). Seed images are shared
 * between tyres of one range, and a brand logo between a brand's tyres, so a file is only
 * removed once nothing refers to it.
 */
export async function removeUnusedUploads(db: Db, urls: Array<string | null | undefined>) {
	const unused: string[] = []
	for (const url of new Set(urls.filter((u): u is string => Boolean(u)))) {
		const [tyre, blog, brand] = await Promise.all([
			db.selectFrom('tyres').select('id').where((eb) => eb.or([eb('image_url', '=', url), eb('brand_logo_url', '=', url)])).executeTakeFirst(),
			db.selectFrom('blogs').select('id').where('image_url', '=', url).executeTakeFirst(),
			db.selectFrom('brands').select('id').where('logo_url', '=', url).executeTakeFirst(),
		])
		if (!tyre && !blog && !brand) unused.push(url)
	}
	await removeUploads(unused)
}
