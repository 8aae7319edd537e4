import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { stockedTyre } from '#tests/fixtures/booking'
import { BASE, cookieFrom, runAction } from '#tests/helpers/routes'
import { outcomeOf, responseOf } from '#tests/admin-fixtures'
import { CONTACT_LIMIT, submitContactMessage } from '#app/domain/contact/contact.server'
import { bookingAttemptsPerAddress, bookingLookupsPerAddress } from '#app/lib/rate-limits/limits.server'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { BODY_MESSAGES, PAGE_FORM_BYTES } from '#app/lib/multipart.server'
import * as accountLogin from '../../app/routes/account/login'
import * as accountRegister from '../../app/routes/account/register'
import * as accountReset from '../../app/routes/account/reset'
import * as bookingFind from '../../app/routes/booking/find'
import * as cart from '../../app/routes/shop/cart'
import * as checkout from '../../app/routes/booking/checkout'
import * as contact from '../../app/routes/content/contact'
import * as loginAdmin from '../../app/routes/admin/login'
import * as shipping from '../../app/routes/booking/shipping'

// Found by tests/integration/fuzz.test.ts: a page action given a body no HTML form
// sends (JSON, no content type, a broken multipart body) answered 500 from request.formData().
// It is now a plain 4xx, and the action does nothing.

const actions = { '/account/login': accountLogin, '/account/register': accountRegister, '/account/reset': accountReset, '/cart': cart, '/checkout': checkout, '/login/admin': loginAdmin, '/shipping': shipping }

const BAD_BODIES: Array<[string, Record<string, string>, string, number]> = [
	['JSON', { 'Content-Type': 'application/json' }, '{"intent":"add","tyreId":1}', 415],
	['no content type', {}, 'intent=add', 415],
	['multipart without a boundary', { 'Content-Type': 'multipart/form-data' }, 'garbage', 400],
	['a broken multipart body', { 'Content-Type': 'multipart/form-data; boundary=XYZ' }, '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', 400],
	['a form over 256 KB', { 'Content-Type': 'application/x-www-form-urlencoded' }, `intent=add&name=${'x'.repeat(300 * 1024)}`, 413],
]

/** A customer with a cart, so /shipping and /checkout get as far as reading the form. */
async function cartCookie() {
	const tyre = await stockedTyre(getDb())
	const added = await runAction(cart.action, '/cart', { form: { intent: 'add', tyreId: String(tyre.id), quantity: '2', redirectTo: '/shipping' } })
	return cookieFrom(added, 'cart')!
}

describe.each(Object.entries(actions))('POST %s', (path, mod) => {
	test.each(BAD_BODIES)('with %s is a 4xx, not a 500', async (_, headers, body, status) => {
		const request = new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, Cookie: await cartCookie() }, body })
		const response = await responseOf(() => mod.action({ request, params: {}, context: { clientIp: '192.0.2.9', cspNonce: '', secure: false } } as never) as Promise<unknown>)
		expect(response.status).toBe(status)
	})
})

// One anonymous 250 KB form froze the server. Each short form now takes at most
// PAGE_FORM_BYTES (16 KB; the contact form's message 64 KB), and the checks that need no body
// (a cart, the rate limits) come before the body is read at all.

/** A form body that records whether anyone read it. */
function watchedForm(text: string) {
	const watch = { read: false }
	const bytes = new TextEncoder().encode(text)
	const body = new ReadableStream<Uint8Array>(
		{
			pull(controller) {
				watch.read = true
				controller.enqueue(bytes)
				controller.close()
			},
		},
		{ highWaterMark: 0 }, // pulled only when someone reads
	)
	return { body, watch }
}

function post(path: string, body: BodyInit, cookie = '', ip = '192.0.2.9') {
	const request = new Request(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, body, duplex: 'half' } as RequestInit)
	return { request, params: {}, context: { clientIp: ip, cspNonce: '', secure: false } } as never
}

const HOSTILE_FORM = `email=a@${'.'.repeat(250_000)}@&firstName=${'x'.repeat(20_000)}`

describe('page forms are small', () => {
	const shortForms = { ...actions, '/booking/find': bookingFind }
	test.each(Object.entries(shortForms))('POST %s over 16 KB is a 413 with a message', async (path, mod) => {
		const body = `intent=add&email=${'a'.repeat(PAGE_FORM_BYTES)}`
		const cookie = await cartCookie()
		const response = await responseOf(() => mod.action(post(path, body, cookie)) as Promise<unknown>)
		expect(response.status).toBe(413)
		expect(await response.text()).toBe(BODY_MESSAGES.formTooLarge)
	})

	test('the contact form takes a 5,000-character message but not a quarter megabyte', async () => {
		const message = 'é'.repeat(4999) + '.'
		const form = new URLSearchParams({ name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', subject: 'Hello', message })
		const sent = await responseOf(() => contact.action(post('/contact', form.toString(), '', '192.0.2.41')) as Promise<unknown>)
		expect(sent.status).toBe(303)
		const hostile = await responseOf(() => contact.action(post('/contact', HOSTILE_FORM, '', '192.0.2.42')) as Promise<unknown>)
		expect(hostile.status).toBe(413)
	})
})

describe('cheap checks come before the body is read', () => {
	test('/checkout without a cart sends the customer to /shipping unread', async () => {
		const { body, watch } = watchedForm(HOSTILE_FORM)
		const response = await responseOf(() => checkout.action(post('/checkout', body)) as Promise<unknown>)
		expect([response.status, response.headers.get('Location')]).toEqual([303, '/shipping'])
		expect(watch.read).toBe(false)
	})

	test('/checkout from a client over its booking limit is a 429 unread', async () => {
		const cookie = await cartCookie()
		for (let i = 0; i < 40; i++) await bookingAttemptsPerAddress.hit('ip:192.0.2.77')
		const { body, watch } = watchedForm(HOSTILE_FORM)
		const { status, data } = await outcomeOf(() => checkout.action(post('/checkout', body, cookie, '192.0.2.77')) as Promise<unknown>)
		expect(status).toBe(429)
		expect(data.result.error['']).toEqual([expect.stringMatching(/^Too many bookings from here/)])
		expect(watch.read).toBe(false)
	})

	test('/booking/find from a connection out of tries is a 429 unread', async () => {
		for (let i = 0; i < 10; i++) await bookingLookupsPerAddress.hit('192.0.2.78')
		const { body, watch } = watchedForm(HOSTILE_FORM)
		const { status } = await outcomeOf(() => bookingFind.action(post('/booking/find', body, '', '192.0.2.78')) as Promise<unknown>)
		expect(status).toBe(429)
		expect(watch.read).toBe(false)
	})

	test('/contact from a connection over its message limit is a 429 unread', async () => {
		await clearRateLimits()
		const input = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', subject: 'Hello', message: 'A message long enough.' }
		for (let i = 0; i < CONTACT_LIMIT.max; i++) await submitContactMessage(getDb(), input, { ip: '192.0.2.79' })
		const { body, watch } = watchedForm(HOSTILE_FORM)
		const { status } = await outcomeOf(() => contact.action(post('/contact', body, '', '192.0.2.79')) as Promise<unknown>)
		expect(status).toBe(429)
		expect(watch.read).toBe(false)
	})
})
