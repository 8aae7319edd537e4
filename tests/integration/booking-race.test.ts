import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { NOW, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'

// The last spot can never go to two customers, even from separate server processes: 50
// bookings fired at once from 5 processes, each with its own SQLite connection, at a slot
// with 3 spots. Exactly 3 succeed.

const PROCESSES = 5
const PER_PROCESS = 10

test('50 simultaneous bookings from 5 processes at a slot with 3 spots: exactly 3 succeed', async () => {
	const db = getDb()
	const date = '2026-11-26'
	const tyre = await stockedTyre(db)
	await db.updateTable('tyres').set({ stock: 500 }).where('id', '=', tyre.id).execute()
	await setSlotCapacity(db, date, 'morning', 3)

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
	const outputs = await Promise.all(
		Array.from({ length: PROCESSES }, (_, worker) => run(outfile, { worker, count: PER_PROCESS, startAt, tyreId: tyre.id, date, slot: 'morning', now: NOW.toISOString(), timeZone: TZ })),
	)
	fs.rmSync(outfile, { force: true })
	const results = outputs.flat()
	expect(results).toHaveLength(PROCESSES * PER_PROCESS)
	expect(results.filter((r) => r === 'ok')).toHaveLength(3)
	expect(results.filter((r) => r === 'slot')).toHaveLength(47)

	const booked = await db.selectFrom('bookings').select('id').where('selected_date', '=', date).where('selected_slot', '=', 'morning').execute()
	expect(booked).toHaveLength(3)
	const usage = await db.selectFrom('slot_usage').select('taken').where('date', '=', date).where('slot', '=', 'morning').executeTakeFirstOrThrow()
	expect(usage.taken).toBe(3)
	const stock = await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()
	expect(stock.stock).toBe(497)
}, 60_000)

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
