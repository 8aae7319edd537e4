import { formatMoney } from '#app/lib/money'
import { isQuantity, preselectedQuantity, quantityOptions, USUAL_QUANTITY, type Quantity } from '#app/domain/pricing/pricing'
import { stockLabel } from './rules'
import { type TyreDetails, warrantyText } from './tyre-details'
import type { CatalogueTyre } from './types'

// Comparing tyres side by side (/compare?ids=…): which tyres the address asks for, and the rows
// of the comparison. Pure; the page and its tests share it.

/** At most this many tyres side by side: three columns still fit a phone when swiped. */
export const MAX_COMPARE = 3

/** The most tokens of `ids` read from one address; anything past it is ignored, not parsed. */
const MAX_TOKENS = 20

export interface CompareRequest {
	/** the tyres to show, in the order asked, no repeats, at most MAX_COMPARE */
	ids: number[]
	/** what was asked for but is not a tyre id at all ('abc', '-1'), as typed */
	invalid: string[]
	/** how many valid tyres were asked for beyond MAX_COMPARE (left out) */
	dropped: number
	/** the quantity to price (the `qty` field), a set of 4 unless another 1 to 5 was asked */
	quantity: Quantity
}

/**
 * The compare page's address: `ids` as ticked checkboxes (ids=3&ids=7) or one list (ids=3,7),
 * and `qty`. Never throws: whatever is not an id is named back to the customer.
 */
export function parseCompareRequest(params: URLSearchParams): CompareRequest {
	const tokens = params
		.getAll('ids')
		.flatMap((value) => value.split(','))
		.map((token) => token.trim())
		.filter(Boolean)
		.slice(0, MAX_TOKENS)
	const ids: number[] = []
	const invalid: string[] = []
	let dropped = 0
	for (const token of tokens) {
		const id = /^\d{1,9}$/.test(token) ? Number(token) : NaN
		if (!Number.isSafeInteger(id) || id <= 0) {
			if (!invalid.includes(token)) invalid.push(token.slice(0, 20))
			continue
		}
		if (ids.includes(id)) continue
		if (ids.length >= MAX_COMPARE) dropped += 1
		else ids.push(id)
	}
	const qty = Number(params.get('qty'))
	return { ids, invalid, dropped, quantity: isQuantity(qty) ? qty : USUAL_QUANTITY }
}

/** The address of a comparison of these tyres at this quantity. */
export function compareHref(ids: readonly number[], quantity: number = USUAL_QUANTITY): string {
	const params = new URLSearchParams()
	if (ids.length) params.set('ids', ids.join(','))
	if (quantity !== USUAL_QUANTITY) params.set('qty', String(quantity))
	const query = params.toString()
	return query ? `/compare?${query}` : '/compare'
}

/** What the page says about the address beyond the tyres it shows. */
export function compareNotices(request: Pick<CompareRequest, 'invalid' | 'dropped'>, missing: readonly number[]): string[] {
	const notices: string[] = []
	if (request.dropped > 0) notices.push(`You can compare up to ${MAX_COMPARE} tyres at a time, so the first ${MAX_COMPARE} you ticked are shown.`)
	const notFound = [...request.invalid, ...missing.map(String)]
	if (notFound.length) {
		notices.push(
			notFound.length === 1
				? `We could not find tyre ${notFound[0]}: it may have sold out or been taken out of our range.`
				: `We could not find tyres ${notFound.join(', ')}: they may have sold out or been taken out of our range.`,
		)
	}
	return notices
}

export interface ComparedTyre {
	tyre: CatalogueTyre
	details: TyreDetails
}

/** One tyre's price at the compared quantity, as its column shows it and its Add button adds it. */
export interface ComparePrice {
	/** the quantity priced and added: the one asked for, or as the card would choose when stock or tiers do not allow it */
	quantity: Quantity
	unitPrice: number
	total: number
}

/** The quantity a column prices and adds: the card's rule (the one asked for when it can be bought). Null when none can. */
export function comparePrice(tyre: CatalogueTyre, wanted: number): ComparePrice | null {
	const options = quantityOptions(tyre)
	const quantity = preselectedQuantity(options, wanted)
	const option = options.find((o) => o.quantity === quantity)
	return quantity !== null && option ? { quantity, unitPrice: option.unitPrice, total: option.total } : null
}

export interface CompareRow {
	key: string
	label: string
	/** one cell per tyre, in the columns' order; lines of text (features are several) */
	cells: string[][]
	/** true when the tyres do not all have the same value (the page marks it) */
	differs: boolean
}

/** The comparison's rows, each one cell a tyre; a row no tyre has anything for is left out. */
export function comparisonRows(tyres: readonly ComparedTyre[], wanted: number): CompareRow[] {
	const rows: Omit<CompareRow, 'differs'>[] = [
		{
			key: 'price',
			label: `Price for ${wanted}`,
			cells: tyres.map(({ tyre }) => {
				const price = comparePrice(tyre, wanted)
				if (!price) return ['Not available']
				const lead = `${formatMoney(price.total)} for ${price.quantity}`
				return price.quantity === wanted ? [lead, `${formatMoney(price.unitPrice)} each`] : [lead, `${formatMoney(price.unitPrice)} each (${wanted} not available)`]
			}),
		},
		{ key: 'size', label: 'Size', cells: tyres.map(({ tyre }) => [tyre.size]) },
		{ key: 'load-speed', label: 'Load/speed', cells: tyres.map(({ tyre }) => [tyre.loadSpeedRating ?? '—']) },
		{ key: 'type', label: 'Type', cells: tyres.map(({ tyre }) => [[tyre.type, tyre.runflat ? 'Runflat' : null, tyre.marking].filter(Boolean).join(' · ') || '—']) },
		{ key: 'category', label: 'Range', cells: tyres.map(({ tyre }) => [tyre.category ?? '—']) },
		{ key: 'warranty', label: 'Warranty', cells: tyres.map(({ details }) => [details.warrantyKm !== null ? warrantyText(details.warrantyKm) : '—']) },
		{ key: 'features', label: 'Features', cells: tyres.map(({ details }) => (details.features.length ? details.features : ['—'])) },
		{ key: 'stock', label: 'Stock', cells: tyres.map(({ tyre }) => [stockLabel(tyre.stock)]) },
	]
	return rows
		.filter((row) => row.key === 'price' || row.cells.some((cell) => cell.join() !== '—'))
		.map((row) => ({ ...row, differs: new Set(row.cells.map((cell) => cell.join('\n'))).size > 1 }))
}
