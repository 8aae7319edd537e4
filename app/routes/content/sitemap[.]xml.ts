import { sitemapEntries, sitemapXml } from '#app/domain/content/sitemap.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'

// /sitemap.xml: pages, services, suburbs, blogs and products.
export async function loader() {
	const xml = sitemapXml(getEnv().publicUrl, await sitemapEntries(getDb()))
	return new Response(xml, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
	})
}
