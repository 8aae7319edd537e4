import { apiRoute, reply, type ApiRouteHandler } from '#app/lib/http/api-route.server'
import { OpenApiAnswer } from './api-answers'
import { openApiDocument } from './openapi.server'

// GET /api/openapi.json: this API's description (OpenAPI 3.1), generated from the routes' schemas.
export const loader: ApiRouteHandler = apiRoute({
	method: 'GET',
	summary: 'This description of the API (OpenAPI 3.1)',
	answer: OpenApiAnswer,
	handler: () => reply(openApiDocument(loader), { headers: { 'Cache-Control': 'public, max-age=300' } }),
})
export const action = loader
