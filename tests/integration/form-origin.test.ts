import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { ADMIN, cookiesSetBy, startBuiltApp, type RunningApp } from '#tests/helpers/built-app'

// Form posts and the address the shop was opened at, on the built server. Without PUBLIC_URL a
// form from the page's own origin is taken whatever address was used (localhost, 127.0.0.1, a LAN
// address); with it, only from that origin. A refused browser form post gets a page saying what
// happened and what to do (the shop's look, or the admin's); the API keeps its JSON error.

async function addToCart(base: string, origin: string) {
	const tyre = await getDb().selectFrom('tyres').select('id').where('stock', '>=', 4).where('price_1', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
	return fetch(`${base}/cart`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'add', tyreId: String(tyre.id), quantity: '1', redirectTo: '/shipping' }),
	})
}

describe('without PUBLIC_URL', () => {
	let shop: RunningApp
	beforeAll(async () => {
		shop = await startBuiltApp({ PUBLIC_URL: '' })
	}, 300_000)
	afterAll(() => shop?.close())

	test('the shop opened at 127.0.0.1 takes its own form posts', async () => {
		const added = await addToCart(shop.base, shop.base)
		expect(added.status).toBe(303)
		expect(added.headers.get('Location')).toBe('/shipping')
		const login = await fetch(`${shop.base}/login/admin`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: shop.base, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(ADMIN),
		})
		expect(login.status).toBe(303)
	})

	test('a form from another origin gets the shop’s page saying what happened, and nothing changes', async () => {
		const before = await getDb().selectFrom('cart_lines').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
		const refused = await addToCart(shop.base, 'https://evil.example')
		expect(refused.status).toBe(403)
		expect(refused.headers.get('Content-Type')).toContain('text/html')
		const html = await refused.text()
		expect(html).toContain('Your form was not sent')
		expect(html).toContain('Go back to the page, reload it and send the form again.')
		expect(html).toContain('href="/cart"')
		expect(html).toContain('site-header')
		// the browser's address becomes the page's own before the router starts, so it hydrates this page
		expect(html).toContain(`history.replaceState(null, '', "/form-refused?from=%2Fcart")`)
		const after = await getDb().selectFrom('cart_lines').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
		expect(after.n).toBe(before.n)
	})

	test('an admin form from another origin gets the page in the admin’s look', async () => {
		const login = await fetch(`${shop.base}/login/admin`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: shop.base, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(ADMIN),
		})
		const refused = await fetch(`${shop.base}/admin/service-areas`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Cookie: cookiesSetBy(login), Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ intent: 'add', postcode: '3999', suburb: 'Nowhere' }),
		})
		expect(refused.status).toBe(403)
		const html = await refused.text()
		expect(html).toContain('Your form was not sent')
		expect(html).toContain('admin-head')
		expect(html).not.toContain('site-header')
		const added = await getDb().selectFrom('service_areas').select('id').where('postcode', '=', '3999').executeTakeFirst()
		expect(added).toBeUndefined()
	})

	test('the API keeps its JSON error', async () => {
		const refused = await fetch(`${shop.base}/api/cart`, { method: 'DELETE', headers: { Origin: 'https://evil.example' } })
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ error: 'Cross-site requests are not allowed.' })
	})
})

describe('with PUBLIC_URL', () => {
	let shop: RunningApp
	beforeAll(async () => {
		// the shop is reached at 127.0.0.1, but its public address is localhost
		shop = await startBuiltApp({ PUBLIC_URL: 'http://localhost:3999' })
	}, 300_000)
	afterAll(() => shop?.close())

	test('only that origin may post; another is told the address to use', async () => {
		expect((await addToCart(shop.base, 'http://localhost:3999')).status).toBe(303)
		const refused = await addToCart(shop.base, shop.base)
		expect(refused.status).toBe(403)
		const html = await refused.text()
		expect(html).toContain('This site&#x27;s address is http://localhost:3999. Open the page there and send the form again.')
		expect(html).toContain('href="http://localhost:3999/cart"')
		const api = await fetch(`${shop.base}/api/cart`, { method: 'DELETE', headers: { Origin: shop.base } })
		expect(api.status).toBe(403)
		expect(await api.json()).toEqual({ error: 'Cross-site requests are not allowed.' })
	})
})
