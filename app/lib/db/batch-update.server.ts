import { CompiledQuery, type Kysely } from 'kysely'
import { dialectOf } from './dialect.server'

// Thousands of rows written in a few statements instead of one a row (a 20,000-tyre price list,
// a price rule over the whole range). Changed rows: `WITH v(id, a, b) AS (VALUES (…), (…))
// UPDATE t SET a = v.a, b = v.b FROM v WHERE t.id = v.id`; new rows: one multi-row INSERT.
// Both read the same on SQLite (3.33+) and PostgreSQL. Every value in VALUES is cast to its
// column's type, so PostgreSQL does not take the untyped parameters as text.
//
// The statements are written here as text with their parameters, not built through kysely's
// query builder: building and compiling a statement of thousands of parameters node by node cost
// more than running it. Rows are grouped by the columns they set (one statement shape a group)
// and sent in chunks well under either database's limit of bound parameters; a chunk of the same
// size has the same text, which SQLite keeps prepared (withKeptStatements).

export type ColumnSqlType = 'integer' | 'text'

export interface RowUpdate {
	id: number
	set: Record<string, unknown>
}

/** Parameters a statement at most (SQLite takes 32,766, PostgreSQL 65,535). */
const MAX_PARAMETERS = 10_000
/** Rows a statement at most. */
const MAX_ROWS = 500

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

function checkName(name: string) {
	if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL name: ${name}`)
	return `"${name}"`
}

function placeholders(db: Kysely<any>) {
	const postgres = dialectOf(db) === 'postgres'
	// PostgreSQL text cannot hold NUL and would refuse the statement (see dialect.server.ts)
	const value = (v: unknown) => (v === undefined ? null : postgres && typeof v === 'string' && v.includes('\0') ? v.replaceAll('\0', '\uFFFD') : v)
	return { mark: postgres ? (n: number) => `$${n}` : () => '?', value }
}

function rowsPerStatement(columns: number) {
	return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)))
}

/**
 * Sets each row's `set` columns (all named in `types`) on the row with its id; returns how many
 * rows were sent. Run it inside the caller's transaction: it may be several statements.
 */
export async function updateRowsById(db: Kysely<any>, table: string, rows: readonly RowUpdate[], types: Readonly<Record<string, ColumnSqlType>>): Promise<number> {
	const target = checkName(table)
	const groups = new Map<string, { columns: string[]; rows: RowUpdate[] }>()
	for (const row of rows) {
		const columns = Object.keys(row.set).sort()
		if (columns.length === 0) continue
		const key = columns.join(',')
		const group = groups.get(key)
		if (group) group.rows.push(row)
		else groups.set(key, { columns, rows: [row] })
	}
	const { mark, value } = placeholders(db)
	let written = 0
	for (const { columns, rows: group } of groups.values()) {
		const names = ['id', ...columns].map(checkName)
		const casts = ['INTEGER', ...columns.map((c) => (types[c] === 'integer' ? 'INTEGER' : types[c] === 'text' ? 'TEXT' : undefined))]
		if (casts.includes(undefined)) throw new Error(`No type given for a column of ${columns.join(', ')}`)
		const assignments = names.slice(1).map((n) => `${n} = v.${n}`).join(', ')
		const perStatement = rowsPerStatement(names.length)
		for (let start = 0; start < group.length; start += perStatement) {
			const chunk = group.slice(start, start + perStatement)
			const parameters: unknown[] = []
			const tuples = chunk.map((row) => {
				parameters.push(row.id)
				const cells = [`CAST(${mark(parameters.length)} AS INTEGER)`]
				for (let i = 0; i < columns.length; i++) {
					parameters.push(value(row.set[columns[i]!]))
					cells.push(`CAST(${mark(parameters.length)} AS ${casts[i + 1]})`)
				}
				return `(${cells.join(', ')})`
			})
			const text = `WITH v(${names.join(', ')}) AS (VALUES ${tuples.join(', ')}) UPDATE ${target} SET ${assignments} FROM v WHERE ${target}."id" = v."id"`
			await db.executeQuery(CompiledQuery.raw(text, parameters))
			written += chunk.length
		}
	}
	return written
}

/** Inserts the rows (each with the same `columns`), many to a statement; returns how many. */
export async function insertRows(db: Kysely<any>, table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): Promise<number> {
	const target = checkName(table)
	const names = columns.map(checkName).join(', ')
	const { mark, value } = placeholders(db)
	const perStatement = rowsPerStatement(columns.length)
	for (let start = 0; start < rows.length; start += perStatement) {
		const chunk = rows.slice(start, start + perStatement)
		const parameters: unknown[] = []
		const tuples = chunk.map((row) => {
			const cells = columns.map((column) => {
				parameters.push(value(row[column]))
				return mark(parameters.length)
			})
			return `(${cells.join(', ')})`
		})
		await db.executeQuery(CompiledQuery.raw(`INSERT INTO ${target} (${names}) VALUES ${tuples.join(', ')}`, parameters))
	}
	return rows.length
}
