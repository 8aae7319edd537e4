import { describe, expect, test } from 'vitest'
import { JSON_BODY_BYTES, MESSAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { BASE } from '#tests/helpers/routes'
import { responseOf } from '#tests/admin-fixtures'
import * as authLogin from './auth.login'
import * as authSendOtp from './auth.send-otp'
import * as bookingConfirm from './booking.confirm'
import * as cartItems from './cart.items'
import * as contactSend from './contact.send'
import * as couponsApply from './coupons.apply'
import * as regoSearch from './drd.search-by-rego'
import * as serviceCheck from './service.check'
import * as slotsCheck from './slots.check'

// The public JSON endpoints read at most JSON_BODY_BYTES (64 KB; the contact message
// MESSAGE_FORM_BYTES) and answer a longer body 413 in their own error shape, before parsing it.

const endpoints = {
	'/api/auth/login': authLogin,
	'/api/auth/send-otp': authSendOtp,
	'/api/booking/confirm': bookingConfirm,
	'/api/cart/items': cartItems,
	'/api/contact/send': contactSend,
	'/api/coupons/apply': couponsApply,
	'/api/drd/search-by-rego': regoSearch,
	'/api/service/check': serviceCheck,
	'/api/slots/check': slotsCheck,
}

function post(path: string, body: string, contentType: string) {
	const request = new Request(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
	return { request, params: {}, context: { clientIp: '192.0.2.60', cspNonce: '', secure: false } } as never
}

describe.each(Object.entries(endpoints))('POST %s', (path, mod) => {
	const limit = path === '/api/contact/send' ? MESSAGE_FORM_BYTES : JSON_BODY_BYTES
	test.each([
		['JSON', 'application/json', JSON.stringify({ email: `a@${'.'.repeat(limit)}@`, phone: '0412345678' })],
		['a form', 'application/x-www-form-urlencoded', `email=a@${'.'.repeat(limit)}@&phone=0412345678`],
	])('with %s over its limit is a 413 with a message', async (_, contentType, body) => {
		const response = await responseOf(() => mod.action(post(path, body, contentType)) as Promise<unknown>)
		expect(response.status).toBe(413)
		const answer = (await response.json()) as { error?: string; message?: string }
		expect(answer.error ?? answer.message).toMatch(/too (large|long)/)
	})
})
