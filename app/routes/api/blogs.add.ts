import { z } from 'zod'
import { BLOG_MESSAGES, BLOG_REQUIRED, NewBlogSchema } from '#app/domain/blogs/blog-schema'
import { withoutBlanks } from '#app/lib/form-fields'
import { addBlog, toApiBlog } from '#app/domain/blogs/blog-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { ImageUploadError } from '#app/lib/images.server'
import { ONE_IMAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { BlogAddedAnswer } from './api-answers'

// spec §7: POST /api/blogs/add, multipart (title, description, image, metaTitle, metaDescription) → data
export const action = apiRoute({
	method: 'POST',
	summary: 'Add a blog (admin, multipart)',
	answer: BlogAddedAnswer,
	guard: requireAdmin,
	formOnly: true,
	bodyLimit: ONE_IMAGE_FORM_BYTES,
	body: z.preprocess((fields) => withoutBlanks(fields as Record<string, unknown>), NewBlogSchema),
	invalid: (error) => problem(400, BLOG_REQUIRED, { fieldErrors: Object.fromEntries(error.issues.map((i) => [String(i.path[0]), i.message])) }),
	handler: async ({ db, body }) => {
		try {
			const blog = await addBlog(db, body)
			return reply({ success: true, message: BLOG_MESSAGES.added, data: toApiBlog(blog) }, { status: 201 })
		} catch (error) {
			if (error instanceof ImageUploadError) return problem(400, `${BLOG_MESSAGES.addFailed} ${error.message}`)
			throw error
		}
	},
})
export const loader = action
