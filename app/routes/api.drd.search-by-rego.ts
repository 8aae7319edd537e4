import type { Route } from './+types/api.drd.search-by-rego'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { RegoSearchInput } from '#app/domain/vehicles/rego-input'
import { toRegoAnswer } from '#app/domain/vehicles/rego-json'
import { searchByRego } from '#app/domain/vehicles/rego-search.server'
import { getRegoProvider } from '#app/domain/vehicles/vehicles.server'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed, readBody } from '#app/lib/json-body.server'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { regoLookupsPerAddress } from '#app/lib/rate-limits/limits.server'

/** POST /api/drd/search-by-rego {rego, state} (spec §7). */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	const read = await readBody(request)
	if (!read.ok) return read.response
	const parsed = RegoSearchInput.safeParse(read.body)
	if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? 'Bad request.' }, { status: 400 })
	const limit = await regoLookupsPerAddress.hit(context?.clientIp ?? 'unknown')
	if (!limit.ok) {
		return Response.json(
			{ error: `Too many registration searches. Try again ${retryIn(limit.retryAfterSeconds)}.` },
			{ status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
		)
	}
	const db = getDb()
	const result = await searchByRego(getRegoProvider(db), await getCatalogue(db), parsed.data.rego, parsed.data.state)
	if (result.status === 'unavailable') return Response.json({ error: `${result.message} Search by tyre size or by make and model instead.` }, { status: 503 })
	if (result.status === 'not-found') {
		return Response.json(
			{
				error: 'We could not find a vehicle with that registration. Search by tyre size (printed on the tyre sidewall, e.g. 205/55R16) or by make, model and year instead.',
				multipleMatches: false,
				variantCount: 0,
				vehicleMake: null,
				vehicle: null,
				fitment: null,
				matchedTyres: [],
				variants: [],
			},
			{ status: 404 },
		)
	}
	return Response.json(toRegoAnswer(result), { headers: { 'Cache-Control': 'private, no-store' } })
}

export function loader() {
	return methodNotAllowed(['POST'])
}
