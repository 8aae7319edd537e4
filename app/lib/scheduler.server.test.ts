import { sql } from 'kysely'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { getDb, openDatabase, openPostgresDatabase, type Db } from './db.server'
import { lockKey, runAlone } from './db/dialect.server'
import { scheduleJob, type ScheduledJob } from './scheduler.server'

const onPostgres = process.env.TEST_DATABASE === 'postgres'

/** A run that lasts until the test lets it finish. */
function gate() {
	let open!: () => void
	const opened = new Promise<void>((resolve) => (open = resolve))
	return { open, opened }
}

const jobs: ScheduledJob[] = []
const handles: Db[] = []
afterEach(async () => {
	for (const job of jobs.splice(0)) await job.stop()
	for (const db of handles.splice(0)) await db.destroy()
})

function job(db: Db, run: () => Promise<unknown>, onError: (error: unknown) => void = (error) => expect.fail(String(error))) {
	const scheduled = scheduleJob(db, { name: 'test-job', everyMs: 3_600_000, run, onError })
	jobs.push(scheduled)
	return scheduled
}

describe('scheduled jobs', () => {
	test('a tick that is still running is not started again beside itself in the same process', async () => {
		const finish = gate()
		const run = vi.fn(() => finish.opened)
		const scheduled = job(getDb(), run)
		const first = scheduled.tick()
		await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
		expect(await scheduled.tick()).toBe(false)
		finish.open()
		expect(await first).toBe(true)
		expect(await scheduled.tick()).toBe(true)
		expect(run).toHaveBeenCalledTimes(2)
	})

	test('stopping waits for the run under way, and starts no other', async () => {
		const finish = gate()
		let finished = false
		const run = vi.fn(async () => {
			await finish.opened
			finished = true
		})
		const scheduled = job(getDb(), run)
		void scheduled.tick()
		await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
		const stopped = scheduled.stop()
		setTimeout(finish.open, 20)
		await stopped
		expect(finished).toBe(true)
	})

	test('a failing run is reported and the next tick runs again', async () => {
		const errors: unknown[] = []
		let calls = 0
		const scheduled = job(
			getDb(),
			async () => {
				calls += 1
				if (calls === 1) throw new Error('database away')
			},
			(error) => errors.push(error),
		)
		expect(await scheduled.tick()).toBe(false)
		expect(errors).toEqual([new Error('database away')])
		expect(await scheduled.tick()).toBe(true)
	})

	test('the timer ticks every interval', async () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
		try {
			const run = vi.fn(async () => undefined)
			// on SQLite the claim takes no I/O, so each tick is over before the next is due
			const memory = openDatabase(':memory:')
			handles.push(memory)
			const scheduled = scheduleJob(memory, { name: 'timed', everyMs: 60_000, run, onError: (error) => expect.fail(String(error)) })
			jobs.push(scheduled)
			expect(run).not.toHaveBeenCalled()
			for (const minute of [1, 2, 3]) {
				await vi.advanceTimersByTimeAsync(60_000)
				await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(minute))
			}
			await scheduled.stop()
			await vi.advanceTimersByTimeAsync(180_000)
			expect(run).toHaveBeenCalledTimes(3)
		} finally {
			vi.useRealTimers()
		}
	})

	test('a lock name maps to the same signed 32-bit key in every process', () => {
		expect(lockKey('job:reminders')).toBe(lockKey('job:reminders'))
		expect(lockKey('job:reminders')).not.toBe(lockKey('job:card-hold-sweep'))
		for (const name of ['job:reminders', 'job:code-hold-sweep', 'job:card-hold-sweep', 'ü']) {
			expect(Number.isInteger(lockKey(name)) && lockKey(name) >= -(2 ** 31) && lockKey(name) < 2 ** 31).toBe(true)
		}
	})
})

// SQLite: the embedded shop is one process; nothing to lock against.
if (!onPostgres) describe('one runner at a time on SQLite', () => {
	test('is no lock: overlapping runs under one name both run', async () => {
		const finish = gate()
		const runs = [runAlone(getDb(), 'job:x', () => finish.opened.then(() => 'first')), runAlone(getDb(), 'job:x', async () => 'second')]
		expect(await runs[1]).toEqual({ ran: true, value: 'second' })
		finish.open()
		expect(await runs[0]).toEqual({ ran: true, value: 'first' })
	})
})

// Two handles with their own connection pools stand for two app instances on one server.
if (onPostgres) describe('one runner at a time on PostgreSQL', () => {
	function secondInstance() {
		const db = openPostgresDatabase(String(process.env.DATABASE_URL))
		handles.push(db)
		return db
	}

	test('of two instances ticking at once, only one runs the job; the other skips that tick', async () => {
		const finish = gate()
		const ranOn: string[] = []
		const first = job(getDb(), async () => {
			ranOn.push('first')
			await finish.opened
		})
		const second = job(secondInstance(), async () => {
			ranOn.push('second')
			await finish.opened
		})
		const firstTick = first.tick()
		await vi.waitFor(() => expect(ranOn).toEqual(['first']), { timeout: 60_000 })
		expect(await second.tick()).toBe(false)
		finish.open()
		expect(await firstTick).toBe(true)
		expect(ranOn).toEqual(['first'])
		// the lock is released after the run: the other instance runs the next tick
		expect(await second.tick()).toBe(true)
		expect(ranOn).toEqual(['first', 'second'])
	})

	test('ten ticks from three instances at once: exactly one runs', async () => {
		const finish = gate()
		let runs = 0
		const instances = [getDb(), secondInstance(), secondInstance()]
		const scheduled = instances.map((db) =>
			job(db, async () => {
				runs += 1
				await finish.opened
			}),
		)
		let skipped = 0
		const ticks = Array.from({ length: 10 }, (_, i) =>
			scheduled[i % 3]!.tick().then((ran) => {
				if (!ran) skipped += 1
				return ran
			}),
		)
		// The run is let finish only once every other tick has tried the lock and skipped: a tick
		// still opening its connection when the run ends would rightly take the free lock and run.
		// The bound is for a hang only; a slow machine takes as long as it takes.
		await vi.waitFor(() => expect([runs, skipped]).toEqual([1, 9]), { timeout: 60_000 })
		finish.open()
		expect((await Promise.all(ticks)).filter(Boolean)).toHaveLength(1)
		expect(runs).toBe(1)
	})

	test('different jobs do not block each other', async () => {
		const finish = gate()
		const holding = runAlone(getDb(), 'job:one', () => finish.opened)
		expect(await runAlone(secondInstance(), 'job:two', async () => 'ran')).toEqual({ ran: true, value: 'ran' })
		expect(await runAlone(secondInstance(), 'job:one', async () => 'ran')).toEqual({ ran: false })
		finish.open()
		await holding
	})

	test('an instance that dies mid-run leaves the lock free for the others', async () => {
		const dying = secondInstance()
		const finish = gate()
		const errors: unknown[] = []
		const started = gate()
		const doomed = job(
			dying,
			async () => {
				started.open()
				await finish.opened
			},
			(error) => errors.push(error),
		)
		const doomedTick = doomed.tick()
		await started.opened
		const survivor = job(getDb(), async () => undefined)
		expect(await survivor.tick()).toBe(false)
		// its connection ends as a killed process's would: the server drops its locks
		await sql`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${lockKey('job:test-job') >>> 0}::oid`.execute(getDb())
		await vi.waitFor(async () => expect(await survivor.tick()).toBe(true), { timeout: 60_000 })
		finish.open()
		// the run itself finished; its lost connection is closed, not pooled, and nothing is thrown
		expect(await doomedTick).toBe(true)
		expect(errors).toEqual([])
		expect(await doomed.tick()).toBe(true)
	})
})
