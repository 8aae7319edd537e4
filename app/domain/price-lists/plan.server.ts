import { createHash } from 'node:crypto'
import { formatMoney } from '#app/lib/money'
import type { ColumnSqlType } from '#app/lib/db/batch-update.server'
import type { Db } from '#app/lib/db.server'
import type { Tyre, TyreUpdate } from '#db/schema'
import type { PriceListField } from './columns'
import type { PriceListValues, RowReading } from './rows'

// What a price list would do to the catalogue: the tyres it adds, the ones whose prices, stock
// or details change (old → new), how many stay as they are, the rows refused and why, and the
// tyres in stock that the file does not name. The same plan is shown as the preview and, made
// again inside the apply's transaction, is what gets written: if it differs from the preview the
// owner saw (a booking took stock meanwhile, another import ran), nothing is written.

/** The catalogue columns a price list reads and writes. */
const CATALOGUE_COLUMNS = [
	'id',
	'slug',
	'brand',
	'model',
	'size',
	'load_speed_rating',
	'marking',
	'runflat',
	'type',
	'category',
	'stock',
	'price_1',
	'price_2',
	'price_3',
	'price_4',
	'price_5',
	'price_incl_gst',
	'unloading_24h',
	'supplier_code',
	'cost_price',
] as const
/** The SQL type of each tyre column a price list (or a price rule) writes, for batched updates. */
export const TYRE_COLUMN_TYPES = {
	supplier_code: 'text',
	load_speed_rating: 'text',
	load_index: 'integer',
	speed_rating: 'text',
	marking: 'text',
	runflat: 'integer',
	type: 'text',
	category: 'text',
	stock: 'integer',
	price_1: 'integer',
	price_2: 'integer',
	price_3: 'integer',
	price_4: 'integer',
	price_5: 'integer',
	price_incl_gst: 'integer',
	unloading_24h: 'integer',
	cost_price: 'integer',
	updated_at: 'text',
} as const satisfies Partial<Record<keyof Tyre, ColumnSqlType>>
export type CatalogueEntry = Pick<Tyre, (typeof CATALOGUE_COLUMNS)[number]>

export function loadCatalogue(db: Db): Promise<CatalogueEntry[]> {
	return db.selectFrom('tyres').select(CATALOGUE_COLUMNS).orderBy('id').execute()
}

export interface FieldDiff {
	field: PriceListField
	from: string
	to: string
}
export interface PlannedInsert {
	row: number
	label: string
	values: PriceListValues
}
export interface PlannedUpdate {
	row: number
	id: number
	label: string
	set: TyreUpdate
	diffs: FieldDiff[]
}
export interface MissingTyre {
	id: number
	label: string
	stock: number
}
export interface PriceListPlan {
	rowsRead: number
	added: PlannedInsert[]
	changed: PlannedUpdate[]
	unchanged: number
	refused: { row: number; reason: string }[]
	/** tyres in stock that the file does not name (a full-range import sets them to 0) */
	missing: MissingTyre[]
	fingerprint: string
}

type Column = keyof CatalogueEntry
/** Each field's column; the load/speed rating also sets load_index and speed_rating. */
const FIELD_COLUMNS: Partial<Record<PriceListField, Column>> = {
	supplierCode: 'supplier_code',
	loadSpeedRating: 'load_speed_rating',
	marking: 'marking',
	runflat: 'runflat',
	type: 'type',
	category: 'category',
	stock: 'stock',
	price1: 'price_1',
	price2: 'price_2',
	price3: 'price_3',
	price4: 'price_4',
	price5: 'price_5',
	priceInclGst: 'price_incl_gst',
	unloading24h: 'unloading_24h',
	costPrice: 'cost_price',
}
const MONEY = new Set<PriceListField>(['price1', 'price2', 'price3', 'price4', 'price5', 'priceInclGst', 'costPrice'])

/**
 * formatMoney's '$1,234.56', written out by hand: a preview of a whole range formats a hundred
 * thousand amounts, and Intl.NumberFormat took over a second of it.
 */
export function shownMoney(cents: number): string {
	if (!Number.isSafeInteger(cents)) return formatMoney(cents)
	const whole = Math.floor(Math.abs(cents) / 100)
	const rest = Math.abs(cents) % 100
	let digits = String(whole)
	let grouped = ''
	while (digits.length > 3) {
		grouped = `,${digits.slice(-3)}${grouped}`
		digits = digits.slice(0, -3)
	}
	return `${cents < 0 ? '-' : ''}$${digits}${grouped}.${rest < 10 ? '0' : ''}${rest}`
}

function shown(field: PriceListField, value: unknown): string {
	if (value === null || value === undefined) return '—'
	if (MONEY.has(field)) return shownMoney(value as number)
	if (field === 'runflat') return value ? 'YES' : 'NO'
	return String(value)
}

export function tyreLabel(t: { brand: string; model: string; size: string; load_speed_rating?: string | null }) {
	return `${t.brand} ${t.model} ${t.size}${t.load_speed_rating ? ` ${t.load_speed_rating}` : ''}`
}

const lower = (text: string) => text.toLowerCase()
const modelKey = (brand: string, model: string, size: string) => `${lower(brand)}|${lower(model)}|${size}`

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
	const list = map.get(key)
	if (list) list.push(value)
	else map.set(key, [value])
}

/** The price a new tyre is listed at (its Price Incl GST, else its first quantity price). */
export function listPriceOf(values: PriceListValues): number | null {
	return values.priceInclGst ?? values.price1 ?? values.price2 ?? values.price3 ?? values.price4 ?? values.price5 ?? null
}

export function planPriceList(catalogue: CatalogueEntry[], readings: RowReading[]): PriceListPlan {
	const byCode = new Map<string, CatalogueEntry>()
	const byModelSize = new Map<string, CatalogueEntry[]>()
	for (const tyre of catalogue) {
		if (tyre.supplier_code) byCode.set(lower(tyre.supplier_code), tyre)
		push(byModelSize, modelKey(tyre.brand, tyre.model, tyre.size), tyre)
	}
	const plan: Planned = { rowsRead: readings.length, added: [], changed: [], unchanged: 0, refused: [], missing: [] }
	const matchedRow = new Map<number, number>()
	const newRow = new Map<string, number>()

	for (const reading of readings) {
		if (!reading.ok) {
			plan.refused.push({ row: reading.row, reason: reading.reason })
			continue
		}
		const { row, values } = reading
		const code = values.supplierCode ? lower(values.supplierCode) : null
		let tyre: CatalogueEntry | undefined = code ? byCode.get(code) : undefined
		if (!tyre) {
			// by brand, model, size and (when the file has it) load/speed rating, marking, run-flat
			let candidates = byModelSize.get(modelKey(values.brand, values.model, values.size)) ?? []
			if (values.loadSpeedRating !== undefined) candidates = candidates.filter((t) => (t.load_speed_rating ?? null) === values.loadSpeedRating)
			// a tyre already known by another code is another product
			if (code) candidates = candidates.filter((t) => !t.supplier_code)
			if (candidates.length > 1 && values.marking !== undefined) candidates = candidates.filter((t) => t.marking === values.marking)
			if (candidates.length > 1 && values.runflat !== undefined) candidates = candidates.filter((t) => t.runflat === values.runflat)
			if (candidates.length > 1) {
				plan.refused.push({ row, reason: `It matches ${candidates.length} tyres (${tyreLabel(candidates[0]!)} …). Give them supplier codes to tell them apart.` })
				continue
			}
			tyre = candidates[0]
		}
		if (tyre) {
			const earlier = matchedRow.get(tyre.id)
			if (earlier !== undefined) {
				plan.refused.push({ row, reason: `Row ${earlier} is the same tyre (${tyreLabel(tyre)}): a duplicate row.` })
				continue
			}
			matchedRow.set(tyre.id, row)
			const owner = code ? byCode.get(code) : undefined
			if (owner && owner.id !== tyre.id) {
				plan.refused.push({ row, reason: `Supplier code ${values.supplierCode} already belongs to ${tyreLabel(owner)}.` })
				continue
			}
			const set = updateOf(tyre, values)
			if (set === null) plan.unchanged++
			else plan.changed.push(new Change(row, tyre.id, set, tyre))
			continue
		}
		const key = code ?? `${modelKey(values.brand, values.model, values.size)}|${values.loadSpeedRating ?? ''}|${values.marking ?? ''}|${values.runflat ?? ''}`
		const earlier = newRow.get(key)
		if (earlier !== undefined) {
			plan.refused.push({ row, reason: `Row ${earlier} is the same new tyre: a duplicate row.` })
			continue
		}
		if (listPriceOf(values) === null) {
			plan.refused.push({ row, reason: 'A new tyre needs a price (Price for 1 to 5 or Price Incl GST).' })
			continue
		}
		newRow.set(key, row)
		plan.added.push({ row, label: tyreLabel({ brand: values.brand, model: values.model, size: values.size, load_speed_rating: values.loadSpeedRating }), values })
	}
	for (const tyre of catalogue) {
		if (!matchedRow.has(tyre.id) && tyre.stock > 0) plan.missing.push({ id: tyre.id, label: tyreLabel(tyre), stock: tyre.stock })
	}
	plan.refused.sort((a, b) => a.row - b.row)
	return { ...plan, fingerprint: fingerprintOf(plan) }
}

const FIELD_COLUMN_LIST = Object.entries(FIELD_COLUMNS) as [PriceListField, Column][]
const FIELD_OF_COLUMN = new Map(FIELD_COLUMN_LIST.map(([field, column]) => [column as string, field]))

/**
 * A changed tyre. Its label and its fields old → new are worked out when read: a whole range's
 * changes are planned (and kept until applied) but only the first hundred are ever shown.
 */
class Change implements PlannedUpdate {
	constructor(
		readonly row: number,
		readonly id: number,
		readonly set: TyreUpdate,
		private readonly tyre: CatalogueEntry,
	) {}

	get label() {
		return tyreLabel(this.tyre)
	}

	get diffs(): FieldDiff[] {
		const diffs: FieldDiff[] = []
		for (const column of Object.keys(this.set)) {
			const field = FIELD_OF_COLUMN.get(column)
			// load_index and speed_rating go with the load/speed rating, shown once as that
			if (!field) continue
			diffs.push({ field, from: shown(field, this.tyre[column as Column]), to: shown(field, this.set[column as Column]) })
		}
		return diffs
	}

	/** The change in one line, old and new, for the plan's fingerprint. */
	fingerprintPart() {
		let part = `${this.id}`
		for (const column of Object.keys(this.set)) part += `|${column}=${String(this.tyre[column as Column] ?? null)}>${String(this.set[column as Column])}`
		return `${part};`
	}
}

/** The columns of `tyre` that `values` changes, with their new values; null when none does. */
function updateOf(tyre: CatalogueEntry, values: PriceListValues): TyreUpdate | null {
	let set: Record<string, unknown> | null = null
	for (const [field, column] of FIELD_COLUMN_LIST) {
		let value = values[field as keyof PriceListValues]
		if (value === undefined) continue
		// the list price cannot be empty: a blank Price Incl GST leaves it as it is
		if (field === 'priceInclGst' && value === null) continue
		// a blank supplier code keeps the code the tyre has (the file may simply not know it)
		if (field === 'supplierCode' && value === null) continue
		if (value === '') value = null
		if ((tyre[column] ?? null) === value) continue
		set ??= {}
		set[column] = value
		if (field === 'loadSpeedRating') {
			set.load_index = values.loadIndex ?? null
			set.speed_rating = values.speedRating ?? null
		}
	}
	return set as TyreUpdate | null
}

type Planned = Omit<PriceListPlan, 'fingerprint' | 'changed'> & { changed: Change[] }

/**
 * What the owner saw, in two parts: `changes.missing`. The first hashes what the file adds and
 * changes; the second which tyres in stock the file does not name, which only a full-range
 * import writes (it sets them out of stock). A customer's booking that takes a tyre's last one
 * changes that set, so it makes only a full-range Apply stale (`isPlanSeen`).
 */
function fingerprintOf(plan: Planned) {
	const changes = new Hasher()
	for (const added of plan.added) changes.add(JSON.stringify(added.values))
	changes.add('|')
	for (const change of plan.changed) changes.add(change.fingerprintPart())
	changes.add(`|${plan.unchanged}|${JSON.stringify(plan.refused)}|`)
	// which tyres, not how many each has: a booking between the preview and Apply changes a stock
	// the file does not touch
	const missing = new Hasher()
	for (const tyre of plan.missing) missing.add(`${tyre.id},`)
	return `${changes.digest()}.${missing.digest()}`
}

/** Whether the plan made again at Apply is the one the owner saw (`seen`, its fingerprint). */
export function isPlanSeen(plan: PriceListPlan, seen: string, fullRange: boolean) {
	const [changes, missing] = plan.fingerprint.split('.')
	const [seenChanges, seenMissing] = seen.split('.')
	return changes === seenChanges && (!fullRange || missing === seenMissing)
}

/**
 * A SHA-256 fed a part at a time (one JSON text of a whole range's changes is tens of megabytes),
 * each part a few hundred rows long rather than a row: a hash update has a cost of its own.
 */
class Hasher {
	private hash = createHash('sha256')
	private part = ''
	add(text: string) {
		this.part += text
		if (this.part.length > 65_536) {
			this.hash.update(this.part)
			this.part = ''
		}
	}
	digest() {
		this.hash.update(this.part)
		return this.hash.digest('base64url').slice(0, 24)
	}
}
