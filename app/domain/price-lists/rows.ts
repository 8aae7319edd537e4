import { parseLoadSpeedRating, TYRE_CATEGORIES } from '#app/domain/catalogue/tyre-schema'
import { formatSize, parseSize } from '#app/domain/catalogue/size'
import { type ColumnChoice, FIELD_HEADINGS, type PriceListField } from './columns'

// One price-list row read through the column mapping: the values of the mapped fields in the
// catalogue's own terms (cents, a formatted size, 0/1), or the reason the row is refused.
// A field whose column is not mapped is absent: an import leaves it as it is on known tyres.

export interface PriceListValues {
	supplierCode?: string | null
	brand: string
	model: string
	size: string
	width: number
	profile: number
	rim: number
	loadSpeedRating?: string | null
	loadIndex?: number | null
	speedRating?: string | null
	marking?: string | null
	runflat?: number
	type?: string | null
	category?: string | null
	stock?: number
	price1?: number | null
	price2?: number | null
	price3?: number | null
	price4?: number | null
	price5?: number | null
	priceInclGst?: number | null
	unloading24h?: number | null
	costPrice?: number | null
}

export type RowReading = { ok: true; row: number; values: PriceListValues } | { ok: false; row: number; reason: string }

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/
const MONEY_FIELDS = ['price1', 'price2', 'price3', 'price4', 'price5', 'priceInclGst', 'costPrice'] as const

/** '$1,189.50' or '1189.5' → 118950; '' → null; anything else → undefined. */
export function dollarsCellToCents(text: string): number | null | undefined {
	const cleaned = text.replace(/^\$/, '').replace(/,/g, '').trim()
	if (cleaned === '') return null
	if (!DOLLARS.test(cleaned)) return undefined
	return Math.round(Number(cleaned) * 100)
}

/** In Stock as the catalogue shows it: '12', '12+' (spec §3), 'out of stock', '' (none). */
export function stockCell(text: string): number | undefined {
	const cleaned = text.trim().toLowerCase()
	if (cleaned === '' || cleaned === 'out of stock' || cleaned === 'nil') return 0
	const match = /^(\d{1,4})\+?$/.exec(cleaned)
	return match ? Number(match[1]) : undefined
}

/**
 * What a cell of an exported file gained against formula injection (a leading apostrophe before
 * = + - @) comes off again, so an exported file imports back unchanged.
 */
export function unguardCell(text: string) {
	return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text
}

const optionalText = (text: string) => (text === '' ? null : text)

export function readRow(row: number, cells: string[], mapping: ColumnChoice[]): RowReading {
	const raw: Partial<Record<PriceListField, string>> = {}
	for (const [index, field] of mapping.entries()) {
		if (field === 'ignore') continue
		const cell = cells[index] ?? ''
		// a spreadsheet formula is never taken in as a value (=HYPERLINK(…) and friends)
		if (cell.startsWith('=')) return { ok: false, row, reason: `${FIELD_HEADINGS[field]} holds a formula (${cell.length > 30 ? `${cell.slice(0, 29)}…` : cell}); only plain values are imported.` }
		raw[field] = unguardCell(cell)
	}
	const refuse = (reason: string): RowReading => ({ ok: false, row, reason })

	const brand = raw.brand ?? ''
	const model = raw.model ?? ''
	if (!brand) return refuse('Brand is empty.')
	if (!model) return refuse('Model is empty.')
	if (brand.length > 60) return refuse('Brand is longer than 60 characters.')
	if (model.length > 100) return refuse('Model is longer than 100 characters.')
	const size = parseSize(raw.size ?? '')
	if (!size) return refuse(raw.size ? `SIZE '${raw.size.slice(0, 20)}' is not a tyre size like 205/55R16.` : 'SIZE is empty.')
	const values: PriceListValues = { brand, model, size: formatSize(size), ...size }

	if (raw.supplierCode !== undefined) {
		if (raw.supplierCode.length > 64) return refuse('Supplier code is longer than 64 characters.')
		values.supplierCode = optionalText(raw.supplierCode)
	}
	if (raw.loadSpeedRating !== undefined) {
		if (raw.loadSpeedRating === '') {
			Object.assign(values, { loadSpeedRating: null, loadIndex: null, speedRating: null })
		} else {
			const rating = parseLoadSpeedRating(raw.loadSpeedRating)
			if (!rating) return refuse(`LOAD/SPEED RATING '${raw.loadSpeedRating.slice(0, 12)}' is not like 91V or 107/105R.`)
			Object.assign(values, { loadSpeedRating: rating.rating, loadIndex: rating.loadIndex, speedRating: rating.speedRating })
		}
	}
	if (raw.marking !== undefined) {
		if (raw.marking.length > 20) return refuse('Marking is longer than 20 characters.')
		// spec §3: a Marking of 'NaN' means none
		values.marking = raw.marking === '' || raw.marking === 'NaN' ? null : raw.marking
	}
	// spec §3: RunFlat is YES or anything else
	if (raw.runflat !== undefined) values.runflat = raw.runflat.toUpperCase() === 'YES' ? 1 : 0
	if (raw.type !== undefined) {
		if (raw.type.length > 40) return refuse('Type is longer than 40 characters.')
		values.type = optionalText(raw.type)
	}
	if (raw.category !== undefined) {
		if (raw.category === '') values.category = null
		else {
			const category = TYRE_CATEGORIES.find((c) => c.toLowerCase() === raw.category!.toLowerCase())
			if (!category) return refuse(`category '${raw.category.slice(0, 20)}' is not ${TYRE_CATEGORIES.join(', ')}.`)
			values.category = category
		}
	}
	if (raw.stock !== undefined) {
		const stock = stockCell(raw.stock)
		if (stock === undefined) return refuse(`In Stock '${raw.stock.slice(0, 12)}' is not a whole number (12, 12+ or out of stock).`)
		values.stock = stock
	}
	if (raw.unloading24h !== undefined) {
		if (raw.unloading24h === '') values.unloading24h = null
		else if (/^\d{1,4}$/.test(raw.unloading24h)) values.unloading24h = Number(raw.unloading24h)
		else return refuse(`UNLOADING IN 24 HRS '${raw.unloading24h.slice(0, 12)}' is not a whole number.`)
	}
	for (const field of MONEY_FIELDS) {
		const cell = raw[field]
		if (cell === undefined) continue
		const cents = dollarsCellToCents(cell)
		if (cents === undefined) return refuse(`${FIELD_HEADINGS[field]} '${cell.slice(0, 12)}' is not an amount in dollars such as 189.95.`)
		values[field] = cents
	}
	return { ok: true, row, values }
}
