import fs from 'node:fs'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { fakePngFile, pngFile } from '#tests/admin-fixtures'
import { IMAGE_MESSAGES, ImageUploadError, MAX_IMAGE_BYTES, removeUnusedUploads, storeUploadedImage, uploadPath } from './images.server'

const uploadedFiles = () => fs.readdirSync(getEnv().uploadsDir, { recursive: true }).map(String).sort()

describe('storeUploadedImage', () => {
	test('re-encodes an image to WebP within the size for its kind, under data/uploads', async () => {
		const url = await storeUploadedImage(await pngFile('big.png', { width: 2000, height: 1000 }), 'tyres')
		expect(url).toMatch(/^\/uploads\/tyres\/[0-9a-f]{24}\.webp$/)
		const file = uploadPath(url)!
		const meta = await sharp(fs.readFileSync(file)).metadata()
		expect(meta.format).toBe('webp')
		expect(meta.width).toBe(800)
		expect(meta.height).toBe(400)
	})

	test('judges by content: a non-image named .png, an SVG, an empty or oversize file are refused and nothing is written', async () => {
		const before = uploadedFiles()
		const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'], 'logo.png', {
			type: 'image/png',
		})
		const oversize = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' })
		const cases: Array<[unknown, string]> = [
			[fakePngFile(), IMAGE_MESSAGES.notImage],
			[svg, IMAGE_MESSAGES.notImage],
			[new File([], ''), IMAGE_MESSAGES.missing],
			[null, IMAGE_MESSAGES.missing],
			[oversize, IMAGE_MESSAGES.tooLarge],
		]
		for (const [file, message] of cases) {
			const error = await storeUploadedImage(file, 'blogs', 'image').catch((e: unknown) => e)
			expect(error).toBeInstanceOf(ImageUploadError)
			expect(error).toMatchObject({ message, field: 'image' })
		}
		expect(uploadedFiles()).toEqual(before)
	})

	test('uploadPath stays inside the uploads folder', () => {
		expect(uploadPath('/uploads/../shop.sqlite')).toBeNull()
		expect(uploadPath('/uploads/%2e%2e/shop.sqlite')).toBeNull()
		expect(uploadPath('https://example.com/x.png')).toBeNull()
		expect(uploadPath('/uploads/tyres/a.webp')).toMatch(/uploads\/tyres\/a\.webp$/)
	})
})

describe('removeUnusedUploads', () => {
	test('removes a replaced file, keeps one that another row still uses', async () => {
		const db = getDb()
		const unused = await storeUploadedImage(await pngFile(), 'tyres')
		const shared = (await db.selectFrom('tyres').select('image_url').where('image_url', 'is not', null).executeTakeFirstOrThrow()).image_url!
		expect(fs.existsSync(uploadPath(shared)!)).toBe(true)
		await removeUnusedUploads(db, [unused, shared, null])
		expect(fs.existsSync(uploadPath(unused)!)).toBe(false)
		expect(fs.existsSync(uploadPath(shared)!)).toBe(true)
	})
})
