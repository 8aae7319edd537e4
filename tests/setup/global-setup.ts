import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateToLatest, openDatabase, openPostgresDatabase } from '#app/lib/db.server'
import { seedDatabase } from '#db/seed'
import { startTemporaryPostgres } from './postgres'
import { createDatabase, testDatabase } from './test-database'

// One migrated and seeded base database for the whole run; each test file copies it.
// TEST_DATABASE=postgres: the base is a database on a throwaway PostgreSQL 15, and each test
// file gets a copy made with CREATE DATABASE … TEMPLATE.
export default async function setup(project: TestProject) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-base-'))
	const uploadsDir = path.join(dir, 'uploads')
	if (testDatabase() === 'postgres') {
		const server = await startTemporaryPostgres()
		try {
			await createDatabase(server.adminUrl, 'shop_base')
			const db = openPostgresDatabase(server.urlFor('shop_base'))
			await migrateToLatest(db)
			await seedDatabase(db, { uploadsDir })
			await db.destroy() // a template may have no one connected while it is copied
		} catch (error) {
			server.stop()
			throw error
		}
		project.provide('postgresAdminUrl', server.adminUrl)
		project.provide('baseDataDir', dir)
		return () => {
			server.stop()
			fs.rmSync(dir, { recursive: true, force: true })
		}
	}
	const file = path.join(dir, 'shop.sqlite')
	const db = openDatabase(file)
	await migrateToLatest(db)
	await seedDatabase(db, { uploadsDir })
	await db.destroy() // checkpoints the WAL into the file
	project.provide('baseDataDir', dir)
	project.provide('postgresAdminUrl', '')
	return () => fs.rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
	export interface ProvidedContext {
		baseDataDir: string
		/** with TEST_DATABASE=postgres: the throwaway server's maintenance database, else '' */
		postgresAdminUrl: string
	}
}
