import { expect, test } from 'vitest'
import { loader as robots } from './robots[.]txt'

test('/robots.txt disallows admin and checkout, and names the sitemap', async () => {
	const text = await (await robots()).text()
	expect(text).toContain('Disallow: /admin')
	expect(text).toContain('Disallow: /checkout')
	expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
})
