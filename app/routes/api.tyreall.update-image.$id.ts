import type { Route } from './+types/api.tyreall.update-image.$id'
import { replaceTyreImage, toApiTyre } from '#app/domain/catalogue/tyre-admin.server'
import { apiError, apiOk, idParam, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError } from '#app/lib/images.server'
import { ONE_IMAGE_FORM_BYTES, readFormData } from '#app/lib/multipart.server'

/** Only PUT is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['PUT'])
}

// spec §7: PUT /api/tyreall/update-image/{id}, multipart with image
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['PUT'])
	if (wrongMethod) return wrongMethod
	const id = idParam(params.id)
	if (!id) return apiError(400, 'The tyre id must be a number.')
	return withBodyErrors(async () => {
		const form = await readFormData(request, { maxBytes: ONE_IMAGE_FORM_BYTES })
		try {
			const result = await replaceTyreImage(getDb(), id, form.get('image'))
			if (!result.ok) return apiError(result.status, result.message)
			return apiOk({ success: true, message: 'Image updated successfully!', data: toApiTyre(result.tyre) })
		} catch (error) {
			if (error instanceof ImageUploadError) return apiError(400, error.message)
			throw error
		}
	})
}
