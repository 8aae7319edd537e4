import { describe, expect, test } from 'vitest'
import { callApi } from '#tests/admin-fixtures'
import * as add from './coupons.add'
import * as all from './coupons.all'
import * as remove from './coupons.delete.$id'

describe('/api/coupons (admin)', () => {
	test('lists, adds (multipart) and deletes coupons', async () => {
		expect((await callApi(all, { path: '/api/coupons/all' })).body.coupons).toEqual(
			expect.arrayContaining([expect.objectContaining({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10, minimumAmount: 200 })]),
		)
		const form = new FormData()
		for (const [k, v] of Object.entries({ code: 'apiflat', discountType: 'flat', discountValue: '15', minimumAmount: '120', expiryDate: '2099-12-31' })) form.set(k, v)
		const added = await callApi(add, { method: 'POST', path: '/api/coupons/add', form })
		expect(added).toMatchObject({ status: 201, body: { coupon: { code: 'APIFLAT', discountType: 'flat', discountValue: 15, minimumAmount: 120, expiryDate: '2099-12-31' } } })
		const id = String(added.body.coupon._id)
		expect((await callApi(remove, { method: 'DELETE', path: `/api/coupons/delete/${id}`, params: { id } })).status).toBe(200)
		expect((await callApi(remove, { method: 'DELETE', path: `/api/coupons/delete/${id}`, params: { id } })).status).toBe(404)
	})

	test('over 100 percent, negative, past expiry and duplicate codes get clear messages', async () => {
		const post = (json: Record<string, unknown>) => callApi(add, { method: 'POST', path: '/api/coupons/add', json })
		const base = { code: 'APICHECK', discountType: 'percentage', discountValue: 10, expiryDate: '2099-01-01' }
		expect(await post({ ...base, discountValue: 120 })).toMatchObject({ status: 400, body: { error: 'A percentage discount is a whole number from 1 to 100.' } })
		expect(await post({ ...base, discountType: 'flat', discountValue: -5 })).toMatchObject({ status: 400, body: { error: 'The amount cannot be negative.' } })
		expect(await post({ ...base, expiryDate: '2000-01-01' })).toMatchObject({ status: 400, body: { error: 'The expiry date is in the past.' } })
		expect(await post({ ...base, code: 'welcome10' })).toEqual({ status: 409, body: { error: 'A coupon with the code WELCOME10 already exists.' } })
	})
})
