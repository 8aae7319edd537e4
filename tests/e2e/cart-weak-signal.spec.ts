import { type Page, type Route } from '@playwright/test'
import { acceptConsoleProblems, expect, jsEnabled, test } from './fixtures'

// Adding to the cart at the roadside (390 px): an add or a cart change that gets no answer says
// so in place with Try again, nothing half-shown and no error page; back online, Try again adds
// once. Without JavaScript the plain post to /cart adds as before.

test.use({ viewport: { width: 390, height: 844 } })

/** Chromium reports each request that could not leave the browser; these tests cause them. */
function acceptNoAnswer(consoleProblems: string[]) {
	acceptConsoleProblems(consoleProblems, /net::ERR_INTERNET_DISCONNECTED|status of 500/)
}

async function cartLines(page: Page) {
	const cart = (await (await page.request.get('/api/cart')).json()) as { items: { quantity: number }[] }
	return cart.items.map((item) => item.quantity)
}

/** With JavaScript, the cart API's code is in the browser (fetched once the page is idle, while the signal is still there). */
async function cartCodeReady(page: Page) {
	await expect(page.getByTestId('cart-api')).toHaveAttribute('data-ready', 'true')
}

function buyableCard(page: Page) {
	return page
		.getByTestId('results-grid')
		.getByTestId('tyre-card')
		.filter({ has: page.getByRole('button', { name: /^Add 4 – \$/ }) })
		.first()
}

test('an add from a card offline says so in place; back online, Try again adds it once', async ({ page, context, consoleProblems }, testInfo) => {
	await page.goto('/?width=205&profile=55&rim=16')
	const card = buyableCard(page)
	const add = card.getByRole('button', { name: /^Add 4 – \$/ })
	if (!jsEnabled(testInfo)) {
		await add.click()
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		expect(await cartLines(page)).toEqual([4])
		return
	}

	await cartCodeReady(page)
	await context.setOffline(true)
	await add.click()
	const notice = card.getByTestId('not-sent')
	await expect(notice).toContainText("You're offline. Nothing was added.")
	await expect(page.getByTestId('results-grid')).toBeVisible() // the page, not an error page
	await expect(page.getByTestId('cart-badge')).toHaveText('0')
	await expect(page.getByTestId('cart-drawer')).toBeHidden()

	await context.setOffline(false)
	expect(await cartLines(page)).toEqual([])
	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(page.getByTestId('cart-drawer')).toBeVisible()
	await expect(page.getByTestId('cart-drawer').getByTestId('cart-line')).toHaveCount(1)
	await expect(page.getByTestId('cart-badge')).toHaveText('4')
	await expect(notice).toHaveCount(0)
	expect(await cartLines(page)).toEqual([4])
	acceptNoAnswer(consoleProblems)
})

test('an add from the product page answered with a 5xx says the shop could not be reached; Try again adds it', async ({ page, consoleProblems }, testInfo) => {
	await page.goto('/?width=205&profile=55&rim=16')
	const slug = (await buyableCard(page).getAttribute('data-slug'))!
	await page.goto(`/product/${slug}`)
	const add = page.getByRole('button', { name: 'Add To Cart' })
	if (!jsEnabled(testInfo)) {
		await add.click()
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		expect(await cartLines(page)).toEqual([4])
		return
	}

	await page.route(/\/api\/cart\/items(\.data)?(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Bad gateway' }), { times: 1 })
	await add.click()
	const notice = page.getByTestId('not-sent')
	await expect(notice).toContainText("We couldn't reach the shop. Nothing was added.")
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	expect(await cartLines(page)).toEqual([])
	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(page.getByTestId('cart-drawer')).toBeVisible()
	await expect(page.getByTestId('cart-badge')).toHaveText('4')
	expect(await cartLines(page)).toEqual([4])
	acceptNoAnswer(consoleProblems)
})

test('a quantity change in the drawer offline leaves the cart as it was and says so; Try again changes it', async ({ page, context, consoleProblems }, testInfo) => {
	await page.goto('/?width=205&profile=55&rim=16')
	const card = buyableCard(page)
	await card.getByRole('button', { name: /^Add 4 – \$/ }).click()
	if (!jsEnabled(testInfo)) {
		// no drawer without JavaScript: the cart is changed on /shipping
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		expect(await cartLines(page)).toEqual([4])
		return
	}
	const drawer = page.getByTestId('cart-drawer')
	await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
	const quantity = drawer.getByLabel(/^Quantity of /)

	await cartCodeReady(page)
	await context.setOffline(true)
	await quantity.selectOption('2')
	const notice = drawer.getByTestId('cart-not-sent')
	await expect(notice).toContainText("You're offline. Your cart was not changed.")
	await expect(quantity).toHaveValue('4')
	await expect(drawer.getByTestId('cart-line')).toHaveCount(1)

	await context.setOffline(false)
	expect(await cartLines(page)).toEqual([4])
	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(quantity).toHaveValue('2')
	await expect(notice).toHaveCount(0)
	await expect(page.getByTestId('cart-badge')).toHaveText('2')
	expect(await cartLines(page)).toEqual([2])

	// opened again with no signal: the cart it last had, not the error page
	await drawer.getByRole('button', { name: 'Close cart' }).click()
	await context.setOffline(true)
	// back up the page, where the header (which slides away while scrolling down the results) is
	await page.evaluate(() => window.scrollTo(0, 0))
	await page.locator('header button.cart-button').click()
	await expect(drawer).toBeVisible()
	await expect(quantity).toHaveValue('2')
	await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
	await context.setOffline(false)
	acceptNoAnswer(consoleProblems)
})

test('a signal lost while the cart code is still on its way keeps the page and what was typed; back online the code arrives and an add offline says so @js-only', async ({ page, context, consoleProblems }) => {
	// The cart routes' files are held on their way, then fail as with no signal: React Router's own
	// loader would reload the page there (the browser's offline page, the typed suburb gone).
	const cartCode = /\/assets\/cart(\.items(\._lineId)?|\.pair)?-[\w-]{8}\.js$/
	const held: Route[] = []
	await page.route(cartCode, (route) => void held.push(route))
	await page.goto('/?width=205&profile=55&rim=16', { waitUntil: 'commit' })
	await expect.poll(() => held.length).toBeGreaterThan(0)
	await page.evaluate(() => Object.assign(window, { samePage: true }))
	const suburb = page.getByTestId('area-check').getByLabel('Suburb')
	await suburb.fill('Clayton')

	await context.setOffline(true)
	for (const route of held.splice(0)) await route.abort('internetdisconnected')
	await page.unroute(cartCode)
	await context.setOffline(false)
	await expect(page.getByTestId('cart-api')).toHaveAttribute('data-ready', 'true')
	expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
	await expect(suburb).toHaveValue('Clayton')

	await context.setOffline(true)
	const card = buyableCard(page)
	await card.getByRole('button', { name: /^Add 4 – \$/ }).click()
	await expect(card.getByTestId('not-sent')).toContainText("You're offline. Nothing was added.")
	await expect(suburb).toHaveValue('Clayton')
	await context.setOffline(false)
	expect(await cartLines(page)).toEqual([])
	acceptNoAnswer(consoleProblems)
})

async function cartServices(page: Page) {
	const cart = (await (await page.request.get('/api/cart')).json()) as { services: { slug: string; quantity: number }[] }
	return cart.services.map((line) => `${line.slug} ×${line.quantity}`)
}

test('a service added offline from its page says so under the offers, the page kept; back online, Try again adds it once', async ({ page, context, consoleProblems }, testInfo) => {
	await page.goto('/services/puncture-repair')
	const offers = page.getByTestId('service-offers')
	const add = offers.getByRole('button', { name: 'Add Puncture repair to cart' })
	if (!jsEnabled(testInfo)) {
		await add.click()
		await expect(page).toHaveURL(/\/shipping$/)
		await expect(page.getByTestId('cart-service-line')).toContainText('Puncture repair')
		expect(await cartServices(page)).toEqual(['puncture-repair ×1'])
		return
	}

	await expect(page.getByTestId('service-offers-code')).toHaveAttribute('data-ready', 'true')
	await offers.getByLabel('Tyres').selectOption('2')
	await context.setOffline(true)
	await add.click()
	const notice = offers.getByTestId('not-sent')
	await expect(notice).toContainText("You're offline. Puncture repair was not added.")
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible() // the service page, not an error page
	await expect(page).toHaveURL(/\/services\/puncture-repair$/)
	await expect(offers.getByLabel('Tyres')).toHaveValue('2')

	await context.setOffline(false)
	expect(await cartServices(page)).toEqual([])
	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(page).toHaveURL(/\/shipping$/)
	await expect(page.getByTestId('cart-service-line')).toContainText('Puncture repair')
	expect(await cartServices(page)).toEqual(['puncture-repair ×2'])
	acceptNoAnswer(consoleProblems)
})

test('a service added on /shipping answered with a 5xx says the shop could not be reached, the cart kept; Try again adds it @js-only', async ({ page, consoleProblems }) => {
	await page.goto('/?width=205&profile=55&rim=16')
	await buyableCard(page).getByRole('button', { name: /^Add 4 – \$/ }).click()
	await expect(page.getByTestId('cart-badge')).toHaveText('4')
	await page.goto('/shipping')
	await expect(page.getByTestId('cart-forms')).toHaveAttribute('data-ready', 'true')
	const offers = page.getByTestId('service-offers')
	const offer = offers.getByTestId('service-offer').filter({ hasText: 'Wheel balancing' })

	await page.route((url) => url.pathname === '/cart.data' || url.pathname === '/cart', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Bad gateway' }), { times: 1 })
	await offer.getByRole('button', { name: 'Add Wheel balancing to cart' }).click()
	const notice = offers.getByTestId('not-sent')
	await expect(notice).toContainText("We couldn't reach the shop. Wheel balancing was not added.")
	await expect(page.getByTestId('cart-line')).toHaveCount(1)
	await expect(page.getByTestId('cart-service-line')).toHaveCount(0)
	expect(await cartServices(page)).toEqual([])

	await notice.getByRole('button', { name: 'Try again' }).click()
	await expect(page.getByTestId('cart-service-line')).toContainText('Wheel balancing')
	await expect(notice).toHaveCount(0)
	await expect(page.getByTestId('cart-line')).toHaveCount(1)
	expect(await cartServices(page)).toEqual(['wheel-balancing ×1'])
	acceptNoAnswer(consoleProblems)
})
