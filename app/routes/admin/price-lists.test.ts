import { describe, expect, test } from 'vitest'
import { READ_MESSAGES } from '#app/domain/price-lists/read-file.server'
import { APPLY_MESSAGES } from '#app/domain/price-lists/price-lists.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { adminSessionCookie, formData, pngFile, routeOutcome } from '#tests/admin-fixtures'
import { BASE } from '#tests/helpers/routes'
import * as priceList from './price-list'
import * as file from './price-list-file'
import * as priceLists from './price-lists'
import * as exportRoute from './tyres-export'

// The price-list pages as plain form posts (the no-JavaScript path), with hostile files.

type Module = { loader?: (a: any) => Promise<unknown>; action?: (a: any) => Promise<unknown> }

async function post(mod: Module, path: string, fields: Record<string, string | File>, params: Record<string, string> = {}) {
	const request = new Request(`${BASE}${path}`, { method: 'POST', headers: { Cookie: await adminSessionCookie() }, body: formData(fields) })
	const outcome = await routeOutcome(mod.action!, request, { params })
	const setCookies = outcome.response?.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') ?? ''
	const toast = (await takeToast(new Request(BASE, { headers: { Cookie: setCookies } }))).toast
	return { ...outcome, location: outcome.response?.headers.get('Location') ?? null, toast }
}

async function get(mod: Module, path: string, params: Record<string, string> = {}) {
	return routeOutcome(mod.loader!, new Request(`${BASE}${path}`, { headers: { Cookie: await adminSessionCookie() } }), { params })
}

const HEAD = 'Brand,Model,SIZE,LOAD/SPEED RATING,In Stock,Price for 1,Price for 4'
const csvFile = (lines: string[], name = 'supplier.csv') => new File([[HEAD, ...lines].join('\r\n')], name, { type: 'text/csv' })

/** Everything an import could change, to show that a refused file changed nothing. */
async function snapshot() {
	const db = getDb()
	const tyres = await db.selectFrom('tyres').select(['id', 'stock', 'price_1', 'price_4', 'supplier_code', 'cost_price']).orderBy('id').execute()
	const imports = await db.selectFrom('price_list_imports').select('id').where('status', '=', 'applied').execute()
	const brands = await db.selectFrom('brands').select('id').execute()
	return JSON.stringify([tyres, imports.length, brands.length])
}

async function uploadAndPreview(upload: File) {
	const uploaded = await post(priceLists, '/admin/tyres/price-lists', { file: upload })
	expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(303)
	const id = uploaded.location!.split('/').pop()!
	const page = await get(priceList, `/admin/tyres/price-lists/${id}`, { id })
	return { id, page: page.data }
}

describe('hostile files are refused with their reason, and nothing changes', () => {
	const big = () => new File([new Uint8Array(50 * 1024 * 1024).fill(65)], 'huge.csv', { type: 'text/csv' })
	test.each([
		['a picture named .csv', async (): Promise<File | string> => new File([new Uint8Array(await (await pngFile()).arrayBuffer())], 'prices.csv'), 400, READ_MESSAGES.notText],
		['an old .xls workbook', async (): Promise<File | string> => new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])], 'prices.xls'), 400, READ_MESSAGES.oldExcel],
		['a broken .xlsx', async (): Promise<File | string> => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9])], 'prices.xlsx'), 400, READ_MESSAGES.badXlsx],
		['a 50 MB file', async (): Promise<File | string> => big(), 413, READ_MESSAGES.tooLarge],
		['an empty file', async (): Promise<File | string> => new File([], 'empty.csv'), 400, READ_MESSAGES.empty],
		['no file at all', async (): Promise<File | string> => '', 400, 'Choose a price list file (CSV or .xlsx) to upload.'],
		['a file without a heading row', async (): Promise<File | string> => new File(['Michelin,Primacy 4,205/55R16,91V,4,199,189\n'], 'prices.csv'), 400, READ_MESSAGES.noHeadings],
		['two columns with one heading', async (): Promise<File | string> => new File(['Brand,Model,SIZE,Brand\nA,B,205/55R16,C\n'], 'prices.csv'), 400, "Two columns are both headed 'Brand'. Give each column its own heading."],
		[
			'broken quoting',
			async (): Promise<File | string> => csvFile(['Michelin,"Primacy 4,205/55R16,91V,4,199,189', 'Michelin,Primacy 5,205/55R16,91V,4,199,189']),
			400,
			expect.stringMatching(/^The CSV file could not be read at line \d+: a quoted cell is never closed\./),
		],
	] as const)('%s', async (_, make, status, message) => {
		const before = await snapshot()
		const uploads = Number((await getDb().selectFrom('price_list_imports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
		const result = await post(priceLists, '/admin/tyres/price-lists', { file: await make() })
		expect(result.status).toBe(status)
		expect(result.data).toEqual({ message })
		expect(await snapshot()).toBe(before)
		expect(Number((await getDb().selectFrom('price_list_imports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(uploads)
	})

	test('formulas and duplicate rows are refused row by row in the preview, before anything changes', async () => {
		const before = await snapshot()
		const { page } = await uploadAndPreview(
			csvFile([
				'Michelin,"=HYPERLINK(""http://evil.example"",""Primacy"")",205/55R16,91V,4,199,189',
				'Formulabrand,Grip,205/55R16,91V,=1+1,199,189',
				'Dupebrand,Twice,205/55R16,91V,4,199,189',
				'Dupebrand,Twice,205/55R16,91V,4,199,189',
			]),
		)
		expect(page.preview.plan.refused).toEqual([
			{ row: 2, reason: expect.stringContaining('Model holds a formula (=HYPERLINK(') },
			{ row: 3, reason: 'In Stock holds a formula (=1+1); only plain values are imported.' },
			{ row: 5, reason: 'Row 4 is the same new tyre: a duplicate row.' },
		])
		expect(page.preview.plan.counts).toMatchObject({ added: 1, refused: 3 })
		expect(await snapshot()).toBe(before)
	})
})

describe('import, preview, apply', () => {
	test('upload → preview → apply lands in the history, and the file downloads as it came', async () => {
		const tyre = await getDb().selectFrom('tyres').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow()
		const upload = csvFile([`${tyre.brand},${tyre.model},${tyre.size},${tyre.load_speed_rating ?? ''},11,333.00,321.00`, 'Routebrand,Route One,215/60R16,95H,6,180,170'], 'route-test.csv')
		const { id, page } = await uploadAndPreview(upload)
		expect(page.import).toMatchObject({ fileName: 'route-test.csv', status: 'previewed', uploadedBy: 'owner' })
		expect(page.preview.plan.counts).toEqual({ added: 1, changed: 1, refused: 0, missing: expect.any(Number) })
		expect(page.preview.plan.changed[0].diffs).toContainEqual({ field: 'Price for 4', from: expect.any(String), to: '$321.00' })

		const applied = await post(priceList, `/admin/tyres/price-lists/${id}`, { intent: 'apply', fingerprint: page.preview.plan.fingerprint }, { id })
		expect(applied.status).toBe(303)
		expect(applied.location).toBe(`/admin/tyres/price-lists/${id}`)
		expect(applied.toast).toMatchObject({ type: 'success', title: 'Price list applied.', description: '1 new, 1 changed.' })
		expect(await getDb().selectFrom('tyres').select(['stock', 'price_4']).where('id', '=', tyre.id).executeTakeFirstOrThrow()).toEqual({ stock: 11, price_4: 32100 })

		const history = await get(priceLists, '/admin/tyres/price-lists')
		expect(history.data.history[0]).toMatchObject({ id: Number(id), fileName: 'route-test.csv', appliedBy: 'owner', counts: { added: 1, changed: 1 } })
		const fileModule: Module = file
		const download = await routeOutcome(fileModule.loader!, new Request(`${BASE}/admin/tyres/price-lists/${id}/file`), { params: { id } })
		expect(download.status).toBe(302) // the guard first
		const own = (await get(fileModule, `/admin/tyres/price-lists/${id}/file`, { id })).response!
		expect(own.headers.get('Content-Disposition')).toBe('attachment; filename="route-test.csv"')
		expect(await own.text()).toBe(await upload.text())

		const again = await post(priceList, `/admin/tyres/price-lists/${id}`, { intent: 'apply', fingerprint: page.preview.plan.fingerprint }, { id })
		expect(again).toMatchObject({ status: 400, data: { message: APPLY_MESSAGES.applied } })
	})

	test('a preview gone stale is not applied', async () => {
		const tyre = await getDb().selectFrom('tyres').selectAll().orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow()
		const { id, page } = await uploadAndPreview(csvFile([`${tyre.brand},${tyre.model},${tyre.size},${tyre.load_speed_rating ?? ''},2,111,111`]))
		await getDb().updateTable('tyres').set({ price_1: 99 }).where('id', '=', tyre.id).execute()
		const before = await snapshot()
		const result = await post(priceList, `/admin/tyres/price-lists/${id}`, { intent: 'apply', fingerprint: page.preview.plan.fingerprint }, { id })
		expect(result).toMatchObject({ status: 409, data: { message: APPLY_MESSAGES.stale } })
		expect(await snapshot()).toBe(before)
	})

	test('an unknown file maps its columns once, through the form', async () => {
		const { id, page } = await uploadAndPreview(new File(['Make,Pattern,Dimension,Retail\nRoutemap,Mapped,205/55R16,150\n'], 'other.csv'))
		expect(page.preview).toMatchObject({ ok: true, missingFields: ['Brand', 'Model', 'SIZE'], plan: null })
		const mapped = await post(priceList, `/admin/tyres/price-lists/${id}`, { intent: 'map', 'column-0': 'brand', 'column-1': 'model', 'column-2': 'size', 'column-3': 'price1' }, { id })
		expect(mapped.toast).toMatchObject({ title: 'Columns saved.' })
		const after = await get(priceList, `/admin/tyres/price-lists/${id}`, { id })
		expect(after.data.preview.plan.counts).toMatchObject({ added: 1 })
		const bad = await post(priceList, `/admin/tyres/price-lists/${id}`, { intent: 'map', 'column-0': 'brand', 'column-1': 'nonsense', 'column-2': 'size', 'column-3': 'price1' }, { id })
		expect(bad).toMatchObject({ status: 400, data: { message: 'That column mapping was not understood.' } })
	})

	test('an unknown import is a 404, a bad action a 400', async () => {
		expect((await get(priceList, '/admin/tyres/price-lists/999999', { id: '999999' })).status).toBe(404)
		expect((await get(priceList, '/admin/tyres/price-lists/abc', { id: 'abc' })).status).toBe(404)
		const { id } = await uploadAndPreview(csvFile(['A,B,205/55R16,91V,1,1,1']))
		expect(await post(priceList, `/admin/tyres/price-lists/${id}`, { intent: 'delete-everything' }, { id })).toMatchObject({ status: 400, data: { message: 'That action was not understood.' } })
	})
})

describe('export', () => {
	test('CSV and Excel downloads of the catalogue; any other format is a 404', async () => {
		const csv = (await get(exportRoute, '/admin/tyres/export/csv', { format: 'csv' })).response!
		expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment; filename="tyres-\d{4}-\d{2}-\d{2}\.csv"$/)
		const bytes = new Uint8Array(await csv.arrayBuffer())
		expect(bytes.subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf])) // so Excel reads it as UTF-8
		expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe('Supplier code,Brand,Model,SIZE,LOAD/SPEED RATING,Marking,RunFlat,Type,category,In Stock,Price for 1,Price for 2,Price for 3,Price for 4,Price for 5,Price Incl GST,UNLOADING IN 24 HRS,Cost price')
		const xlsx = (await get(exportRoute, '/admin/tyres/export/xlsx', { format: 'xlsx' })).response!
		expect(new Uint8Array(await xlsx.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]))
		expect((await get(exportRoute, '/admin/tyres/export/pdf', { format: 'pdf' })).status).toBe(404)
	})
})
