import type { Route } from './+types/api.blogs.$slug'
import { deleteBlog } from '#app/domain/blogs/blog-admin.server'
import { apiError, apiOk, idParam, methodNotAllowed } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

// DELETE /api/blogs/{id} (spec §7, admin). This URL is shared with the public
// GET /api/blogs/{slug}: its loader belongs to the public blog API (issue 7) and is added to
// this file beside this action.
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
