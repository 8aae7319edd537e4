import { robotsTxt } from '#app/domain/content/sitemap.server'
import { getEnv } from '#app/lib/env.server'

// /robots.txt: admin and checkout disallowed; the sitemap's address.
export async function loader() {
	return new Response(robotsTxt(getEnv().publicUrl), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
	})
}
