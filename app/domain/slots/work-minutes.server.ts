import type { Db } from '#app/lib/db.server'
import { DEFAULT_MINUTES_PER_TYRE } from './work-minutes'

// The owner's fitting time per tyre, kept in the settings table (set on the admin's Services screen).
const KEY = 'minutes_per_tyre'

export async function readMinutesPerTyre(db: Db): Promise<number> {
	const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst()
	const value = Number(row?.value)
	return Number.isInteger(value) && value > 0 ? value : DEFAULT_MINUTES_PER_TYRE
}

export async function saveMinutesPerTyre(db: Db, minutes: number) {
	const value = String(minutes)
	await db
		.insertInto('settings')
		.values({ key: KEY, value })
		.onConflict((oc) => oc.column('key').doUpdateSet({ value }))
		.execute()
}
