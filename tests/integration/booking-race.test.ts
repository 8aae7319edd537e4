import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { NOW, setSlotCapacity, STANDARD_JOB, stockedTyre, TZ } from '#tests/fixtures/booking'

// The last minutes of a window can never go to two customers, even from separate server
// processes: 50 bookings fired at once from 5 processes, each with its own database connection,
// at a window with room for 3 standard (4-tyre) jobs. Exactly 3 sets of four succeed, or exactly
// 6 puncture repairs. And one idempotency key retried from every process at once makes one
// booking. (TEST_DATABASE=postgres runs the same on PostgreSQL.)

const PROCESSES = 5
const PER_PROCESS = 10

test('50 simultaneous sets of four from 5 processes at a window that fits 3 standard jobs: exactly 3 succeed', async () => {
	const db = getDb()
	const date = '2026-11-26'
	const tyre = await stockedTyre(db)
	await db.updateTable('tyres').set({ stock: 500 }).where('id', '=', tyre.id).execute()
	await setSlotCapacity(db, date, 'morning', 3)

	const results = await race({ tyreId: tyre.id, date, slot: 'morning' })
	expect(results).toHaveLength(PROCESSES * PER_PROCESS)
	expect(results.filter((r) => r === 'ok')).toHaveLength(3)
	expect(results.filter((r) => r === 'slot')).toHaveLength(47)

	const booked = await db.selectFrom('bookings').select('id').where('selected_date', '=', date).where('selected_slot', '=', 'morning').execute()
	expect(booked).toHaveLength(3)
	const usage = await db.selectFrom('slot_usage').select('taken').where('date', '=', date).where('slot', '=', 'morning').executeTakeFirstOrThrow()
	expect(usage.taken).toBe(3 * STANDARD_JOB)
	const stock = await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()
	expect(stock.stock).toBe(488)
}, 300_000)

test('50 simultaneous puncture repairs (30 minutes) at a window that fits 3 standard jobs: exactly 6 succeed', async () => {
	const db = getDb()
	const date = '2026-11-26'
	const tyre = await stockedTyre(db, { offset: 1 })
	const puncture = await db.selectFrom('services').select(['id', 'minutes']).where('slug', '=', 'puncture-repair').executeTakeFirstOrThrow()
	expect(puncture.minutes).toBe(30)
	await setSlotCapacity(db, date, 'afternoon', 3)

	const results = await race({ tyreId: tyre.id, date, slot: 'afternoon', serviceId: puncture.id })
	expect(results.filter((r) => r === 'ok')).toHaveLength(6)
	// every other answer is a refusal (the window is full, or a daily cap), never an error
	expect(results.filter((r) => r !== 'ok' && !['slot', 'limit'].includes(r))).toEqual([])
	expect(await db.selectFrom('bookings').select('id').where('selected_date', '=', date).where('selected_slot', '=', 'afternoon').execute()).toHaveLength(6)
	const usage = await db.selectFrom('slot_usage').select('taken').where('date', '=', date).where('slot', '=', 'afternoon').executeTakeFirstOrThrow()
	expect(usage.taken).toBe(180)
	expect(await db.selectFrom('booking_services').select('id').where('service_id', '=', puncture.id).execute()).toHaveLength(6)
}, 300_000)

test('one idempotency key sent 20 times at once from 5 processes: one booking, every answer is that booking', async () => {
	const db = getDb()
	const date = '2026-11-26'
	const tyre = await stockedTyre(db, { offset: 3 })
	await db.updateTable('tyres').set({ stock: 500 }).where('id', '=', tyre.id).execute()
	await setSlotCapacity(db, date, 'lunch', 10)

	const results = await race({ tyreId: tyre.id, date, slot: 'lunch', sameKey: 'race-one-key', count: 4, quantity: 1 })
	expect(results).toHaveLength(PROCESSES * 4)
	expect(results.filter((r) => r === 'ok')).toHaveLength(1)
	expect(results.filter((r) => r === 'replayed')).toHaveLength(PROCESSES * 4 - 1)
	expect(await db.selectFrom('bookings').select('id').where('idempotency_key', '=', 'race-one-key').execute()).toHaveLength(1)
	const usage = await db.selectFrom('slot_usage').select('taken').where('date', '=', date).where('slot', '=', 'lunch').executeTakeFirstOrThrow()
	expect(usage.taken).toBe(15) // one tyre's minutes
	expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(499)
}, 300_000)

/** Starts PROCESSES workers that each place `count` bookings at the same moment; their answers, flattened. */
async function race({ count = PER_PROCESS, ...job }: { tyreId: number; date: string; slot: string; sameKey?: string; count?: number; quantity?: number; serviceId?: number }) {
	// Node runs no TypeScript: bundle the worker (packages stay external, found in node_modules).
	const outDir = path.resolve('node_modules/.cache/booking-race')
	fs.mkdirSync(outDir, { recursive: true })
	const outfile = path.join(outDir, `worker-${process.pid}.mjs`)
	await build({
		entryPoints: [path.resolve('tests/integration/booking-race.worker.ts')],
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		packages: 'external',
		outfile,
		logLevel: 'silent',
	})
	const startAt = Date.now() + 1500
	try {
		const outputs = await Promise.all(Array.from({ length: PROCESSES }, (_, worker) => run(outfile, { worker, count, startAt, now: NOW.toISOString(), timeZone: TZ, ...job })))
		return outputs.flat()
	} finally {
		fs.rmSync(outfile, { force: true })
	}
}

function run(file: string, job: Record<string, unknown>): Promise<string[]> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [file, JSON.stringify(job)], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
		let stdout = ''
		let stderr = ''
		child.stdout.on('data', (chunk) => (stdout += chunk))
		child.stderr.on('data', (chunk) => (stderr += chunk))
		child.on('error', reject)
		child.on('exit', (code) => {
			if (code !== 0) return reject(new Error(`worker exited with ${code}: ${stderr}`))
			try {
				resolve(JSON.parse(stdout) as string[])
			} catch {
				reject(new Error(`worker said: ${stdout} ${stderr}`))
			}
		})
	})
}
