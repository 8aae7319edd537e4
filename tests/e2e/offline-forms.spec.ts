import { createHmac } from 'node:crypto'
import { type Page } from '@playwright/test'
import { e2eDatabase } from './admin-helpers'
import { bookAtCheckout, fillRegisterForm } from './customer-bookings'
import { acceptConsoleProblems, dropSignal, expect, jsEnabled, test } from './fixtures'
import { latestSmsCode, randomMobile, smsCodeCount, storedPhone } from './sms-outbox'
import { weekFor } from './slots'

// The customer's forms with the signal dropped, on a phone (390 px) with JavaScript on: what was
// typed stays, the form says in place that nothing happened, and Try again works once the signal
// is back. Without JavaScript each form is a plain request, as before (the browser keeps its own
// page when one cannot leave it).

test.use({ viewport: { width: 390, height: 844 } })

/** Chromium reports each request that could not leave the browser; these tests cause them. */
function acceptOffline(consoleProblems: string[]) {
	// …and the map of /area-we-serve, whose code may not have arrived when the signal dropped
	// (the page keeps a note in its place: OptionalPart)
	acceptConsoleProblems(consoleProblems, /net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches|Failed to fetch dynamically imported module: \S+\/service-area-map-/)
}

async function aProductPage(page: Page) {
	const search = await (await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=5')).json()
	return `/product/${search.tyres[0].slug as string}`
}

for (const where of ['the product page', '/area-we-serve'] as const) {
	test(`area check on ${where}: asked with no signal it stays with what was typed and says so; Try again answers`, async ({ page, context, consoleProblems }, testInfo) => {
		await page.goto(where === '/area-we-serve' ? '/area-we-serve' : await aProductPage(page))
		const path = new URL(page.url()).pathname
		const area = page.getByTestId('area-check')
		if (!jsEnabled(testInfo)) {
			await area.getByLabel('Suburb').fill('Clayton')
			await area.getByLabel('Postcode').fill('3168')
			await area.getByRole('button', { name: 'Check' }).click()
			await expect(area.getByTestId('area-check-served')).toHaveText('Yes, we come to Clayton.')
			return
		}

		await dropSignal(page, context)
		// a half-filled check says what is missing in place, without loading the page
		await area.getByLabel('Postcode').fill('3168')
		await area.getByRole('button', { name: 'Check' }).click()
		await expect(area).toContainText('Enter your suburb.')
		await area.getByLabel('Suburb').fill('Clayton')
		await area.getByRole('button', { name: 'Check' }).click()
		const notice = area.getByTestId('not-loaded')
		await expect(notice).toContainText("You're offline. This didn't load; nothing has changed.")
		await expect(notice).toBeInViewport()
		await expect(area.getByLabel('Suburb')).toHaveValue('Clayton')
		await expect(area.getByLabel('Postcode')).toHaveValue('3168')
		await expect(page).toHaveURL((url) => url.pathname === path && url.search === '')
		await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
		await page.screenshot({ path: testInfo.outputPath('area-check-offline.png') })

		// still no signal: Try again says so and nothing else changes
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(notice).toContainText("You're still offline.")

		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(area.getByTestId('area-check-served')).toHaveText('Yes, we come to Clayton.')
		await expect(notice).toHaveCount(0)
		await page.screenshot({ path: testInfo.outputPath('area-check-back-online.png') })
		acceptOffline(consoleProblems)
	})
}

test('log in and log out: each sent with no signal keeps its page and says so; Try again does it', async ({ page, context, request, consoleProblems }, testInfo) => {
	const phone = randomMobile()
	const sent = await request.post('/api/auth/send-otp', { data: { name: 'Robin Roadside', phone, password: 'a long password' } })
	expect(sent.status()).toBe(200)
	const { code } = await latestSmsCode(phone)
	expect((await request.post('/api/auth/verify-otp', { data: { name: 'Robin Roadside', phone, password: 'a long password', otp: code } })).status()).toBe(201)

	await page.goto('/account/login')
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByLabel('Password').fill('a long password')
	if (jsEnabled(testInfo)) {
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Log in' }).click()
		const notice = page.getByTestId('not-sent')
		await expect(notice).toContainText("You're offline. Nothing was sent yet.")
		await expect(page.getByLabel('Mobile number')).toHaveValue(phone)
		await expect(page.getByLabel('Password')).toHaveValue('a long password')
		await page.screenshot({ path: testInfo.outputPath('login-offline.png') })
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
	} else {
		await page.getByRole('button', { name: 'Log in' }).click()
	}
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Hi Robin Roadside' })).toBeVisible()

	// Log out posts to the account page itself: with no signal the page stays (it became the
	// browser's offline page while it posted to a route whose code was not in the browser yet)
	if (jsEnabled(testInfo)) {
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Log out' }).click()
		const notice = page.getByTestId('not-sent')
		await expect(notice).toContainText("You're offline. Nothing was sent yet.")
		await expect(page).toHaveURL(/\/account$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Hi Robin Roadside' })).toBeVisible()
		await page.screenshot({ path: testInfo.outputPath('logout-offline.png') })
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
	} else {
		await page.getByRole('button', { name: 'Log out' }).click()
	}
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByTestId('toast')).toContainText('You have logged out.')
	await page.goto('/account')
	await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount$/)
	acceptOffline(consoleProblems)
})

test('register: the code asked for with no signal keeps the name, number and password; Try again sends it', async ({ page, context, consoleProblems }, testInfo) => {
	const phone = randomMobile()
	await fillRegisterForm(page, { name: 'Sam Roadside', phone, password: 'a long password' })
	if (jsEnabled(testInfo)) {
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Send me a code' }).click()
		const notice = page.getByTestId('not-sent')
		await expect(notice).toContainText("You're offline. Nothing was sent yet.")
		await expect(page.getByLabel('Your name')).toHaveValue('Sam Roadside')
		await expect(page.getByLabel('Mobile number')).toHaveValue(phone)
		await expect(page.getByLabel('Password')).toHaveValue('a long password')
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
	} else {
		await page.getByRole('button', { name: 'Send me a code' }).click()
	}
	// the code was texted: the next step asks for it
	await expect(page.getByLabel('Code from the SMS')).toBeVisible()
	expect((await latestSmsCode(phone)).code).toMatch(/^\d+$/)
	acceptOffline(consoleProblems)
})

// The journeys below drop the signal under a form that, without JavaScript, is a plain post the
// browser keeps its own page for: they only run with JavaScript (the no-js project leaves out
// @js-only), and each takes several forms of one page in turn to keep page loads few.
test.describe('with JavaScript, more forms on a weak signal', { tag: '@js-only' }, () => {
	const OFFLINE = "You're offline. Nothing was sent yet."

	/** Two sets of 4 in the cart, put in as the search page's plain form post does. */
	async function twoSetsInCart(page: Page) {
		const search = await (await page.request.get('/api/tyreall/search?width=225&profile=45&rim=17&limit=50')).json()
		const stocked = (search.tyres as { _id: number; 'In Stock': number; 'Price for 4': number | null }[]).filter((t) => t['In Stock'] >= 12 && (t['Price for 4'] ?? 0) >= 100)
		const start = Math.floor(Math.random() * (stocked.length - 1))
		for (const tyre of stocked.slice(start, start + 2)) {
			await page.request.post('/cart', { form: { intent: 'add', tyreId: String(tyre._id), quantity: '4', redirectTo: '/shipping' } })
		}
	}

	/** A cart API answer's quantities, sorted (the page and the API may list lines in another order). */
	async function cartQuantities(page: Page) {
		const cart = (await (await page.request.get('/api/cart')).json()) as { items: { quantity: number }[] }
		return cart.items.map((item) => item.quantity).sort()
	}

	test('/shipping (quantity, remove, Continue to Checkout) and the checkout coupon: offline each keeps what was chosen; Try again does it once', async ({ page, context, consoleProblems }, testInfo) => {
		// each set is over $400, the coupon's least order, so either line alone can take it
		await twoSetsInCart(page)
		await page.goto(`/shipping?week=${weekFor(testInfo, 3)}`)
		const day = page.locator('a.slot-day').first()
		await page.goto((await day.getAttribute('href'))!)
		const window = page.locator('label.slot-option:not(.is-disabled)').first()
		await window.click()
		await expect(window.getByRole('radio')).toBeChecked()
		// the cart's forms post to /cart: its code is in the browser before the signal drops
		await expect(page.getByTestId('cart-forms')).toHaveAttribute('data-ready', 'true')
		const questions: string[] = []
		page.on('dialog', (dialog) => {
			questions.push(dialog.message())
			void dialog.accept()
		})
		const lines = page.getByTestId('cart-line')
		await expect(lines).toHaveCount(2)

		// a quantity
		await dropSignal(page, context)
		const quantity = lines.first().getByLabel('Quantity')
		await quantity.selectOption('2')
		const quantityNotice = lines.first().locator('.quantity-form').getByTestId('not-sent')
		await expect(quantityNotice).toContainText(OFFLINE)
		await expect(quantity).toHaveValue('2')
		await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
		await page.screenshot({ path: testInfo.outputPath('shipping-quantity-offline.png') })
		expect(await cartQuantities(page)).toEqual([4, 4])
		await context.setOffline(false)
		await quantityNotice.getByRole('button', { name: 'Try again' }).click()
		await expect.poll(() => cartQuantities(page)).toEqual([2, 4])
		await expect(quantityNotice).toHaveCount(0)

		// that line removed
		await dropSignal(page, context)
		await lines.first().getByRole('button', { name: /^Remove / }).click()
		const removeNotice = lines.first().getByTestId('not-sent')
		await expect(removeNotice).toContainText(OFFLINE)
		await expect(lines).toHaveCount(2)
		await context.setOffline(false)
		await removeNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(lines).toHaveCount(1)
		expect(await cartQuantities(page)).toEqual([4])
		// asked when Remove was pressed, not again for Try again
		expect(questions).toEqual(['Remove this item from cart?'])

		// Continue to Checkout: the time chosen stays chosen
		await expect(window.getByRole('radio')).toBeChecked()
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Continue to Checkout' }).click()
		const continueNotice = page.getByTestId('not-sent')
		await expect(continueNotice).toContainText(OFFLINE)
		await expect(continueNotice).toBeInViewport()
		await expect(window.getByRole('radio')).toBeChecked()
		await expect(page).toHaveURL(/\/shipping\?/)
		await page.screenshot({ path: testInfo.outputPath('shipping-continue-offline.png') })
		await context.setOffline(false)
		await continueNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(page).toHaveURL(/\/checkout$/)

		// the coupon, applied and removed, beside what else was typed
		await page.getByLabel('Registration number').fill('OFF123')
		await page.getByLabel('Coupon code').fill('save25')
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Apply' }).click()
		const couponNotice = page.getByTestId('not-sent')
		await expect(couponNotice).toContainText(OFFLINE)
		await expect(couponNotice).toBeInViewport()
		await expect(page.getByLabel('Coupon code')).toHaveValue('save25')
		await expect(page.getByLabel('Registration number')).toHaveValue('OFF123')
		await page.screenshot({ path: testInfo.outputPath('checkout-coupon-offline.png') })
		await context.setOffline(false)
		await couponNotice.getByRole('button', { name: 'Try again' }).click()
		const applied = page.getByTestId('coupon-applied')
		await expect(applied).toContainText('SAVE25 applied: -$25.00')
		await expect(couponNotice).toHaveCount(0)

		await dropSignal(page, context)
		await applied.getByRole('button', { name: 'Remove coupon' }).click()
		await expect(couponNotice).toContainText(OFFLINE)
		await expect(applied).toBeVisible()
		await context.setOffline(false)
		await couponNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(applied).toHaveCount(0)
		await expect(page.getByLabel('Coupon code')).toBeVisible()
		await expect(page.getByLabel('Registration number')).toHaveValue('OFF123')
		acceptOffline(consoleProblems)
	})

	test('password reset: both steps sent with no signal keep what was typed; Try again sends each', async ({ page, context, request, consoleProblems }, testInfo) => {
		const phone = randomMobile()
		expect((await request.post('/api/auth/send-otp', { data: { name: 'Robin Reset', phone, password: 'the old password' } })).status()).toBe(200)
		const first = await latestSmsCode(phone)
		expect((await request.post('/api/auth/verify-otp', { data: { name: 'Robin Reset', phone, password: 'the old password', otp: first.code } })).status()).toBe(201)

		await page.goto('/account/reset')
		await page.getByLabel('Mobile number').fill(phone)
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Send me a code' }).click()
		const notice = page.getByTestId('not-sent')
		await expect(notice).toContainText(OFFLINE)
		await expect(page.getByLabel('Mobile number')).toHaveValue(phone)
		await page.screenshot({ path: testInfo.outputPath('reset-phone-offline.png') })
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(page).toHaveURL(/\/account\/reset\?step=code$/)

		const { code } = await latestSmsCode(phone, { after: first.id })
		await page.getByLabel('Code from the SMS').fill(code)
		await page.getByLabel('New password').fill('the new password')
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Save my new password' }).click()
		await expect(notice).toContainText(OFFLINE)
		await expect(page.getByLabel('Code from the SMS')).toHaveValue(code)
		await expect(page.getByLabel('New password')).toHaveValue('the new password')
		await page.screenshot({ path: testInfo.outputPath('reset-code-offline.png') })
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(page).toHaveURL(/\/account\/login$/)
		await expect(page.getByTestId('toast')).toContainText('Your password has been changed')
		acceptOffline(consoleProblems)
	})

	test('find a booking, then reschedule and cancel it, each sent with no signal: the form stays; Try again does it once', async ({ page, context, consoleProblems }, testInfo) => {
		const email = `offline.find.${Date.now()}@example.com`
		const reference = await bookAtCheckout(page.request, randomMobile(), email, { firstName: 'Robin', lastName: 'Roadside' })

		await page.goto('/booking/find')
		await page.getByLabel('Booking reference').fill(reference)
		await page.getByLabel('E-mail').fill(email)
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Find booking' }).click()
		const findNotice = page.getByTestId('not-sent')
		await expect(findNotice).toContainText(OFFLINE)
		await expect(page.getByLabel('Booking reference')).toHaveValue(reference)
		await expect(page.getByLabel('E-mail')).toHaveValue(email)
		await page.screenshot({ path: testInfo.outputPath('find-booking-offline.png') })
		await context.setOffline(false)
		await findNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(page.getByTestId('order-reference')).toHaveText(reference)

		// reschedule: the new time stays chosen
		const change = page.locator('#change')
		const newDay = ((await change.locator('.slot-times legend').textContent()) ?? '').replace(/^New time on /, '').trim()
		const window = change.locator('label.slot-option:not(.is-disabled)').first()
		await window.click()
		await dropSignal(page, context)
		await change.getByRole('button', { name: 'Reschedule' }).click()
		const rescheduleNotice = change.locator('.reschedule-form').getByTestId('not-sent')
		await expect(rescheduleNotice).toContainText(OFFLINE)
		await expect(window.getByRole('radio')).toBeChecked()
		await page.screenshot({ path: testInfo.outputPath('reschedule-offline.png') })
		await context.setOffline(false)
		await rescheduleNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(page.getByTestId('toast')).toContainText('Your booking has been moved.')
		await expect(page.getByTestId('order-date')).toHaveText(newDay)
		await expect(rescheduleNotice).toHaveCount(0)

		// cancel, after the fee is shown
		await change.getByRole('link', { name: 'Cancel booking…' }).click()
		await expect(page.getByTestId('cancel-fee')).toBeVisible()
		await dropSignal(page, context)
		await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
		const cancelNotice = page.locator('.change-actions').getByTestId('not-sent')
		await expect(cancelNotice).toContainText(OFFLINE)
		await expect(page.getByTestId('cancel-fee')).toBeVisible()
		await page.screenshot({ path: testInfo.outputPath('cancel-offline.png') })
		await context.setOffline(false)
		await cancelNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(page.getByTestId('toast')).toContainText('Your booking has been cancelled.')
		await expect(page.getByTestId('order-status')).toContainText(/cancel/i)
		acceptOffline(consoleProblems)
	})

	test('Clear cart on /shipping, sent with no signal: the lines stay, in the shop too; Try again clears it once', async ({ page, context, consoleProblems }, testInfo) => {
		await twoSetsInCart(page)
		await page.goto('/shipping')
		await expect(page.getByTestId('cart-forms')).toHaveAttribute('data-ready', 'true')
		const questions: string[] = []
		page.on('dialog', (dialog) => {
			questions.push(dialog.message())
			void dialog.accept()
		})
		const lines = page.getByTestId('cart-line')
		await expect(lines).toHaveCount(2)
		const clear = page.getByRole('button', { name: 'Clear cart' })
		const notice = page.getByTestId('not-sent')

		await dropSignal(page, context)
		await clear.click()
		await expect(notice).toContainText(OFFLINE)
		await expect(notice).toBeInViewport()
		await expect(lines).toHaveCount(2)
		await expect(page).toHaveURL(/\/shipping$/)
		await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
		await page.screenshot({ path: testInfo.outputPath('clear-cart-offline.png') })
		expect(questions).toEqual(['Are you sure you want to clear the cart?'])
		// the shop's cart is untouched: back online, a reload shows both lines
		await context.setOffline(false)
		await page.reload()
		await expect(page.getByTestId('cart-forms')).toHaveAttribute('data-ready', 'true')
		await expect(lines).toHaveCount(2)
		expect(await cartQuantities(page)).toEqual([4, 4])

		await dropSignal(page, context)
		await clear.click()
		await expect(notice).toContainText(OFFLINE)
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(page).toHaveURL((url) => url.pathname === '/')
		await expect(page.getByTestId('toast')).toContainText('Cart cleared')
		expect(await cartQuantities(page)).toEqual([])
		// asked once for each press of Clear cart; Try again does what was already said yes to
		expect(questions).toEqual(['Are you sure you want to clear the cart?', 'Are you sure you want to clear the cart?'])
		acceptOffline(consoleProblems)
	})

	test("register's code step and Send a new code, each sent with no signal: the code stays, no code is sent and no account made; Try again does each once", async ({ page, context, consoleProblems }, testInfo) => {
		const phone = randomMobile()
		await fillRegisterForm(page, { name: 'Sam Roadside', phone, password: 'a long password' })
		await page.getByRole('button', { name: 'Send me a code' }).click()
		await expect(page).toHaveURL(/\/account\/register\?step=code$/)
		const first = await latestSmsCode(phone)
		// "No SMS after a minute?": the shop sends another code only a minute after the last one
		codesAMinuteOlder(phone)

		const resend = page.locator('.account-resend')
		await dropSignal(page, context)
		await resend.getByRole('button', { name: 'Send a new code' }).click()
		const resendNotice = resend.getByTestId('not-sent')
		await expect(resendNotice).toContainText(OFFLINE)
		await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
		await page.screenshot({ path: testInfo.outputPath('register-resend-offline.png') })
		expect(smsCodeCount(phone)).toBe(1)
		await context.setOffline(false)
		await resendNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(page.getByTestId('toast')).toContainText('New code sent')
		await expect(resendNotice).toHaveCount(0)
		const second = await latestSmsCode(phone, { after: first.id })
		expect(smsCodeCount(phone)).toBe(2)

		const codeForm = page.locator('#account-register-code')
		await codeForm.getByLabel('Code from the SMS').fill(second.code)
		await dropSignal(page, context)
		await codeForm.getByRole('button', { name: 'Create my account' }).click()
		const codeNotice = codeForm.getByTestId('not-sent')
		await expect(codeNotice).toContainText(OFFLINE)
		await expect(codeNotice).toBeInViewport()
		await expect(codeForm.getByLabel('Code from the SMS')).toHaveValue(second.code)
		await expect(resendNotice).toHaveCount(0)
		await page.screenshot({ path: testInfo.outputPath('register-code-offline.png') })
		expect(accountsWith(phone)).toBe(0)
		await context.setOffline(false)
		await codeNotice.getByRole('button', { name: 'Try again' }).click()
		await expect(page).toHaveURL(/\/account$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Hi Sam Roadside' })).toBeVisible()
		await expect(page.getByTestId('toast')).toContainText('Welcome, Sam Roadside! Your account is ready.')
		expect(accountsWith(phone)).toBe(1)
		expect(smsCodeCount(phone)).toBe(2)
		acceptOffline(consoleProblems)
	})

	test('the booking page asks for its code; sent with no signal the code stays and the booking still waits; Try again confirms it once', async ({ page, context, consoleProblems }, testInfo) => {
		const email = `offline.code.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.com`
		const reference = await bookAtCheckout(page.request, randomMobile(), email, { firstName: 'Robin', lastName: 'Roadside' })
		const code = waitForCode(reference)

		await page.goto('/booking/find')
		await page.getByLabel('Booking reference').fill(reference)
		await page.getByLabel('E-mail').fill(email)
		await page.getByRole('button', { name: 'Find booking' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Enter your code to confirm this booking' })).toBeVisible()
		const verify = page.getByTestId('verify-code')
		await verify.getByLabel('Code', { exact: true }).fill(code)
		const emailsBefore = emailsTo(email)
		await dropSignal(page, context)
		await verify.getByRole('button', { name: 'Confirm booking' }).click()
		const notice = verify.getByTestId('not-sent')
		await expect(notice).toContainText(OFFLINE)
		await expect(notice).toBeInViewport()
		await expect(verify.getByLabel('Code', { exact: true })).toHaveValue(code)
		await expect(page.getByRole('heading', { level: 1, name: 'Enter your code to confirm this booking' })).toBeVisible()
		await page.screenshot({ path: testInfo.outputPath('booking-code-offline.png') })
		expect(bookingState(reference)).toEqual({ payment_status: 'unverified', confirmed: false })
		await context.setOffline(false)
		await notice.getByRole('button', { name: 'Try again' }).click()
		await expect(page.getByTestId('toast')).toContainText('Your booking is confirmed.')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Robin! Your booking is confirmed.')
		await expect(verify).toHaveCount(0)
		expect(bookingState(reference)).toEqual({ payment_status: 'unpaid', confirmed: true })
		// its confirmation went out once
		expect(emailsTo(email)).toBe(emailsBefore + 1)
		acceptOffline(consoleProblems)
	})
})

// The e2e server's database (tests/e2e/serve.js), for what no page of that server does: let time
// pass, or ask for a booking's code (it has no SMS provider or SMTP, so it confirms pay-on-the-day
// bookings at once).

/** Makes the codes texted to `typedPhone` a minute older, as if the customer had waited for them. */
function codesAMinuteOlder(typedPhone: string) {
	const db = e2eDatabase()
	try {
		const codes = db.prepare('select id, created_at from one_time_passwords where phone = ?').all(storedPhone(typedPhone)) as { id: number; created_at: string }[]
		expect(codes.length).toBeGreaterThan(0)
		const update = db.prepare('update one_time_passwords set created_at = ? where id = ?')
		for (const code of codes) update.run(new Date(Date.parse(code.created_at) - 61_000).toISOString(), code.id)
	} finally {
		db.close()
	}
}

function accountsWith(typedPhone: string) {
	const db = e2eDatabase()
	try {
		return (db.prepare('select count(*) as n from users where phone = ?').get(storedPhone(typedPhone)) as { n: number }).n
	} finally {
		db.close()
	}
}

function emailsTo(address: string) {
	const db = e2eDatabase()
	try {
		return (db.prepare("select count(*) as n from outbox where channel = 'email' and recipient = ?").get(address) as { n: number }).n
	} finally {
		db.close()
	}
}

/** serve.js's SESSION_SECRET: the shop keeps only a booking code's HMAC under it. */
const E2E_SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789'

/**
 * Puts a just-placed pay-on-the-day booking where a shop with an SMS provider leaves it: its
 * spot held for 15 minutes (CODE_HOLD_MINUTES), unconfirmed, waiting for the 6-digit code it
 * returns.
 */
function waitForCode(reference: string) {
	const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
	const db = e2eDatabase()
	try {
		const { id } = db.prepare('select id from bookings where reference = ?').get(reference) as { id: number }
		const holdUntil = new Date(Date.now() + 15 * 60_000).toISOString()
		db.prepare("update bookings set payment_status = 'unverified', hold_expires_at = ?, confirmed_at = null, verified_at = null where id = ?").run(holdUntil, id)
		const hash = createHmac('sha256', E2E_SESSION_SECRET).update(`booking-code:${id}:${code}`).digest('hex')
		db.prepare("insert into booking_codes (booking_id, channel, code_hash, attempts, expires_at, created_at) values (?, 'sms', ?, 0, ?, ?)").run(id, hash, holdUntil, new Date().toISOString())
	} finally {
		db.close()
	}
	return code
}

function bookingState(reference: string) {
	const db = e2eDatabase()
	try {
		const row = db.prepare('select payment_status, confirmed_at from bookings where reference = ?').get(reference) as { payment_status: string; confirmed_at: string | null }
		return { payment_status: row.payment_status, confirmed: row.confirmed_at !== null }
	} finally {
		db.close()
	}
}

/** A pay-on-the-day booking of one tyre on a Tuesday two to four weeks ahead, as the checkout API places it. */
