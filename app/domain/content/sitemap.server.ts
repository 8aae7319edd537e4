import { blogSitemapEntries } from '#app/domain/blogs/blogs.server'
import { hasAnyPrice } from '#app/domain/pricing/pricing'
import type { Db } from '#app/lib/db.server'
import { absoluteUrl } from '#app/lib/seo'
import { servedSuburbPages } from './areas.server'
import { SERVICE_SLUGS } from './services'

// /sitemap.xml: pages, services, suburbs, blogs and products. Only public pages that
// answer 200; the cart, checkout and admin are left out (and disallowed in robots.txt).

export interface SitemapEntry {
	path: string
	lastmod?: string
}

export const STATIC_PAGES = ['/', '/services', '/area-we-serve', '/blogs', '/about-us', '/contact', '/terms', '/privacy']

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
	const [suburbs, blogs, tyres] = await Promise.all([
		servedSuburbPages(db),
		blogSitemapEntries(db),
		db
			.selectFrom('tyres')
			.select(['slug', 'updated_at', 'price_1', 'price_2', 'price_3', 'price_4', 'price_5'])
			.orderBy('slug')
			.execute(),
	])
	return [
		...STATIC_PAGES.map((path) => ({ path })),
		...SERVICE_SLUGS.map((slug) => ({ path: `/services/${slug}` })),
		...suburbs.map((s) => ({ path: `/area-we-serve/${s.slug}` })),
		...blogs.map((b) => ({ path: `/blog/${b.slug}`, lastmod: b.lastmod })),
		// spec §2: a tyre without any price is never shown, so its page is not listed either
		...tyres.filter(hasAnyPrice).map((t) => ({ path: `/product/${t.slug}`, lastmod: t.updated_at.slice(0, 10) })),
	]
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
	const urls = entries.map((e) => {
		const loc = `<loc>${xmlEscape(absoluteUrl(publicUrl, encodeURI(e.path)))}</loc>`
		return `  <url>${loc}${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ''}</url>`
	})
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** spec: admin and checkout are never crawled. */
export function robotsTxt(publicUrl: string): string {
	return [
		'User-agent: *',
		'Disallow: /admin',
		'Disallow: /login/',
		'Disallow: /checkout',
		'Disallow: /shipping',
		'Disallow: /order',
		'Disallow: /account',
		'Disallow: /cart',
		'Disallow: /api/',
		'',
		`Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
		'',
	].join('\n')
}
