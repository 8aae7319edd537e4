import { z } from 'zod'
import { replaceTyreImage, toApiTyre } from '#app/domain/catalogue/tyre-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { ImageUploadError } from '#app/lib/images.server'
import { ONE_IMAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { TyreChangedAnswer } from './api-answers'

// spec §7: PUT /api/tyreall/update-image/{id}, multipart with image (checked by content when stored)
export const action = apiRoute({
	method: 'PUT',
	summary: 'Replace a tyre\'s image (admin, multipart)',
	answer: TyreChangedAnswer,
	guard: requireAdmin,
	params: idParams('tyre'),
	formOnly: true,
	bodyLimit: ONE_IMAGE_FORM_BYTES,
	body: z.object({ image: z.unknown().optional() }),
	handler: async ({ db, params, body }) => {
		try {
			const result = await replaceTyreImage(db, params.id, body.image ?? null)
			if (!result.ok) return problem(result.status, result.message)
			return { success: true, message: 'Image updated successfully!', data: toApiTyre(result.tyre) }
		} catch (error) {
			if (error instanceof ImageUploadError) return problem(400, error.message)
			throw error
		}
	},
})
export const loader = action
