import type { Db } from '#app/lib/db.server'
import { FOLLOW_UP_KEYS, readFollowUpSettings, type FollowUpSettings } from './follow-up-settings'

export async function getFollowUpSettings(db: Db): Promise<FollowUpSettings> {
	const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', Object.values(FOLLOW_UP_KEYS)).execute()
	return readFollowUpSettings(new Map(rows.map((r) => [r.key, r.value])))
}

/** Stores the owner's follow-up settings (in the caller's transaction when given one). */
export async function saveFollowUpSettings(db: Db, settings: FollowUpSettings) {
	for (const [field, key] of Object.entries(FOLLOW_UP_KEYS) as Array<[keyof FollowUpSettings, string]>) {
		const value = String(settings[field])
		await db
			.insertInto('settings')
			.values({ key, value })
			.onConflict((oc) => oc.column('key').doUpdateSet({ value }))
			.execute()
	}
}
