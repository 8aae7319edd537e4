import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { fresh, handset, Jar, registerThroughPages, renderedHoneypot, submit, textedCode, visit } from '#tests/helpers/account-pages'
import * as login from './login'
import * as reset from './reset'

// The account pages as plain HTML forms: the actions and loaders called with real Requests,
// cookies carried from one step to the next as a browser would.

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

	test('a post that names no known step is a 400 with a message, and nothing is texted', async () => {
		const who = fresh()
		const refused = await submit(reset, '/account/reset', { intent: 'skip-the-code', phone: who.typed, password: 'secret password' }, new Jar(), who.ip)
		expect(refused.status).toBe(400)
		expect(refused.data.result.error['']).toEqual(['Sorry, we could not tell what to do with that form. Please try again.'])
		expect(handset.latest(who.stored)).toBeUndefined()
	})
})
