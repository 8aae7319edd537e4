import { deleteBlog } from '#app/domain/blogs/blog-admin.server'
import { blogForApi } from '#app/domain/blogs/blogs.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { BlogAnswer, DoneAnswer } from './api-answers'

// One URL, two calls of spec §7: the public GET /api/blogs/{slug} and the admin DELETE /api/blogs/{id}.

// GET → { data: blog }; 404 { error: 'Blog not found' }. Public.
export const loader = apiRoute({
	method: 'GET',
	summary: 'One blog by slug',
	answer: BlogAnswer,
	allow: ['GET', 'DELETE'],
	handler: async ({ db, params }) => {
		const blog = await blogForApi(db, params.slug ?? '')
		if (!blog) return problem(404, 'Blog not found')
		return reply({ data: blog }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } })
	},
})

// DELETE → { success, message } (admin).
export const action = apiRoute({
	method: 'DELETE',
	summary: 'Delete a blog (admin; the path segment is its id)',
	answer: DoneAnswer,
	allow: ['GET', 'DELETE'],
	guard: requireAdmin,
	params: idParams('blog', 'slug'),
	handler: async ({ db, params }) => {
		const blog = await deleteBlog(db, params.slug)
		if (!blog) return problem(404, 'That blog no longer exists.')
		return { success: true, message: 'Blog deleted successfully.' }
	},
})
