import { clearContactMessages } from '#app/domain/contact/contact-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { DoneAnswer } from './api-answers'

// spec §7: DELETE /api/contact clears all messages
export const action = apiRoute({
	method: 'DELETE',
	summary: 'Clear every contact message (admin)',
	answer: DoneAnswer,
	guard: requireAdmin,
	handler: async ({ db }) => ({ success: true, message: 'All messages cleared.', deleted: await clearContactMessages(db) }),
})
export const loader = action
