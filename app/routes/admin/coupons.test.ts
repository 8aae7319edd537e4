import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { adminLoad as load, adminPost as postTo } from '#tests/admin-fixtures'
import * as coupons from './coupons'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

describe('the coupons tab', () => {
	test('coupons: a bad form', async () => {
		const coupon = await postTo(coupons, '/admin/coupons', { intent: 'add', code: 'PAGE1', discountType: 'percentage', discountValue: '101', expiryDate: '2099-01-01' })
		expect(coupon.status).toBe(400)
		expect(coupon.data.result.error.discountValue).toEqual(['A percentage discount is a whole number from 1 to 100.'])
	})

	test('coupons are edited in place (?edit=<id>), with the same checks as adding', async () => {
		const db = getDb()
		expect((await postTo(coupons, '/admin/coupons', { intent: 'add', code: 'EDITME', discountType: 'flat', discountValue: '12.50', minimumAmount: '100', expiryDate: '2099-01-01' })).status).toBe(303)
		await postTo(coupons, '/admin/coupons', { intent: 'add', code: 'TAKEN1', discountType: 'percentage', discountValue: '5', expiryDate: '2099-01-01' })
		const { id } = await db.selectFrom('coupons').select('id').where('code', '=', 'EDITME').executeTakeFirstOrThrow()
		expect((await load(coupons, `/admin/coupons?edit=${id}`)).data.editing).toEqual({
			id,
			values: { code: 'EDITME', discountType: 'flat', discountValue: '12.50', minimumAmount: '100', expiryDate: '2099-01-01' },
		})
		expect((await load(coupons, '/admin/coupons?edit=nope')).data.editing).toBeNull()
		const clash = await postTo(coupons, '/admin/coupons', { intent: 'edit', id: String(id), code: 'taken1', discountType: 'flat', discountValue: '12.50', expiryDate: '2099-01-01' })
		expect(clash.status).toBe(409)
		expect(clash.data.result.error.code).toEqual(['A coupon with the code TAKEN1 already exists.'])
		const bad = await postTo(coupons, '/admin/coupons', { intent: 'edit', id: String(id), code: 'EDITME', discountType: 'percentage', discountValue: '150', expiryDate: '2099-01-01' })
		expect(bad.status).toBe(400)
		const saved = await postTo(coupons, '/admin/coupons', { intent: 'edit', id: String(id), code: 'edited', discountType: 'percentage', discountValue: '15', expiryDate: '2099-06-30', redirectTo: `/admin/coupons?edit=${id}` })
		expect(saved.location).toBe('/admin/coupons')
		expect(saved.toast).toMatchObject({ type: 'success', title: 'Coupon updated successfully.', description: 'EDITED' })
		expect(await db.selectFrom('coupons').select(['code', 'discount_type', 'discount_value', 'minimum_amount', 'expiry_date']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
			code: 'EDITED',
			discount_type: 'percentage',
			discount_value: 15,
			minimum_amount: 0,
			expiry_date: '2099-06-30',
		})
		expect((await postTo(coupons, '/admin/coupons', { intent: 'edit', id: '99999999', code: 'GHOST1', discountType: 'percentage', discountValue: '5', expiryDate: '2099-01-01' })).status).toBe(404)
	})

	test('a post that names no known intent, or no coupon to edit or delete, is a 400 with a message and changes nothing', async () => {
		const before = await getDb().selectFrom('coupons').selectAll().execute()
		for (const fields of [{ intent: 'rename', id: '1' }, { intent: 'edit', code: 'NOID1' }, { intent: 'delete', id: 'x' }] as Record<string, string>[]) {
			const refused = await postTo(coupons, '/admin/coupons', fields)
			expect(refused.status).toBe(400)
			expect(refused.data).toEqual({ form: 'request', message: 'That coupon was not understood.' })
		}
		expect(await getDb().selectFrom('coupons').selectAll().execute()).toEqual(before)
	})
})
