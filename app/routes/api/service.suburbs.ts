import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { apiRoute, reply } from '#app/lib/http/api-route.server'
import { SuburbsAnswer } from './api-answers'

// spec §7: GET /api/service/suburbs → { data: { suburbs: [...] } }, the served suburb names.
export const loader = apiRoute({
	method: 'GET',
	summary: 'The served suburbs',
	answer: SuburbsAnswer,
	handler: async ({ db }) => reply({ data: { suburbs: await servedSuburbs(db) } }, { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } }),
})
export const action = loader
