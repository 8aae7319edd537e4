import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from '#app/lib/email-address'
import { parseReviewQuotes } from './review-quotes'
import { GOOGLE_REVIEWS_MAX, GOOGLE_REVIEWS_MESSAGE, GOOGLE_REVIEWS_NOT_CODE, googleReviewsSetting } from './google-reviews'

// Admin Settings form: what the owner can change (stored in the settings table; the
// environment variables only give the first values). Same rules as the variables.
export const ShopSettingsSchema = z.object({
	businessName: z.string({ error: 'Enter the business name.' }).trim().min(1, 'Enter the business name.').max(80, 'At most 80 characters.'),
	phone: z
		.string({ error: 'Enter the phone number.' })
		.trim()
		.regex(/^[0-9 +()]{8,20}$/, 'Write a phone number such as 0412 345 678.'),
	email: z
		.string({ error: 'Enter the e-mail address.' })
		.trim()
		.max(EMAIL_MAX_LENGTH, { error: 'Enter an e-mail address such as bookings@example.com.au.', abort: true })
		.pipe(z.email('Enter an e-mail address such as bookings@example.com.au.')),
	abn: z
		.string()
		.trim()
		.regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'An ABN has 11 digits, such as 51 824 753 556.')
		.optional()
		.transform((v) => v ?? null),
	openingHours: z.string({ error: 'Enter the opening hours.' }).trim().min(1, 'Enter the opening hours.').max(200, 'At most 200 characters.'),
	payOnTheDay: z
		.string()
		.optional()
		.transform((v) => v === 'on' || v === 'true'),
	// where 'Read our reviews on Google' goes: a Place ID or a Google link (never embed code)
	googleReviews: z
		.string()
		.trim()
		.max(GOOGLE_REVIEWS_MAX, { error: GOOGLE_REVIEWS_MESSAGE, abort: true })
		.optional()
		.transform((v, ctx) => {
			if (!v) return null
			const reviews = googleReviewsSetting(v)
			if (reviews) return reviews
			ctx.addIssue({ code: 'custom', message: /[<>]/.test(v) ? GOOGLE_REVIEWS_NOT_CODE : GOOGLE_REVIEWS_MESSAGE })
			return z.NEVER
		}),
	// shown in the hero and on product pages; empty means none is shown
	googleRating: z
		.string()
		.trim()
		.regex(/^(?:[1-4](?:\.\d)?|5(?:\.0)?)$/, 'A rating from 1.0 to 5.0, such as 4.9.')
		.optional()
		.transform((v) => (v ? Number(v) : null)),
	googleReviewCount: z
		.string()
		.trim()
		.regex(/^\d{1,7}$/, 'A whole number of reviews, such as 212.')
		.optional()
		.transform((v) => (v ? Number(v) : null)),
	// up to six short reviews, one a line (review-quotes.ts)
	googleReviewQuotes: z
		.string()
		.max(3000, 'At most 3,000 characters.')
		.optional()
		.transform((v, ctx) => {
			const parsed = parseReviewQuotes(v ?? '')
			if (parsed.ok) return parsed.quotes
			ctx.addIssue({ code: 'custom', message: parsed.message })
			return z.NEVER
		}),
})
export type ShopSettingsInput = z.output<typeof ShopSettingsSchema>

export const PAY_ON_THE_DAY_NEEDED = 'Card payments are not set up (no Stripe keys), so pay on the day must stay on.'

/** Field problems the schema cannot see: the shop must keep at least one way to pay. */
export function settingsProblems(input: ShopSettingsInput, { cardPaymentsConfigured }: { cardPaymentsConfigured: boolean }) {
	const problems: Record<string, string[]> = {}
	if (!input.payOnTheDay && !cardPaymentsConfigured) problems.payOnTheDay = [PAY_ON_THE_DAY_NEEDED]
	if (input.googleReviewCount !== null && input.googleRating === null) problems.googleRating = ['Give the rating too, or leave both empty.']
	return problems
}
