import { describe, expect, test } from 'vitest'
import { SEED_BLOGS } from '#db/seed-data/blogs'
import { runLoader } from '#tests/helpers/routes'
import { loader as getAll } from './blogs.getall'

describe('GET /api/blogs/getall', () => {
	test('answers { data: [...] } with every blog in the spec’s shape, newest first', async () => {
		const response = await runLoader(getAll, '/api/blogs/getall')
		expect(response.status).toBe(200)
		const body = (await response.json()) as { data: Array<Record<string, string>> }
		expect(body.data).toHaveLength(SEED_BLOGS.length)
		const newest = [...SEED_BLOGS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!
		expect(body.data[0]).toMatchObject({ slug: newest.slug, title: newest.title, metaTitle: newest.metaTitle, metaDescription: newest.metaDescription })
		expect(body.data[0]!.image).toMatch(/^\/uploads\/seed\/blogs\/.+\.svg$/)
		expect(body.data[0]!.createdAt).toMatch(/^2026-/)
	})
})
