import type { Route } from './+types/api.tyreall.add'
import { withoutBlanks } from '#app/domain/admin/fields'
import { ADD_TYRE_REQUIRED, NewTyreSchema, tyreFieldsFromApi } from '#app/domain/admin/tyre-schema'
import { addTyre, toApiTyre } from '#app/domain/catalogue/tyre-admin.server'
import { apiError, apiOk, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError } from '#app/lib/images.server'
import { readFormData, TWO_IMAGE_FORM_BYTES } from '#app/lib/multipart.server'

/** Only POST is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['POST'])
}

// spec §7: POST /api/tyreall/add, multipart with the spec's field names, image and brandLogo.
export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['POST'])
	if (wrongMethod) return wrongMethod
	return withBodyErrors(async () => {
		const form = await readFormData(request, { maxBytes: TWO_IMAGE_FORM_BYTES })
		const parsed = NewTyreSchema.safeParse(withoutBlanks(tyreFieldsFromApi(Object.fromEntries(form))))
		if (!parsed.success) {
			const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
			const missing = Object.values(fieldErrors).includes('Required')
			return apiError(400, missing ? ADD_TYRE_REQUIRED : 'Some fields are not valid.', { fieldErrors })
		}
		try {
			const tyre = await addTyre(getDb(), parsed.data)
			return apiOk({ success: true, message: 'Tyre added successfully!', data: toApiTyre(tyre) }, 201)
		} catch (error) {
			if (error instanceof ImageUploadError) return apiError(400, error.message, error.field ? { fieldErrors: { [error.field]: error.message } } : {})
			throw error
		}
	})
}
