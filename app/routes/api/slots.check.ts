import { z } from 'zod'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { isIsoDate } from '#app/domain/slots/shop-time'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { AvailabilityAnswer } from './api-answers'

// spec §7: POST /api/slots/check { date: YYYY-MM-DD } → { availability: { morning, lunch,
// afternoon, flexible } }, spots left per slot; a day that cannot be booked has 0 everywhere.
const Body = z.object({
	date: z.string({ error: 'date is required, as YYYY-MM-DD.' }).trim().refine(isIsoDate, 'date must be a real date, as YYYY-MM-DD.'),
})

export const action = apiRoute({
	method: 'POST',
	summary: 'A day\'s free spots per time slot',
	answer: AvailabilityAnswer,
	body: Body,
	handler: async ({ db, body }) => {
		const day = await slotAvailability(db, body.date, { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE })
		return { availability: day.slots }
	},
})
export const loader = action
