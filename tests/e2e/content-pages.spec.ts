import type { Page } from '@playwright/test'
import { expect, expectSameDocument, jsEnabled, markDocument, test } from './fixtures'

// Blogs, service pages, service areas and suburb pages, with JavaScript on and off.

// No scroll reveal (content.spec.ts tests it): a card still sliding into place after the click's
// scroll can move out from under the pointer between press and release, and the click is lost.
test.use({ reducedMotion: 'reduce' })

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64')

/** Map tiles come from the public tile server; the tests answer them locally. */
async function stubTiles(page: Page) {
	const tiles: string[] = []
	await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) => {
		tiles.push(route.request().url())
		return route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG })
	})
	return tiles
}

/** A console 404 is expected when a test visits a page that answers 404 on purpose. */
function allow404(consoleProblems: string[]) {
	consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !p.includes('404')))
}

test.describe('blogs', () => {
	test('list: Our Blogs, the newest featured, each with date, title, excerpt and Read More', async ({ page }, testInfo) => {
		await page.goto('/blogs')
		await expect(page).toHaveTitle(/^Our Blogs \| /)
		await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible()
		const featured = page.getByTestId('blog-featured')
		await expect(featured.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ 2026$/)
		await expect(featured.getByRole('heading', { level: 2 })).toBeVisible()
		await expect(page.getByRole('list', { name: 'More posts' }).getByRole('listitem')).toHaveCount(5)
		await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(6)
		await expect(page.getByText('Loading blogs...')).toHaveCount(0)
		await expect(page.getByText('No blogs found.')).toHaveCount(0)

		const title = (await featured.getByRole('heading', { level: 2 }).textContent())!.trim()
		// the cards' links are plain anchors: with JavaScript one handler follows them within the app
		await markDocument(page, testInfo)
		await featured.getByRole('link', { name: new RegExp(`^Read More\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click()
		await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expectSameDocument(page, testInfo)
	})

	test('post: hero image, title, date, paragraphs by line, Other Blogs and See More Posts', async ({ page, request }) => {
		const api = (await (await request.get('/api/blogs/getall')).json()) as { data: Array<{ slug: string; title: string; description: string; metaTitle: string }> }
		const blog = api.data[2]!
		await page.goto(`/blog/${blog.slug}`)
		await expect(page).toHaveTitle(`${blog.metaTitle} | Southside Mobile Tyres`)
		await expect(page.getByRole('img', { name: blog.title })).toBeVisible()
		await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible()
		await expect(page.getByText(/^Published \d{1,2} [A-Z][a-z]+ 2026$/)).toBeVisible()
		const paragraphs = blog.description.split('\n').filter((line) => line.trim())
		await expect(page.getByTestId('blog-body').locator('p')).toHaveCount(paragraphs.length)
		await expect(page.getByTestId('blog-body').locator('p').first()).toHaveText(paragraphs[0]!)

		const others = page.getByRole('complementary', { name: 'Other Blogs' })
		await expect(others.getByRole('listitem')).toHaveCount(api.data.length - 1)
		await expect(others.getByRole('link', { name: new RegExp(blog.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveCount(0)
		const next = api.data[0]!
		await others.getByRole('link', { name: new RegExp(`^${next.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click()
		await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible()
		await page.getByRole('link', { name: 'See More Posts' }).click()
		await expect(page).toHaveURL(/\/blogs$/)
	})

	test('an unknown post answers 404 with Blog not found', async ({ page, consoleProblems }) => {
		const response = await page.goto('/blog/no-such-post')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'See More Posts' })).toHaveAttribute('href', '/blogs')
		allow404(consoleProblems)
	})

	test('Loading blogs... shows only while the list loads with JavaScript', async ({ page, consoleProblems }, testInfo) => {
		if (!jsEnabled(testInfo)) {
			const html = await (await page.request.get('/blogs')).text()
			expect(html).not.toContain('Loading blogs...')
			await page.goto('/')
			await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
			await expect(page.getByTestId('blog-featured')).toBeVisible()
			return
		}
		await page.goto('/about-us')
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/api/blogs/getall', async (route) => {
			await held
			await route.continue()
		})
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
		await expect(page.getByTestId('blogs-loading')).toHaveText('Loading blogs...')
		release()
		await expect(page.getByTestId('blog-featured')).toBeVisible()
		await expect(page.getByTestId('blogs-loading')).toHaveCount(0)

		// a failed fetch leaves the list empty (spec §8)
		await page.unrouteAll()
		await page.route('**/api/blogs/getall', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }))
		await page.goto('/about-us')
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
		await expect(page.getByText('No blogs found.')).toBeVisible()
		consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/503|api\/blogs\/getall|Could not load blogs/.test(p)))
	})
})

test.describe('services', () => {
	test('overview lists the eight services', async ({ page }, testInfo) => {
		await page.goto('/services')
		await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
		await expect(page.getByTestId('services-overview').getByRole('listitem')).toHaveCount(8)
		// the cards' links are plain anchors: with JavaScript one handler follows them within the app
		await markDocument(page, testInfo)
		await page.getByRole('link', { name: 'Learn more about Puncture Repair' }).click()
		await expect(page).toHaveURL(/\/services\/puncture-repair$/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Puncture')
		await expectSameDocument(page, testInfo)
	})

	test('every service page: red banner, intro, image with checklist, four Why choose cards, title, description, keywords', async ({ page }) => {
		const slugs = ['fleet', 'tyre-sales', 'onsite-fitting', 'puncture-repair', 'rotations', 'wheel-balancing', 'inspections', 'recycling']
		const titles = new Set<string>()
		for (const slug of slugs) {
			await page.goto(`/services/${slug}`)
			titles.add(await page.title())
			const banner = page.locator('.page-banner')
			await expect(banner).toHaveCSS('background-color', 'rgb(218, 38, 39)') // #DA2627
			await expect(banner.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(page.locator('#service-intro-heading')).toBeVisible()
			await expect(page.locator('.split-media svg[role="img"]')).toHaveAttribute('aria-label', /.+/)
			expect(await page.getByTestId('service-checklist').getByRole('listitem').count()).toBeGreaterThanOrEqual(5)
			await expect(page.locator('#why-heading')).toHaveText(/^Why .*choose /)
			await expect(page.getByTestId('feature-cards').getByRole('listitem')).toHaveCount(4)
			await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{100,}/)
			await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /,/)
		}
		expect(titles.size).toBe(8)
	})

	test('wheel balancing and inspections use the spec’s wording and list the served suburbs', async ({ page }, testInfo) => {
		await page.goto('/services/wheel-balancing')
		await expect(page).toHaveTitle('Mobile Wheel Balancing Melbourne | Smooth & Safe Ride')
		await expect(page.getByRole('heading', { level: 1, name: 'Precise Mobile Wheel Balancing' })).toBeVisible()
		for (const promise of ['On-site balancing', 'Pre-service inspection', 'Vibration diagnosis and correction', 'Cars, SUVs and light commercial vehicles', 'Maintenance advice']) {
			await expect(page.getByTestId('service-checklist')).toContainText(promise)
		}
		await page.goto('/services/inspections')
		await expect(page).toHaveTitle('Mobile Tyre Inspections in Melbourne | Southside Mobile Tyres')
		await expect(page.getByRole('heading', { level: 1, name: 'Tyre Inspections' })).toBeVisible()
		for (const promise of ['Tread depth and pressure checks', 'Sidewall and valve assessment', 'Uneven-wear identification', 'Safety recommendations', 'Repair advice']) {
			await expect(page.getByTestId('service-checklist')).toContainText(promise)
		}
		const areas = page.getByRole('region', { name: 'Suburbs we serve', exact: true })
		for (const suburb of ['Glen Waverley', 'Clayton', 'Springvale', 'Dandenong', 'Frankston', 'Berwick', 'Narre Warren', 'Knoxfield', 'Oakleigh']) {
			await expect(areas.getByRole('link', { name: suburb, exact: true })).toBeVisible()
		}
		// plain links: with JavaScript one handler follows them within the app
		await markDocument(page, testInfo)
		await areas.getByRole('link', { name: 'Clayton', exact: true }).click()
		await expect(page).toHaveURL(/\/area-we-serve\/clayton$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Mobile Tyre Services in Clayton' })).toBeVisible()
		await expectSameDocument(page, testInfo)
	})

	test('an unknown service answers 404', async ({ page, consoleProblems }) => {
		const response = await page.goto('/services/oil-change')
		expect(response?.status()).toBe(404)
		allow404(consoleProblems)
	})
})

test.describe('service areas', () => {
	test('banner, scrollable suburb list opening suburb pages in a new tab, and the map with JavaScript', async ({ page }, testInfo) => {
		const tiles = await stubTiles(page)
		const scripts: string[] = []
		page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
		await page.goto('/area-we-serve')
		await expect(page).toHaveTitle('Areas We Serve | Mobile Tyre Services Melbourne South-East')
		await expect(page.getByRole('heading', { level: 1, name: 'Our Service Areas' })).toBeVisible()
		await expect(page.locator('.page-banner')).toContainText('South East Melbourne')
		await expect(page.getByRole('heading', { level: 2, name: 'Suburbs We Serve', exact: true })).toBeVisible()

		const list = page.getByTestId('suburb-list')
		await expect(list).toHaveCSS('max-height', '600px')
		await expect(list).toHaveCSS('overflow-y', 'auto')
		const link = list.getByRole('link', { name: /^Narre Warren South/ })
		await expect(link).toHaveAttribute('href', '/area-we-serve/narre-warren-south')
		await expect(link).toHaveAttribute('target', '_blank')
		expect(await list.getByRole('link').count()).toBeGreaterThan(50)
		await expect(page.locator('#map-description')).toContainText('Frankston')

		if (jsEnabled(testInfo)) {
			const map = page.getByTestId('service-area-map')
			await expect(map).toBeVisible()
			await expect(map.locator('.area-map')).toHaveCSS('height', '500px')
			await expect(map.locator('path.leaflet-interactive')).toHaveAttribute('fill-opacity', '0.2')
			await expect(map.locator('path.leaflet-interactive')).toHaveAttribute('stroke', '#DA2627')
			await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0)
			await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
			await expect.poll(() => tiles.length).toBeGreaterThan(0)
			expect(tiles.every((t) => /\/10\/\d+\/\d+\.png$/.test(t))).toBe(true)

			const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
			await expect(popup).toHaveURL(/\/area-we-serve\/narre-warren-south$/)
			await expect(popup.getByRole('heading', { level: 1, name: 'Mobile Tyre Services in Narre Warren South' })).toBeVisible()
			await popup.close()
		} else {
			await expect(page.getByTestId('service-area-map')).toHaveCount(0)
			expect(tiles).toEqual([])
			expect(scripts.some((s) => s.includes('service-area-map'))).toBe(false)
		}
	})

	test('Leaflet loads on the service-area page only', async ({ page }, testInfo) => {
		await stubTiles(page)
		const styles: string[] = []
		page.on('request', (r) => r.resourceType() === 'stylesheet' && styles.push(r.url()))
		await page.goto('/services')
		expect(styles.some((s) => s.includes('leaflet'))).toBe(false)
		expect(await page.evaluate(() => 'L' in window).catch(() => false)).toBe(false)
		await page.goto('/area-we-serve')
		expect(styles.some((s) => s.includes('leaflet'))).toBe(true)
		if (jsEnabled(testInfo)) await expect(page.locator('.leaflet-container')).toBeVisible()
	})

	test('suburb page: hero, intro, four services, four reasons, seven FAQ', async ({ page }) => {
		await page.goto('/area-we-serve/glen-waverley')
		await expect(page).toHaveTitle('Mobile Tyre Services in Glen Waverley | Southside Mobile Tyres')
		await expect(page.getByRole('heading', { level: 1, name: 'Mobile Tyre Services in Glen Waverley' })).toBeVisible()
		await expect(page.getByText('Fast, reliable, and onsite tyre services')).toBeVisible()
		await expect(page.getByText(/serves the Glen Waverley community 7 days a week/)).toBeVisible()
		await expect(page.getByTestId('suburb-services').getByRole('heading', { level: 3 })).toHaveText([
			'Tyre Sales',
			'Onsite Tyre Fitting',
			'Puncture Repairs',
			'Wheel Balancing & Rotations',
		])
		await expect(page.getByTestId('suburb-reasons').getByRole('heading', { level: 3 })).toHaveText([
			'Local Experts You Can Trust',
			'Fully Mobile & Convenient',
			'Affordable & Transparent Pricing',
			'All-In-One Tyre Services',
		])
		await expect(page.getByTestId('suburb-reasons')).toContainText('no hidden fees')
		const faq = page.getByTestId('faq-suburb-faq')
		await expect(faq.locator('details')).toHaveCount(7)
		await expect(faq.locator('details[open]')).toHaveCount(1)
		await faq.getByText('How long does mobile tyre fitting take?').click()
		await expect(faq.locator('details[open]')).toHaveCount(1)
		await expect(faq.locator('details').nth(3)).toHaveAttribute('open', '')
	})

	test('a suburb we do not serve answers 404 with a link to the list; odd capitals redirect', async ({ page, consoleProblems }) => {
		// the list it links to shows the map, whose tiles may start loading before the next step
		await stubTiles(page)
		const response = await page.goto('/area-we-serve/toorak')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'We do not serve this suburb yet' })).toBeVisible()
		await expect(page.getByText('Mobile Tyre Services in Toorak')).toHaveCount(0)
		await page.getByRole('link', { name: 'See the suburbs we serve' }).click()
		await expect(page).toHaveURL(/\/area-we-serve$/)
		allow404(consoleProblems)

		await page.goto('/area-we-serve/Dingley-Village')
		await expect(page).toHaveURL(/\/area-we-serve\/dingley-village$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Mobile Tyre Services in Dingley Village' })).toBeVisible()
	})
})

test.describe('contact page', () => {
	test('has the contact form and the shop’s details', async ({ page }) => {
		await page.goto('/contact')
		await expect(page).toHaveTitle(/^Contact Us \| /)
		await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
		for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) await expect(page.getByLabel(label, { exact: true })).toBeVisible()
		await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
		await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel')
		await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible()
	})
})
