import { sql } from 'kysely'
import { RateLimiterRes } from 'rate-limiter-flexible'
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js'
import { currentTimeMs } from '../clock.server'
import type { Db } from '../db.server'

// rate-limiter-flexible ships stores for SQLite and PostgreSQL clients but none for kysely, and
// its stores read Date.now(). This one keeps every limiter's counters in the `rate_limits` table
// through our kysely handle (so it runs wherever the shop's database does, in the same file or
// server), with the same single-statement upsert as the library's own SQLite store, and takes
// the time from the shop's clock or a per-call `{ now }` so tests can move it.

export interface KyselyLimiterOptions {
	/** the limiter's name, stored in front of each key */
	keyPrefix: string
	/** attempts allowed per window */
	points: number
	/** the window, in seconds */
	duration: number
	/** the database, looked up per call (tests and the server open it after this module loads) */
	db: () => Db
	clock?: () => number
	/** every counted attempt moves the expiry to now + duration: forgotten after a quiet spell */
	slidingExpiry?: boolean
}

/**
 * What rate-limiter-flexible passes through per call: `now` (epoch ms) overrides the clock, and
 * `db` is the handle to count with (inside a write transaction, the transaction's own: SQLite
 * has one connection, and a second handle would wait for it forever).
 */
export type CallOptions = { now?: number; db?: Db; [key: string]: unknown }

interface StoreResult {
	points: number
	expire: number | null
	now: number
}

const CLEANUP_EVERY_MS = 5 * 60_000
const KEEP_EXPIRED_MS = 60 * 60_000

export class RateLimiterKysely extends RateLimiterStoreAbstract {
	private readonly db: () => Db
	private readonly clock: () => number
	private readonly slidingExpiry: boolean
	private lastCleanup = 0

	constructor({ db, clock = currentTimeMs, slidingExpiry = false, ...options }: KyselyLimiterOptions) {
		super({ ...options, storeClient: db })
		this.db = db
		this.clock = clock
		this.slidingExpiry = slidingExpiry
	}

	private now(options?: CallOptions) {
		return typeof options?.now === 'number' ? options.now : this.clock()
	}

	_getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoreResult) {
		const isFirstInDuration = changedPoints === result.points
		const consumedPoints = isFirstInDuration ? changedPoints : result.points
		const msBeforeNext = result.expire === null ? -1 : Math.max(result.expire - result.now, 0)
		return new RateLimiterRes(Math.max(this.points - consumedPoints, 0), msBeforeNext, consumedPoints, isFirstInDuration)
	}

	async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false, options: CallOptions = {}): Promise<StoreResult> {
		const now = this.now(options)
		const expire = msDuration > 0 ? now + msDuration : null
		const db = options.db ?? this.db()
		await this.cleanUp(db, now)
		const live = sql<boolean>`rate_limits.expire IS NULL OR rate_limits.expire > ${now}`
		const row = await db
			.insertInto('rate_limits')
			.values({ key: rlKey, points, expire })
			.onConflict((oc) =>
				oc.column('key').doUpdateSet(
					forceExpire
						? { points, expire }
						: {
								points: sql`CASE WHEN ${live} THEN rate_limits.points + excluded.points ELSE excluded.points END`,
								expire: this.slidingExpiry
									? sql`CASE WHEN rate_limits.expire IS NULL THEN NULL ELSE excluded.expire END`
									: sql`CASE WHEN ${live} THEN rate_limits.expire ELSE excluded.expire END`,
							},
				),
			)
			.returning(['points', 'expire'])
			.executeTakeFirstOrThrow()
		return { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire), now }
	}

	async _get(rlKey: string, options: CallOptions = {}): Promise<StoreResult | null> {
		const now = this.now(options)
		const row = await (options.db ?? this.db())
			.selectFrom('rate_limits')
			.select(['points', 'expire'])
			.where('key', '=', rlKey)
			.where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', now)]))
			.executeTakeFirst()
		return row ? { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire), now } : null
	}

	async _delete(rlKey: string, options: CallOptions = {}): Promise<boolean> {
		const result = await (options.db ?? this.db()).deleteFrom('rate_limits').where('key', '=', rlKey).executeTakeFirst()
		return Number(result.numDeletedRows) > 0
	}

	/** Rows that ran out an hour ago are dropped now and then, so the table stays small. */
	private async cleanUp(db: Db, now: number) {
		if (now - this.lastCleanup < CLEANUP_EVERY_MS) return
		this.lastCleanup = now
		await db.deleteFrom('rate_limits').where('expire', '<', now - KEEP_EXPIRED_MS).execute()
	}
}

/**
 * Forgets every limiter's counts. For tests: the setup clears them before each test, so every
 * test starts with fresh windows and can use one plain client address.
 */
export async function forgetAllRateLimits(db: Db) {
	await db.deleteFrom('rate_limits').execute()
}
