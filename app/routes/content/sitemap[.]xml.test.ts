import { expect, test } from 'vitest'
import { loader as sitemap } from './sitemap[.]xml'

test('/sitemap.xml is XML with absolute URLs', async () => {
	const response = await sitemap()
	expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
	const xml = await response.text()
	expect(xml).toContain('<loc>http://localhost:3000/area-we-serve/glen-waverley</loc>')
	expect(xml).toContain('<loc>http://localhost:3000/services/wheel-balancing</loc>')
})
