import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { adminLoad as load, adminPost as postTo, pngFile } from '#tests/admin-fixtures'
import * as blogs from './blogs'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

describe('the blogs tab', () => {
	test('blogs: missing fields', async () => {
		const blog = await postTo(blogs, '/admin/blogs', { intent: 'add', title: 'Only title' })
		expect(blog.status).toBe(400)
		expect(blog.data.result.error['']).toEqual(['All fields are required'])
	})

	test('blogs are edited in place (?edit=<id>), with the same checks as adding', async () => {
		const db = getDb()
		const added = await postTo(blogs, '/admin/blogs', { intent: 'add', title: 'Edit me', description: 'First line', metaTitle: 'Meta', image: await pngFile() })
		expect(added.status).toBe(303)
		const blog = await db.selectFrom('blogs').selectAll().where('title', '=', 'Edit me').executeTakeFirstOrThrow()
		expect((await load(blogs, `/admin/blogs?edit=${blog.id}`)).data.editing).toMatchObject({ id: blog.id, title: 'Edit me', description: 'First line' })
		const missing = await postTo(blogs, '/admin/blogs', { intent: 'edit', id: String(blog.id), title: 'No text' })
		expect(missing.status).toBe(400)
		expect(missing.data.result.error['']).toEqual(['All fields are required'])
		// no new image: the post keeps its own, and its slug
		const edited = await postTo(blogs, '/admin/blogs', { intent: 'edit', id: String(blog.id), title: 'Edited title', description: 'Fixed the typo', metaTitle: 'Meta 2' })
		expect(edited.toast).toMatchObject({ type: 'success', title: 'Blog updated successfully.' })
		expect(await db.selectFrom('blogs').select(['title', 'description', 'meta_title', 'meta_description', 'image_url', 'slug']).where('id', '=', blog.id).executeTakeFirstOrThrow()).toEqual({
			title: 'Edited title',
			description: 'Fixed the typo',
			meta_title: 'Meta 2',
			meta_description: 'Fixed the typo',
			image_url: blog.image_url,
			slug: blog.slug,
		})
		const newImage = await postTo(blogs, '/admin/blogs', { intent: 'edit', id: String(blog.id), title: 'Edited title', description: 'Fixed the typo', metaTitle: 'Meta 2', image: await pngFile('new.png', { colour: '#aa3322' }) })
		expect(newImage.toast?.type).toBe('success')
		expect((await db.selectFrom('blogs').select('image_url').where('id', '=', blog.id).executeTakeFirstOrThrow()).image_url).not.toBe(blog.image_url)
	})

	test('a post that names no known intent, or no blog to edit or delete, is a 400 with a message and changes nothing', async () => {
		const before = await getDb().selectFrom('blogs').selectAll().execute()
		for (const fields of [{ intent: 'rename', id: '1' }, { intent: 'edit', code: 'NOID1' }, { intent: 'delete', id: 'x' }] as Record<string, string>[]) {
			const refused = await postTo(blogs, '/admin/blogs', fields)
			expect(refused.status).toBe(400)
			expect(refused.data).toEqual({ form: 'request', message: 'That blog was not understood.' })
		}
		expect(await getDb().selectFrom('blogs').selectAll().execute()).toEqual(before)
	})
})
