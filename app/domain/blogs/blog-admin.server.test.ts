import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { uploadPath } from '#app/lib/images.server'
import { pngFile } from '#tests/admin-fixtures'
import { addBlog, blogSlug, deleteBlog, metaDescriptionFor, toApiBlog } from './blog-admin.server'

describe('blog admin', () => {
	test('slugs are readable and unique; the meta description falls back to 150 characters of the description', async () => {
		expect(blogSlug('Winter Tyres: Do You Need Them?')).toBe('winter-tyres-do-you-need-them')
		expect(blogSlug('Café   crème')).toBe('cafe-creme')
		expect(metaDescriptionFor('x'.repeat(200), null)).toBe('x'.repeat(150))
		expect(metaDescriptionFor('Line one\n\nline two', null)).toBe('Line one line two')
		expect(metaDescriptionFor('long', 'Given')).toBe('Given')

		const db = getDb()
		const input = { title: 'Tyre Pressure 101', description: 'Check monthly.\nAnd before trips.', metaTitle: 'Tyre pressure', metaDescription: null }
		const first = await addBlog(db, { ...input, image: await pngFile() })
		const second = await addBlog(db, { ...input, image: await pngFile() })
		expect(first.slug).toBe('tyre-pressure-101')
		expect(second.slug).toBe('tyre-pressure-101-2')
		expect(first.meta_description).toBe('Check monthly. And before trips.')
		expect(first.image_url).toMatch(/^\/uploads\/blogs\/.+\.webp$/)
		expect(toApiBlog(first)).toMatchObject({ _id: first.id, title: 'Tyre Pressure 101', metaTitle: 'Tyre pressure', image: first.image_url, slug: 'tyre-pressure-101' })
	})

	test('deleting removes the blog and its image', async () => {
		const db = getDb()
		const blog = await addBlog(db, { title: 'Short lived', description: 'Gone soon.', metaTitle: 'Short', metaDescription: 'x', image: await pngFile() })
		expect(fs.existsSync(uploadPath(blog.image_url)!)).toBe(true)
		expect((await deleteBlog(db, blog.id))?.id).toBe(blog.id)
		expect(fs.existsSync(uploadPath(blog.image_url)!)).toBe(false)
		expect(await deleteBlog(db, blog.id)).toBeNull()
	})
})
