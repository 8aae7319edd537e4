import { type Db, writeTransaction } from '#app/lib/db.server'
import { SETTING_KEYS, type ShopSettings } from './settings.server'

/** Stores every setting the owner saved; empty optional ones are kept as '' (meaning none). */
export async function saveShopSettings(db: Db, settings: ShopSettings) {
	await writeTransaction(db, async (tx) => {
		for (const [field, key] of Object.entries(SETTING_KEYS) as Array<[keyof ShopSettings, string]>) {
			const raw = settings[field]
			const value = Array.isArray(raw) ? JSON.stringify(raw) : typeof raw === 'boolean' || typeof raw === 'number' ? String(raw) : (raw ?? '')
			await tx
				.insertInto('settings')
				.values({ key, value })
				.onConflict((oc) => oc.column('key').doUpdateSet({ value }))
				.execute()
		}
	})
}
