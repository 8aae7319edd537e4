import { Readable } from 'node:stream'
import { CsvError, parse } from 'csv-parse/sync'
import type { CellValue } from 'exceljs'
import { excelLibrary } from './excel.server'
import { MAX_PRICE_LIST_BYTES } from './schema'

// Reading a supplier's file into a heading row and data rows of plain text, whatever it was:
// CSV (comma, semicolon or tab separated, UTF-8 or Windows-1252) or an Excel .xlsx workbook (its
// first sheet). The type is told by the content, never by the name. A file that cannot be read
// whole is refused with one message; the rows are judged later, one by one.

export const MAX_PRICE_LIST_ROWS = 50_000
const MAX_COLUMNS = 60
const MAX_CELL_LENGTH = 500

export type PriceListFileType = 'csv' | 'xlsx'

export interface SheetRow {
	/** the row number a spreadsheet shows (the heading row is 1 when it is the first) */
	row: number
	/** cell text, trimmed; a formula cell as '=' and its formula */
	cells: string[]
}

export type ReadResult = { ok: true; type: PriceListFileType; headings: string[]; rows: SheetRow[] } | { ok: false; message: string }

export const READ_MESSAGES = {
	empty: 'The file is empty.',
	tooLarge: `The file is too large: a price list may be at most ${MAX_PRICE_LIST_BYTES / 1024 / 1024} MB.`,
	tooManyRows: `The file has more than ${MAX_PRICE_LIST_ROWS.toLocaleString('en-AU')} rows. Split it into smaller files.`,
	oldExcel: 'This is an old Excel (.xls) workbook. Save it as .xlsx or CSV and upload that.',
	notText: 'This is not a CSV or Excel (.xlsx) file. Upload the price list as CSV or .xlsx.',
	badXlsx: 'The Excel file could not be read. Open it in Excel, save it again as .xlsx and upload that.',
	noHeadings: 'The file has no heading row: the first row must name the columns (Brand, Model, SIZE …).',
	tooManyColumns: `The file has more than ${MAX_COLUMNS} columns. Remove the ones not needed.`,
} as const

function isZip(bytes: Uint8Array) {
	return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}
function isOldExcel(bytes: Uint8Array) {
	return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0
}

export async function readPriceListFile(bytes: Uint8Array): Promise<ReadResult> {
	if (bytes.byteLength === 0) return { ok: false, message: READ_MESSAGES.empty }
	if (bytes.byteLength > MAX_PRICE_LIST_BYTES) return { ok: false, message: READ_MESSAGES.tooLarge }
	if (isZip(bytes)) return readXlsx(bytes)
	if (isOldExcel(bytes)) return { ok: false, message: READ_MESSAGES.oldExcel }
	return readCsv(bytes)
}

/** The file's type as stored and downloaded again (the bytes were read already). */
export function fileTypeOf(bytes: Uint8Array): PriceListFileType {
	return isZip(bytes) ? 'xlsx' : 'csv'
}

function decodeText(bytes: Uint8Array): string | null {
	// binary content (images, PDFs, executables) has NUL bytes near the start; text never does
	if (bytes.subarray(0, 8192).includes(0)) return null
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	} catch {
		// Excel on Windows saves CSV in the Windows code page
		return new TextDecoder('windows-1252').decode(bytes)
	}
}

function delimiterOf(text: string) {
	const firstLine = text.slice(0, text.search(/\r?\n|$/))
	const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const)
	return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

const CSV_PROBLEMS: Record<string, string> = {
	CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
	CSV_INVALID_CLOSING_QUOTE: 'a quote ends in the middle of a cell',
	CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quote ends in the middle of a cell',
	INVALID_OPENING_QUOTE: 'a quote starts in the middle of a cell',
	CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'a row has a different number of cells',
	CSV_MAX_RECORD_SIZE: 'a cell is far too long',
}

function readCsv(bytes: Uint8Array): ReadResult {
	const text = decodeText(bytes)
	if (text === null) return { ok: false, message: READ_MESSAGES.notText }
	let records: string[][]
	try {
		records = parse(text, {
			bom: true,
			delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
			relax_column_count: true,
			skip_empty_lines: false,
			max_record_size: 64 * 1024,
			to: MAX_PRICE_LIST_ROWS + 2,
		})
	} catch (error) {
		if (!(error instanceof CsvError)) throw error
		const line = (error as CsvError & { lines?: number }).lines
		const problem = CSV_PROBLEMS[error.code] ?? 'its quoting is broken'
		return { ok: false, message: `The CSV file could not be read${line ? ` at line ${line}` : ''}: ${problem}. Check the quotes (") in that row.` }
	}
	return sheetOf('csv', records.map((cells, index) => ({ row: index + 1, cells })))
}

/** The text of one Excel cell value; a formula keeps its formula so the row can be refused. */
function excelText(value: CellValue): string {
	if (value === null || value === undefined) return ''
	if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6)
	if (typeof value === 'string') return value
	if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
	if (value instanceof Date) return value.toISOString().slice(0, 10)
	if ('formula' in value || 'sharedFormula' in value) return `=${'formula' in value ? value.formula : value.sharedFormula}`
	if ('richText' in value) return value.richText.map((part) => part.text).join('')
	if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : ''
	if ('error' in value) return String(value.error)
	return ''
}

async function readXlsx(bytes: Uint8Array): Promise<ReadResult> {
	const records: SheetRow[] = []
	try {
		const { default: ExcelJS } = await excelLibrary()
		const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
			sharedStrings: 'cache',
			hyperlinks: 'ignore',
			styles: 'ignore',
			worksheets: 'emit',
			entries: 'emit',
		})
		for await (const sheet of reader) {
			for await (const row of sheet) {
				if (records.length > MAX_PRICE_LIST_ROWS + 1) break
				const values = Array.isArray(row.values) ? row.values : []
				// row.values counts from 1 (column A)
				records.push({ row: row.number, cells: values.slice(1).map((v) => excelText(v as CellValue)) })
			}
			break // the first sheet only
		}
	} catch {
		return { ok: false, message: READ_MESSAGES.badXlsx }
	}
	if (records.length === 0) return { ok: false, message: READ_MESSAGES.badXlsx }
	return sheetOf('xlsx', records)
}

function sheetOf(type: PriceListFileType, records: SheetRow[]): ReadResult {
	const rows = records.map((r) => ({ row: r.row, cells: r.cells.map((c) => String(c ?? '').trim()) })).filter((r) => r.cells.some((c) => c !== ''))
	const heading = rows.shift()
	if (!heading) return { ok: false, message: READ_MESSAGES.empty }
	if (rows.length > MAX_PRICE_LIST_ROWS) return { ok: false, message: READ_MESSAGES.tooManyRows }
	// a heading row is words: a first row with amounts or tyre sizes is data without headings
	const named = heading.cells.filter((c) => /[A-Za-z]/.test(c) && !c.startsWith('='))
	const data = heading.cells.some((c) => /^\$?[\d.,]+$/.test(c) || /^\d{3}\/\d{2}/.test(c))
	if (named.length < 2 || data) return { ok: false, message: READ_MESSAGES.noHeadings }
	if (heading.cells.length > MAX_COLUMNS) return { ok: false, message: READ_MESSAGES.tooManyColumns }
	const seen = new Map<string, string>()
	for (const cell of heading.cells) {
		const key = cell.toLowerCase().replace(/\s+/g, ' ')
		if (!key) continue
		if (seen.has(key)) return { ok: false, message: `Two columns are both headed '${cell.slice(0, 40)}'. Give each column its own heading.` }
		seen.set(key, cell)
	}
	const width = heading.cells.length
	for (const row of rows) {
		if (row.cells.some((c) => c.length > MAX_CELL_LENGTH)) return { ok: false, message: `Row ${row.row} has a cell longer than ${MAX_CELL_LENGTH} characters: is this a price list?` }
		if (row.cells.length < width) row.cells.push(...Array<string>(width - row.cells.length).fill(''))
	}
	return { ok: true, type, headings: heading.cells.map((c) => c.slice(0, 80)), rows }
}
