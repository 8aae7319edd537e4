import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import { fresh, handset, Jar, renderedHoneypot, submit, textedCode, visit } from '#tests/helpers/account-pages'
import * as account from './overview'
import * as register from './register'

// The account pages as plain HTML forms: the actions and loaders called with real Requests,
// cookies carried from one step to the next as a browser would.

describe('/account/register', () => {
	test('details, then the texted code: the account is made, the customer logged in', async () => {
		const who = fresh()
		const jar = new Jar()
		const sent = await submit(register, '/account/register', { intent: 'send-code', name: 'Taylor Swift', phone: who.typed, password: 'shake it off 22' }, jar, who.ip)
		expect(sent).toMatchObject({ status: 303, location: '/account/register?step=code' })
		expect(sent.toast).toMatchObject({ type: 'success', title: 'Code sent', description: `We have texted a 6-digit code to ${who.typed}.` })
		// The details wait encrypted: the password is nowhere in the cookie.
		const pending = jar.cookies.get('account_pending')!
		expect(pending).toBeDefined()
		expect(Buffer.from(decodeURIComponent(pending), 'base64').toString('latin1')).not.toContain('shake it off')

		const page = await visit(register, '/account/register?step=code', jar)
		expect(page.data).toEqual({ step: 'code', defaults: { name: 'Taylor Swift', phone: who.typed }, phone: who.typed })

		const wrong = await submit(register, '/account/register?step=code', { intent: 'verify', otp: (await textedCode(who.stored)) === '000000' ? '000001' : '000000' }, jar, who.ip)
		expect(wrong.status).toBe(400)
		expect(wrong.data.result.error['']).toEqual(['Invalid or expired code'])

		const done = await submit(register, '/account/register?step=code', { intent: 'verify', otp: await textedCode(who.stored) }, jar, who.ip)
		expect(done).toMatchObject({ status: 303, location: '/account', toast: { type: 'success', title: 'Welcome, Taylor Swift! Your account is ready.' } })
		expect(jar.cookies.has('account_pending')).toBe(false)
		expect(jar.cookies.has('customer_session')).toBe(true)

		const home = await visit(account, '/account', jar)
		expect(home.data).toEqual({ customer: { name: 'Taylor Swift', phone: who.typed }, vehicles: [] })
	})

	test('bad details come back as field errors with the input kept, never the password', async () => {
		const who = fresh()
		const result = await submit(register, '/account/register', { intent: 'send-code', name: 'Kim', phone: '9123 4567', password: 'secret password' }, new Jar(), who.ip)
		expect(result.status).toBe(400)
		expect(result.data.result.error.phone).toEqual(['Enter an Australian mobile number, like 0412 345 678.'])
		expect(result.data.result.initialValue).toMatchObject({ name: 'Kim', phone: '9123 4567' })
		expect(JSON.stringify(result.data)).not.toContain('secret password')
	})

	test('the bots’ field gets nothing sent', async () => {
		const who = fresh()
		const result = await submit(register, '/account/register', { intent: 'send-code', name: 'Bot', phone: who.typed, password: 'secret password', ...(await renderedHoneypot('http://spam')) }, new Jar(), who.ip)
		expect(result.status).toBe(400)
		expect(await getDb().selectFrom('outbox').select('id').where('recipient', '=', who.stored).executeTakeFirst()).toBeUndefined()
	})

	test('a render time the shop never encrypted gets nothing sent; the rendered form goes through', async () => {
		const forged = fresh()
		const refused = await submit(register, '/account/register', { intent: 'send-code', name: 'Bot', phone: forged.typed, password: 'secret password', website: '', website_from: 'bm90IG91cnM' }, new Jar(), forged.ip)
		expect(refused.status).toBe(400)
		expect(await getDb().selectFrom('outbox').select('id').where('recipient', '=', forged.stored).executeTakeFirst()).toBeUndefined()
		const who = fresh()
		const sent = await submit(register, '/account/register', { intent: 'send-code', name: 'Kim', phone: who.typed, password: 'secret password', ...(await renderedHoneypot('')) }, new Jar(), who.ip)
		expect(sent).toMatchObject({ status: 303, location: '/account/register?step=code' })
	})

	test('the code step without details waiting goes back to the start', async () => {
		const page = await visit(register, '/account/register?step=code', new Jar())
		expect(page).toMatchObject({ status: 303, location: '/account/register', toast: { type: 'error' } })
		const post = await submit(register, '/account/register?step=code', { intent: 'verify', otp: '123456' }, new Jar(), fresh().ip)
		expect(post).toMatchObject({ status: 303, location: '/account/register' })
	})

	test('asking for a new code too soon says how long to wait', async () => {
		const who = fresh()
		const jar = new Jar()
		await submit(register, '/account/register', { intent: 'send-code', name: 'Lou', phone: who.typed, password: 'secret password' }, jar, who.ip)
		const again = await submit(register, '/account/register?step=code', { intent: 'resend' }, jar, who.ip)
		expect(again.status).toBe(429)
		expect(again.data.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/)
	})

	test('a number with an account goes on like a new one; only its phone is told to log in instead', async () => {
		const owner = fresh()
		await getDb()
			.insertInto('users')
			.values({ name: 'First Owner', phone: owner.stored, password_hash: await hashPassword('first password'), is_verified: 1, created_at: '2026-01-01T00:00:00.000Z' })
			.execute()
		const newcomer = fresh()
		const taken = await submit(register, '/account/register', { intent: 'send-code', name: 'Second', phone: owner.typed, password: 'second password' }, new Jar(), owner.ip)
		const free = await submit(register, '/account/register', { intent: 'send-code', name: 'Second', phone: newcomer.typed, password: 'second password' }, new Jar(), newcomer.ip)
		expect(taken).toMatchObject({ status: 303, location: '/account/register?step=code', toast: { title: 'Code sent' } })
		expect(free).toMatchObject({ status: 303, location: '/account/register?step=code', toast: { title: 'Code sent' } })
		expect(handset.latest(owner.stored)!.body).toMatch(/already has one/)
	})

	test('a post that names no known step is a 400 with a message, and nothing is texted; one without an intent sends the code', async () => {
		const who = fresh()
		const refused = await submit(register, '/account/register', { intent: 'skip-the-code', name: 'Kim', phone: who.typed, password: 'secret password' }, new Jar(), who.ip)
		expect(refused.status).toBe(400)
		expect(refused.data.result.error['']).toEqual(['Sorry, we could not tell what to do with that form. Please try again.'])
		expect(handset.latest(who.stored)).toBeUndefined()
		const other = fresh()
		const sent = await submit(register, '/account/register', { name: 'Kim', phone: other.typed, password: 'secret password' }, new Jar(), other.ip)
		expect(sent).toMatchObject({ status: 303, location: '/account/register?step=code' })
		expect(handset.latest(other.stored)).toBeDefined()
	})
})
