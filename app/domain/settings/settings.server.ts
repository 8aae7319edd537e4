import type { Db } from '#app/lib/db.server'
import type { Env } from '#app/lib/env.server'
import { googleReviewsSetting } from './google-reviews'
import { type ReviewQuote, storedReviewQuotes } from './review-quotes'

/** What the owner can change in the admin; environment variables give the first values. */
export interface ShopSettings {
	businessName: string
	phone: string
	email: string
	abn: string | null
	openingHours: string
	payOnTheDay: boolean
	/** where the reviews section links: a Google Place ID or an https link to Google */
	googleReviews: string | null
	/** the shop's Google rating (1.0 to 5.0) and review count as the owner reads them off Google */
	googleRating: number | null
	googleReviewCount: number | null
	/** up to six short reviews the owner copied from Google */
	googleReviewQuotes: ReviewQuote[]
}

export const SETTING_KEYS = {
	businessName: 'business_name',
	phone: 'phone',
	email: 'email',
	abn: 'abn',
	openingHours: 'opening_hours',
	payOnTheDay: 'pay_on_the_day',
	googleReviews: 'google_reviews',
	googleRating: 'google_rating',
	googleReviewCount: 'google_review_count',
	googleReviewQuotes: 'google_review_quotes',
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
		googleReviews: null,
		googleRating: null,
		googleReviewCount: null,
		googleReviewQuotes: [],
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
		googleReviews: googleReviewsSetting(text(SETTING_KEYS.googleReviews) ?? ''),
		googleRating: storedNumber(text(SETTING_KEYS.googleRating), { min: 1, max: 5 }),
		googleReviewCount: storedNumber(text(SETTING_KEYS.googleReviewCount), { min: 0, max: 10_000_000, whole: true }),
		googleReviewQuotes: storedReviewQuotes(text(SETTING_KEYS.googleReviewQuotes)),
	}
}


/** A number the owner saved, or null when none (or one that no longer reads as a number). */
function storedNumber(value: string | undefined, { min, max, whole = false }: { min: number; max: number; whole?: boolean }) {
	if (value === undefined) return null
	const n = Number(value)
	if (!Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) return null
	return n
}

/** The Google rating as the pages say it ('4.9 stars from 212 Google reviews'), or null when the owner gave none. */
export function googleRatingText(settings: Pick<ShopSettings, 'googleRating' | 'googleReviewCount'>) {
	if (settings.googleRating === null) return null
	const stars = `${settings.googleRating.toFixed(1)} stars`
	if (!settings.googleReviewCount) return `Rated ${stars} on Google`
	return `Rated ${stars} from ${settings.googleReviewCount.toLocaleString('en-AU')} Google ${settings.googleReviewCount === 1 ? 'review' : 'reviews'}`
}

/**
 * The reviews embed code an owner pasted before the reviews section became a link. It is never
 * shown on the site any more (owner-pasted HTML would run on every visitor's page); the admin
 * shows it as text so the Place ID or link in it can be copied out.
 */
export async function legacyReviewsWidget(db: Db): Promise<string | null> {
	const row = await db.selectFrom('settings').select('value').where('key', '=', LEGACY_REVIEWS_WIDGET_KEY).executeTakeFirst()
	return row?.value.trim() || null
}
const LEGACY_REVIEWS_WIDGET_KEY = 'reviews_widget'
