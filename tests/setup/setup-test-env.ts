import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { afterAll, afterEach, beforeEach, expect, inject, vi } from 'vitest'
import { createDatabase, databaseUrl, dropDatabase } from './test-database'

// Each test file gets its own data directory: a copy of the seeded base database and uploads.
// The files of the shared worker (tests/setup/shared-worker-tests.ts) have no base to copy: they
// touch no data, and a database one opens would be empty.
const baseDataDir = inject('baseDataDir')
// Files run one after another in one process (the VM pool, vitest.config.ts): each starts from
// the environment the process started with, whatever the file before it set.
type WithStartEnv = { startEnv?: Record<string, string | undefined> }
const startEnv = ((process as unknown as WithStartEnv).startEnv ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name]
Object.assign(process.env, startEnv)
const sharedWorker = baseDataDir === ''
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
if (!sharedWorker) fs.cpSync(baseDataDir, dataDir, { recursive: true })
process.env.NODE_ENV = 'test'
process.env.DATA_DIR = dataDir
delete process.env.DATABASE_URL
// TEST_DATABASE=postgres: this file's own copy of the seeded base database on the throwaway server.
const postgresAdminUrl = inject('postgresAdminUrl')
const postgresDatabase = postgresAdminUrl ? `shop_test_${crypto.randomBytes(6).toString('hex')}` : null
if (postgresDatabase) {
	await createDatabase(postgresAdminUrl, postgresDatabase, { template: 'shop_base' })
	process.env.DATABASE_URL = databaseUrl(postgresAdminUrl, postgresDatabase)
}
process.env.SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789'
process.env.LOG_LEVEL = 'silent'
process.env.PUBLIC_URL = 'http://localhost:3000'
for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'SMS_PROVIDER', 'SMS_HTTP_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID', 'TWILIO_API_BASE', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'PORT']) {
	delete process.env[name]
}
const environmentAtStart = sharedWorker ? JSON.stringify(process.env) : ''

// Rate-limit counts live in the file's database: each test starts with none, so tests may all
// call from one client address without one test's attempts refusing another's. A file that has
// not opened the database yet has nothing to forget.
beforeEach(async () => {
	if (sharedWorker) return
	const { openedDb } = await import('#app/lib/db.server')
	const db = openedDb()
	if (!db) return
	const { forgetAllRateLimits } = await import('#app/lib/rate-limits/store.server')
	await forgetAllRateLimits(db)
})

// STYLE habit 15: an unexpected console.error or console.warn fails the test.
let consoleProblems: string[] = []
beforeEach(() => {
	consoleProblems = []
	for (const method of ['error', 'warn'] as const) {
		vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
			consoleProblems.push(`console.${method}: ${args.map(String).join(' ')}`)
		})
	}
})
afterEach(() => {
	vi.restoreAllMocks()
	expect(consoleProblems, 'unexpected console output').toEqual([])
})

afterAll(async () => {
	const { closeDb, openedDb } = await import('#app/lib/db.server')
	// A file in the shared worker hands its modules to the next file: one that used the
	// database, changed the environment or left the clock pinned must run isolated.
	const leftBehind = sharedWorker ? await sharedStateLeftBehind(openedDb() !== undefined) : []
	await closeDb()
	if (postgresDatabase) await dropDatabase(postgresAdminUrl, postgresDatabase)
	fs.rmSync(dataDir, { recursive: true, force: true })
	if (leftBehind.length > 0) {
		throw new Error(`${expect.getState().testPath ?? 'This file'} runs in the shared worker but ${leftBehind.join(', ')}: take it out of tests/setup/shared-worker-tests.ts`)
	}
})

async function sharedStateLeftBehind(openedDatabase: boolean) {
	const { currentTimeMs, setClock } = await import('#app/lib/clock.server')
	const found: string[] = []
	if (openedDatabase) found.push('opened the database')
	if (JSON.stringify(process.env) !== environmentAtStart) found.push('changed process.env')
	// The pinned clock of a test is a fixed moment: it falls behind the system time at once.
	if (Math.abs(currentTimeMs() - Date.now()) > 1000) {
		found.push('left the clock pinned')
		setClock(null)
	}
	return found
}

/** For a test that expects console output: call it to accept what was logged so far. */
export function acceptConsoleOutput() {
	const taken = consoleProblems
	consoleProblems = []
	return taken
}
