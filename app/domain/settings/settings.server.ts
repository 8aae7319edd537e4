import type { Db } from '#app/lib/db.server'
import type { Env } from '#app/lib/env.server'

/** What the owner can change in the admin; environment variables give the first values. */
export interface ShopSettings {
	businessName: string
	phone: string
	email: string
	abn: string | null
	openingHours: string
	payOnTheDay: boolean
	reviewsWidget: string | null
}

export const SETTING_KEYS = {
	businessName: 'business_name',
	phone: 'phone',
	email: 'email',
	abn: 'abn',
	openingHours: 'opening_hours',
	payOnTheDay: 'pay_on_the_day',
	reviewsWidget: 'reviews_widget',
} as const satisfies Record<keyof ShopSettings, string>

export const DEFAULT_OPENING_HOURS = 'Monday to Sunday, 7:30am to 6:00pm'

export function defaultSettings(env: Env): ShopSettings {
	return {
		businessName: env.BUSINESS_NAME,
		phone: env.BUSINESS_PHONE,
		email: env.BUSINESS_EMAIL,
		abn: env.BUSINESS_ABN ?? null,
		openingHours: DEFAULT_OPENING_HOURS,
		payOnTheDay: true,
		reviewsWidget: null,
	}
}

export async function getShopSettings(db: Db, env: Env): Promise<ShopSettings> {
	const rows = await db.selectFrom('settings').select(['key', 'value']).execute()
	const stored = new Map(rows.map((r) => [r.key, r.value]))
	const settings = defaultSettings(env)
	const text = (key: string) => {
		const value = stored.get(key)
		return value === undefined || value === '' ? undefined : value
	}
	// Optional ones the owner has saved empty stay empty (the variable was only the first value).
	const optional = (key: string, fallback: string | null) => (stored.has(key) ? stored.get(key) || null : fallback)
	return {
		businessName: text(SETTING_KEYS.businessName) ?? settings.businessName,
		phone: text(SETTING_KEYS.phone) ?? settings.phone,
		email: text(SETTING_KEYS.email) ?? settings.email,
		abn: optional(SETTING_KEYS.abn, settings.abn),
		openingHours: text(SETTING_KEYS.openingHours) ?? settings.openingHours,
		payOnTheDay: stored.has(SETTING_KEYS.payOnTheDay) ? stored.get(SETTING_KEYS.payOnTheDay) === 'true' : settings.payOnTheDay,
		reviewsWidget: optional(SETTING_KEYS.reviewsWidget, settings.reviewsWidget),
	}
}

