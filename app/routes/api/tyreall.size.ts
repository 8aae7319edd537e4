import { z } from 'zod'
import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { SIZE_BOUNDS } from '#app/domain/catalogue/size'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { TyreListAnswer } from './api-answers'

const whole = (name: string, { min, max }: { min: number; max: number }) =>
	z.coerce
		.number({ error: `${name} must be a number from ${min} to ${max}.` })
		.int(`${name} must be a whole number.`)
		.min(min, `${name} must be a number from ${min} to ${max}.`)
		.max(max, `${name} must be a number from ${min} to ${max}.`)

const SizeBody = z.object({
	width: whole('Width', SIZE_BOUNDS.width),
	profile: whole('Profile', SIZE_BOUNDS.profile),
	rim: whole('Rim', SIZE_BOUNDS.rim),
})

/** POST /api/tyreall/size {width, profile, rim} (spec §7): the listed tyres of that size as data. */
export const action = apiRoute({
	method: 'POST',
	summary: 'The tyres of one size',
	answer: TyreListAnswer,
	body: SizeBody,
	invalid: (error, raw) => {
		const issue = error.issues[0]
		const missing = issue?.code === 'invalid_type' && raw[String(issue.path[0])] === undefined
		return problem(400, missing ? 'Send width, profile and rim.' : (issue?.message ?? 'Bad size.'))
	},
	handler: async ({ db, body }) => ({ data: (await (await getCatalogue(db)).all(body)).map(toApiTyre) }),
})
export const loader = action
