import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateToLatest, openDatabase } from '#app/lib/db.server'
import { seedDatabase } from '#db/seed'

// One migrated and seeded base database for the whole run; each test file copies it.
export default async function setup(project: TestProject) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-base-'))
	const file = path.join(dir, 'shop.sqlite')
	const db = openDatabase(file)
	await migrateToLatest(db)
	await seedDatabase(db, { uploadsDir: path.join(dir, 'uploads') })
	await db.destroy() // checkpoints the WAL into the file
	project.provide('baseDataDir', dir)
	return () => fs.rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
	export interface ProvidedContext {
		baseDataDir: string
	}
}
