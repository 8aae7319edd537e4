// A throwaway PostgreSQL 15 for the multi-instance benchmarks: the tests' own helper
// (tests/setup/postgres.ts: initdb in a temporary directory, loopback only, removed on stop),
// compiled on the fly since the bench runs as plain JavaScript.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { transformWithEsbuild } from 'vite'
import { root } from './lib.js'

export async function startTemporaryPostgres() {
	const source = path.join(root, 'tests/setup/postgres.ts')
	const { code } = await transformWithEsbuild(fs.readFileSync(source, 'utf8'), source, { loader: 'ts', format: 'esm' })
	const compiled = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-')), 'postgres.mjs')
	fs.writeFileSync(compiled, code)
	try {
		const helper = await import(compiled)
		return await helper.startTemporaryPostgres()
	} finally {
		fs.rmSync(path.dirname(compiled), { recursive: true, force: true })
	}
}

/** Creates an empty database on the server and returns its URL. */
export async function createDatabase(server, name) {
	if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`)
	const client = new pg.Client({ connectionString: server.adminUrl })
	await client.connect()
	try {
		await client.query(`CREATE DATABASE ${name}`)
	} finally {
		await client.end()
	}
	return server.urlFor(name)
}
