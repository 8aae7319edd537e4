import { z } from 'zod'
import { imageFile, optionalText, text } from '#app/lib/form-fields'

export const BLOG_REQUIRED = 'All fields are required' // spec §5
export const META_DESCRIPTION_FALLBACK_LENGTH = 150 // spec §5
const required = 'Required'

// spec §5 'Add blog'. The meta description may be left empty: it then falls back to the
// first 150 characters of the description.
export const NewBlogSchema = z.object({
	title: text({ max: 150, required }),
	description: text({ max: 50_000, required }),
	metaTitle: text({ max: 120, required }),
	metaDescription: optionalText(320),
	image: imageFile(required),
})
export type NewBlogInput = z.output<typeof NewBlogSchema>

/** Editing a post: the same fields; a new image only when one is chosen (else it keeps its own). */
export const EditBlogSchema = NewBlogSchema.extend({ image: imageFile(required).optional() })
export type EditBlogInput = z.output<typeof EditBlogSchema>

export const BLOG_MESSAGES = {
	added: 'Blog added successfully.',
	addFailed: 'Failed to add blog.',
	deleted: 'Blog deleted successfully.',
	deleteFailed: 'Failed to delete blog.',
	updated: 'Blog updated successfully.',
	updateFailed: 'Failed to update blog.',
} as const
