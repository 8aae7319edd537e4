import { allBlogsForApi } from '#app/domain/blogs/blogs.server'
import { apiRoute, reply } from '#app/lib/http/api-route.server'
import { BlogListAnswer } from './api-answers'

// spec §7: GET /api/blogs/getall → { data: [blog, …] }, newest first. Public.
export const loader = apiRoute({
	method: 'GET',
	summary: 'Every blog, newest first',
	answer: BlogListAnswer,
	handler: async ({ db }) => reply({ data: await allBlogsForApi(db) }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } }),
})
export const action = loader
