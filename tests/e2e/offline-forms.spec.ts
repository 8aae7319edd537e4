import { type Page } from '@playwright/test'
import { expect, jsEnabled, test } from './fixtures'
import { latestSmsCode, randomMobile } from './sms-outbox'

// The customer's forms with the signal dropped, on a phone (390 px) with JavaScript on: what was
// typed stays, the form says in place that nothing happened, and Try again works once the signal
// is back. Without JavaScript each form is a plain request, as before (the browser keeps its own
// page when one cannot leave it).

test.use({ viewport: { width: 390, height: 844 } })

/** Chromium reports each request that could not leave the browser; these tests cause them. */
function acceptOffline(consoleProblems: string[]) {
	for (let i = consoleProblems.length - 1; i >= 0; i--) {
		// …and the map of /area-we-serve, whose code may not have arrived when the signal dropped
		// (the page keeps a note in its place: OptionalPart)
		if (/net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches|Failed to fetch dynamically imported module: \S+\/service-area-map-/.test(consoleProblems[i]!)) consoleProblems.splice(i, 1)
	}
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

		await context.setOffline(true)
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

test('log in: sent with no signal, the number and password stay and Try again logs in', async ({ page, context, request, consoleProblems }, testInfo) => {
	const phone = randomMobile()
	const sent = await request.post('/api/auth/send-otp', { data: { name: 'Robin Roadside', phone, password: 'a long password' } })
	expect(sent.status()).toBe(200)
	const { code } = await latestSmsCode(phone)
	expect((await request.post('/api/auth/verify-otp', { data: { name: 'Robin Roadside', phone, password: 'a long password', otp: code } })).status()).toBe(201)

	await page.goto('/account/login')
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByLabel('Password').fill('a long password')
	if (jsEnabled(testInfo)) {
		await context.setOffline(true)
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
	acceptOffline(consoleProblems)
})

test('register: the code asked for with no signal keeps the name, number and password; Try again sends it', async ({ page, context, consoleProblems }, testInfo) => {
	const phone = randomMobile()
	await page.goto('/account/register')
	await page.getByLabel('Your name').fill('Sam Roadside')
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByLabel('Password').fill('a long password')
	if (jsEnabled(testInfo)) {
		await context.setOffline(true)
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
