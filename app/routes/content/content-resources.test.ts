import { describe, expect, test } from 'vitest'
import { loader as robots } from './robots[.]txt'
import { loader as sitemap } from './sitemap[.]xml'

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
