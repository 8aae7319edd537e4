/** Which database the suite runs on: TEST_DATABASE=postgres, or SQLite (the default). */
export function testDatabase(): 'sqlite' | 'postgres' {
	const chosen = process.env.TEST_DATABASE ?? 'sqlite'
	if (chosen !== 'sqlite' && chosen !== 'postgres') throw new Error(`TEST_DATABASE must be sqlite or postgres, got "${chosen}"`)
	return chosen
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
async function onServer(adminUrl: string, statement: string) {
	// loaded on use: every test file's setup imports this module, and most run on SQLite
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	try {
		await client.query(statement)
	} finally {
		await client.end()
	}
}

const NAME = /^[a-z_][a-z0-9_]*$/

export async function createDatabase(adminUrl: string, name: string, { template }: { template?: string } = {}) {
	if (!NAME.test(name) || (template && !NAME.test(template))) throw new Error(`not a database name: ${name}`)
	await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
}

export async function dropDatabase(adminUrl: string, name: string) {
	if (!NAME.test(name)) throw new Error(`not a database name: ${name}`)
	await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}

/** The same server's URL with another database name. */
export function databaseUrl(adminUrl: string, name: string) {
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return url.toString()
}
