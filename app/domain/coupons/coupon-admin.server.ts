import { type Db, writeTransaction } from '#app/lib/db.server'
import { formatMoney } from '#app/lib/money'
import type { Coupon } from '#db/schema'
import type { NewCouponInput } from '#app/domain/coupons/coupon-schema'

// The owner's coupons (admin coupon tab, /api/coupons/all|add|delete). Applying a coupon to an
// order is the pricing and checkout modules' job.

export async function listCoupons(db: Db): Promise<Coupon[]> {
	return db.selectFrom('coupons').selectAll().orderBy('expiry_date', 'desc').orderBy('code').execute()
}

/** spec §3 field names; amounts in dollars (a percentage stays whole percent). */
export function toApiCoupon(c: Coupon) {
	return {
		_id: c.id,
		code: c.code,
		discountType: c.discount_type,
		discountValue: c.discount_type === 'flat' ? c.discount_value / 100 : c.discount_value,
		minimumAmount: c.minimum_amount / 100,
		expiryDate: c.expiry_date,
	}
}

/** What a coupon offers, as the customer reads it: '15% off orders of $100.00 or more', '$12.50 off any order'. */
export function couponOffer(c: Pick<Coupon, 'discount_type' | 'discount_value' | 'minimum_amount'>): string {
	const off = c.discount_type === 'percentage' ? `${c.discount_value}% off` : `${formatMoney(c.discount_value)} off`
	return c.minimum_amount > 0 ? `${off} orders of ${formatMoney(c.minimum_amount)} or more` : `${off} any order`
}

export type CouponChange = { ok: true; coupon: Coupon } | { ok: false; status: 404 | 409; message: string }

export async function addCoupon(db: Db, input: NewCouponInput): Promise<CouponChange> {
	const coupon = await db
		.insertInto('coupons')
		.values({
			code: input.code,
			discount_type: input.discountType,
			discount_value: input.discountValue,
			minimum_amount: input.minimumAmount,
			expiry_date: input.expiryDate,
		})
		.onConflict((oc) => oc.column('code').doNothing())
		.returningAll()
		.executeTakeFirst()
	if (!coupon) return { ok: false, status: 409, message: `A coupon with the code ${input.code} already exists.` }
	return { ok: true, coupon }
}

/** Changes a coupon's code, discount, minimum or expiry (a typo no longer means deleting it). */
export async function updateCoupon(db: Db, id: number, input: NewCouponInput): Promise<CouponChange> {
	return writeTransaction(db, async (tx): Promise<CouponChange> => {
		const clash = await tx.selectFrom('coupons').select('id').where('code', '=', input.code).where('id', '!=', id).executeTakeFirst()
		if (clash) return { ok: false, status: 409, message: `A coupon with the code ${input.code} already exists.` }
		const coupon = await tx
			.updateTable('coupons')
			.set({ code: input.code, discount_type: input.discountType, discount_value: input.discountValue, minimum_amount: input.minimumAmount, expiry_date: input.expiryDate })
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirst()
		return coupon ? { ok: true, coupon } : { ok: false, status: 404, message: 'That coupon no longer exists.' }
	})
}

/** The edit form's starting values: the amounts as the owner types them (dollars, whole percent). */
export function couponFormValues(c: Coupon) {
	const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))
	return {
		code: c.code,
		discountType: c.discount_type,
		discountValue: c.discount_type === 'percentage' ? String(c.discount_value) : dollars(c.discount_value),
		minimumAmount: c.minimum_amount > 0 ? dollars(c.minimum_amount) : '',
		expiryDate: c.expiry_date,
	}
}

export async function deleteCoupon(db: Db, id: number): Promise<CouponChange> {
	const coupon = await db.deleteFrom('coupons').where('id', '=', id).returningAll().executeTakeFirst()
	return coupon ? { ok: true, coupon } : { ok: false, status: 404, message: 'That coupon no longer exists.' }
}
