import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Search engines and the content pages (their accessibility is checked with every page type in a11y.spec.ts).

test.describe('sitemap and robots', () => {
	test('the sitemap lists every suburb page, and every listed page answers 200', async ({ page, request }) => {
		const xml = await (await request.get('/sitemap.xml')).text()
		const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
		expect(new Set(urls).size).toBe(urls.length)

		// every suburb on the service-area page is in the sitemap
		await page.goto('/area-we-serve')
		const suburbPages = await page.getByTestId('suburb-list').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
		expect(suburbPages.length).toBeGreaterThan(50)
		for (const path of suburbPages) expect(urls).toContain(path)
		for (const path of ['/', '/blogs', '/services', '/area-we-serve', '/services/wheel-balancing', '/about-us', '/terms', '/privacy']) expect(urls).toContain(path)
		expect(urls.filter((u) => u.startsWith('/blog/')).length).toBeGreaterThanOrEqual(6)
		expect(urls.filter((u) => u.startsWith('/product/')).length).toBeGreaterThan(100)

		// Thousands of product pages: the catalogue specs open them; this checks the rest answer 200.
		const pages = urls.filter((u) => !u.startsWith('/product/'))
		const statuses = await Promise.all(pages.map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const))
		expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
	})

	test('robots.txt keeps crawlers out of admin and checkout and names the sitemap', async ({ request }) => {
		const text = await (await request.get('/robots.txt')).text()
		for (const rule of ['Disallow: /admin', 'Disallow: /checkout', 'Disallow: /shipping', 'Disallow: /api/']) expect(text).toContain(rule)
		expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m)
	})
})

test.describe('structured data and link previews', () => {
	async function jsonLd(page: Page) {
		const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
		return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
	}

	test('every page carries LocalBusiness with area served and hours, a canonical URL and Open Graph tags', async ({ page }) => {
		await page.goto('/about-us?utm_source=x')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/about-us$/)
		const business = (await jsonLd(page)).find((b) => b['@type'] === 'TireShop')!
		expect(business.name).toBe('Southside Mobile Tyres')
		expect((business.areaServed as Array<{ name: string }>).map((a) => a.name)).toContain('Glen Waverley VIC')
		expect(business.openingHoursSpecification).toHaveLength(1)

		await page.goto('/services/fleet')
		await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
		await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/services\/fleet$/)
		const types = (await jsonLd(page)).map((b) => b['@type'])
		expect(types).toEqual(expect.arrayContaining(['TireShop', 'Service', 'BreadcrumbList']))
	})

	test('FAQPage on the home and suburb pages, BlogPosting on a post', async ({ page, request }) => {
		await page.goto('/')
		const homeFaq = (await jsonLd(page)).find((b) => b['@type'] === 'FAQPage')!
		expect(homeFaq.mainEntity).toHaveLength(8)

		await page.goto('/area-we-serve/clayton')
		const blocks = await jsonLd(page)
		expect(blocks.find((b) => b['@type'] === 'FAQPage')!.mainEntity).toHaveLength(7)
		const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string }>
		expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Areas We Serve', 'Clayton'])

		const api = (await (await request.get('/api/blogs/getall')).json()) as { data: Array<{ slug: string; title: string }> }
		await page.goto(`/blog/${api.data[0]!.slug}`)
		const post = (await jsonLd(page)).find((b) => b['@type'] === 'BlogPosting')!
		expect(post.headline).toBe(api.data[0]!.title)
		await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
		await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\/uploads\//)
	})
})
