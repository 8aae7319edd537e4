import { describe, expect, test } from 'vitest'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import { adminAuthHeader, outcomeOf, TEST_ADMIN } from '#tests/admin-fixtures'
import * as accountLogin from '../../app/routes/account/login'
import * as contact from '../../app/routes/content/contact'
import * as adminLogin from '../../app/routes/admin/login'

// The redirect attacks of the security review, through the forms that take a redirectTo: a tab
// or newline that browsers drop (so '/\t/evil.example/' becomes '//evil.example/'), CR/LF and
// non-Latin-1 characters that made the Location header throw (a 500 after the side effect).
// (the forms and query strings below are encoded, so '/\t/…' travels as '/%09/…' as in the review)
const ATTACKS = ['/\t/evil.example/', '/\n/evil.example/', '/\r\nX-Evil: 1', '/caf\u00e9', '/\\evil.example', '//evil.example/']

function form(url: string, fields: Record<string, string>) {
	return new Request(`http://localhost:3000${url}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields),
	})
}

function staysOnSite(location: string | null) {
	expect(location).not.toBeNull()
	expect(location).toMatch(/^\/[^/\\]/)
	expect(location).toMatch(/^[\x21-\x7e]+$/)
	expect(new URL(location!, 'https://shop.example').origin).toBe('https://shop.example')
}

describe('/contact', () => {
	test.each(ATTACKS)('redirectTo %j: the message is stored once and the answer stays on the site', async (redirectTo) => {
		await clearRateLimits()
		const db = getDb()
		const subject = `Redirect test ${JSON.stringify(redirectTo)}`
		const fields = { name: 'Jordan Lee', email: 'jordan@example.com', phone: '03 9555 1234', subject, message: 'A message long enough to be accepted.', redirectTo }
		const outcome = await outcomeOf(() => contact.action({ request: form('/contact', fields), params: {}, context: { clientIp: '203.0.113.77' } } as never))
		expect(outcome.status).toBe(303)
		expect(outcome.response!.headers.get('Location')).toBe('/contact')
		const stored = await db.selectFrom('contact_messages').select('id').where('subject', '=', subject).execute()
		expect(stored).toHaveLength(1)
	})
})

describe('/account/login', () => {
	test.each(ATTACKS)('redirectTo %j after a good login goes to /account', async (redirectTo) => {
		const db = getDb()
		const phone = `+6149${String(Math.abs(hashCode(redirectTo))).padStart(7, '0').slice(0, 7)}`
		await db
			.insertInto('users')
			.values({ name: 'Robin', phone, password_hash: await hashPassword('a good password'), is_verified: 1, created_at: new Date().toISOString() })
			.onConflict((oc) => oc.column('phone').doNothing())
			.execute()
		const request = form('/account/login', { phone: `0${phone.slice(3)}`, password: 'a good password', redirectTo })
		const outcome = await outcomeOf(() => accountLogin.action({ request, params: {}, context: { clientIp: '203.0.113.78' } } as never))
		expect(outcome.status).toBe(303)
		expect(outcome.response!.headers.get('Location')).toBe('/account')
	})

	test.each(ATTACKS)('the login page never carries redirectTo %j into its form', async (redirectTo) => {
		const request = new Request(`http://localhost:3000/account/login?${new URLSearchParams({ redirectTo })}`)
		const outcome = await outcomeOf(() => accountLogin.loader({ request, params: {}, context: {} } as never))
		expect(outcome.status).toBe(200)
		expect(outcome.data.redirectTo === null || outcome.data.redirectTo === '/account').toBe(true)
	})
})

describe('/login/admin', () => {
	test.each(ATTACKS.flatMap((a) => [a, `/admin${a}`]))('redirectTo %j after a good login stays in the admin', async (redirectTo) => {
		await adminAuthHeader()
		const request = form('/login/admin', { ...TEST_ADMIN, redirectTo })
		const outcome = await outcomeOf(() => adminLogin.action({ request, params: {}, context: { clientIp: '203.0.113.79' } } as never))
		expect(outcome.status).toBe(303)
		const location = outcome.response!.headers.get('Location')
		staysOnSite(location)
		expect(location!.startsWith('/admin')).toBe(true)
		if (!/^\/admin\/\/evil\.example\/$/.test(redirectTo)) expect(location).toBe('/admin')
	})
})

function hashCode(text: string) {
	let hash = 7
	for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) | 0
	return hash
}
