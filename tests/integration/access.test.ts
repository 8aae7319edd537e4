import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAdminToken } from '#app/lib/admin-auth.server'
import { requireAdmin } from '#app/lib/auth.server'
import { requireCustomer } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import { upcomingWednesday } from '#tests/fixtures/booking'
import { ADMIN, fillPath, routeTable, startBuiltApp, type RouteEntry, type RunningApp } from '#tests/helpers/built-app'

// Access, against the real built server over HTTP:
// - the authorisation matrix: every admin and account route of app/routes.ts (found by the
//   guard its module calls, so new routes are covered by themselves) × no credentials, a
//   logged-in customer, an expired and a made-up admin token (and a forged admin cookie), the admin;
// - CSRF: a cross-site form post to every action is refused;
// - session cookies: HttpOnly, SameSite=Lax, Secure when PUBLIC_URL is https;
// - security headers on pages, API answers and files.

let shop: RunningApp
const CUSTOMER = { phone: '0412 000 919', password: 'customer-password-0123' }
const id = { none: {} as Record<string, string>, customer: {} as Record<string, string>, expired: {} as Record<string, string>, invalid: {} as Record<string, string>, admin: {} as Record<string, string> }
const setCookies: Record<string, string> = {}

function cookieHeader(response: Response) {
	for (const line of response.headers.getSetCookie()) setCookies[line.split('=')[0]!] = line
	return response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}

beforeAll(async () => {
	shop = await startBuiltApp()
	const db = getDb()
	// a customer with an account
	await db
		.insertInto('users')
		.values({ name: 'Access Customer', phone: '+61412000919', password_hash: await hashPassword(CUSTOMER.password), is_verified: 1 })
		.execute()
	const customerLogin = await fetch(`${shop.base}/account/login`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(CUSTOMER),
	})
	expect(customerLogin.status, 'customer login').toBe(303)
	id.customer = { Cookie: cookieHeader(customerLogin) }

	const adminLogin = await fetch(`${shop.base}/login/admin`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(ADMIN),
	})
	expect(adminLogin.status, 'admin login').toBe(303)
	const apiLogin = await fetch(`${shop.base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
	const { token } = (await apiLogin.json()) as { token: string }
	id.admin = { Cookie: cookieHeader(adminLogin), Authorization: `Bearer ${token}` }

	// an admin token that has expired, and one never issued; a forged admin session cookie
	const admin = await db.selectFrom('admin_users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow()
	const old = await createAdminToken(db, admin.id, new Date(Date.now() - 48 * 3600_000))
	id.expired = { Authorization: `Bearer ${old.token}` }
	id.invalid = { Authorization: 'Bearer made-up-token-that-was-never-issued-000', Cookie: 'admin_session=eyJ1c2VySWQiOjF9.forged-signature' }
}, 300_000)
afterAll(async () => {
	await shop?.close()
})

/**
 * Which handlers of a route module start with a guard: an API handler names its guards (the
 * HTTP edge's apiRoute); a page module's are read from its source, per exported handler.
 */
async function guardedHandlers(route: RouteEntry, guard: 'requireAdmin' | 'requireCustomer') {
	const out: Array<'loader' | 'action'> = []
	if (route.api) {
		const module = (await import(path.resolve('app', route.file))) as Partial<Record<'loader' | 'action', { guards?: readonly unknown[] }>>
		const wanted = guard === 'requireAdmin' ? requireAdmin : requireCustomer
		for (const name of ['loader', 'action'] as const) {
			const guards = module[name]?.guards
			if (!guards) throw new Error(`${route.file}: its ${name} does not go through the HTTP edge (apiRoute)`)
			if (guards.includes(wanted)) out.push(name)
		}
		return out
	}
	const source = fs.readFileSync(path.resolve('app', route.file), 'utf8')
	for (const part of source.split(/(?=export\s+(?:async\s+)?function\s+(?:loader|action)\b)/)) {
		const name = /^export\s+(?:async\s+)?function\s+(loader|action)\b/.exec(part)?.[1] as 'loader' | 'action' | undefined
		if (name && part.includes(guard)) out.push(name)
	}
	return out
}

interface Case {
	route: RouteEntry
	method: string
	url: string
	area: 'admin' | 'account'
	/** the allowed user is sent to the login page as well: logged out */
	logout?: boolean
}

async function cases(): Promise<Case[]> {
	const out: Case[] = []
	for (const route of routeTable()) {
		for (const area of ['admin', 'account'] as const) {
			const handlers = await guardedHandlers(route, area === 'admin' ? 'requireAdmin' : 'requireCustomer')
			// a layout route's loader guards its children too; its own URL is covered by its index route
			if (handlers.length === 0) continue
			const url = fillPath(route.path, '999999')
			if (handlers.includes('loader')) out.push({ route, method: 'GET', url, area })
			// the admin layout's action is Logout: it sends the admin to the login page too (the
			// session's end is checked in app/routes/admin/login.test.ts); refused to the others here
			const logout = route.file === 'routes/admin/layout.tsx'
			if (handlers.includes('action')) for (const method of route.api ? ['POST', 'PUT', 'DELETE'] : ['POST']) out.push({ route, method, url, area, logout })
		}
	}
	return out
}

async function call(c: Case, headers: Record<string, string>) {
	const init: RequestInit = { method: c.method, redirect: 'manual', headers: { ...headers } }
	if (c.method !== 'GET') {
		;(init.headers as Record<string, string>)['Content-Type'] = c.route.api ? 'application/json' : 'application/x-www-form-urlencoded'
		init.body = c.route.api ? '{}' : ''
	}
	return fetch(`${shop.base}${c.url}`, init)
}

function isRefused(c: Case, response: Response) {
	if (c.route.api) return response.status === 401 || response.status === 403
	const location = response.headers.get('Location') ?? ''
	const login = c.area === 'admin' ? '/login/admin' : '/account/login'
	return response.status >= 300 && response.status < 400 && location.startsWith(login)
}

describe('authorisation matrix', () => {
	test('covers the admin and account areas of the route config', async () => {
		const all = await cases()
		expect(all.filter((c) => c.area === 'admin').length).toBeGreaterThan(20)
		expect(all.some((c) => c.area === 'account')).toBe(true)
	})

	test('every admin and account route × none, customer, expired token, made-up credentials, admin', async () => {
		const rows: string[] = []
		const problems: string[] = []
		for (const c of await cases()) {
			const answers: Record<string, number> = {}
			for (const who of ['none', 'customer', 'expired', 'invalid', 'admin'] as const) {
				const response = await call(c, id[who])
				await response.arrayBuffer()
				answers[who] = response.status
				expect(response.status, `${who} ${c.method} ${c.url}`).toBeLessThan(500)
				const allowed = (c.area === 'admin' && who === 'admin') || (c.area === 'account' && who === 'customer')
				if (allowed && c.logout) {
					if (response.status !== 303 || response.headers.get('Location') !== '/login/admin') problems.push(`${who} was not logged out: ${c.method} ${c.url} → ${response.status}`)
					continue
				}
				if (allowed && isRefused(c, response)) problems.push(`${who} was refused: ${c.method} ${c.url} → ${response.status}`)
				if (!allowed && !isRefused(c, response)) problems.push(`${who} was let in: ${c.method} ${c.url} → ${response.status} ${response.headers.get('Location') ?? ''}`)
			}
			rows.push(`${c.area} ${c.method} ${c.url}: ${Object.entries(answers).map(([k, v]) => `${k} ${v}`).join(', ')}`)
		}
		expect(problems, `${problems.join('\n')}\n\nthe matrix:\n${rows.join('\n')}`).toEqual([])
	}, 300_000)
})

describe('CSRF', () => {
	test('a cross-site form post to every action is refused, and nothing changes', async () => {
		const db = getDb()
		const before = await db.selectFrom('carts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
		const actions = routeTable().filter((r) => r.hasAction && !r.path.endsWith('*'))
		expect(actions.length).toBeGreaterThan(30)
		for (const route of actions) {
			for (const [who, headers] of [
				['anonymous', {}],
				['admin', id.admin],
				['customer', id.customer],
			] as const) {
				for (const origin of ['https://evil.example', 'null']) {
					const response = await fetch(`${shop.base}${fillPath(route.path, '1')}`, {
						method: 'POST',
						redirect: 'manual',
						headers: { ...headers, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
						body: 'intent=clear&intent=add&tyreId=1&quantity=1',
					})
					expect(response.status, `${who} ${route.path} from ${origin}`).toBe(403)
				}
			}
		}
		const after = await db.selectFrom('carts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
		expect(after.n).toBe(before.n)
	}, 300_000)

	test('the same form post from the shop itself goes through', async () => {
		const response = await fetch(`${shop.base}/cart`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: shop.base, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'intent=clear&redirectTo=/shipping',
		})
		expect(response.status).toBe(303)
	})
})

describe('session cookies', () => {
	test('admin, customer, cart, toast and order cookies are HttpOnly and SameSite=Lax, not Secure on plain http', async () => {
		await addToCart(shop.base)
		await placeBooking(shop.base, setCookies.cart!.split(';')[0]!)
		for (const name of ['admin_session', 'customer_session', 'cart', 'toast', 'order']) {
			const line = setCookies[name]
			expect(line, `${name} was set`).toBeDefined()
			expect(line, name).toMatch(/;\s*HttpOnly/i)
			expect(line, name).toMatch(/;\s*SameSite=Lax/i)
			expect(line, name).not.toMatch(/;\s*Secure/i)
		}
	})

	test('behind HTTPS (PUBLIC_URL https://…) they are Secure too', async () => {
		const secureShop = await startBuiltApp({ PUBLIC_URL: 'https://shop.example' })
		try {
			const lines: string[] = []
			const adminLogin = await fetch(`${secureShop.base}/login/admin`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(ADMIN),
			})
			lines.push(...adminLogin.headers.getSetCookie())
			const customerLogin = await fetch(`${secureShop.base}/account/login`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(CUSTOMER),
			})
			lines.push(...customerLogin.headers.getSetCookie())
			lines.push(...(await addToCart(secureShop.base)))
			const byName = Object.fromEntries(lines.map((l) => [l.split('=')[0]!, l]))
			for (const name of ['admin_session', 'customer_session', 'cart', 'toast']) {
				expect(byName[name], `${name} was set`).toBeDefined()
				expect(byName[name], name).toMatch(/;\s*Secure/i)
				expect(byName[name], name).toMatch(/;\s*HttpOnly/i)
				expect(byName[name], name).toMatch(/;\s*SameSite=Lax/i)
			}
		} finally {
			await secureShop.close()
		}
	}, 300_000)
})

/** Books the cart's tyres (a plain form post, pay on the day); the answer sets the order cookie. */
async function placeBooking(base: string, cart: string) {
	const db = getDb()
	const area = await db.selectFrom('service_areas').select(['suburb', 'postcode']).orderBy('id').executeTakeFirstOrThrow()
	const date = upcomingWednesday(new Date(), 2)
	await db.deleteFrom('closed_dates').where('date', '=', date).execute()
	const form = new URLSearchParams({
		selectedDate: date,
		selectedTime: 'morning',
		firstName: 'Cookie',
		lastName: 'Check',
		phone: '0412 345 678',
		email: 'cookie@example.com',
		address: '1 Test Street',
		suburb: area.suburb,
		postcode: area.postcode,
		vehicleDetails: 'ABC123',
		state: 'VIC',
		make: 'Toyota',
		model: 'Corolla',
		terms: 'on',
		paymentMethod: 'pay_on_the_day',
		positions: 'front-left',
	})
	const response = await fetch(`${base}/checkout`, { method: 'POST', redirect: 'manual', headers: { Cookie: cart, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form })
	expect(response.status, await response.clone().text().then((t) => t.slice(0, 300))).toBe(303)
	cookieHeader(response)
}

async function addToCart(base: string) {
	const tyre = await getDb().selectFrom('tyres').select('id').where('stock', '>=', 4).where('price_1', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
	const response = await fetch(`${base}/cart`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'add', tyreId: String(tyre.id), quantity: '1', redirectTo: '/shipping' }),
	})
	expect(response.status).toBe(303)
	if (base === shop.base) cookieHeader(response)
	return response.headers.getSetCookie()
}

describe('security headers', () => {
	test('pages carry a nonce CSP with frame-ancestors none, and every answer nosniff, a referrer policy and no framing', async () => {
		const page = await fetch(`${shop.base}/`)
		const csp = page.headers.get('Content-Security-Policy') ?? ''
		expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/)
		expect(csp).toMatch(/frame-ancestors 'none'/)
		expect(csp).toMatch(/object-src 'none'/)
		expect(csp).toMatch(/base-uri 'self'/)
		expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/)
		const html = await page.text()
		const nonce = /'nonce-([^']+)'/.exec(csp)![1]
		for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`)

		const tyre = await getDb().selectFrom('tyres').select('id').orderBy('id').executeTakeFirstOrThrow()
		for (const url of ['/', '/shipping', '/login/admin', `/api/tyreall/search`, `/api/tyreall/fetch/${tyre.id}`, '/healthz', '/no-such-page', '/favicon.ico']) {
			const response = await fetch(`${shop.base}${url}`, { redirect: 'manual' })
			await response.arrayBuffer()
			expect(response.headers.get('X-Content-Type-Options'), url).toBe('nosniff')
			expect(response.headers.get('Referrer-Policy'), url).toBe('strict-origin-when-cross-origin')
			expect(response.headers.get('X-Frame-Options'), url).toBe('DENY')
			expect(response.headers.get('X-Powered-By'), url).toBeNull()
		}
	})

	test('behind HTTPS pages also get HSTS', async () => {
		const response = await fetch(`${shop.base}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
		await response.arrayBuffer()
		expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{7,}/)
		const plain = await fetch(`${shop.base}/`)
		await plain.arrayBuffer()
		expect(plain.headers.get('Strict-Transport-Security')).toBeNull()
	})
})
