import { z } from 'zod'
import { AU_STATES, isRego, normaliseRego } from './rego'

export const REGO_MESSAGE = 'Enter the registration plate: letters and numbers only, up to 9.'
export const STATE_MESSAGE = 'Choose the state the vehicle is registered in.'

/** spec §7 search-by-rego payload: rego and state (any capitalisation, spaces ignored). */
export const RegoSearchInput = z.object({
	rego: z
		.string({ error: REGO_MESSAGE })
		.max(20, REGO_MESSAGE)
		.transform(normaliseRego)
		.refine(isRego, REGO_MESSAGE),
	state: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(AU_STATES, { error: STATE_MESSAGE })),
})
