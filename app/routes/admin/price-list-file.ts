import { data } from 'react-router'
import type { Route } from './+types/price-list-file'
import { priceListFile } from '#app/domain/price-lists/price-lists.server'
import { PriceListIdSchema } from '#app/domain/price-lists/schema'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

/** An uploaded price list, downloaded again exactly as it came. */
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const id = PriceListIdSchema.safeParse(params.id)
	const file = id.success ? await priceListFile(getDb(), id.data) : null
	if (!file) throw data('Price list not found', { status: 404 })
	return new Response(new Uint8Array(file.bytes), {
		headers: {
			// never text/html: the bytes are the supplier's, not ours
			'Content-Type': file.type === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${file.fileName}"`,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
