import type { Kysely } from 'kysely'

// Supplier price lists: a tyre may carry the supplier's own code (how a price list names it) and
// what the shop pays for it (cost price, cents, for margins and price rules). Every uploaded
// price list is kept with its original bytes (base64 text, so SQLite, PostgreSQL, backups and the
// copy to PostgreSQL all treat it alike): previewed ones until applied or replaced, applied ones
// as the import history. The owner's column mapping is remembered by column heading.
export async function up(db: Kysely<any>): Promise<void> {
	// one column a statement: SQLite adds one at a time
	await db.schema.alterTable('tyres').addColumn('supplier_code', 'text').execute()
	await db.schema.alterTable('tyres').addColumn('cost_price', 'integer').execute()
	// several NULLs are allowed on both databases; a code names one tyre
	await db.schema.createIndex('tyres_supplier_code_uq').on('tyres').column('supplier_code').unique().execute()

	await db.schema
		.createTable('price_list_imports')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('file_name', 'text', (c) => c.notNull())
		.addColumn('file_type', 'text', (c) => c.notNull()) // csv | xlsx
		.addColumn('file_base64', 'text', (c) => c.notNull())
		.addColumn('file_bytes', 'integer', (c) => c.notNull())
		.addColumn('status', 'text', (c) => c.notNull()) // previewed | applied
		.addColumn('uploaded_by', 'text', (c) => c.notNull())
		.addColumn('uploaded_at', 'text', (c) => c.notNull())
		.addColumn('applied_by', 'text')
		.addColumn('applied_at', 'text')
		.addColumn('full_range', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('added_count', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('changed_count', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('unchanged_count', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('refused_count', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('out_of_stock_count', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	await db.schema.createIndex('price_list_imports_status_idx').on('price_list_imports').columns(['status', 'applied_at']).execute()

	await db.schema
		.createTable('price_list_columns')
		.addColumn('heading', 'text', (c) => c.primaryKey()) // lower case, spaces collapsed
		.addColumn('field', 'text', (c) => c.notNull()) // a price-list field, or 'ignore'
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('price_list_columns').execute()
	await db.schema.dropTable('price_list_imports').execute()
	await db.schema.dropIndex('tyres_supplier_code_uq').execute()
	await db.schema.alterTable('tyres').dropColumn('cost_price').execute()
	await db.schema.alterTable('tyres').dropColumn('supplier_code').execute()
}
