import { describe, expect, test } from 'vitest'
import { getCustomer, customerLoginCookie } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import { completePasswordReset, logIn } from './accounts.server'
import { issueOtp } from './otp.server'
import { e164 } from '#tests/fixtures/phone'

// Injected clock throughout: a fixed day well after the seeded data.
const T0 = new Date('2031-05-05T01:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

let phoneCounter = 0
async function customer(password = 'the right password') {
	phoneCounter += 1
	const phone = e164(`+61499${String(100_000 + phoneCounter).slice(-6)}`)
	const row = await getDb()
		.insertInto('users')
		.values({ name: 'Sam Driver', phone, password_hash: await hashPassword(password), is_verified: 1 })
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, phone, password }
}

const withCookie = (setCookie: string) => new Request('http://localhost/account', { headers: { Cookie: setCookie.split(';')[0]! } })

describe('customer login throttle', () => {
	test('guesses from many addresses slow a number down softly, and never for a browser that logged in before', async () => {
		const db = getDb()
		const { phone, password } = await customer()
		const guess = (ms: number, i: number) => logIn(db, { phone, password: `guess ${i}` }, { ip: `203.0.113.${i}`, now: at(ms) })
		for (let i = 0; i < 5; i++) expect(await guess(0, i)).toMatchObject({ ok: false, status: 401 })
		expect(await logIn(db, { phone, password }, { ip: '192.0.2.1', now: at(10_000) })).toMatchObject({
			ok: false,
			status: 429,
			message: 'Too many login attempts. Try again in 20 seconds.',
			retryAfterSeconds: 20,
		})
		// the customer's own phone has a device cookie: straight in
		expect(await logIn(db, { phone, password }, { ip: '192.0.2.1', device: 'device-of-the-customer', now: at(10_000) })).toMatchObject({ ok: true })
		// and anyone with the password gets in once the short wait is over
		expect(await logIn(db, { phone, password }, { ip: '192.0.2.2', now: at(30_000) })).toMatchObject({ ok: true })
	})
})

describe('customer sessions', () => {
	test('end on the server after 30 days', async () => {
		const db = getDb()
		const { id } = await customer()
		const cookie = await customerLoginCookie(id, db, { now: T0 })
		expect(await getCustomer(withCookie(cookie), db, at(29 * 24 * 3600_000))).toMatchObject({ id })
		expect(await getCustomer(withCookie(cookie), db, at(30 * 24 * 3600_000 + 1000))).toBeNull()
	})

	test('a password reset ends every session made before it, including one begun during the reset', async () => {
		const db = getDb()
		const { id, phone, password } = await customer()
		const stolen = await customerLoginCookie(id, db, { now: T0 })
		const checked = await logIn(db, { phone, password }, { ip: '192.0.2.3', now: T0 })
		if (!checked.ok) throw new Error(checked.message)

		const issued = await issueOtp(db, { phone, purpose: 'reset', ip: '192.0.2.3', now: T0 })
		if (!issued.ok) throw new Error(issued.message)
		expect(await completePasswordReset(db, { phone, otp: issued.code, newPassword: 'a new password' }, { now: at(1000) })).toMatchObject({ ok: true })

		expect(await getCustomer(withCookie(stolen), db, at(2000))).toBeNull()
		// the login that checked the old password just before the reset cannot start a session now
		const late = await customerLoginCookie({ id, sessionVersion: checked.sessionVersion }, db, { now: at(2000) })
		expect(await getCustomer(withCookie(late), db, at(3000))).toBeNull()
		const fresh = await logIn(db, { phone, password: 'a new password' }, { ip: '192.0.2.3', now: at(4000) })
		if (!fresh.ok) throw new Error(fresh.message)
		const cookie = await customerLoginCookie({ id, sessionVersion: fresh.sessionVersion }, db, { now: at(4000) })
		expect(await getCustomer(withCookie(cookie), db, at(5000))).toMatchObject({ id })
	})
})
