import { describe, expect, test } from 'vitest'
import { SEED_BLOGS } from '#db/seed-data/blogs'
import { runLoader } from '#tests/helpers/routes'
import { loader as getOne } from './blogs.$slug'

const call = (slug: string) => runLoader(getOne, `/api/blogs/${slug}`, { params: { slug } })

describe('GET /api/blogs/{slug}', () => {
	test('answers { data } for a blog', async () => {
		const blog = SEED_BLOGS[2]!
		const response = await call(blog.slug)
		expect(response.status).toBe(200)
		const body = (await response.json()) as { data: Record<string, string> }
		expect(body.data).toMatchObject({ slug: blog.slug, title: blog.title, description: blog.description })
	})

	test('answers 404 { error } for an unknown or odd slug', async () => {
		for (const slug of ['no-such-post', "x' OR 1=1 --", '%00']) {
			const response = await call(slug)
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ error: 'Blog not found' })
		}
	})
})
