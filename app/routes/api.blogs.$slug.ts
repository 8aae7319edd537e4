import type { Route } from './+types/api.blogs.$slug'
import { deleteBlog } from '#app/domain/blogs/blog-admin.server'
import { blogForApi } from '#app/domain/blogs/blogs.server'
import { apiError, apiOk, idParam, methodNotAllowed } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

// One URL, two calls of spec §7: the public GET /api/blogs/{slug} and the admin DELETE /api/blogs/{id}.

// GET → { data: blog }; 404 { error: 'Blog not found' }. Public.
export async function loader({ params }: Route.LoaderArgs) {
	const blog = await blogForApi(getDb(), params.slug)
	if (!blog) return Response.json({ error: 'Blog not found' }, { status: 404 })
	return Response.json({ data: blog }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } })
}

// DELETE → { success, message } (admin).
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['DELETE'])
	if (wrongMethod) return wrongMethod
	const id = idParam(params.slug)
	if (!id) return apiError(400, 'The blog id must be a number.')
	const blog = await deleteBlog(getDb(), id)
	if (!blog) return apiError(404, 'That blog no longer exists.')
	return apiOk({ success: true, message: 'Blog deleted successfully.' })
}
