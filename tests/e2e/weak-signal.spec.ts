import { type Page, type Route, type TestInfo } from '@playwright/test'
import { e2eDatabase, unique } from './admin-helpers'
import { acceptConsoleProblems, dropSignal, expect, hydrated, jsEnabled, test } from './fixtures'
import { chooseSlot, weekFor } from './slots'

// A customer on a phone at the roadside (390 px) whose signal drops: what was typed is never
// lost, Try again re-sends the same booking (its idempotency key), and a booking that reached the
// shop while its answer was lost is shown, not made twice. Without JavaScript the plain posts
// still book and send (the browser keeps its own page when a post cannot leave it).

test.use({ viewport: { width: 390, height: 844 } })

/** Chromium reports each request that could not leave the browser; these tests cause them. */
function acceptOffline(consoleProblems: string[]) {
	// React Router's own report of the routes it could not learn of (links on the page) offline
	acceptConsoleProblems(consoleProblems, /net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/)
}


/** Four tyres in the cart and a time chosen in its own week, then the checkout. */
async function toCheckout(page: Page, testInfo: TestInfo, offset: number) {
	// the tyres go in as the search page's plain form post does (the card is tested in cart.spec.ts),
	// of a tyre with stock to spare: other journeys book from this size at the same time
	const search = await (await page.request.get('/api/tyreall/search?width=225&profile=45&rim=17&limit=50')).json()
	const stocked = search.tyres.filter((t: { 'In Stock': number; 'Price for 4': number | null }) => t['In Stock'] >= 12 && t['Price for 4'])
	const tyre = stocked[Math.floor(Math.random() * stocked.length)]
	await page.request.post('/cart', { form: { intent: 'add', tyreId: String(tyre._id), quantity: '4', redirectTo: '/shipping' } })
	await chooseSlot(page, weekFor(testInfo, offset))
	await hydrated(page, testInfo)
}

const TYPED = {
	'Registration number': 'RDS123',
	Make: 'Toyota',
	Model: 'Hilux',
	'First name': 'Robin',
	'Last name': 'Roadside',
	Phone: '0412 345 678',
	'Street address': '7 Gravel Road',
	Postcode: '3168',
} as const

async function fillCheckout(page: Page, email: string) {
	for (const [label, value] of Object.entries(TYPED)) await page.getByLabel(label, { exact: true }).fill(value)
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Suburb', { exact: true }).fill('Clayton')
	await page.getByLabel(/I accept the Terms & Conditions/).check()
}

async function expectTyped(page: Page, email: string) {
	for (const [label, value] of Object.entries(TYPED)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
	await expect(page.getByLabel('E-mail')).toHaveValue(email)
	await expect(page.getByLabel('Suburb', { exact: true })).toHaveValue('Clayton')
}

function bookNow(page: Page) {
	return page.getByRole('button', { name: /^Book now/ }).click()
}

function bookingsFor(email: string) {
	const db = e2eDatabase()
	try {
		return db.prepare('select reference from bookings where email = ?').all(email) as { reference: string }[]
	} finally {
		db.close()
	}
}

test('checkout: what was typed survives going offline and a reload, and Try again books it once', async ({ page, context, consoleProblems }, testInfo) => {
	const email = `roadside.${unique(testInfo.project.name)}@example.com`.toLowerCase()
	await toCheckout(page, testInfo, 1)
	await fillCheckout(page, email)

	if (!jsEnabled(testInfo)) {
		// without JavaScript there is nothing in the page to keep; the plain post books as before
		await bookNow(page)
		await expect(page).toHaveURL(/\/order$/)
		await expect(page.getByRole('heading', { name: 'Thank you, Robin! Your booking is confirmed.' })).toBeVisible()
		expect(bookingsFor(email)).toHaveLength(1)
		return
	}

	await dropSignal(page, context)
	await bookNow(page)
	const notice = page.getByTestId('not-sent')
	await expect(notice).toContainText("You're offline. Nothing is booked yet.")
	await expect(notice).toBeInViewport()
	await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
	await expectTyped(page, email)
	expect(bookingsFor(email)).toHaveLength(0)

	// the signal comes back and the page is reloaded: everything typed is there again, but the
	// terms are accepted afresh
	await context.setOffline(false)
	await page.reload()
	await hydrated(page, testInfo)
	await expectTyped(page, email)
	await expect(page.getByLabel(/I accept the Terms & Conditions/)).not.toBeChecked()
	await expect(page.getByTestId('not-sent')).toHaveCount(0)

	// gone again at the press of Book now; Try again once it is back books it, once
	await page.getByLabel(/I accept the Terms & Conditions/).check()
	await dropSignal(page, context)
	await bookNow(page)
	await expect(notice).toContainText("You're offline. Nothing is booked yet.")
	await context.setOffline(false)
	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(page).toHaveURL(/\/order$/)
	await expect(page.getByRole('heading', { name: 'Thank you, Robin! Your booking is confirmed.' })).toBeVisible()
	const booked = bookingsFor(email)
	expect(booked).toHaveLength(1)
	await expect(page.getByTestId('order-reference')).toHaveText(booked[0]!.reference)
	// the booking is placed: the browser forgets what it kept
	expect(await page.evaluate(() => localStorage.getItem('checkout-draft'))).toBeNull()
	acceptOffline(consoleProblems)
})

test('checkout: a booking that reached the shop while its answer was lost is shown, not made twice', async ({ page, consoleProblems }, testInfo) => {
	const email = `lost.${unique(testInfo.project.name)}@example.com`.toLowerCase()
	await toCheckout(page, testInfo, 5)
	await fillCheckout(page, email)

	if (!jsEnabled(testInfo)) {
		// the same form posted twice (a refresh, a second tap) under one idempotency key
		const form = page.locator('form.checkout-form')
		const fields = await form.evaluate((element: HTMLFormElement) => [...new FormData(element)].map(([name, value]) => [name, String(value)]))
		await bookNow(page)
		await expect(page).toHaveURL(/\/order$/)
		const reference = await page.getByTestId('order-reference').textContent()
		const again = await page.request.post('/checkout', { form: Object.fromEntries([...fields, ['intent', 'place-booking']]), maxRedirects: 0 })
		expect(again.status()).toBe(303)
		expect(again.headers().location).toBe('/order')
		expect(bookingsFor(email)).toEqual([{ reference }])
		return
	}

	// the post reaches the shop, which places the booking; the answer never comes back
	await page.route(
		'**/checkout.data',
		async (route) => {
			if (route.request().method() !== 'POST') return route.fallback()
			await route.fetch()
			await route.abort('internetdisconnected')
		},
		{ times: 1 },
	)
	await bookNow(page)
	const notice = page.getByTestId('not-sent')
	await expect(notice).toContainText("We couldn't get an answer from the shop.")
	await expectTyped(page, email)
	const placed = bookingsFor(email)
	expect(placed).toHaveLength(1)

	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(page).toHaveURL(/\/order$/)
	await expect(page.getByTestId('order-reference')).toHaveText(placed[0]!.reference)
	expect(bookingsFor(email)).toEqual(placed)
	acceptOffline(consoleProblems)
})

test('contact: a message written offline stays in the form and is sent by Try again', async ({ page, context, consoleProblems }, testInfo) => {
	const email = `contact.${unique(testInfo.project.name)}@example.com`.toLowerCase()
	const message = `My tyre went flat on the freeway, can you come today? (${email})`
	await page.goto('/contact')
	const form = page.locator('form.contact-form')
	await form.getByLabel('Name').fill('Robin Roadside')
	await form.getByLabel('Email').fill(email)
	await form.getByLabel('Phone').fill('0412 345 678')
	await form.getByLabel('Subject').fill('Flat tyre')
	await form.getByLabel('Message').fill(message)
	const sentCount = () => {
		const db = e2eDatabase()
		try {
			return (db.prepare('select count(*) as n from contact_messages where email = ?').get(email) as { n: number }).n
		} finally {
			db.close()
		}
	}

	if (jsEnabled(testInfo)) {
		await dropSignal(page, context)
		await form.getByRole('button', { name: 'Send Message' }).click()
		const notice = form.getByTestId('not-sent')
		await expect(notice).toContainText("You're offline. Nothing was sent yet.")
		await expect(form.getByLabel('Message')).toHaveValue(message)
		await expect(form.getByLabel('Email')).toHaveValue(email)
		expect(sentCount()).toBe(0)
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(page.getByText('Message sent successfully!')).toBeVisible()
		await expect(form.getByTestId('not-sent')).toHaveCount(0)
		await expect(form.getByLabel('Message')).toHaveValue('')
	} else {
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(page.getByTestId('contact-sent')).toBeVisible()
	}
	expect(sentCount()).toBe(1)
	acceptOffline(consoleProblems)
})

test('fitting time: another week asked for with no signal keeps the cart and the week shown; Try again loads it', async ({ page, context, consoleProblems }, testInfo) => {
	const search = await (await page.request.get('/api/tyreall/search?width=225&profile=45&rim=17&limit=50')).json()
	const tyre = search.tyres.find((t: { 'In Stock': number }) => t['In Stock'] >= 2)
	await page.request.post('/cart', { form: { intent: 'add', tyreId: String(tyre._id), quantity: '2', redirectTo: '/shipping' } })
	await page.goto('/shipping?week=2')
	await hydrated(page, testInfo)
	const picker = page.locator('#slots')
	const weekLabel = picker.locator('.week-label')
	const shown = await weekLabel.textContent()
	if (jsEnabled(testInfo)) await dropSignal(page, context)
	await picker.getByRole('link', { name: 'Next week ›' }).click()
	if (jsEnabled(testInfo)) {
		const notice = picker.getByTestId('not-loaded')
		await expect(notice).toContainText("You're offline. This didn't load; nothing has changed.")
		// the page stays: the cart, the week it showed, Continue to Checkout
		await expect(weekLabel).toHaveText(shown!)
		await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
		await expect(page.getByTestId('cart-line')).toHaveCount(1)
		// still no signal: Try again says so and the page stays
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(notice).toContainText("You're still offline.")
		await expect(weekLabel).toHaveText(shown!)
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(notice).toHaveCount(0)
	}
	// the next week, with or without JavaScript
	await expect(weekLabel).not.toHaveText(shown!)
	await expect(page).toHaveURL(/week=3/)
	acceptOffline(consoleProblems)
})

test("a signal lost while the page's later parts are on their way keeps the page as served; with the signal back the part's code is fetched again @js-only", async ({ page, context, consoleProblems }, testInfo) => {
	// The area check's code fails as with no signal, and the signal is gone: the page must stay as
	// the server sent it (its forms work as without JavaScript), never turn into the error page.
	const areaCheckCode = /\/assets\/area-check-[\w-]{8}\.js$/
	let dropped = false
	await page.route(areaCheckCode, (route) => ((dropped = true), route.abort('internetdisconnected')))
	await page.goto('/?width=205&profile=55&rim=16', { waitUntil: 'commit' })
	await expect.poll(() => dropped).toBe(true)
	await context.setOffline(true)
	await page.unroute(areaCheckCode)
	const area = page.getByTestId('area-check')
	await expect(area.getByRole('button', { name: 'Check' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
	await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

	// Chromium fetches a module whose import failed afresh (failed module fetches are not kept)
	await context.setOffline(false)
	await hydrated(page, testInfo)
	await expect(page.getByTestId('results-grid')).toBeVisible()
	await area.getByLabel('Suburb').fill('Clayton')
	await area.getByLabel('Postcode').fill('3168')
	await area.getByRole('button', { name: 'Check' }).click()
	await expect(area.getByTestId('area-check-served')).toHaveText('Yes, we come to Clayton.')
	acceptOffline(consoleProblems)
})

test('what is typed into a later part before it hydrates (its code slow to come) is kept once it has @js-only', async ({ page }, testInfo) => {
	const areaCheckCode = /\/assets\/area-check-[\w-]{8}\.js$/
	const held: Route[] = []
	await page.route(areaCheckCode, (route) => void held.push(route))
	await page.goto('/?width=205&profile=55&rim=16', { waitUntil: 'commit' })
	await expect.poll(() => held.length).toBe(1)
	const area = page.getByTestId('area-check')
	await area.getByLabel('Suburb').fill('Clayton')
	await area.getByLabel('Postcode').fill('3168')
	await held[0]!.continue()
	await hydrated(page, testInfo) // the page's hydrated flip renders the area check again
	await expect(area.getByLabel('Suburb')).toHaveValue('Clayton')
	await expect(area.getByLabel('Postcode')).toHaveValue('3168')
	await area.getByRole('button', { name: 'Check' }).click()
	await expect(area.getByTestId('area-check-served')).toHaveText('Yes, we come to Clayton.')
	await expect(page).toHaveURL(/\?width=205&profile=55&rim=16$/) // answered in place, not by a page load
})
