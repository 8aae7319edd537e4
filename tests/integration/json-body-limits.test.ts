import { describe, expect, test } from 'vitest'
import { JSON_BODY_BYTES, MESSAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { BASE, callRoute } from '#tests/helpers/routes'
import * as authLogin from '#app/routes/api/auth.login'
import * as authSendOtp from '#app/routes/api/auth.send-otp'
import * as bookingConfirm from '#app/routes/api/booking.confirm'
import * as cartItems from '#app/routes/api/cart.items'
import * as contactSend from '#app/routes/api/contact.send'
import * as couponsApply from '#app/routes/api/coupons.apply'
import * as regoSearch from '#app/routes/api/drd.search-by-rego'
import * as serviceCheck from '#app/routes/api/service.check'
import * as slotsCheck from '#app/routes/api/slots.check'

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
	return new Request(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
}

describe.each(Object.entries(endpoints))('POST %s', (path, mod) => {
	const limit = path === '/api/contact/send' ? MESSAGE_FORM_BYTES : JSON_BODY_BYTES
	test.each([
		['JSON', 'application/json', JSON.stringify({ email: `a@${'.'.repeat(limit)}@`, phone: '0412345678' })],
		['a form', 'application/x-www-form-urlencoded', `email=a@${'.'.repeat(limit)}@&phone=0412345678`],
	])('with %s over its limit is a 413 with a message', async (_, contentType, body) => {
		const response = await callRoute(mod.action, post(path, body, contentType), { clientIp: '192.0.2.60' })
		expect(response.status).toBe(413)
		const answer = (await response.json()) as { error?: string; message?: string }
		expect(answer.error ?? answer.message).toMatch(/too (large|long)/)
	})
})
