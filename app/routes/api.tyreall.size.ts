import { z } from 'zod'
import type { Route } from './+types/api.tyreall.size'
import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { SIZE_BOUNDS } from '#app/domain/catalogue/size'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed, readBody } from '#app/lib/json-body.server'

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
export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	const read = await readBody(request)
	if (!read.ok) return read.response
	const parsed = SizeBody.safeParse(read.body)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const missing = issue?.code === 'invalid_type' && read.body[String(issue.path[0])] === undefined
		return Response.json({ error: missing ? 'Send width, profile and rim.' : (issue?.message ?? 'Bad size.') }, { status: 400 })
	}
	const catalogue = await getCatalogue(getDb())
	return Response.json({ data: catalogue.all(parsed.data).map(toApiTyre) })
}

export function loader() {
	return methodNotAllowed(['POST'])
}
