import { z } from 'zod'

// The price-list pages' forms and URL parts (client-safe).

/** The largest price list taken: 20,000 tyres as CSV are about 2.5 MB, as XLSX about 1.5 MB. */
export const MAX_PRICE_LIST_BYTES = 10 * 1024 * 1024

export const PriceListIdSchema = z.coerce.number().int().positive().max(2_147_483_647)
export const ExportFormatSchema = z.enum(['csv', 'xlsx'])

export const ApplyPriceListSchema = z.object({
	intent: z.literal('apply'),
	fingerprint: z.string().trim().min(1).max(64),
	// a checkbox: 'on' when ticked, absent otherwise
	fullRange: z
		.literal('on')
		.optional()
		.transform((v) => v === 'on'),
})

/** The mapping form's field for the column at `index`. */
export const columnFieldName = (index: number) => `column-${index}`

export const PRICE_LIST_MESSAGES = {
	chooseFile: 'Choose a price list file (CSV or .xlsx) to upload.',
	applied: 'Price list applied.',
	columnsSaved: 'Columns saved.',
	notUnderstood: 'That action was not understood.',
} as const
