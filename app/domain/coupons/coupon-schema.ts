import { z } from 'zod'
import { dollarsToCents, isoDate, text } from '#app/lib/form-fields'

// Admin coupon form and POST /api/coupons/add. A percentage coupon holds a whole percent;
// a flat discount and the minimum amount are dollars typed by the owner, kept as cents.
export const COUPON_TYPES = ['percentage', 'flat'] as const

/** The coupon schema for a given shop date (an expiry before today is refused). */
export function couponSchema(today: string) {
	return z
		.object({
			code: text({ max: 30, required: 'Enter a code.' })
				.transform((v) => v.toUpperCase())
				.pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, 'Use 3 to 30 letters, digits, - or _.')),
			discountType: z.enum(COUPON_TYPES, { error: 'Choose percentage or flat.' }),
			// read as an amount (×100); a percentage is turned back into whole percent below
			discountValue: dollarsToCents('Enter the discount.'),
			minimumAmount: dollarsToCents('Enter the minimum amount.').optional(),
			expiryDate: isoDate.refine((date) => date >= today, 'The expiry date is in the past.'),
		})
		.transform((input, ctx) => {
			let discountValue = input.discountValue
			if (input.discountType === 'percentage') {
				if (input.discountValue % 100 !== 0 || input.discountValue < 100 || input.discountValue > 10_000) {
					ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A percentage discount is a whole number from 1 to 100.' })
				}
				discountValue = input.discountValue / 100
			} else if (input.discountValue <= 0) {
				ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A flat discount must be more than $0.' })
			}
			return { ...input, discountValue, minimumAmount: input.minimumAmount ?? 0 }
		})
}
export type NewCouponInput = z.output<ReturnType<typeof couponSchema>>

export const COUPON_MESSAGES = {
	added: 'Coupon added successfully.',
	addFailed: 'Failed to add coupon', // spec §8 account-layer default
	deleted: 'Coupon deleted successfully.',
	deleteFailed: 'Failed to delete coupon',
	updated: 'Coupon updated successfully.',
	updateFailed: 'Failed to update coupon',
} as const
