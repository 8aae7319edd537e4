import { z } from 'zod'

// Small zod building blocks for the admin forms and API calls (client-safe: no server code).

/** Text from a form or JSON, trimmed; '' counts as missing. */
export function text(options: { max: number; required: string }) {
	return z
		.string({ error: options.required })
		.trim()
		.min(1, options.required)
		.max(options.max, `At most ${options.max} characters.`)
}

export function optionalText(max: number) {
	return z
		.string()
		.trim()
		.max(max, `At most ${max} characters.`)
		.optional()
		.transform((v) => (v ? v : null))
}

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/

/**
 * A dollar amount typed by the owner ('189', '189.5', '$1,189.00') or sent as a JSON number,
 * as integer cents (ARCHITECTURE: Money).
 */
export function dollarsToCents(required: string) {
	return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
		const textValue = typeof value === 'number' ? String(value) : value.trim().replace(/^\$/, '').replace(/,/g, '')
		if (textValue === '') {
			ctx.addIssue({ code: 'custom', message: required })
			return z.NEVER
		}
		if (textValue.startsWith('-')) {
			ctx.addIssue({ code: 'custom', message: 'The amount cannot be negative.' })
			return z.NEVER
		}
		const number = Number(textValue)
		if (!Number.isFinite(number) || (typeof value === 'string' && !DOLLARS.test(textValue)) || number > 999_999) {
			ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars, such as 189 or 189.95.' })
			return z.NEVER
		}
		return Math.round(number * 100)
	})
}

/** A whole number from a form or JSON. */
export function wholeNumber(options: { min: number; max: number; required: string; message: string }) {
	return z.union([z.number(), z.string()], { error: options.required }).transform((value, ctx) => {
		const textValue = typeof value === 'number' ? String(value) : value.trim()
		if (textValue === '') {
			ctx.addIssue({ code: 'custom', message: options.required })
			return z.NEVER
		}
		const number = Number(textValue)
		if (!/^-?\d+$/.test(textValue) || number < options.min || number > options.max) {
			ctx.addIssue({ code: 'custom', message: options.message })
			return z.NEVER
		}
		return number
	})
}

/** A calendar date YYYY-MM-DD that exists. */
export const isoDate = z
	.string({ error: 'Choose a date.' })
	.trim()
	.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a date.', abort: true })
	.refine(
		(value) => {
			const date = new Date(`${value}T00:00:00Z`)
			return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
		},
		{ error: 'Choose a date that exists.', abort: true },
	)

/** An uploaded file (conform and the API turn an empty file input into undefined). */
export function imageFile(required: string) {
	return z.custom<File>((value) => typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0, { error: required })
}

/**
 * Drops '' and null values, so a JSON body or raw form reads like conform's parse of a form
 * (where an empty field is simply missing).
 */
export function withoutBlanks(record: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(record).filter(([, value]) => {
			if (value === null || value === undefined) return false
			if (typeof value === 'string') return value.trim() !== ''
			if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size > 0
			return true
		}),
	)
}

/** Field name → messages, for forms re-shown without conform. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[] | undefined> {
	return z.flattenError(error).fieldErrors as Record<string, string[] | undefined>
}

const ItemId = z.coerce.number().int().positive()

/**
 * The posts of an admin list with an add-or-edit form and a Delete on each item (STYLE habit 6):
 * which one, and for edit and delete, which item. A post without an intent is an add, as the
 * form's own hidden intent says.
 */
export const AddEditDeleteSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('add') }),
	z.object({ intent: z.literal('edit'), id: ItemId }),
	z.object({ intent: z.literal('delete'), id: ItemId }),
])

/** Which of the three a posted form is. */
export function addEditDeleteOf(form: FormData) {
	return AddEditDeleteSchema.safeParse({ intent: form.get('intent') ?? 'add', id: form.get('id') ?? undefined })
}
