import { describe, expect, test } from 'vitest'
import { callApi, fakePngFile, formData, pngFile } from '#tests/admin-fixtures'
import * as add from './blogs.add'
import * as one from './blogs.$slug'

describe('/api/blogs (admin)', () => {
	test('adds a blog (slug made, meta description falling back) and deletes it', async () => {
		const form = formData({ title: 'Api Blog Post', description: 'A'.repeat(180), metaTitle: 'Api blog', image: await pngFile() })
		const added = await callApi(add, { method: 'POST', path: '/api/blogs/add', form })
		expect(added.status).toBe(201)
		expect(added.body).toMatchObject({ message: 'Blog added successfully.', data: { slug: 'api-blog-post', metaDescription: 'A'.repeat(150) } })
		const id = String(added.body.data._id)
		expect(await callApi(one, { method: 'DELETE', path: `/api/blogs/${id}`, params: { slug: id } })).toEqual({
			status: 200,
			body: { success: true, message: 'Blog deleted successfully.' },
		})
		expect((await callApi(one, { method: 'DELETE', path: `/api/blogs/${id}`, params: { slug: id } })).status).toBe(404)
	})

	test("missing fields say 'All fields are required'; a non-image is refused", async () => {
		const missing = await callApi(add, { method: 'POST', path: '/api/blogs/add', form: formData({ title: 'Only a title' }) })
		expect(missing).toMatchObject({ status: 400, body: { error: 'All fields are required' } })
		const fake = await callApi(add, {
			method: 'POST',
			path: '/api/blogs/add',
			form: formData({ title: 'T', description: 'D', metaTitle: 'M', image: fakePngFile() }),
		})
		expect(fake).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^Failed to add blog\. That file is not an image/) } })
	})
})
