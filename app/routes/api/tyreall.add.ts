import { z } from 'zod'
import { withoutBlanks } from '#app/lib/form-fields'
import { ADD_TYRE_REQUIRED, NewTyreSchema, tyreFieldsFromApi } from '#app/domain/catalogue/tyre-schema'
import { addTyre, toApiTyre } from '#app/domain/catalogue/tyre-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { ImageUploadError } from '#app/lib/images.server'
import { TWO_IMAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { TyreChangedAnswer } from './api-answers'

// spec §7: POST /api/tyreall/add, multipart with the spec's field names, image and brandLogo.
export const action = apiRoute({
	method: 'POST',
	summary: 'Add a tyre (admin, multipart)',
	answer: TyreChangedAnswer,
	guard: requireAdmin,
	formOnly: true,
	bodyLimit: TWO_IMAGE_FORM_BYTES,
	body: z.preprocess((fields) => withoutBlanks(tyreFieldsFromApi(fields as Record<string, unknown>)), NewTyreSchema),
	invalid: (error) => {
		const fieldErrors = Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]))
		return problem(400, Object.values(fieldErrors).includes('Required') ? ADD_TYRE_REQUIRED : 'Some fields are not valid.', { fieldErrors })
	},
	handler: async ({ db, body }) => {
		try {
			const tyre = await addTyre(db, body)
			return reply({ success: true, message: 'Tyre added successfully!', data: toApiTyre(tyre) }, { status: 201 })
		} catch (error) {
			if (error instanceof ImageUploadError) return problem(400, error.message, error.field ? { fieldErrors: { [error.field]: error.message } } : {})
			throw error
		}
	},
})
export const loader = action
