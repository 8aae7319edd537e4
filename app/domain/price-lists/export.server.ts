import { PassThrough } from 'node:stream'
import type { Db } from '#app/lib/db.server'
import { FIELD_HEADINGS, PRICE_LIST_FIELDS, type PriceListField } from './columns'
import { excelLibrary } from './excel.server'

// The catalogue as a price list, in the columns an import reads (spec §3 names), so the owner
// can edit it in a spreadsheet and import it back. Amounts are dollars with cents; an empty cell
// is 'no such price'. Text that a spreadsheet would run as a formula (= + - @ at the start) is
// written behind an apostrophe, which the import takes off again.

const EXPORT_BATCH = 1000

type Cell = string | number

const dollars = (cents: number | null) => (cents === null ? '' : cents / 100)

/** Text that cannot start a formula in Excel, LibreOffice or Google Sheets. */
export function guardCell(text: string) {
	return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

async function* catalogueRows(db: Db): AsyncGenerator<Record<PriceListField, Cell>> {
	// keyset pages: memory stays flat however large the range
	let after = 0
	for (;;) {
		const rows = await db.selectFrom('tyres').selectAll().where('id', '>', after).orderBy('id').limit(EXPORT_BATCH).execute()
		for (const t of rows) {
			yield {
				supplierCode: t.supplier_code ?? '',
				brand: t.brand,
				model: t.model,
				size: t.size,
				loadSpeedRating: t.load_speed_rating ?? '',
				marking: t.marking ?? '',
				runflat: t.runflat ? 'YES' : 'NO',
				type: t.type ?? '',
				category: t.category ?? '',
				stock: t.stock,
				price1: dollars(t.price_1),
				price2: dollars(t.price_2),
				price3: dollars(t.price_3),
				price4: dollars(t.price_4),
				price5: dollars(t.price_5),
				priceInclGst: dollars(t.price_incl_gst),
				unloading24h: t.unloading_24h ?? '',
				costPrice: dollars(t.cost_price),
			}
		}
		if (rows.length < EXPORT_BATCH) return
		after = rows[rows.length - 1]!.id
	}
}

function csvCell(value: Cell) {
	const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : guardCell(value)
	return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The catalogue as CSV (UTF-8 with a byte-order mark, so Excel reads the accents). */
export async function exportCatalogueCsv(db: Db): Promise<string> {
	const lines = [PRICE_LIST_FIELDS.map((f) => csvCell(FIELD_HEADINGS[f])).join(',')]
	for await (const row of catalogueRows(db)) lines.push(PRICE_LIST_FIELDS.map((f) => csvCell(row[f])).join(','))
	return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The catalogue as an Excel workbook of one sheet, written as a stream (no workbook in memory). */
export async function exportCatalogueXlsx(db: Db): Promise<Buffer> {
	const out = new PassThrough()
	const chunks: Buffer[] = []
	out.on('data', (chunk: Buffer) => chunks.push(chunk))
	const done = new Promise<void>((resolve, reject) => {
		out.on('end', resolve)
		out.on('error', reject)
	})
	const { default: ExcelJS } = await excelLibrary()
	const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false })
	const sheet = workbook.addWorksheet('Tyres')
	sheet.addRow(PRICE_LIST_FIELDS.map((f) => FIELD_HEADINGS[f])).commit()
	for await (const row of catalogueRows(db)) {
		sheet.addRow(PRICE_LIST_FIELDS.map((f) => (typeof row[f] === 'string' ? guardCell(row[f]) : row[f]))).commit()
	}
	sheet.commit()
	await workbook.commit()
	await done
	return Buffer.concat(chunks)
}
