import { z } from 'zod'

// Admin Service Areas: add/remove one postcode + suburb (spec §2, §7).
export const ServiceAreaSchema = z.object({
	postcode: z.string({ error: 'Enter the postcode.' }).trim().max(4, { error: 'A postcode is 4 digits.', abort: true }).regex(/^\d{4}$/, 'A postcode is 4 digits.'),
	suburb: z
		.string({ error: 'Enter the suburb.' })
		.trim()
		.min(1, { error: 'Enter the suburb.', abort: true })
		.max(60, { error: 'At most 60 characters.', abort: true })
		.regex(/^[A-Za-z][A-Za-z .'’-]*$/, 'Use letters, spaces, hyphens or apostrophes.'),
})
export type ServiceAreaInput = z.output<typeof ServiceAreaSchema>

// spec §8 texts (spelling as shown)
export const SERVICE_AREA_MESSAGES = {
	added: 'service area added successfully',
	addFailed: 'Failed to add sevice area',
	removed: 'service area delete successfully',
	removeFailed: 'Failed to remove service area',
} as const
