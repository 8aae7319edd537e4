import { z } from 'zod'
import { isServiceable } from '#app/domain/service-areas/service-check.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { ServiceableAnswer } from './api-answers'

// spec §7: POST /api/service/check { postcode, suburb } → { isServiceable }
const Body = z.object({
	postcode: z
		.union([z.string(), z.number()], { error: 'postcode is required.' })
		.transform((v) => String(v).trim())
		.refine((v) => /^\d{4}$/.test(v), 'postcode must be 4 digits.'),
	suburb: z.string({ error: 'suburb is required.' }).trim().min(1, 'suburb is required.').max(60, 'suburb is too long.'),
})

export const action = apiRoute({
	method: 'POST',
	summary: 'Is this postcode and suburb served?',
	answer: ServiceableAnswer,
	body: Body,
	handler: async ({ db, body }) => ({ isServiceable: await isServiceable(db, body) }),
})
export const loader = action
