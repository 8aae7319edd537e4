import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { honeypotInputProps } from '#app/lib/honeypot.server'
import { hashPassword } from '#app/lib/password.server'
import { takeToast } from '#app/lib/toast.server'
import { captureSms } from '#tests/helpers/sms-capture'
import * as account from './overview'
import * as login from './login'
import * as logout from './logout'
import * as register from './register'
import * as reset from './reset'

// The account pages as plain HTML forms: the actions and loaders called with real Requests,
// cookies carried from one step to the next as a browser would.

let handset: ReturnType<typeof captureSms>
beforeEach(() => {
	handset = captureSms()
})
afterEach(() => handset.stop())

let counter = 0
function fresh() {
	counter += 1
	const digits = String(30_000_000 + counter).slice(-8)
	return { typed: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, stored: `+614${digits}`, ip: '192.0.2.1' }
}

/** The honeypot fields as the page renders them (root loader), with `website` as given. */
async function renderedHoneypot(website: string) {
	const props = await honeypotInputProps()
	return { [props.nameFieldName]: website, [props.validFromFieldName!]: props.encryptedValidFrom }
}

/** A cookie jar: keeps what Set-Cookie headers give, drops what they expire. */
class Jar {
	cookies = new Map<string, string>()
	take(response: Response) {
		for (const header of response.headers.getSetCookie()) {
			const [pair] = header.split(';')
			const [name, ...rest] = pair!.split('=')
			const value = rest.join('=')
			if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name!)
			else this.cookies.set(name!, value)
		}
	}
	get header() {
		return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
	}
}

type Mod = { action?: (args: never) => Promise<unknown>; loader?: (args: never) => Promise<unknown> }

async function submit(mod: Mod, url: string, fields: Record<string, string>, jar: Jar, ip: string) {
	const request = new Request(`http://localhost:3000${url}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header },
		body: new URLSearchParams(fields),
	})
	return settle(await mod.action!({ request, params: {}, context: { clientIp: ip } } as never), jar)
}

async function visit(mod: Mod, url: string, jar: Jar) {
	const request = new Request(`http://localhost:3000${url}`, { headers: { Cookie: jar.header } })
	try {
		return await settle(await mod.loader!({ request, params: {}, context: { clientIp: '127.0.0.1' } } as never), jar)
	} catch (thrown) {
		if (thrown instanceof Response) return settle(thrown, jar)
		throw thrown
	}
}

/** A redirect (with its toast), or the page data with its status. */
async function settle(result: unknown, jar: Jar) {
	if (result instanceof Response) {
		jar.take(result)
		const { toast } = await takeToast(new Request('http://x', { headers: { Cookie: jar.header } }))
		jar.cookies.delete('toast')
		return { status: result.status, location: result.headers.get('Location'), toast, data: undefined as any }
	}
	const wrapped = result as { type?: string; data?: any; init?: { status?: number } }
	if (wrapped?.type === 'DataWithResponseInit') return { status: wrapped.init?.status ?? 200, location: null, toast: null, data: wrapped.data }
	return { status: 200, location: null, toast: null, data: result as any }
}

async function textedCode(phone: string) {
	return handset.code(phone)
}

async function registerThroughPages(name: string, password: string) {
	const who = fresh()
	const jar = new Jar()
	await submit(register, '/account/register', { intent: 'send-code', name, phone: who.typed, password }, jar, who.ip)
	const done = await submit(register, '/account/register?step=code', { intent: 'verify', otp: await textedCode(who.stored) }, jar, who.ip)
	expect(done.location).toBe('/account')
	return { who, jar }
}

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

	test('a post that names no known step is a 400 with a message, and nothing is texted; one without an intent sends the code', async () => {
		for (const [mod, path] of [
			[register, '/account/register'],
			[reset, '/account/reset'],
		] as const) {
			const who = fresh()
			const refused = await submit(mod, path, { intent: 'skip-the-code', name: 'Kim', phone: who.typed, password: 'secret password' }, new Jar(), who.ip)
			expect(refused.status).toBe(400)
			expect(refused.data.result.error['']).toEqual(['Sorry, we could not tell what to do with that form. Please try again.'])
			expect(handset.latest(who.stored)).toBeUndefined()
		}
		const who = fresh()
		const sent = await submit(register, '/account/register', { name: 'Kim', phone: who.typed, password: 'secret password' }, new Jar(), who.ip)
		expect(sent).toMatchObject({ status: 303, location: '/account/register?step=code' })
		expect(handset.latest(who.stored)).toBeDefined()
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
})

describe('/account/login and logout', () => {
	test('the account page asks for a login first and comes back after it', async () => {
		const { who } = await registerThroughPages('Morgan', 'morgan password')
		const jar = new Jar()
		const gate = await visit(account, '/account', jar)
		expect(gate).toMatchObject({ status: 303, location: '/account/login?redirectTo=%2Faccount' })

		const wrong = await submit(login, '/account/login', { phone: who.typed, password: 'nope nope', redirectTo: '/account' }, jar, who.ip)
		expect(wrong.status).toBe(401)
		expect(wrong.data.result.error['']).toEqual(['Incorrect mobile number or password.'])
		expect(JSON.stringify(wrong.data)).not.toContain('nope nope')

		const ok = await submit(login, '/account/login', { phone: who.typed, password: 'morgan password', redirectTo: '/account' }, jar, who.ip)
		expect(ok).toMatchObject({ status: 303, location: '/account', toast: { type: 'success', title: 'Welcome back, Morgan' } })
		expect((await visit(account, '/account', jar)).data.customer.name).toBe('Morgan')
		expect(await visit(login, '/account/login', jar)).toMatchObject({ status: 303, location: '/account' })

		expect(await visit(logout, '/account/logout', jar)).toMatchObject({ status: 303, location: '/account' })
		expect(jar.cookies.has('customer_session')).toBe(true) // a GET changes nothing

		const out = await submit(logout, '/account/logout', {}, jar, who.ip)
		expect(out).toMatchObject({ status: 303, location: '/', toast: { type: 'success', title: 'You have logged out.' } })
		expect(jar.cookies.has('customer_session')).toBe(false)
		expect((await visit(account, '/account', jar)).status).toBe(303)
	})

	test('a redirectTo off the site is ignored', async () => {
		const { who } = await registerThroughPages('Quinn', 'quinn password')
		const ok = await submit(login, '/account/login', { phone: who.typed, password: 'quinn password', redirectTo: '//evil.example/' }, new Jar(), who.ip)
		expect(ok.location).toBe('/account')
	})
})

describe('/account/reset', () => {
	test('number, then code and new password; then the new password logs in', async () => {
		const { who } = await registerThroughPages('Avery', 'old password 1')
		const jar = new Jar()
		const sent = await submit(reset, '/account/reset', { intent: 'send-code', phone: who.typed }, jar, who.ip)
		expect(sent).toMatchObject({ status: 303, location: '/account/reset?step=code' })
		expect(sent.toast?.description).toBe('If this number has an account, we have sent it a code by SMS.')
		expect((await visit(reset, '/account/reset?step=code', jar)).data).toEqual({ step: 'code', phone: who.typed })

		const short = await submit(reset, '/account/reset?step=code', { intent: 'reset', otp: await textedCode(who.stored), newPassword: 'short' }, jar, who.ip)
		expect(short.status).toBe(400)
		expect(short.data.result.error.newPassword).toEqual(['Use at least 8 characters.'])

		const done = await submit(reset, '/account/reset?step=code', { intent: 'reset', otp: await textedCode(who.stored), newPassword: 'new password 2' }, jar, who.ip)
		expect(done).toMatchObject({ status: 303, location: '/account/login', toast: { title: 'Your password has been changed' } })
		expect(jar.cookies.has('account_pending')).toBe(false)

		const loggedIn = await submit(login, '/account/login', { phone: who.typed, password: 'new password 2' }, new Jar(), who.ip)
		expect(loggedIn.location).toBe('/account')
	})

	test('an unknown number sees exactly what a known one sees', async () => {
		const who = fresh()
		const sent = await submit(reset, '/account/reset', { intent: 'send-code', phone: who.typed }, new Jar(), who.ip)
		expect(sent).toMatchObject({ status: 303, location: '/account/reset?step=code', toast: { type: 'success', title: 'Check your phone' } })
	})

	test('the bots’ field (the same one as sign-up’s) gets no code sent', async () => {
		const { who } = await registerThroughPages('Robin', 'old password 1')
		const before = await getDb().selectFrom('outbox').select('id').where('recipient', '=', who.stored).execute()
		const result = await submit(reset, '/account/reset', { intent: 'send-code', phone: who.typed, ...(await renderedHoneypot('http://spam')) }, new Jar(), who.ip)
		expect(result.status).toBe(400)
		expect(await getDb().selectFrom('outbox').select('id').where('recipient', '=', who.stored).execute()).toHaveLength(before.length)
		const honest = await submit(reset, '/account/reset', { intent: 'send-code', phone: who.typed, ...(await renderedHoneypot('')) }, new Jar(), who.ip)
		expect(honest).toMatchObject({ status: 303, location: '/account/reset?step=code' })
	})
})
