import { allBlogsForApi } from '#app/domain/blogs/blogs.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/blogs/getall → { data: [blog, …] }, newest first. Public.
export async function loader() {
	const blogs = await allBlogsForApi(getDb())
	return Response.json({ data: blogs }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } })
}
