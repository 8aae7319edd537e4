// The fields a supplier price list can fill, under the catalogue's own column names (spec §3),
// and how a file's column headings map onto them. Client-safe: the mapping form shows these.

export const PRICE_LIST_FIELDS = [
	'supplierCode',
	'brand',
	'model',
	'size',
	'loadSpeedRating',
	'marking',
	'runflat',
	'type',
	'category',
	'stock',
	'price1',
	'price2',
	'price3',
	'price4',
	'price5',
	'priceInclGst',
	'unloading24h',
	'costPrice',
] as const
export type PriceListField = (typeof PRICE_LIST_FIELDS)[number]
export type ColumnChoice = PriceListField | 'ignore'

/** The heading each field has in an exported file (spec §3 names; our own for code and cost). */
export const FIELD_HEADINGS: Record<PriceListField, string> = {
	supplierCode: 'Supplier code',
	brand: 'Brand',
	model: 'Model',
	size: 'SIZE',
	loadSpeedRating: 'LOAD/SPEED RATING',
	marking: 'Marking',
	runflat: 'RunFlat',
	type: 'Type',
	category: 'category',
	stock: 'In Stock',
	price1: 'Price for 1',
	price2: 'Price for 2',
	price3: 'Price for 3',
	price4: 'Price for 4',
	price5: 'Price for 5',
	priceInclGst: 'Price Incl GST',
	unloading24h: 'UNLOADING IN 24 HRS',
	costPrice: 'Cost price',
}

/** Headings suppliers commonly use that mean one of our fields without being mapped. */
const SYNONYMS: Record<string, PriceListField> = {
	sku: 'supplierCode',
	code: 'supplierCode',
	'product code': 'supplierCode',
	'part number': 'supplierCode',
	'stock code': 'supplierCode',
	'load/speed': 'loadSpeedRating',
	'load speed rating': 'loadSpeedRating',
	'run flat': 'runflat',
	stock: 'stock',
	qty: 'stock',
	cost: 'costPrice',
	'cost ex gst': 'costPrice',
}

/** The fields a file must map before anything can be previewed. */
export const REQUIRED_FIELDS: PriceListField[] = ['brand', 'model', 'size']

/** A heading as the mapping remembers it: trimmed, lower case, inner spaces collapsed. */
export function headingKey(heading: string) {
	return heading.trim().replace(/\s+/g, ' ').toLowerCase()
}

const OWN_HEADINGS = new Map(PRICE_LIST_FIELDS.map((field) => [headingKey(FIELD_HEADINGS[field]), field]))

/**
 * Each heading's field: the owner's remembered choice first, then the catalogue's own column
 * names (they map themselves), then common supplier headings; otherwise ignored. A field is
 * taken by one column only, the first that claims it.
 */
export function mapColumns(headings: string[], remembered: ReadonlyMap<string, ColumnChoice>): ColumnChoice[] {
	const taken = new Set<PriceListField>()
	const guess = headings.map((heading) => {
		const key = headingKey(heading)
		return remembered.get(key) ?? OWN_HEADINGS.get(key) ?? SYNONYMS[key] ?? 'ignore'
	})
	return guess.map((choice) => {
		if (choice === 'ignore' || taken.has(choice)) return 'ignore'
		taken.add(choice)
		return choice
	})
}

/** Required fields no column is mapped to. */
export function missingFields(mapping: ColumnChoice[]): PriceListField[] {
	return REQUIRED_FIELDS.filter((field) => !mapping.includes(field))
}

export function isColumnChoice(value: unknown): value is ColumnChoice {
	return value === 'ignore' || (PRICE_LIST_FIELDS as readonly unknown[]).includes(value)
}
