import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { RegoSearchInput } from '#app/domain/vehicles/rego-input'
import { toRegoAnswer } from '#app/domain/vehicles/rego-json'
import { searchByRego } from '#app/domain/vehicles/rego-search.server'
import { getRegoProvider } from '#app/domain/vehicles/vehicles.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { regoLookupsPerAddress } from '#app/lib/rate-limits/limits.server'
import { RegoAnswer } from './api-answers'

/** POST /api/drd/search-by-rego {rego, state} (spec §7). */
export const action = apiRoute({
	method: 'POST',
	summary: 'Find a vehicle and its tyres by registration and state',
	answer: RegoAnswer,
	body: RegoSearchInput,
	handler: async ({ db, clientIp, body }) => {
		// counted only for well-formed searches, each of which may cost a paid lookup
		const limit = await regoLookupsPerAddress.hit(clientIp)
		if (!limit.ok) return problem(429, `Too many registration searches. Try again ${retryIn(limit.retryAfterSeconds)}.`, {}, { 'Retry-After': String(limit.retryAfterSeconds) })
		const result = await searchByRego(getRegoProvider(db), await getCatalogue(db), body.rego, body.state)
		if (result.status === 'unavailable') return problem(503, `${result.message} Search by tyre size or by make and model instead.`)
		if (result.status === 'not-found') {
			return problem(404, 'We could not find a vehicle with that registration. Search by tyre size (printed on the tyre sidewall, e.g. 205/55R16) or by make, model and year instead.', {
				multipleMatches: false,
				variantCount: 0,
				vehicleMake: null,
				vehicle: null,
				fitment: null,
				matchedTyres: [],
				variants: [],
			})
		}
		return reply(toRegoAnswer(result), { headers: { 'Cache-Control': 'private, no-store' } })
	},
})
export const loader = action
