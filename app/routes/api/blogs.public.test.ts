import { describe, expect, test } from 'vitest'
import { SEED_BLOGS } from '#db/seed-data/blogs'
import { loader as getAll } from './blogs.getall'
import { loader as getOne } from './blogs.$slug'

const call = (slug: string) => getOne({ request: new Request(`http://localhost:3000/api/blogs/${slug}`), params: { slug }, context: {} } as never)

describe('GET /api/blogs/getall', () => {
	test('answers { data: [...] } with every blog in the spec’s shape, newest first', async () => {
		const response = await getAll({ request: new Request('http://localhost:3000/api/blogs/getall'), params: {} })
		expect(response.status).toBe(200)
		const body = (await response.json()) as { data: Array<Record<string, string>> }
		expect(body.data).toHaveLength(SEED_BLOGS.length)
		const newest = [...SEED_BLOGS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!
		expect(body.data[0]).toMatchObject({ slug: newest.slug, title: newest.title, metaTitle: newest.metaTitle, metaDescription: newest.metaDescription })
		expect(body.data[0]!.image).toMatch(/^\/uploads\/seed\/blogs\/.+\.svg$/)
		expect(body.data[0]!.createdAt).toMatch(/^2026-/)
	})
})

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
