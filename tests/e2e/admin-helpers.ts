import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// Shared steps of the admin journeys (tests/e2e/serve.js sets these credentials).
export const ADMIN = { username: 'owner', password: 'e2e-owner-password' }

/** Logs in as a person does: the login page, its form, and on to `next`. */
export async function loginThroughForm(page: Page, next = '/admin') {
	await page.goto(`/login/admin?redirectTo=${encodeURIComponent(next)}`)
	await page.getByLabel('User ID').fill(ADMIN.username)
	await page.getByLabel('Password').fill(ADMIN.password)
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible()
}

/**
 * Signs the page in as the owner and opens `next`. The login form's own post is sent from the
 * page's request context, which shares the browser's cookies: each journey gets its own session
 * (one may log out) without loading and filling the login page first, a page load and a
 * hydration less per journey. The form itself is the admin-auth journey's; the offline journeys
 * log in through it (loginThroughForm), since what the phone keeps starts at the login page.
 */
export async function loginAsAdmin(page: Page, next = '/admin') {
	await signInAsAdmin(page, next)
	await page.goto(next)
	await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible()
}

/** The login form's post alone, from the page's request context: the browser holds the owner's session after it. */
export async function signInAsAdmin(page: Page, next = '/admin') {
	const answer = await page.request.post('/login/admin', { form: { ...ADMIN, redirectTo: next }, maxRedirects: 0 })
	expect(answer.status(), 'the login form post answers with a redirect').toBe(303)
}

/**
 * A pay-on-the-day booking placed through the public booking API, as the admin journeys start
 * from: two 205/55R16 tyres for a Mazda CX-5 in Dandenong, on a Wednesday three to nine weeks out
 * (different per run). The journeys of one run share the shop, so a Wednesday's window can be full:
 * then the next Wednesday is tried, as a customer would. Returns its reference.
 */
export async function placeBookingByApi(
	request: APIRequestContext,
	customer: { firstName: string; lastName: string; phone: string; email: string },
	{ rego, selectedTime }: { rego: string; selectedTime: 'morning' | 'flexible' },
) {
	const search = await request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; 'In Stock': number }[] }
	const tyre = tyres.filter((t) => t['In Stock'] >= 4)[Math.floor(Math.random() * 3)]!
	const day = new Date(Date.now() + (21 + Math.floor(Math.random() * 40)) * 86400000)
	while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1)
	const place = () =>
		request.post('/api/booking/confirm', {
			data: {
				cart: [{ tyre: tyre._id, quantity: 2 }],
				form: { vehicleDetails: rego, make: 'Mazda', model: 'CX-5' },
				formNew: customer,
				formData: { address: '5 Station St', suburb: 'Dandenong', postcode: '3175' },
				selectedTyres: ['front-left', 'front-right'],
				selectedDate: day.toISOString().slice(0, 10),
				selectedTime,
				terms: true,
			},
		})
	let answer = await place()
	for (let week = 1; week < 10 && answer.status() === 409 && /fully booked/.test(await answer.text()); week++) {
		day.setUTCDate(day.getUTCDate() + 7)
		answer = await place()
	}
	expect(answer.status(), await answer.text()).toBe(201)
	return ((await answer.json()) as { reference: string }).reference
}

/** The Add New Tyre form's size, price and stock fields, and its tyre image (a plain PNG of `imageColour`). */
export async function fillTyreForm(
	form: Locator,
	tyre: { model: string; width: string; profile: string; rim: string; rating: string; price: string; stock: string; runflat?: 'YES' | 'NO'; category?: string; imageColour: string },
) {
	await form.getByLabel('Model *').fill(tyre.model)
	await form.getByLabel('Width *').fill(tyre.width)
	await form.getByLabel('Profile *').fill(tyre.profile)
	await form.getByLabel('Rim size *').fill(tyre.rim)
	await form.getByLabel('Load/speed rating').fill(tyre.rating)
	if (tyre.runflat) await form.getByLabel('RunFlat').selectOption(tyre.runflat)
	if (tyre.category) await form.getByLabel('Category').selectOption(tyre.category)
	await form.getByLabel('Price Incl GST ($) *').fill(tyre.price)
	await form.getByLabel('In Stock *').fill(tyre.stock)
	await form.getByLabel('Tyre image *').setInputFiles(await pngUpload('tyre.png', tyre.imageColour))
}

/** Answers a guarded action: the dialog with JavaScript, the confirm step without. */
export async function confirmWith(page: Page, question: string) {
	await expect(page.getByText(question, { exact: true })).toBeVisible()
	await page.getByRole('button', { name: 'Confirm' }).click()
}

export async function expectToast(page: Page, title: string) {
	await expect(page.getByTestId('toast').filter({ hasText: title })).toBeVisible()
}

/** A small PNG for file inputs. */
export async function pngUpload(name: string, colour = '#2255aa') {
	const buffer = await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
		.png()
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

/** A unique suffix per test run and project, so parallel runs never share rows. */
export function unique(projectName: string) {
	return `${projectName === 'js' ? 'J' : 'N'}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`
}

/** The e2e server's database (tests/e2e/serve.js), for setting up rows no public page creates here. */
export function e2eDatabase() {
	const file = path.resolve('test-results', `e2e-data-${process.env.E2E_PORT ?? '3210'}`, 'shop.sqlite')
	const db = new Database(file)
	db.pragma('busy_timeout = 5000')
	return db
}

/**
 * A refused form answers 4xx (the form re-shown with its errors), which Chromium reports as a
 * failed resource in the console. Accepts exactly those reports, for a test that expects them.
 */
export function acceptRefusals(consoleProblems: string[], ...statuses: number[]) {
	const expected = statuses.map((status) => `Failed to load resource: the server responded with a status of ${status}`)
	for (let i = consoleProblems.length - 1; i >= 0; i--) {
		if (expected.some((text) => consoleProblems[i]!.includes(text))) consoleProblems.splice(i, 1)
	}
}

/** Like unique(), letters only (for names such as suburbs). */
export function uniqueWord(projectName: string) {
	return unique(projectName).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
}

/**
 * Applies the price list on screen, as the owner would: other journeys book and add tyres at the
 * same time, so the shop may answer that the catalogue changed since the preview (and show the new
 * preview); then apply again.
 */
export async function applyPriceList(page: Page) {
	const applied = page.getByTestId('toast').filter({ hasText: 'Price list applied.' })
	const stale = page.getByRole('alert').filter({ hasText: 'The catalogue changed since this preview' })
	for (let attempt = 1; ; attempt++) {
		await page.getByRole('button', { name: 'Apply price list' }).click()
		await expect(applied.or(stale)).toBeVisible()
		if (await applied.isVisible()) return
		if (attempt === 3) throw new Error('the catalogue changed under three previews in a row')
	}
}
