import { afterAll, beforeAll, expect, test } from 'vitest'
import { SETTING_KEYS } from '#app/domain/settings/settings.server'
import { getDb } from '#app/lib/db.server'
import { startBuiltApp, type RunningApp } from '#tests/helpers/built-app'

// What a page that many visitors ask for must never share, on the built server with the real
// pages: each answer has its own CSP nonce; a visitor with a cart or a toast gets their own page,
// and their visit leaves nothing of theirs for the next visitor; what the owner or another
// instance changes in the database shows on the next visit. (These held a page cache to its
// promises; the shop renders every page now, see docs/decisions/0004-the-page-cache.md, and they
// keep any cache added later to the same ones.)

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
		badge: /data-testid="cart-badge"[^>]*>(\d+)</.exec(html)?.[1],
		toast: html.includes('data-testid="toast"'),
	}
}

test('anonymous visitors of one page each get their own nonce; a cart and a toast stay with their visitor', async () => {
	const first = await page('/?width=205&profile=55&rim=16')
	const second = await page('/?width=205&profile=55&rim=16')
	expect(first.status).toBe(200)
	expect(second.status).toBe(200)
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
	expect(customer.badge).toBe('2')
	expect(customer.toast).toBe(true)

	const nextAnonymous = await page('/?width=205&profile=55&rim=16')
	const andAnother = await page('/?width=205&profile=55&rim=16')
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

// Another instance of the shop writes to the same database, not through this process: the page
// shows the change on the next visit, not up to a minute later.
test('a blog, a setting or a served suburb changed in the database (as by another instance) shows on the next visit', async () => {
	const db = getDb()
	const blog = await db.selectFrom('blogs').select(['id', 'title']).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()
	expect((await page('/')).html).not.toContain('Winter tyre checks before the long weekend')

	await db.updateTable('blogs').set({ title: 'Winter tyre checks before the long weekend' }).where('id', '=', blog.id).execute()
	const afterBlog = await page('/')
	expect(afterBlog.html).toContain('Winter tyre checks before the long weekend')
	expect((await page('/')).html).not.toContain('Monday to Saturday, 8:00am to 5:00pm')

	await db.deleteFrom('settings').where('key', '=', SETTING_KEYS.openingHours).execute()
	await db.insertInto('settings').values({ key: SETTING_KEYS.openingHours, value: 'Monday to Saturday, 8:00am to 5:00pm' }).execute()
	const afterSetting = await page('/')
	expect(afterSetting.html).toContain('Monday to Saturday, 8:00am to 5:00pm')

	expect((await page('/area-we-serve')).html).not.toContain('Glen Waverley North')
	await db.updateTable('service_areas').set({ suburb: 'Glen Waverley North' }).where('suburb', '=', 'Glen Waverley').execute()
	expect((await page('/area-we-serve')).html).toContain('Glen Waverley North')
})
