import { data } from 'react-router'
import type { Route } from './+types/tyres-export'
import { exportCatalogueCsv, exportCatalogueXlsx } from '#app/domain/price-lists/export.server'
import { ExportFormatSchema } from '#app/domain/price-lists/schema'
import { shopToday } from '#app/domain/slots/shop-time'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'

const TYPES = {
	csv: 'text/csv; charset=utf-8',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** The whole catalogue as a price list the owner can edit and import back. */
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const format = ExportFormatSchema.safeParse(params.format)
	if (!format.success) throw data('Export as csv or xlsx.', { status: 404 })
	const db = getDb()
	const body = format.data === 'csv' ? await exportCatalogueCsv(db) : new Uint8Array(await exportCatalogueXlsx(db))
	const name = `tyres-${shopToday(getEnv().SHOP_TIMEZONE, currentTime())}.${format.data}`
	return new Response(body, {
		headers: {
			'Content-Type': TYPES[format.data],
			'Content-Disposition': `attachment; filename="${name}"`,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
