import { listContactMessages, toApiMessage } from '#app/domain/contact/contact-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute } from '#app/lib/http/api-route.server'

// spec §7: GET /api/contact/all, newest first
export const loader = apiRoute({
	method: 'GET',
	guard: requireAdmin,
	handler: async ({ db }) => ({ success: true, data: (await listContactMessages(db)).map(toApiMessage) }),
})
export const action = loader
