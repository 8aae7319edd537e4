import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { SEED_BLOGS } from '#db/seed-data/blogs'
import { allBlogsForApi, blogForApi, blogPage, blogSitemapEntries, latestBlogs, listBlogs } from './blogs.server'

const newestSeedFirst = [...SEED_BLOGS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

describe('blogs', () => {
	test('lists every blog newest first with date and excerpt', async () => {
		const blogs = await listBlogs(getDb())
		expect(blogs.map((b) => b.slug)).toEqual(newestSeedFirst.map((b) => b.slug))
		const first = blogs[0]!
		expect(first.publishedDate).toBe(newestSeedFirst[0]!.publishedAt)
		expect(first.dateLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ 2026$/)
		expect(first.excerpt.length).toBeGreaterThan(40)
		expect(first.excerpt.length).toBeLessThanOrEqual(161)
		expect(first).not.toHaveProperty('description')
	})

	test('the teaser takes the newest four and counts them all', async () => {
		const { blogs, total } = await latestBlogs(getDb(), 4)
		expect(blogs.map((b) => b.slug)).toEqual(newestSeedFirst.slice(0, 4).map((b) => b.slug))
		expect(total).toBe(SEED_BLOGS.length)
	})

	test('a blog page has the blog and all the others; an unknown slug is null', async () => {
		const slug = SEED_BLOGS[1]!.slug
		const page = await blogPage(getDb(), slug)
		expect(page?.blog.title).toBe(SEED_BLOGS[1]!.title)
		expect(page?.blog.description).toBe(SEED_BLOGS[1]!.description)
		expect(page?.others).toHaveLength(SEED_BLOGS.length - 1)
		expect(page?.others.some((b) => b.slug === slug)).toBe(false)
		expect(await blogPage(getDb(), 'no-such-blog')).toBeNull()
	})

	test('the API shape follows the spec (§3 Blog)', async () => {
		const all = await allBlogsForApi(getDb())
		expect(all).toHaveLength(SEED_BLOGS.length)
		expect(Object.keys(all[0]!).sort()).toEqual(['_id', 'createdAt', 'description', 'image', 'metaDescription', 'metaTitle', 'slug', 'title'])
		const one = await blogForApi(getDb(), SEED_BLOGS[0]!.slug)
		expect(one).toMatchObject({ slug: SEED_BLOGS[0]!.slug, title: SEED_BLOGS[0]!.title, metaTitle: SEED_BLOGS[0]!.metaTitle })
		expect(typeof one?._id).toBe('string')
		expect(await blogForApi(getDb(), 'nope')).toBeNull()
	})

	test('sitemap entries carry the publication date', async () => {
		const entries = await blogSitemapEntries(getDb())
		expect(entries).toContainEqual({ slug: SEED_BLOGS[0]!.slug, lastmod: SEED_BLOGS[0]!.publishedAt })
	})
})
