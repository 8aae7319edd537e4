import { z } from 'zod'

/** `{ id }` (or another param name) from the URL: a positive whole number of at most 12 digits, else 'The {what} id must be a number.' */
export function idParams<K extends string = 'id'>(what: string, key: K = 'id' as K) {
	const message = `The ${what} id must be a number.`
	const id = z
		.string({ error: message })
		.regex(/^\d{1,12}$/, message)
		.transform(Number)
		.refine((value) => value > 0, message)
	return z.object({ [key]: id } as { [P in K]: typeof id })
}
