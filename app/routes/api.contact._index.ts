import type { Route } from './+types/api.contact._index'
import { clearContactMessages } from '#app/domain/contact/contact-admin.server'
import { apiOk, methodNotAllowed } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

/** Only DELETE is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['DELETE'])
}

// spec §7: DELETE /api/contact clears all messages
export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['DELETE'])
	if (wrongMethod) return wrongMethod
	const deleted = await clearContactMessages(getDb())
	return apiOk({ success: true, message: 'All messages cleared.', deleted })
}
