import { z } from 'zod'
import type { Route } from './+types/api.slots.check'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { isIsoDate } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { jsonError, jsonOk, methodNotAllowed, readBody } from '#app/lib/json-request.server'
import { currentTime } from '#app/lib/clock.server'

// spec §7: POST /api/slots/check { date: YYYY-MM-DD } → { availability: { morning, lunch,
// afternoon, flexible } }, spots left per slot; a day that cannot be booked has 0 everywhere.
const Body = z.object({
	date: z.string({ error: 'date is required, as YYYY-MM-DD.' }).trim().refine(isIsoDate, 'date must be a real date, as YYYY-MM-DD.'),
})

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await readBody(request)
	if (!body.ok) return body.response
	const parsed = Body.safeParse(body.value)
	if (!parsed.success) return jsonError(parsed.error.issues[0]!.message)
	const day = await slotAvailability(getDb(), parsed.data.date, { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE })
	return jsonOk({ availability: day.slots })
}

export function loader() {
	return methodNotAllowed('POST')
}
