import { deleteContactMessage } from '#app/domain/contact/contact-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { DoneAnswer } from './api-answers'

// spec §7: DELETE /api/contact/{id}
export const action = apiRoute({
	method: 'DELETE',
	summary: 'Delete a contact message (admin)',
	answer: DoneAnswer,
	guard: requireAdmin,
	params: idParams('message'),
	handler: async ({ db, params }) => {
		if (!(await deleteContactMessage(db, params.id))) return problem(404, 'That message no longer exists.')
		return { success: true, message: 'Message deleted.' }
	},
})
export const loader = action
