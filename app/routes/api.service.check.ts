import { z } from 'zod'
import type { Route } from './+types/api.service.check'
import { isServiceable } from '#app/domain/service-areas/service-check.server'
import { getDb } from '#app/lib/db.server'
import { jsonError, jsonOk, methodNotAllowed, readBody } from '#app/lib/json-request.server'

// spec §7: POST /api/service/check { postcode, suburb } → { isServiceable }
const Body = z.object({
	postcode: z
		.union([z.string(), z.number()], { error: 'postcode is required.' })
		.transform((v) => String(v).trim())
		.refine((v) => /^\d{4}$/.test(v), 'postcode must be 4 digits.'),
	suburb: z.string({ error: 'suburb is required.' }).trim().min(1, 'suburb is required.').max(60, 'suburb is too long.'),
})

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await readBody(request)
	if (!body.ok) return body.response
	const parsed = Body.safeParse(body.value)
	if (!parsed.success) return jsonError(parsed.error.issues[0]!.message)
	return jsonOk({ isServiceable: await isServiceable(getDb(), parsed.data) })
}

export function loader() {
	return methodNotAllowed('POST')
}
