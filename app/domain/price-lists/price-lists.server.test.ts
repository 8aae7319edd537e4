import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { dialectOf } from '#app/lib/db/dialect.server'
import { getDb } from '#app/lib/db.server'
import { formatMoney } from '#app/lib/money'
import { exportCatalogueCsv, exportCatalogueXlsx, guardCell } from './export.server'
import {
	APPLY_MESSAGES,
	applyPriceList,
	mapPriceListColumns,
	previewPriceList,
	priceListFile,
	priceListHistory,
	uploadPriceList,
} from './price-lists.server'
import { shownMoney } from './plan.server'

const NOW = new Date('2026-03-02T01:00:00Z')
const HEAD = 'Supplier code,Brand,Model,SIZE,LOAD/SPEED RATING,In Stock,Price for 1,Price for 4,Cost price'
const csv = (...lines: string[]) => new TextEncoder().encode([HEAD, ...lines].join('\n'))

async function upload(bytes: Uint8Array, fileName = 'supplier.csv') {
	const result = await uploadPriceList(getDb(), { fileName, bytes, uploadedBy: 'owner', now: NOW })
	if (!result.ok) throw new Error(result.message)
	return result.id
}

async function preview(id: number) {
	const result = await previewPriceList(getDb(), id)
	if (!result?.ok || !result.plan) throw new Error(`no plan: ${JSON.stringify(result)}`)
	return result.plan
}

async function someTyre(offset = 0) {
	return getDb().selectFrom('tyres').selectAll().orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow()
}

const tyreCount = async () => Number((await getDb().selectFrom('tyres').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe('a price list from upload to history', () => {
	test('the preview lists new tyres, changes old → new, unchanged rows and refused rows with their reasons', async () => {
		const known = await someTyre()
		const same = await someTyre(1)
		const price = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))
		const id = await upload(
			csv(
				`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},7,${price(known.price_1)},199.00,150`,
				`,${same.brand},${same.model},${same.size},${same.load_speed_rating ?? ''},${same.stock},${price(same.price_1)},${price(same.price_4)},`,
				'ZX-1,Importtest,Grip One,205/55R16,91V,4,150,140,100',
				'ZX-2,Importtest,Grip One,205/55R16,91V,4,150,abc,100',
				`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},7,1,1,1`,
				'ZX-3,Importtest,"=HYPERLINK(""http://x"")",205/55R16,91V,4,150,140,100',
			),
		)
		const plan = await preview(id)
		expect(plan.rowsRead).toBe(6)
		expect(plan.added.map((a) => [a.row, a.label])).toEqual([[4, 'Importtest Grip One 205/55R16 91V']])
		expect(plan.changed).toHaveLength(1)
		expect(plan.changed[0]).toMatchObject({ row: 2, id: known.id })
		expect(plan.changed[0]!.diffs).toEqual(
			expect.arrayContaining([
				{ field: 'stock', from: String(known.stock), to: '7' },
				{ field: 'price4', from: expect.stringMatching(/^\$/), to: '$199.00' },
				{ field: 'costPrice', from: '—', to: '$150.00' },
			]),
		)
		expect(plan.unchanged).toBe(1)
		expect(plan.refused).toEqual([
			{ row: 5, reason: "Price for 4 'abc' is not an amount in dollars such as 189.95." },
			{ row: 6, reason: expect.stringContaining('Row 2 is the same tyre') },
			{ row: 7, reason: expect.stringContaining('Model holds a formula') },
		])
		// nothing changes until it is applied
		expect((await someTyre()).price_4).toBe(known.price_4)
	})

	test('applying writes the plan in one go, skips refused rows and keeps the import in the history', async () => {
		const known = await someTyre(2)
		const before = await tyreCount()
		const id = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},3,210,200,120.5`, 'AP-1,Newbrand,Road Two,195/65R15,91H,8,120,110,', 'AP-2,Newbrand,Road Two,195/65R15,91H,8,bad,110,'))
		const plan = await preview(id)
		const result = await applyPriceList(getDb(), { id, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })
		expect(result).toMatchObject({ ok: true, import: { status: 'applied', appliedBy: 'owner', counts: { rowsRead: 3, added: 1, changed: 1, unchanged: 0, refused: 1, outOfStock: 0 } } })
		expect(await someTyre(2)).toMatchObject({ stock: 3, price_1: 21000, price_4: 20000, cost_price: 12050 })
		expect(await tyreCount()).toBe(before + 1)
		const added = await getDb().selectFrom('tyres').selectAll().where('supplier_code', '=', 'AP-1').executeTakeFirstOrThrow()
		expect(added).toMatchObject({ brand: 'Newbrand', size: '195/65R15', width: 195, load_index: 91, speed_rating: 'H', price_1: 12000, price_4: 11000, price_incl_gst: 12000, stock: 8, slug: 'newbrand-road-two-195-65r15-91h' })
		expect(await getDb().selectFrom('brands').select('name').where('name', '=', 'Newbrand').executeTakeFirst()).toBeTruthy()

		const history = await priceListHistory(getDb())
		expect(history[0]).toMatchObject({ id, fileName: 'supplier.csv', appliedAt: NOW.toISOString() })
		const file = await priceListFile(getDb(), id)
		expect(file?.bytes.toString('utf8')).toContain('AP-1,Newbrand')
		// and never twice
		expect(await applyPriceList(getDb(), { id, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })).toEqual({ ok: false, message: APPLY_MESSAGES.applied })
	})

	test('a supplier code matches first; a code once set finds the tyre under a new model name', async () => {
		const known = await someTyre(3)
		const first = await upload(csv(`SC-9,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},5,,,`))
		const plan = await preview(first)
		expect(plan.changed[0]?.diffs.map((d) => d.field)).toContain('supplierCode')
		await applyPriceList(getDb(), { id: first, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })
		const renamed = await preview(await upload(csv(`SC-9,${known.brand},Renamed Model,${known.size},${known.load_speed_rating ?? ''},5,,,`)))
		expect(renamed).toMatchObject({ added: [], changed: [], unchanged: 1 })
	})

	test('when the catalogue changed after the preview, nothing is written', async () => {
		const known = await someTyre(4)
		const id = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},9,300,300,`))
		const plan = await preview(id)
		await getDb().updateTable('tyres').set({ stock: known.stock + 1 }).where('id', '=', known.id).execute()
		const result = await applyPriceList(getDb(), { id, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })
		expect(result).toEqual({ ok: false, message: APPLY_MESSAGES.stale, stale: true })
		expect(await someTyre(4)).toMatchObject({ stock: known.stock + 1, price_1: known.price_1 })
	})

	test('a preview made before another file was uploaded still applies: its file is read and planned again', async () => {
		const known = await someTyre(6)
		const first = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},4,222,220,`))
		const plan = await preview(first)
		// the second file's work replaces the first's in memory
		await preview(await upload(csv('RP-1,Replannedbrand,One,205/55R16,91V,1,100,100,')))
		const result = await applyPriceList(getDb(), { id: first, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })
		expect(result).toMatchObject({ ok: true, import: { counts: { changed: 1 } } })
		expect(await someTyre(6)).toMatchObject({ stock: 4, price_1: 22200, price_4: 22000 })
	})

	test('a preview applied once the catalogue moved on but not in its tyres writes what planning again gives', async () => {
		const known = await someTyre(7)
		const other = await someTyre(8)
		const id = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},5,233,230,`))
		const plan = await preview(id)
		// an edit the plan does not read moves the catalogue version: the plan is made again, the same
		await getDb().updateTable('tyres').set({ updated_at: NOW.toISOString() }).where('id', '=', other.id).execute()
		const result = await applyPriceList(getDb(), { id, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })
		expect(result).toMatchObject({ ok: true, import: { counts: { changed: 1 } } })
		expect(await someTyre(7)).toMatchObject({ stock: 5, price_1: 23300, price_4: 23000 })
	})

	test('a booking between preview and Apply, of a tyre the file does not name, leaves the preview current', async () => {
		const known = await someTyre(7)
		const other = await getDb().selectFrom('tyres').selectAll().where('stock', '>=', 2).where('id', '!=', known.id).orderBy('id').executeTakeFirstOrThrow()
		const id = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},5,244,240,`))
		const plan = await preview(id)
		await getDb().updateTable('tyres').set({ stock: other.stock - 1 }).where('id', '=', other.id).execute()
		const result = await applyPriceList(getDb(), { id, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })
		expect(result).toMatchObject({ ok: true, import: { counts: { changed: 1 } } })
	})

	test('a booking that takes the last of a tyre the file does not name leaves a preview current, unless the file is applied as the full range', async () => {
		const known = await someTyre(7)
		const lastOne = async () => {
			const other = await getDb().selectFrom('tyres').selectAll().where('stock', '>', 0).where('id', '!=', known.id).orderBy('id').executeTakeFirstOrThrow()
			await getDb().updateTable('tyres').set({ stock: 0 }).where('id', '=', other.id).execute()
		}
		const partial = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},5,245,241,`))
		const partialPlan = await preview(partial)
		await lastOne() // one tyre fewer in stock and not in the file
		expect(await applyPriceList(getDb(), { id: partial, fingerprint: partialPlan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })).toMatchObject({ ok: true })

		const full = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},5,246,242,`))
		const fullPlan = await preview(full)
		await lastOne()
		// the owner saw a count of tyres to set out of stock that is no longer the one Apply would set
		expect(await applyPriceList(getDb(), { id: full, fingerprint: fullPlan.fingerprint, fullRange: true, appliedBy: 'owner', now: NOW })).toEqual({ ok: false, message: APPLY_MESSAGES.stale, stale: true })
		expect(await someTyre(7)).toMatchObject({ price_1: 24500 })
	})

	test('a failure part-way leaves the whole catalogue as it was', async () => {
		const known = await someTyre(5)
		const before = await tyreCount()
		const id = await upload(csv(`,${known.brand},${known.model},${known.size},${known.load_speed_rating ?? ''},9,301,301,`, 'FA-1,Failbrand,One,205/55R16,91V,1,100,100,'))
		const plan = await preview(id)
		const db = getDb()
		// the import history's write, the last of the transaction, fails after the tyres were written
		const postgres = dialectOf(db) === 'postgres'
		if (postgres) {
			await sql`CREATE FUNCTION fail_import() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END; $$ LANGUAGE plpgsql`.execute(db)
			await sql`CREATE TRIGGER fail_import BEFORE UPDATE ON price_list_imports FOR EACH ROW EXECUTE FUNCTION fail_import()`.execute(db)
		} else {
			await sql`CREATE TRIGGER fail_import BEFORE UPDATE ON price_list_imports BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(db)
		}
		await expect(applyPriceList(db, { id, fingerprint: plan.fingerprint, fullRange: false, appliedBy: 'owner', now: NOW })).rejects.toThrow(/disk full/)
		await sql`DROP TRIGGER fail_import${sql.raw(postgres ? ' ON price_list_imports' : '')}`.execute(db)
		expect(await tyreCount()).toBe(before)
		expect(await someTyre(5)).toMatchObject({ price_1: known.price_1, stock: known.stock })
		expect((await priceListHistory(getDb())).some((h) => h.id === id)).toBe(false)
	})

	test('a full-range file sets the tyres it does not name out of stock, never deleting them', async () => {
		const before = await tyreCount()
		const inStock = await getDb().selectFrom('tyres').select('id').where('stock', '>', 0).execute()
		const id = await upload(new TextEncoder().encode(await exportCatalogueCsv(getDb())).subarray(0, 4000))
		const plan = await preview(id)
		expect(plan.missing.length).toBeGreaterThan(0)
		const result = await applyPriceList(getDb(), { id, fingerprint: plan.fingerprint, fullRange: true, appliedBy: 'owner', now: NOW })
		expect(result).toMatchObject({ ok: true, import: { fullRange: true, counts: { outOfStock: plan.missing.length } } })
		expect(await tyreCount()).toBe(before)
		const stillInStock = await getDb().selectFrom('tyres').select('id').where('stock', '>', 0).execute()
		expect(stillInStock.length).toBe(inStock.length - plan.missing.length)
	})

	test('the column mapping is asked for once and remembered', async () => {
		const id = await upload(new TextEncoder().encode('Make,Pattern,Tyre size,RRP\nMichelin,Mapped One,205/55R16,199\n'))
		const first = await previewPriceList(getDb(), id)
		expect(first).toMatchObject({ ok: true, mapping: ['ignore', 'ignore', 'ignore', 'ignore'], missing: ['brand', 'model', 'size'], plan: null })
		expect(await mapPriceListColumns(getDb(), id, ['brand', 'model', 'size', 'brand'], NOW)).toEqual({ ok: false, message: 'Each field can come from one column only.' })
		expect(await mapPriceListColumns(getDb(), id, ['brand', 'model', 'size', 'price1'], NOW)).toEqual({ ok: true })
		const mapped = await previewPriceList(getDb(), id)
		expect(mapped).toMatchObject({ ok: true, mapping: ['brand', 'model', 'size', 'price1'], missing: [] })
		expect(mapped?.ok && mapped.plan?.added.map((a) => a.label)).toEqual(['Michelin Mapped One 205/55R16'])
		const next = await previewPriceList(getDb(), await upload(new TextEncoder().encode('make,PATTERN,Tyre Size,rrp\nMichelin,Mapped One,205/55R16,199\n')))
		expect(next).toMatchObject({ ok: true, mapping: ['brand', 'model', 'size', 'price1'], missing: [] })
		expect(next?.ok && next.plan?.added).toHaveLength(1)
	})
})

describe('export and import back', () => {
	test('the exported CSV imports back with every row unchanged', async () => {
		const exported = await exportCatalogueCsv(getDb())
		const plan = await preview(await upload(new TextEncoder().encode(exported)))
		expect(plan).toMatchObject({ added: [], changed: [], refused: [], missing: [] })
		expect(plan.unchanged).toBe(await tyreCount())
	})

	test('the exported workbook imports back with every row unchanged', async () => {
		const exported = await exportCatalogueXlsx(getDb())
		const plan = await preview(await upload(new Uint8Array(exported), 'catalogue.xlsx'))
		expect(plan).toMatchObject({ added: [], changed: [], refused: [], missing: [] })
		expect(plan.unchanged).toBe(await tyreCount())
	})

	test('cells that a spreadsheet would run as a formula are written as text', async () => {
		const known = await someTyre()
		await getDb().updateTable('tyres').set({ model: '=HYPERLINK("http://evil.example")', type: '@SUM(1)' }).where('id', '=', known.id).execute()
		const exported = await exportCatalogueCsv(getDb())
		expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
		expect(exported).not.toMatch(/(^|,)[=@+]/m)
		const workbook = new ExcelJS.Workbook()
		await workbook.xlsx.load((await exportCatalogueXlsx(getDb())) as unknown as ArrayBuffer)
		const models = workbook.worksheets[0]!.getColumn(3).values
		expect(models).toContain(`'=HYPERLINK("http://evil.example")`)
		expect(guardCell('-1+1')).toBe("'-1+1")
		// and the file still imports back unchanged
		const plan = await preview(await upload(new TextEncoder().encode(exported)))
		expect(plan.changed).toEqual([])
	})
})

describe('amounts in the preview', () => {
	test('are written as formatMoney writes them', () => {
		for (const cents of [0, 1, 9, 10, 99, 100, 105, 18_995, 99_999, 100_000, 123_456_789, 99_999_900, -250]) expect(shownMoney(cents)).toBe(formatMoney(cents))
	})
})
