import type { Route } from './+types/api.contact.all'
import { listContactMessages, toApiMessage } from '#app/domain/contact/contact-admin.server'
import { apiOk } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/contact/all, newest first
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return apiOk({ success: true, data: (await listContactMessages(getDb())).map(toApiMessage) })
}
