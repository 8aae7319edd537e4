import { describe, expect, test } from 'vitest'
import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { getDb } from '#app/lib/db.server'
import { SEED_BLOGS } from '#db/seed-data/blogs'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.server'

describe('sitemap', () => {
	test('lists pages, the eight services, every served suburb, every blog and priced products', async () => {
		const db = getDb()
		const entries = await sitemapEntries(db)
		const paths = entries.map((e) => e.path)
		expect(paths).toContain('/')
		expect(paths).toContain('/area-we-serve')
		expect(paths.filter((p) => p.startsWith('/services/'))).toHaveLength(8)
		const suburbs = await servedSuburbs(db)
		expect(paths.filter((p) => p.startsWith('/area-we-serve/'))).toHaveLength(suburbs.length)
		expect(paths).toContain('/area-we-serve/glen-waverley')
		for (const blog of SEED_BLOGS) expect(entries).toContainEqual({ path: `/blog/${blog.slug}`, lastmod: blog.publishedAt })
		const products = paths.filter((p) => p.startsWith('/product/'))
		expect(products.length).toBeGreaterThan(100)
		expect(new Set(paths).size).toBe(paths.length)
	})

	test('a tyre without any price is left out', async () => {
		const db = getDb()
		const tyre = await db.selectFrom('tyres').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
		await db.updateTable('tyres').set({ price_1: null, price_2: null, price_3: null, price_4: null, price_5: null }).where('id', '=', tyre.id).execute()
		const paths = (await sitemapEntries(db)).map((e) => e.path)
		expect(paths).not.toContain(`/product/${tyre.slug}`)
	})

	test('the XML has absolute, escaped locations', () => {
		const xml = sitemapXml('https://x.au', [{ path: '/' }, { path: '/blog/a&b', lastmod: '2026-03-10' }])
		expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
		expect(xml).toContain('<url><loc>https://x.au/</loc></url>')
		expect(xml).toContain('<url><loc>https://x.au/blog/a&amp;b</loc><lastmod>2026-03-10</lastmod></url>')
	})

	test('robots.txt keeps crawlers out of admin and checkout and points at the sitemap', () => {
		const txt = robotsTxt('https://x.au')
		expect(txt).toMatch(/^User-agent: \*$/m)
		for (const path of ['/admin', '/checkout', '/shipping', '/account', '/api/']) expect(txt).toContain(`Disallow: ${path}`)
		expect(txt).toContain('Sitemap: https://x.au/sitemap.xml')
	})
})
