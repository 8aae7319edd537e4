import { z } from 'zod'
import { parseSize } from '#app/domain/catalogue/size'
import { dollarsToCents, imageFile, optionalText, text, wholeNumber } from '#app/lib/form-fields'

// Forms and API bodies of the admin Tyres tab (spec §5 'Add tyre', §7 admin tyre calls).

export const TYRE_CATEGORIES = ['Premium', 'Mid-Range', 'Budget'] as const // spec §9
export const TYRE_TYPES = ['Passenger', 'SUV', '4WD', 'Light Truck', 'Performance'] as const
export const ADD_TYRE_REQUIRED = 'Please fill all required fields and upload an image' // spec §5
export const TYRE_PAGE_SIZE = 24

const required = 'Required'

/** '91V', '91 V', '107/105R' → load index and speed rating; null when not that shape. */
export function parseLoadSpeedRating(value: string): { rating: string; loadIndex: number; speedRating: string } | null {
	const match = /^(\d{2,3})(?:\/(\d{2,3}))?\s?([A-Za-z]{1,2})$/.exec(value.trim())
	if (!match) return null
	const rating = `${match[1]}${match[2] ? `/${match[2]}` : ''}${match[3]!.toUpperCase()}`
	return { rating, loadIndex: Number(match[1]), speedRating: match[3]!.toUpperCase() }
}

export const MAX_FEATURES = 6
export const FEATURE_MAX_LENGTH = 80
export const MAX_WARRANTY_KM = 300_000
export const LOGO_NEEDED = 'Upload the brand logo: this brand has none yet.'

/** The selling points, one a line (a textarea), or a JSON list from the API; empty lines dropped. */
const features = z
	.union([z.string(), z.array(z.string())], { error: `One feature a line, at most ${MAX_FEATURES}.` })
	.optional()
	.transform((value, ctx) => {
		const lines = (Array.isArray(value) ? value : (value ?? '').split(/\r?\n/)).map((line) => line.trim().replace(/^[-•*]\s*/, '')).filter(Boolean)
		if (lines.length > MAX_FEATURES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_FEATURES} features, one a line.` })
		if (lines.some((line) => line.length > FEATURE_MAX_LENGTH)) ctx.addIssue({ code: 'custom', message: `Keep each feature to ${FEATURE_MAX_LENGTH} characters.` })
		return lines
	})

/** Kilometres as the owner writes them: 80000, 80,000 or '80 000 km'. */
const warrantyKm = z
	.union([z.string(), z.number()], { error: 'The warranty is a whole number of kilometres, such as 80000.' })
	.optional()
	.transform((value, ctx) => {
		const typed = typeof value === 'number' ? String(value) : (value ?? '').trim()
		const textValue = (/km$/i.test(typed) ? typed.slice(0, -2) : typed).replace(/[ ,]/g, '')
		if (textValue === '') return null
		const number = Number(textValue)
		if (!/^\d{1,7}$/.test(textValue) || number < 1000 || number > MAX_WARRANTY_KM) {
			ctx.addIssue({ code: 'custom', message: `The warranty is a whole number of kilometres from 1,000 to ${MAX_WARRANTY_KM.toLocaleString('en-AU')}.` })
			return z.NEVER
		}
		return number
	})

/** The optional details a product page shows in 'Features & warranty'. */
export const tyreDetailsFields = {
	features,
	warrantyKm,
	fitmentGuarantee: optionalText(200),
}
export const TyreDetailsSchema = z.object(tyreDetailsFields)
export type TyreDetailsInput = z.output<typeof TyreDetailsSchema>

export const NewTyreSchema = z.object({
	brand: text({ max: 60, required }),
	model: text({ max: 100, required }),
	width: wholeNumber({ min: 105, max: 395, required, message: 'Width is in mm, from 105 to 395.' }),
	profile: wholeNumber({ min: 20, max: 95, required, message: 'Profile is a percentage, from 20 to 95.' }),
	rim: wholeNumber({ min: 10, max: 26, required, message: 'Rim size is in inches, from 10 to 26.' }),
	type: optionalText(40),
	loadSpeedRating: optionalText(12).refine((v) => v === null || parseLoadSpeedRating(v) !== null, 'Write it like 91V or 107/105R.'),
	// spec §3: a marking of 'NaN' means none
	marking: optionalText(20).transform((v) => (v === null || v.toLowerCase() === 'nan' ? null : v)),
	runflat: z
		.union([z.string(), z.boolean()])
		.optional()
		.transform((v) => v === true || /^(yes|true|on|1)$/i.test(typeof v === 'string' ? v.trim() : '')),
	category: z.enum(TYRE_CATEGORIES, { error: 'Choose Premium, Mid-Range or Budget.' }).optional(),
	priceInclGst: dollarsToCents(required),
	inStock: wholeNumber({ min: 0, max: 9999, required, message: 'Stock is a whole number from 0 to 9999.' }),
	unloading24h: wholeNumber({ min: 0, max: 9999, required, message: 'A whole number from 0 to 9999.' }).optional(),
	image: imageFile(required),
	// needed only for a brand without a logo yet (addTyre checks; LOGO_NEEDED)
	brandLogo: imageFile('Choose an image to upload.').optional(),
	...tyreDetailsFields,
})
export type NewTyreInput = z.output<typeof NewTyreSchema>

// Empty ('' or null) removes that quantity option; a missing field leaves it as it is.
const tierDollars = dollarsToCents('Enter a price or leave it empty.')
const tierPrice = z
	.union([z.null(), z.string(), z.number()], { error: 'Enter a price or leave it empty.' })
	.optional()
	.transform((value, ctx) => {
		if (value === undefined) return undefined
		if (value === null || (typeof value === 'string' && value.trim() === '')) return null
		const parsed = tierDollars.safeParse(value)
		if (parsed.success) return parsed.data
		for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
		return z.NEVER
	})

/** The five quantity prices (spec §3 'Price for 1..5'), in cents; null removes that option. */
export const TyrePricesSchema = z
	.object({
		price1: tierPrice,
		price2: tierPrice,
		price3: tierPrice,
		price4: tierPrice,
		price5: tierPrice,
	})
	.refine((prices) => Object.values(prices).some((v) => v !== undefined), 'Send at least one of Price for 1 to Price for 5.')
export type TyrePricesInput = z.output<typeof TyrePricesSchema>

export const TyreStockSchema = z.object({
	inStock: wholeNumber({ min: 0, max: 9999, required: 'Enter the number in stock.', message: 'Stock is a whole number from 0 to 9999.' }),
})

/** A copy of a tyre in another size (and optionally another load/speed rating). */
export const DuplicateTyreSchema = z.object({
	size: z
		.string({ error: 'Enter the new size, like 205/55R16.' })
		.trim()
		.transform((value, ctx) => {
			const size = parseSize(value)
			if (!size) {
				ctx.addIssue({ code: 'custom', message: 'Enter the new size, like 205/55R16.' })
				return z.NEVER
			}
			return size
		}),
	loadSpeedRating: optionalText(12).refine((v) => v === null || parseLoadSpeedRating(v) !== null, 'Write it like 91V or 107/105R.'),
})
export type DuplicateTyreInput = z.output<typeof DuplicateTyreSchema>

export const TyreImageSchema = z.object({ image: imageFile('Choose an image to upload.') })

const filterNumber = z.coerce.number().int().min(1).max(999).optional()
/** Query of the admin grid and GET /api/tyreall/: filters and paging (a bad value is a 400). */
export const TyreFiltersSchema = z.object({
	brand: z.string().trim().max(60).optional(),
	model: z.string().trim().max(100).optional(),
	width: filterNumber,
	profile: filterNumber,
	rim: filterNumber,
	/** free text: every word must appear in the brand, model or size (205/55R16, or 2055516) */
	q: z.string().trim().max(60).optional(),
	/** '1': only tyres whose free stock is at LOW_STOCK_LEVEL or below */
	low: z.literal('1').optional(),
	page: z.coerce.number().int().min(1).max(10_000).optional(),
	/** with JavaScript the grid grows by infinite scroll: pages 1..through */
	through: z.coerce.number().int().min(1).max(200).optional(),
	limit: z.coerce.number().int().min(1).max(500).optional(),
})
export type TyreFilters = z.output<typeof TyreFiltersSchema>

/** A tyre with this many or fewer left to sell counts as low on stock (admin filter, pick list). */
export const LOW_STOCK_LEVEL = 4

/** Parses a query string; empty parameters are ignored. */
export function parseTyreFilters(params: URLSearchParams) {
	return TyreFiltersSchema.safeParse(Object.fromEntries([...params].filter(([, v]) => v.trim() !== '')))
}

/** The first value present under any of these names (spec field names or ours). */
function pick(record: Record<string, unknown>, ...names: string[]) {
	for (const name of names) if (record[name] !== undefined) return record[name]
	return undefined
}

/**
 * An API body with the spec's field names (Brand, SIZE, 'LOAD/SPEED RATING', 'Price Incl GST',
 * 'In Stock', 'UNLOADING IN 24 HRS', …; spec §7) as the add form's fields. Our own names
 * (brand, width, profile, rim …) are accepted as well.
 */
export function tyreFieldsFromApi(record: Record<string, unknown>): Record<string, unknown> {
	const size = pick(record, 'SIZE', 'size')
	const sizeMatch = typeof size === 'string' ? /^\s*(\d{3})\s*\/\s*(\d{2})\s*Z?R\s*(\d{2})\s*$/i.exec(size) : null
	return {
		brand: pick(record, 'Brand', 'brand'),
		model: pick(record, 'Model', 'model'),
		width: sizeMatch?.[1] ?? pick(record, 'width'),
		profile: sizeMatch?.[2] ?? pick(record, 'profile'),
		rim: sizeMatch?.[3] ?? pick(record, 'rimSize', 'rim'),
		type: pick(record, 'Type', 'type'),
		loadSpeedRating: pick(record, 'LOAD/SPEED RATING', 'loadSpeedRating'),
		marking: pick(record, 'Marking', 'marking'),
		runflat: pick(record, 'RunFlat', 'runflat'),
		category: pick(record, 'category', 'Category'),
		priceInclGst: pick(record, 'Price Incl GST', 'priceInclGst'),
		inStock: pick(record, 'In Stock', 'inStock'),
		unloading24h: pick(record, 'UNLOADING IN 24 HRS', 'unloading24h'),
		image: pick(record, 'image'),
		brandLogo: pick(record, 'brandLogo', 'brand_logo'),
		features: pick(record, 'features', 'Features'),
		warrantyKm: pick(record, 'warrantyKm', 'warranty_km'),
		fitmentGuarantee: pick(record, 'fitmentGuarantee', 'fitment_guarantee'),
	}
}

/** 'Price for 1'..'Price for 5' (or price1..price5) as the prices form's fields; absent stays absent. */
export function priceFieldsFromApi(record: Record<string, unknown>): Record<string, unknown> {
	const fields: Record<string, unknown> = {}
	for (const n of [1, 2, 3, 4, 5]) {
		const value = pick(record, `Price for ${n}`, `price${n}`)
		if (value !== undefined) fields[`price${n}`] = value
	}
	return fields
}

const TyreId = z.coerce.number().int().positive()

/**
 * The Tyres tab's five form actions on one URL (STYLE habit 6): which one, and for the card
 * forms, which tyre. Each action's own fields are parsed by its own schema above.
 */
export const TyreActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('add') }),
	z.object({ intent: z.literal('delete'), id: TyreId }),
	z.object({ intent: z.literal('update-stock'), id: TyreId }),
	z.object({ intent: z.literal('update-prices'), id: TyreId }),
	z.object({ intent: z.literal('update-image'), id: TyreId }),
	z.object({ intent: z.literal('update-details'), id: TyreId }),
	z.object({ intent: z.literal('duplicate'), id: TyreId }),
])
