import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { loader as reviewsWidget } from './reviews-widget'
import { loader as robots } from './robots[.]txt'
import { loader as sitemap } from './sitemap[.]xml'

describe('/reviews-widget', () => {
	test('404 until the owner sets up a widget', async () => {
		const response = await reviewsWidget()
		expect(response.status).toBe(404)
	})

	test('serves the owner’s widget in a sandboxed document only the shop may frame', async () => {
		const widget = '<div class="elfsight-app-123"></div><script src="https://static.elfsight.com/platform/platform.js" async></script>'
		await getDb().insertInto('settings').values({ key: 'reviews_widget', value: widget }).execute()
		const response = await reviewsWidget()
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
		const csp = response.headers.get('Content-Security-Policy')!
		expect(csp).toMatch(/^sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox;/)
		expect(csp).not.toContain('allow-same-origin')
		expect(csp).toContain("frame-ancestors 'self'")
		expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
		const html = await response.text()
		expect(html).toContain(widget)
		expect(html).toContain("type:'reviews-widget:height'")
	})
})

describe('/sitemap.xml and /robots.txt', () => {
	test('the sitemap is XML with absolute URLs', async () => {
		const response = await sitemap()
		expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
		const xml = await response.text()
		expect(xml).toContain('<loc>http://localhost:3000/area-we-serve/glen-waverley</loc>')
		expect(xml).toContain('<loc>http://localhost:3000/services/wheel-balancing</loc>')
	})

	test('robots.txt disallows admin and checkout', async () => {
		const text = await (await robots()).text()
		expect(text).toContain('Disallow: /admin')
		expect(text).toContain('Disallow: /checkout')
		expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
	})
})
