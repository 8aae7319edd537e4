import { listContactMessages, toApiMessage } from '#app/domain/contact/contact-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { ContactListAnswer } from './api-answers'

// spec §7: GET /api/contact/all, newest first
export const loader = apiRoute({
	method: 'GET',
	summary: 'Contact messages, newest first (admin)',
	answer: ContactListAnswer,
	guard: requireAdmin,
	handler: async ({ db }) => ({ success: true, data: (await listContactMessages(db)).map(toApiMessage) }),
})
export const action = loader
