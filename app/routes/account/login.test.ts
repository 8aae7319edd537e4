import { describe, expect, test } from 'vitest'
import { Jar, registerThroughPages, submit, visit } from '#tests/helpers/account-pages'
import * as account from './overview'
import * as login from './login'
import * as logout from './logout'

// The account pages as plain HTML forms: the actions and loaders called with real Requests,
// cookies carried from one step to the next as a browser would.

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

		// the account page's Log out posts to the page itself
		const out = await submit(account, '/account', {}, jar, who.ip)
		expect(out).toMatchObject({ status: 303, location: '/', toast: { type: 'success', title: 'You have logged out.' } })
		expect(jar.cookies.has('customer_session')).toBe(false)
		expect((await visit(account, '/account', jar)).status).toBe(303)
	})

	test('/account/logout still logs out a post from an account page served before its form moved', async () => {
		const { who } = await registerThroughPages('Rowan', 'rowan password')
		const jar = new Jar()
		await submit(login, '/account/login', { phone: who.typed, password: 'rowan password', redirectTo: '/account' }, jar, who.ip)
		expect((await visit(account, '/account', jar)).data.customer.name).toBe('Rowan')
		const out = await submit(logout, '/account/logout', {}, jar, who.ip)
		expect(out).toMatchObject({ status: 303, location: '/', toast: { type: 'success', title: 'You have logged out.' } })
		expect((await visit(account, '/account', jar)).status).toBe(303)
	})

	test('a redirectTo off the site is ignored', async () => {
		const { who } = await registerThroughPages('Quinn', 'quinn password')
		const ok = await submit(login, '/account/login', { phone: who.typed, password: 'quinn password', redirectTo: '//evil.example/' }, new Jar(), who.ip)
		expect(ok.location).toBe('/account')
	})
})
