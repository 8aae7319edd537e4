import type { Db } from './db.server'
import { runAlone } from './db/dialect.server'

// The shop's background jobs (the card and code hold sweeps, the reminders) run on a timer in
// every instance, and each tick is claimed through the database first: on PostgreSQL an advisory
// lock lets one instance at a time run a job and the others skip that tick; on SQLite the shop is
// one process and the claim always succeeds. Each job is also safe to run again (a sweep
// re-checks every booking in its own write transaction; a reminder is claimed in reminders_sent
// before it is sent), so the lock saves repeated work and keeps two runs from racing, and a
// crashed instance never leaves a job unrun.

export interface ScheduledJob {
	/** One run now, as the timer starts it: true when this process ran it, false when it was skipped. */
	tick(): Promise<boolean>
	/** No more runs; resolves when the one under way (if any) has finished. */
	stop(): Promise<void>
}

export interface JobOptions {
	/** Names the job's lock: the same name in every instance. */
	name: string
	everyMs: number
	/** Also run once at start, not only after the first interval. */
	runAtStart?: boolean
	run: () => Promise<unknown>
	onError: (error: unknown) => void
}

export function scheduleJob(db: Db, { name, everyMs, runAtStart = false, run, onError }: JobOptions): ScheduledJob {
	let running: Promise<boolean> | null = null
	const runOnce = async () => {
		try {
			return (await runAlone(db, `job:${name}`, run)).ran
		} catch (error) {
			onError(error)
			return false
		} finally {
			running = null
		}
	}
	// a run that outlasts the interval is not started again beside itself
	const tick = () => (running ? Promise.resolve(false) : (running = runOnce()))
	const timer = setInterval(() => void tick().catch(() => undefined), everyMs)
	// a job never keeps the process alive
	timer.unref()
	if (runAtStart) void tick().catch(() => undefined)
	return {
		tick,
		async stop() {
			clearInterval(timer)
			await running?.catch(() => undefined)
		},
	}
}
