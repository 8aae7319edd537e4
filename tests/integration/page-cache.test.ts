import { afterAll, beforeAll, expect, test } from 'vitest'
import { SETTING_KEYS } from '#app/domain/settings/settings.server'
import { getDb } from '#app/lib/db.server'
import { startBuiltApp, type RunningApp } from '#tests/helpers/built-app'

// The built server's page cache (server/page-cache.ts) with the real pages: a visitor without
// cookies may get a kept page, but with a fresh nonce; a visitor with a cart or a toast gets
// their own page, and their visit leaves nothing of theirs for the next visitor.

let shop: RunningApp

beforeAll(async () => {
	shop = await startBuiltApp()
})
afterAll(async () => {
	await shop.close()
})

async function page(path: string, cookie?: string) {
	const response = await fetch(shop.base + path, { headers: cookie ? { Cookie: cookie } : {} })
	const html = await response.text()
	const csp = response.headers.get('content-security-policy') ?? ''
	const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
	const scriptNonces = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]))
	return {
		status: response.status,
		html,
		nonce,
		scriptNonces,
		hit: response.headers.get('x-page-cache') === 'hit',
		badge: /data-testid="cart-badge"[^>]*>(\d+)</.exec(html)?.[1],
		toast: html.includes('data-testid="toast"'),
	}
}

test('anonymous visitors share the page, each with their own nonce; a cart and a toast stay with their visitor', async () => {
	const first = await page('/?width=205&profile=55&rim=16')
	const second = await page('/?width=205&profile=55&rim=16')
	expect(first.status).toBe(200)
	expect(second.hit).toBe(true)
	expect(second.nonce).not.toBe(first.nonce)
	for (const visit of [first, second]) expect([...visit.scriptNonces]).toEqual([visit.nonce])
	expect(second.html).not.toContain(first.nonce)

	const search = (await (await fetch(`${shop.base}/api/tyreall/search?width=205&profile=55&rim=16&limit=1`)).json()) as { tyres: { _id: number }[] }
	const added = await fetch(`${shop.base}/cart`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: shop.base, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'add', tyreId: String(search.tyres[0]!._id), quantity: '2', redirectTo: '/' }),
	})
	expect(added.status).toBe(303)
	const cookies = added.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	expect(cookies).toContain('cart=')

	const customer = await page('/?width=205&profile=55&rim=16', cookies)
	expect(customer.hit).toBe(false)
	expect(customer.badge).toBe('2')
	expect(customer.toast).toBe(true)

	const nextAnonymous = await page('/?width=205&profile=55&rim=16')
	const andAnother = await page('/?width=205&profile=55&rim=16')
	expect(andAnother.hit).toBe(true)
	for (const visit of [nextAnonymous, andAnother]) {
		expect(visit.badge).toBe('0')
		expect(visit.toast).toBe(false)
	}
})

// The tests build the shop when the sources are newer than the build, from inside the test
// runner (NODE_ENV=test): the build must still give browsers React's production bundle.
test('the page boots React’s production build', async () => {
	const { html } = await page('/')
	const imports = [...html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
	const entry = imports.find((url) => url.includes('entry.client'))
	expect(entry).toBeDefined()
	const code = await (await fetch(shop.base + entry)).text()
	// React's production build replaces its error messages with a code and this text
	expect(code).toContain('Minified React error')
})

// Another instance of the shop writes to the same database, not through this process: the kept
// page must miss as soon as what it shows changes there, not up to a minute later.
test('a blog, a setting or a served suburb changed in the database (as by another instance) misses the kept page at once', async () => {
	const db = getDb()
	const blog = await db.selectFrom('blogs').select(['id', 'title']).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()
	await page('/')
	expect((await page('/')).hit).toBe(true)

	await db.updateTable('blogs').set({ title: 'Winter tyre checks before the long weekend' }).where('id', '=', blog.id).execute()
	const afterBlog = await page('/')
	expect(afterBlog.hit).toBe(false)
	expect(afterBlog.html).toContain('Winter tyre checks before the long weekend')
	expect((await page('/')).hit).toBe(true)

	await db.deleteFrom('settings').where('key', '=', SETTING_KEYS.openingHours).execute()
	await db.insertInto('settings').values({ key: SETTING_KEYS.openingHours, value: 'Monday to Saturday, 8:00am to 5:00pm' }).execute()
	const afterSetting = await page('/')
	expect(afterSetting.hit).toBe(false)
	expect(afterSetting.html).toContain('Monday to Saturday, 8:00am to 5:00pm')
	expect((await page('/')).hit).toBe(true)

	await db.updateTable('service_areas').set({ suburb: 'Glen Waverley' }).where('suburb', '=', 'Glen Waverley').execute()
	expect((await page('/')).hit).toBe(false)
})
