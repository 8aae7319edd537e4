import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { stockedTyre } from '#tests/fixtures/booking'
import { BASE, cookieFrom, runAction } from '#tests/helpers/routes'
import { responseOf } from '#tests/admin-fixtures'
import * as accountLogin from './account.login'
import * as accountRegister from './account.register'
import * as accountReset from './account.reset'
import * as cart from './cart'
import * as checkout from './checkout'
import * as loginAdmin from './login.admin'
import * as shipping from './shipping'

// Issue 9 (found by tests/integration/fuzz.test.ts): a page action given a body no HTML form
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
