import type { Kysely } from 'kysely'

// Optional catalogue details a product page shows when the owner has them: the tyre's selling
// points (one a line), its tread-life warranty in kilometres and the fitment guarantee.
//
// The reviews section stops running owner-pasted embed code: it links to the shop's Google
// reviews instead (setting `google_reviews`: a Place ID or a link). An old embed snippet stays in
// its row (`reviews_widget`) for the owner to read; when it names a Place ID or a Google review
// link, that becomes the new setting. The reading is written out here, not imported, so this
// migration means the same thing forever.

const PLACE_ID_IN_TEXT = /place[-_]?id["'\s]*[=:]\s*["']?([A-Za-z0-9_-]{16,300})/i
const GOOGLE_LINK_IN_TEXT = /https:\/\/(?:search\.google\.com\/local\/(?:reviews|writereview)\?[^"'\s<>]+|g\.page\/r\/[A-Za-z0-9_-]+(?:\/review)?)/i

export function googleReviewsFromWidget(widget: string): string | null {
	const placeId = PLACE_ID_IN_TEXT.exec(widget)?.[1]
	if (placeId) return placeId
	const link = GOOGLE_LINK_IN_TEXT.exec(widget)?.[0]
	return link ? link.replace(/&amp;/g, '&') : null
}

export async function up(db: Kysely<any>): Promise<void> {
	// one column a statement: SQLite adds one at a time
	await db.schema.alterTable('tyres').addColumn('features', 'text').execute()
	await db.schema.alterTable('tyres').addColumn('warranty_km', 'integer').execute()
	await db.schema.alterTable('tyres').addColumn('fitment_guarantee', 'text').execute()

	const rows: { key: string; value: string }[] = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['reviews_widget', 'google_reviews']).execute()
	const widget = rows.find((r) => r.key === 'reviews_widget')?.value ?? ''
	const found = widget.trim() ? googleReviewsFromWidget(widget) : null
	if (found && !rows.some((r) => r.key === 'google_reviews')) await db.insertInto('settings').values({ key: 'google_reviews', value: found }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.deleteFrom('settings').where('key', '=', 'google_reviews').execute()
	await db.schema.alterTable('tyres').dropColumn('fitment_guarantee').execute()
	await db.schema.alterTable('tyres').dropColumn('warranty_km').execute()
	await db.schema.alterTable('tyres').dropColumn('features').execute()
}
