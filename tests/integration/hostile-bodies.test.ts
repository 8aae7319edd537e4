import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import { ADMIN, cookiesSetBy, startBuiltApp, type RunningApp } from '#tests/helpers/built-app'

// One request must never stop the shop. An anonymous 250 KB form whose e-mail was
// `a@` + dots + `@` held the event loop for about 30 s: the e-mail pattern backtracked
// quadratically, and nothing stopped it reaching the pattern. Here every form and JSON endpoint
// that takes an e-mail or free text gets such bodies, one field at a time, on the built server,
// while /healthz is asked every 50 ms: each hostile request must be refused (4xx) and /healthz
// must keep answering within 10 s: a hang check, far above any busy machine's pause and far
// below the 80 s the old e-mail pattern blocked the event loop for.

const HEALTHZ_BOUND_MS = 10_000
const HOSTILE_VALUES = {
	'e-mail of dots': `a@${'.'.repeat(250_000)}@`,
	'run of hyphens': `a${'-'.repeat(250_000)}!`,
	'run of spaces': `a${' '.repeat(250_000)}a`,
}

type Who = 'anyone' | 'cart' | 'customer' | 'admin'
interface Endpoint {
	path: string
	as: Who
	body: 'form' | 'json'
	/** valid-looking values for the other fields */
	fields: Record<string, string>
	/** the fields that take an e-mail or free text, each given the hostile value in turn */
	text: string[]
}

const contact = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', subject: 'Tyres', message: 'Do you have these in stock?' }
const checkout = {
	selectedDate: '2030-01-02',
	selectedTime: 'morning',
	firstName: 'Jane',
	lastName: 'Citizen',
	phone: '0412 345 678',
	email: 'jane@example.com',
	address: '1 Main Street',
	suburb: 'Clayton',
	postcode: '3168',
	vehicleDetails: 'ABC123',
	make: 'Toyota',
	model: 'Corolla',
	colour: 'Red',
	paymentMethod: 'pay_on_the_day',
}

const newTyre = { brand: 'Hostile', model: 'Test', width: '205', profile: '55', rim: '16', type: 'Passenger', loadSpeedRating: '91V', marking: 'XL', inStock: '4', price2: '100' }

const ENDPOINTS: Endpoint[] = [
	// anonymous page forms
	{ path: '/checkout', as: 'cart', body: 'form', fields: checkout, text: ['email', 'firstName', 'lastName', 'phone', 'address', 'suburb', 'postcode', 'vehicleDetails', 'make', 'model', 'colour'] },
	{ path: '/checkout', as: 'cart', body: 'form', fields: { intent: 'notify-area', email: 'jane@example.com', suburb: 'Nowhere', postcode: '3999' }, text: ['email', 'suburb'] },
	{ path: '/checkout', as: 'cart', body: 'form', fields: { intent: 'apply-coupon', couponCode: 'WELCOME10' }, text: ['couponCode'] },
	{ path: '/contact', as: 'anyone', body: 'form', fields: contact, text: ['email', 'name', 'subject', 'message', 'phone', 'redirectTo'] },
	{ path: '/booking/find', as: 'anyone', body: 'form', fields: { reference: 'BK-7K2M9Q', email: 'jane@example.com' }, text: ['email', 'reference'] },
	{ path: '/account/login', as: 'anyone', body: 'form', fields: { phone: '0412 345 678', password: 'a password' }, text: ['phone', 'password', 'redirectTo'] },
	{ path: '/account/register', as: 'anyone', body: 'form', fields: { intent: 'send-code', name: 'Jane', phone: '0412 345 678', password: 'a long password' }, text: ['name', 'phone', 'password'] },
	{ path: '/account/reset', as: 'anyone', body: 'form', fields: { intent: 'send-code', phone: '0412 345 678' }, text: ['phone'] },
	{ path: '/login/admin', as: 'anyone', body: 'form', fields: { username: 'owner', password: 'a password' }, text: ['username', 'password', 'redirectTo'] },
	{ path: '/cart', as: 'anyone', body: 'form', fields: { intent: 'add', tyreId: '1', quantity: '2' }, text: ['redirectTo'] },
	{ path: '/shipping', as: 'cart', body: 'form', fields: { date: '2030-01-02', slot: 'morning' }, text: ['date', 'slot'] },
	// anonymous JSON
	{ path: '/api/contact/send', as: 'anyone', body: 'json', fields: contact, text: ['email', 'name', 'subject', 'message', 'phone'] },
	{ path: '/api/contact/send', as: 'anyone', body: 'form', fields: contact, text: ['email', 'message'] },
	{
		path: '/api/booking/confirm',
		as: 'anyone',
		body: 'json',
		fields: { ...checkout, cart: '[{"tyre":1,"quantity":2}]' },
		text: ['email', 'firstName', 'address', 'suburb', 'vehicleDetails', 'selectedDate', 'selectedTime'],
	},
	{ path: '/api/coupons/apply', as: 'anyone', body: 'json', fields: { code: 'WELCOME10' }, text: ['code'] },
	{ path: '/api/service/check', as: 'anyone', body: 'json', fields: { postcode: '3168', suburb: 'Clayton' }, text: ['postcode', 'suburb'] },
	{ path: '/api/slots/check', as: 'anyone', body: 'json', fields: { date: '2030-01-02' }, text: ['date'] },
	{ path: '/api/drd/search-by-rego', as: 'anyone', body: 'json', fields: { rego: 'ABC123', state: 'VIC' }, text: ['rego', 'state'] },
	{ path: '/api/auth/send-otp', as: 'anyone', body: 'json', fields: { name: 'Jane', phone: '0412 345 678', password: 'a long password' }, text: ['name', 'phone', 'password'] },
	{ path: '/api/auth/verify-otp', as: 'anyone', body: 'json', fields: { name: 'Jane', phone: '0412 345 678', password: 'a long password', otp: '123456' }, text: ['otp', 'name'] },
	{ path: '/api/auth/login', as: 'anyone', body: 'json', fields: { phone: '0412 345 678', password: 'a password' }, text: ['phone', 'password'] },
	{ path: '/api/auth/send-reset-otp', as: 'anyone', body: 'json', fields: { phone: '0412 345 678' }, text: ['phone'] },
	{ path: '/api/auth/verify-reset-otp', as: 'anyone', body: 'json', fields: { phone: '0412 345 678', otp: '123456', newPassword: 'a long password' }, text: ['phone', 'otp', 'newPassword'] },
	{ path: '/api/admin/login', as: 'anyone', body: 'json', fields: { username: 'owner', password: 'a password' }, text: ['username', 'password'] },
	{ path: '/api/stripe/create-payment-intent', as: 'anyone', body: 'json', fields: { phone: '0412 345 678' }, text: ['phone'] },
	// a logged-in customer
	{
		path: '/api/bookings/create',
		as: 'customer',
		body: 'json',
		fields: { phone: '0412 000 920', tyre: '1', quantity: '2', email: 'jane@example.com', selectedDate: '2030-01-02', selectedTime: 'morning' },
		text: ['email', 'phone', 'selectedDate'],
	},
	// the owner's forms and API (a larger body limit, so here the patterns themselves must be linear)
	{
		path: '/admin/settings',
		as: 'admin',
		body: 'form',
		fields: { businessName: 'Southside', phone: '0412 345 678', email: 'owner@example.com', openingHours: 'Mon-Fri 8am-5pm' },
		text: ['email', 'businessName', 'phone', 'openingHours', 'abn', 'googleReviews'],
	},
	{ path: '/admin/coupons', as: 'admin', body: 'form', fields: { code: 'SAVE10', discountType: 'percentage', discountValue: '10', expiryDate: '2030-01-01' }, text: ['code', 'discountValue', 'minimumAmount', 'expiryDate'] },
	{ path: '/admin/service-areas', as: 'admin', body: 'form', fields: { postcode: '3168', suburb: 'Clayton' }, text: ['postcode', 'suburb'] },
	{ path: '/admin/blogs', as: 'admin', body: 'form', fields: { title: 'A post', description: 'Some words.', metaTitle: 'A post', metaDescription: 'Words' }, text: ['title', 'description', 'metaTitle', 'slug'] },
	{ path: '/api/coupons/add', as: 'admin', body: 'json', fields: { code: 'SAVE10', discountType: 'percentage', discountValue: '10', expiryDate: '2030-01-01' }, text: ['code', 'discountValue', 'expiryDate'] },
	{ path: '/api/service/add', as: 'admin', body: 'json', fields: { postcode: '3168', suburb: 'Clayton' }, text: ['postcode', 'suburb'] },
	// the owner's tyre forms have room for two images, so a text field could be megabytes long
	{ path: '/admin/tyres', as: 'admin', body: 'form', fields: { intent: 'add', ...newTyre }, text: ['brand', 'model', 'type', 'loadSpeedRating', 'marking', 'width', 'inStock'] },
	{ path: '/api/tyreall/add', as: 'admin', body: 'json', fields: { ...newTyre, SIZE: '205/55R16' }, text: ['brand', 'model', 'SIZE', 'loadSpeedRating', 'marking'] },
]

let shop: RunningApp
let tyresBefore = 0
const headersFor: Record<Who, Record<string, string>> = { anyone: {}, cart: {}, customer: {}, admin: {} }

beforeAll(async () => {
	shop = await startBuiltApp()
	const db = getDb()
	tyresBefore = (await db.selectFrom('tyres').select('id').execute()).length
	const tyre = await db.selectFrom('tyres').select('id').where('stock', '>=', 4).where('price_2', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
	const added = await fetch(`${shop.base}/cart`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'add', tyreId: String(tyre.id), quantity: '2', redirectTo: '/shipping' }),
	})
	headersFor.cart = { Cookie: cookiesSetBy(added) }
	expect(headersFor.cart.Cookie).toMatch(/^cart=/)

	const password = 'hostile-customer-0123'
	await db.insertInto('users').values({ name: 'Hostile Test', phone: '+61412000920', password_hash: await hashPassword(password), is_verified: 1 }).execute()
	const customer = await fetch(`${shop.base}/account/login`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ phone: '0412 000 920', password }),
	})
	expect(customer.status, 'customer login').toBe(303)
	headersFor.customer = { Cookie: cookiesSetBy(customer) }

	const admin = await fetch(`${shop.base}/login/admin`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(ADMIN),
	})
	expect(admin.status, 'admin login').toBe(303)
	const api = await fetch(`${shop.base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
	const { token } = (await api.json()) as { token: string }
	headersFor.admin = { Cookie: cookiesSetBy(admin), Authorization: `Bearer ${token}` }
}, 180_000)

afterAll(async () => {
	await shop?.close()
})

/** Asks /healthz every 50 ms until stopped; returns the slowest answer (a timeout counts as the bound). */
function pollHealth() {
	let running = true
	let slowest = 0
	let failures = 0
	const loop = (async () => {
		while (running) {
			const started = performance.now()
			try {
				const response = await fetch(`${shop.base}/healthz`, { signal: AbortSignal.timeout(HEALTHZ_BOUND_MS) })
				await response.arrayBuffer()
				if (!response.ok) failures++
			} catch {
				failures++
			}
			slowest = Math.max(slowest, performance.now() - started)
			await new Promise((r) => setTimeout(r, 50))
		}
	})()
	return {
		async stop() {
			running = false
			await loop
			return { slowest, failures }
		},
	}
}

function bodyOf(endpoint: Endpoint, field: string, value: string) {
	const fields: Record<string, unknown> = { ...endpoint.fields, [field]: value }
	if (endpoint.body === 'form') return { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields as Record<string, string>).toString() }
	if (typeof fields.cart === 'string') fields.cart = JSON.parse(fields.cart)
	return { type: 'application/json', body: JSON.stringify(fields) }
}

describe('hostile bodies against every form and JSON endpoint that takes an e-mail or free text', () => {
	test.each(ENDPOINTS.map((e) => [`${e.path} (${e.body}${e.fields.intent ? `, ${e.fields.intent}` : ''}, as ${e.as})`, e] as const))(
		'%s: each is refused and /healthz keeps answering',
		async (_, endpoint) => {
			const health = pollHealth()
			const answers: string[] = []
			try {
				for (const field of endpoint.text) {
					for (const [name, value] of Object.entries(HOSTILE_VALUES)) {
						const { type, body } = bodyOf(endpoint, field, value)
						const started = performance.now()
						const response = await fetch(`${shop.base}${endpoint.path}`, {
							method: 'POST',
							redirect: 'manual',
							headers: { 'Content-Type': type, ...headersFor[endpoint.as] },
							body,
							// far more than any refusal takes; the old pattern needed about 80 s
							signal: AbortSignal.timeout(30_000),
						})
						await response.arrayBuffer()
						answers.push(`${field} ${name}: ${response.status} in ${Math.round(performance.now() - started)} ms`)
						expect(response.status, `${field} with a ${name}`).toBeGreaterThanOrEqual(400)
						expect(response.status, `${field} with a ${name}`).toBeLessThan(500)
					}
				}
			} finally {
				const { slowest, failures } = await health.stop()
				expect({ failures, slowerThanBound: slowest > HEALTHZ_BOUND_MS }, answers.join('\n')).toEqual({ failures: 0, slowerThanBound: false })
			}
		},
		300_000,
	)

	test('nothing was stored and the server logged no error', async () => {
		const db = getDb()
		expect(await db.selectFrom('contact_messages').select('id').where('email', 'like', 'a@%').execute()).toEqual([])
		expect(await db.selectFrom('bookings').select('id').execute()).toEqual([])
		expect(await db.selectFrom('tyres').select('id').execute()).toHaveLength(tyresBefore)
		expect(shop.stderr()).toBe('')
	})
})
