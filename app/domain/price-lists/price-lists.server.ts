import { sql } from 'kysely'
import { freeSlug, slugify } from '#app/lib/slug'
import { insertRows, updateRowsById } from '#app/lib/db/batch-update.server'
import { type Db, readValue, writeTransaction } from '#app/lib/db.server'
import type { NewTyre } from '#db/schema'
import { type ColumnChoice, isColumnChoice, headingKey, mapColumns, missingFields, type PriceListField } from './columns'
import { isPlanSeen, listPriceOf, loadCatalogue, type PriceListPlan, planPriceList, TYRE_COLUMN_TYPES } from './plan.server'
import { fileTypeOf, type PriceListFileType, readPriceListFile, type ReadResult, type SheetRow } from './read-file.server'
import { readRow, type RowReading } from './rows'

// A supplier price list, from upload to history: the file is read and kept (previewed), the
// owner checks the column mapping and the preview, then applies it in one write transaction or
// not at all. Applied imports stay as the history, each with its original file.

/** Previewed files not applied are dropped after this long (the applied ones stay). */
const KEEP_PREVIEWS_MS = 24 * 60 * 60 * 1000

// The work on the import in hand is kept in this process between its requests: the file as read
// at the upload, its rows read through the mapping, and the plan with the catalogue version it
// was made against (catalogue_version: triggers move it on every change to tyres or brands,
// whoever makes it). Upload → preview → apply then reads and plans a 20,000-row file once, not
// three times; the apply takes the kept plan only when the version inside its transaction is
// still the one the plan was made against, so it writes exactly what planning again would. One
// import at a time (a new one drops the last), and none after an apply or KEEP_WORK_MS; without
// it (another instance, a restart) everything is read and planned again from the stored file.

/** How long the work on an import not applied is kept in memory. */
const KEEP_WORK_MS = 30 * 60 * 1000

interface Work {
	db: Db
	id: number
	headings: string[]
	/** the rows as read, until they are read through a mapping (null then: the file has them) */
	rows: SheetRow[] | null
	readings: { mapping: string; readings: RowReading[] } | null
	plan: { mapping: string; version: number; plan: PriceListPlan } | null
}
let kept: Work | null = null
let dropKept: ReturnType<typeof setTimeout> | undefined

function keepWork(work: Work | null) {
	kept = work
	clearTimeout(dropKept)
	if (!work) return
	dropKept = setTimeout(() => {
		if (kept === work) kept = null
	}, KEEP_WORK_MS)
	// it never keeps the process running
	dropKept.unref?.()
}

function catalogueVersion(db: Db) {
	return readValue<number>(db, 'catalogue-version', 'select version from catalogue_version where id = 1').then((v) => v ?? 0)
}

export interface PriceListImport {
	id: number
	fileName: string
	fileType: PriceListFileType
	fileBytes: number
	status: 'previewed' | 'applied'
	uploadedBy: string
	uploadedAt: string
	appliedBy: string | null
	appliedAt: string | null
	fullRange: boolean
	counts: { rowsRead: number; added: number; changed: number; unchanged: number; refused: number; outOfStock: number }
}

type ImportRow = {
	id: number
	file_name: string
	file_type: string
	file_bytes: number
	status: string
	uploaded_by: string
	uploaded_at: string
	applied_by: string | null
	applied_at: string | null
	full_range: number
	rows_read: number
	added_count: number
	changed_count: number
	unchanged_count: number
	refused_count: number
	out_of_stock_count: number
}
const IMPORT_COLUMNS = [
	'id',
	'file_name',
	'file_type',
	'file_bytes',
	'status',
	'uploaded_by',
	'uploaded_at',
	'applied_by',
	'applied_at',
	'full_range',
	'rows_read',
	'added_count',
	'changed_count',
	'unchanged_count',
	'refused_count',
	'out_of_stock_count',
] as const

function toImport(row: ImportRow): PriceListImport {
	return {
		id: row.id,
		fileName: row.file_name,
		fileType: row.file_type === 'xlsx' ? 'xlsx' : 'csv',
		fileBytes: row.file_bytes,
		status: row.status === 'applied' ? 'applied' : 'previewed',
		uploadedBy: row.uploaded_by,
		uploadedAt: row.uploaded_at,
		appliedBy: row.applied_by,
		appliedAt: row.applied_at,
		fullRange: row.full_range === 1,
		counts: {
			rowsRead: row.rows_read,
			added: row.added_count,
			changed: row.changed_count,
			unchanged: row.unchanged_count,
			refused: row.refused_count,
			outOfStock: row.out_of_stock_count,
		},
	}
}

/** A file name safe to keep and to send back in Content-Disposition. */
function cleanFileName(name: string, type: PriceListFileType) {
	const base = name.replace(/^.*[\\/]/, '').replace(/[^\w.\- ()]+/g, '_').slice(0, 100) || 'price-list'
	return base.toLowerCase().endsWith(`.${type}`) ? base : `${base.replace(/\.[^.]*$/, '')}.${type}`
}

export type UploadResult = { ok: true; id: number } | { ok: false; message: string }

/**
 * Keeps an uploaded price list for its preview, once the file reads as a whole (a file that does
 * not is refused with its reason and nothing is kept).
 */
export async function uploadPriceList(db: Db, input: { fileName: string; bytes: Uint8Array; uploadedBy: string; now: Date }): Promise<UploadResult> {
	// the last import's work goes first, so two files' rows are never held at once
	keepWork(null)
	const read = await readPriceListFile(input.bytes)
	if (!read.ok) return read
	const type = fileTypeOf(input.bytes)
	const stale = new Date(input.now.getTime() - KEEP_PREVIEWS_MS).toISOString()
	await db.deleteFrom('price_list_imports').where('status', '=', 'previewed').where('uploaded_at', '<', stale).execute()
	const row = await db
		.insertInto('price_list_imports')
		.values({
			file_name: cleanFileName(input.fileName, type),
			file_type: type,
			file_base64: Buffer.from(input.bytes).toString('base64'),
			file_bytes: input.bytes.byteLength,
			status: 'previewed',
			uploaded_by: input.uploadedBy,
			uploaded_at: input.now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	keepWork({ db, id: row.id, headings: read.headings, rows: read.rows, readings: null, plan: null })
	return { ok: true, id: row.id }
}

export async function findPriceListImport(db: Db, id: number): Promise<PriceListImport | null> {
	const row = await db.selectFrom('price_list_imports').select(IMPORT_COLUMNS).where('id', '=', id).executeTakeFirst()
	return row ? toImport(row) : null
}

/** The applied imports, newest first. */
export async function priceListHistory(db: Db, limit = 50): Promise<PriceListImport[]> {
	const rows = await db.selectFrom('price_list_imports').select(IMPORT_COLUMNS).where('status', '=', 'applied').orderBy('applied_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
	return rows.map(toImport)
}

/** The original file of an import, as uploaded. */
export async function priceListFile(db: Db, id: number) {
	const row = await db.selectFrom('price_list_imports').select(['file_name', 'file_type', 'file_base64']).where('id', '=', id).executeTakeFirst()
	if (!row) return null
	return { fileName: row.file_name, type: row.file_type === 'xlsx' ? ('xlsx' as const) : ('csv' as const), bytes: Buffer.from(row.file_base64, 'base64') }
}

async function rememberedColumns(db: Db): Promise<Map<string, ColumnChoice>> {
	const rows = await db.selectFrom('price_list_columns').select(['heading', 'field']).execute()
	return new Map(rows.filter((r) => isColumnChoice(r.field)).map((r) => [r.heading, r.field as ColumnChoice]))
}

/** Remembers the owner's choice for each heading, so the next file with them maps itself. */
export async function rememberColumns(db: Db, headings: string[], mapping: ColumnChoice[], now: Date) {
	const rows = headings
		.map((heading, index) => ({ heading: headingKey(heading), field: mapping[index] ?? 'ignore', updated_at: now.toISOString() }))
		.filter((r) => r.heading !== '')
	if (rows.length === 0) return
	await db
		.insertInto('price_list_columns')
		.values(rows)
		.onConflict((oc) => oc.column('heading').doUpdateSet({ field: (eb) => eb.ref('excluded.field'), updated_at: (eb) => eb.ref('excluded.updated_at') }))
		.execute()
}

/** Saves the owner's mapping of this file's columns (one choice per column, in order). */
export async function mapPriceListColumns(db: Db, id: number, choices: unknown[], now: Date): Promise<{ ok: true } | { ok: false; message: string }> {
	const read = await readStored(db, id)
	if (!read) return { ok: false, message: APPLY_MESSAGES.notFound }
	if (!read.ok) return read
	if (choices.length !== read.headings.length || !choices.every(isColumnChoice)) return { ok: false, message: 'That column mapping was not understood.' }
	const taken = choices.filter((c) => c !== 'ignore')
	if (new Set(taken).size !== taken.length) return { ok: false, message: 'Each field can come from one column only.' }
	await rememberColumns(db, read.headings, choices, now)
	return { ok: true }
}

export type PriceListPreview =
	| { ok: false; message: string }
	| { ok: true; headings: string[]; mapping: ColumnChoice[]; missing: PriceListField[]; plan: PriceListPlan | null }

async function readStored(db: Db, id: number): Promise<ReadResult | null> {
	const file = await priceListFile(db, id)
	return file ? readPriceListFile(file.bytes) : null
}

type Prepared =
	| { ok: false; message: string }
	| { ok: true; headings: string[]; mapping: ColumnChoice[]; missing: PriceListField[]; work: Work; readings: { mapping: string; readings: RowReading[] } | null }

/**
 * The import's rows read through its column mapping (none until Brand, Model and SIZE are
 * mapped), from the work kept in memory or else from its stored file; null when it is not kept.
 */
async function prepare(db: Db, id: number): Promise<Prepared | null> {
	let work = kept && kept.db === db && kept.id === id ? kept : null
	if (!work) {
		keepWork(null)
		const read = await readStored(db, id)
		if (!read) return null
		if (!read.ok) return read
		work = { db, id, headings: read.headings, rows: read.rows, readings: null, plan: null }
		keepWork(work)
	}
	const mapping = mapColumns(work.headings, await rememberedColumns(db))
	const missing = missingFields(mapping)
	if (missing.length) return { ok: true, headings: work.headings, mapping, missing, work, readings: null }
	const key = mapping.join(',')
	if (work.readings?.mapping !== key) {
		let rows = work.rows
		if (!rows) {
			const read = await readStored(db, id)
			if (!read) return null
			if (!read.ok) return read
			rows = read.rows
		}
		work.readings = { mapping: key, readings: rows.map((r) => readRow(r.row, r.cells, mapping)) }
		// read through the mapping, the rows are not needed again (a new mapping reads the file)
		work.rows = null
		work.plan = null
	}
	return { ok: true, headings: work.headings, mapping, missing, work, readings: work.readings }
}

/**
 * The plan of the prepared rows against the catalogue as `db` sees it: the kept one while the
 * catalogue version is the one it was made against, else made again (and kept).
 */
async function planOf(db: Db, work: Work, { mapping, readings }: { mapping: string; readings: RowReading[] }): Promise<PriceListPlan> {
	// the version before the catalogue: a change made while the catalogue is read moves the
	// version past the one kept with the plan, so that plan is never taken for the newer catalogue
	const version = await catalogueVersion(db)
	if (work.plan && work.plan.version === version && work.plan.mapping === mapping) return work.plan.plan
	const plan = planPriceList(await loadCatalogue(db), readings)
	work.plan = { mapping, version, plan }
	return plan
}

/** The import's column mapping and, once Brand, Model and SIZE are mapped, what it would change. */
export async function previewPriceList(db: Db, id: number): Promise<PriceListPreview | null> {
	const prepared = await prepare(db, id)
	if (!prepared?.ok) return prepared
	const { headings, mapping, missing, work, readings } = prepared
	return { ok: true, headings, mapping, missing, plan: readings ? await planOf(db, work, readings) : null }
}

export const APPLY_MESSAGES = {
	notFound: 'That price list is no longer kept. Upload it again.',
	applied: 'That price list has been applied already.',
	unmapped: 'Map the Brand, Model and SIZE columns first.',
	stale: 'The catalogue changed since this preview (a booking, an edit or another import). Check the new preview and apply again.',
	refusedFullRange: 'Some rows are refused: fix them before setting tyres missing from the file out of stock.',
} as const

export type ApplyResult = { ok: true; import: PriceListImport } | { ok: false; message: string; stale?: boolean }

/**
 * Applies a previewed price list in one write transaction: the plan is made again inside it and
 * written only when it is the one the owner saw (`fingerprint`). New tyres join the catalogue
 * (with their brand, new brands too), changed ones get the file's values, refused rows are
 * skipped; with `fullRange`, tyres the file does not name are set out of stock (never deleted).
 */
export async function applyPriceList(
	db: Db,
	input: { id: number; fingerprint: string; fullRange: boolean; appliedBy: string; now: Date },
): Promise<ApplyResult> {
	const found = await findPriceListImport(db, input.id)
	if (!found) return { ok: false, message: APPLY_MESSAGES.notFound }
	if (found.status === 'applied') return { ok: false, message: APPLY_MESSAGES.applied }
	const prepared = await prepare(db, input.id)
	if (!prepared) return { ok: false, message: APPLY_MESSAGES.notFound }
	if (!prepared.ok) return prepared
	const { work, readings } = prepared
	if (!readings) return { ok: false, message: APPLY_MESSAGES.unmapped }

	const result = await writeTransaction(db, async (tx): Promise<ApplyResult> => {
		const status = await tx.selectFrom('price_list_imports').select('status').where('id', '=', input.id).executeTakeFirst()
		if (!status) return { ok: false, message: APPLY_MESSAGES.notFound }
		if (status.status === 'applied') return { ok: false, message: APPLY_MESSAGES.applied }
		const plan = await planOf(tx, work, readings)
		if (!isPlanSeen(plan, input.fingerprint, input.fullRange)) return { ok: false, message: APPLY_MESSAGES.stale, stale: true }
		if (input.fullRange && plan.refused.length) return { ok: false, message: APPLY_MESSAGES.refusedFullRange }

		await addNewTyres(tx, plan, input.now)
		const updatedAt = input.now.toISOString()
		await updateRowsById(
			tx,
			'tyres',
			plan.changed.map((change) => ({ id: change.id, set: { ...change.set, updated_at: updatedAt } })),
			TYRE_COLUMN_TYPES,
		)
		const outOfStock = input.fullRange ? plan.missing.map((m) => m.id) : []
		for (let i = 0; i < outOfStock.length; i += 500) {
			await tx
				.updateTable('tyres')
				.set({ stock: 0, updated_at: updatedAt })
				.where('id', 'in', outOfStock.slice(i, i + 500))
				.execute()
		}
		const row = await tx
			.updateTable('price_list_imports')
			.set({
				status: 'applied',
				applied_by: input.appliedBy,
				applied_at: updatedAt,
				full_range: input.fullRange ? 1 : 0,
				rows_read: plan.rowsRead,
				added_count: plan.added.length,
				changed_count: plan.changed.length,
				unchanged_count: plan.unchanged,
				refused_count: plan.refused.length,
				out_of_stock_count: outOfStock.length,
			})
			.where('id', '=', input.id)
			.returning(IMPORT_COLUMNS)
			.executeTakeFirstOrThrow()
		return { ok: true, import: toImport(row) }
	})
	// applied, the work is done with
	if (result.ok && kept === work) keepWork(null)
	return result
}

/** Inserts the plan's new tyres, under their brand's spelling and logo (a new brand joins the list). */
async function addNewTyres(tx: Db, plan: PriceListPlan, now: Date) {
	if (plan.added.length === 0) return
	const takenSlugs = new Set((await tx.selectFrom('tyres').select('slug').execute()).map((t) => t.slug))
	const brands = await tx.selectFrom('brands').select(['name', 'slug', 'logo_url']).execute()
	const byName = new Map(brands.map((b) => [b.name.toLowerCase(), b]))
	const brandSlugs = new Set(brands.map((b) => b.slug))
	for (const { values } of plan.added) {
		const key = values.brand.toLowerCase()
		if (byName.has(key)) continue
		const brand = { name: values.brand, slug: freeSlug(slugify(values.brand) || 'brand', brandSlugs), logo_url: null }
		brandSlugs.add(brand.slug)
		byName.set(key, brand)
		await tx.insertInto('brands').values({ name: brand.name, slug: brand.slug, category: values.category ?? null, logo_url: null }).execute()
	}
	const stamp = now.toISOString()
	const rows: NewTyre[] = plan.added.map(({ values }) => {
		const brand = byName.get(values.brand.toLowerCase())!
		const slug = freeSlug(slugify(`${brand.name} ${values.model} ${values.size} ${values.loadSpeedRating ?? ''}`) || 'tyre', takenSlugs)
		takenSlugs.add(slug)
		const listPrice = listPriceOf(values)!
		// like a tyre added by hand: without quantity prices in the file, each is the list price
		const tiers = [values.price1, values.price2, values.price3, values.price4, values.price5]
		const noTiers = tiers.every((p) => p === undefined)
		return {
			brand: brand.name,
			model: values.model,
			width: values.width,
			profile: values.profile,
			rim: values.rim,
			size: values.size,
			load_speed_rating: values.loadSpeedRating ?? null,
			load_index: values.loadIndex ?? null,
			speed_rating: values.speedRating ?? null,
			marking: values.marking ?? null,
			runflat: values.runflat ?? 0,
			type: values.type ?? null,
			category: values.category ?? null,
			price_1: noTiers ? listPrice : (values.price1 ?? null),
			price_2: noTiers ? listPrice : (values.price2 ?? null),
			price_3: noTiers ? listPrice : (values.price3 ?? null),
			price_4: noTiers ? listPrice : (values.price4 ?? null),
			price_5: noTiers ? listPrice : (values.price5 ?? null),
			price_incl_gst: listPrice,
			stock: values.stock ?? 0,
			unloading_24h: values.unloading24h ?? null,
			supplier_code: values.supplierCode ?? null,
			cost_price: values.costPrice ?? null,
			slug,
			image_url: null,
			brand_logo_url: brand.logo_url,
			created_at: stamp,
			updated_at: stamp,
		}
	})
	await insertRows(tx, 'tyres', Object.keys(rows[0]!), rows)
}

/** How many tyres the catalogue holds (the export's size, shown beside its links). */
export async function catalogueSize(db: Db) {
	const row = await db.selectFrom('tyres').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
	return Number(row.n)
}
