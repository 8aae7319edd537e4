import type { Route } from './+types/api.blogs.$slug'
import { blogForApi } from '#app/domain/blogs/blogs.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/blogs/{slug} → { data: blog }; 404 { error: 'Blog not found' }. Public.
export async function loader({ params }: Route.LoaderArgs) {
	const blog = await blogForApi(getDb(), params.slug)
	if (!blog) return Response.json({ error: 'Blog not found' }, { status: 404 })
	return Response.json({ data: blog }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } })
}
