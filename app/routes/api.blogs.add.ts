import type { Route } from './+types/api.blogs.add'
import { BLOG_MESSAGES, BLOG_REQUIRED, NewBlogSchema } from '#app/domain/admin/blog-schema'
import { withoutBlanks } from '#app/domain/admin/fields'
import { addBlog, toApiBlog } from '#app/domain/blogs/blog-admin.server'
import { apiError, apiOk, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError } from '#app/lib/images.server'
import { ONE_IMAGE_FORM_BYTES, readFormData } from '#app/lib/multipart.server'

/** Only POST is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['POST'])
}

// spec §7: POST /api/blogs/add, multipart (title, description, image, metaTitle, metaDescription) → data
export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['POST'])
	if (wrongMethod) return wrongMethod
	return withBodyErrors(async () => {
		const form = await readFormData(request, { maxBytes: ONE_IMAGE_FORM_BYTES })
		const parsed = NewBlogSchema.safeParse(withoutBlanks(Object.fromEntries(form)))
		if (!parsed.success) {
			return apiError(400, BLOG_REQUIRED, { fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) })
		}
		try {
			const blog = await addBlog(getDb(), parsed.data)
			return apiOk({ success: true, message: BLOG_MESSAGES.added, data: toApiBlog(blog) }, 201)
		} catch (error) {
			if (error instanceof ImageUploadError) return apiError(400, `${BLOG_MESSAGES.addFailed} ${error.message}`)
			throw error
		}
	})
}
