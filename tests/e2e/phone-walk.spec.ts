import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The shop walked on the narrowest phone we serve (360 px), JavaScript on and off: what a
// customer reads is never cut off, broken mid-word or pushed off the side of the screen.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })

/** spec-level check of the issue: document.documentElement.scrollWidth <= 360 once styled */
async function fits360(page: Page, message: string) {
	await page.waitForLoadState('load')
	expect(await page.evaluate(() => document.documentElement.scrollWidth), message).toBeLessThanOrEqual(360)
}

const STAGGERED = '/?front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=front'

/** Whether an element's text runs past its own box (a nowrap label inside a narrow button). */
async function textCut(locator: Locator) {
	return locator.evaluate((element) => {
		const box = element.getBoundingClientRect()
		const range = document.createRange()
		range.selectNodeContents(element)
		return [...range.getClientRects()].some((line) => line.width > 0 && (line.left < box.left - 0.5 || line.right > box.right + 0.5))
	})
}

/** A tyre of an unusual size (no other journey shops in it) with stock to spare. */
async function unusualTyre(page: Page) {
	const search = await page.request.get('/api/tyreall/search?width=265&profile=70&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; 'In Stock': number; 'Price for 1': number | null }[] }
	const inStock = tyres.filter((t) => t['In Stock'] >= 3 && t['Price for 1'])
	return inStock[Math.floor(Math.random() * inStock.length)]!._id
}

test('a staggered card: both add buttons show all their words', async ({ page }) => {
	await page.goto(STAGGERED)
	const card = page.getByTestId('results-grid').getByTestId('tyre-card').filter({ has: page.getByRole('button', { name: /^Add Front & Rear Pair – \$/ }) }).first()
	const pair = card.getByRole('button', { name: /^Add Front & Rear Pair – \$/ })
	const frontOnly = card.getByRole('button', { name: /^Add 2 front only – \$/ })
	await expect(frontOnly).toBeVisible()
	expect(await textCut(pair), 'the pair button cuts its words').toBe(false)
	expect(await textCut(frontOnly), 'the one-axle button cuts its words').toBe(false)
	await fits360(page, 'staggered results at 360 px')
})

test('compare: the row labels are whole words', async ({ page }) => {
	await page.goto('/?width=205&profile=55&rim=16')
	const ids = await page
		.getByTestId('results-grid')
		.getByTestId('compare-tick')
		.evaluateAll((ticks) => ticks.slice(0, 2).map((tick) => (tick as HTMLInputElement).value))
	await page.goto(`/compare?ids=${ids.join(',')}`)
	const labels = page.locator('.compare-table tbody th')
	await expect(labels.filter({ hasText: 'Load/speed' })).toBeVisible()
	// a label takes no more lines than it has words: none is broken inside a word
	const broken = await labels.evaluateAll((cells) =>
		cells
			.filter((cell) => {
				const range = document.createRange()
				range.selectNodeContents(cell)
				const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
				return lines.size > cell.textContent!.trim().split(/\s+/).length
			})
			.map((cell) => cell.textContent),
	)
	expect(broken).toEqual([])
	await fits360(page, '/compare at 360 px')
})

/** Saturday 28 February 2032, 7:10pm in Adelaide */
const NOW = '2032-02-28T08:40:00.000Z'

test('/order fits 360 px with a long e-mail address', async ({ page, context, baseURL }) => {
	// the shop's clock pinned for this context's requests (server/app.ts), years from any other
	// journey's bookings
	await context.addCookies([{ name: 'e2e-now', value: NOW, url: baseURL! }])
	const email = `pat.longname.walker.${Date.now()}${Math.floor(Math.random() * 1e4)}@example-mobile-tyres.com.au`
	const confirmed = await page.request.post('/api/booking/confirm', {
		data: {
			cart: [{ tyre: await unusualTyre(page), quantity: 1 }],
			form: { vehicleDetails: 'WLK360', make: 'Toyota', model: 'HiLux' },
			formNew: { firstName: 'Pat', lastName: 'Walker', phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, email },
			formData: { address: '3 Walk St', suburb: 'Clayton', postcode: '3168' },
			selectedTyres: ['spare'],
			selectedDate: '2032-03-04',
			selectedTime: 'afternoon',
			terms: true,
		},
	})
	expect(confirmed.status(), await confirmed.text()).toBe(201)
	const orderUrl = new URL(((await confirmed.json()) as { orderUrl: string }).orderUrl)
	await page.goto(orderUrl.pathname + orderUrl.search)
	await expect(page.getByText(email)).toBeVisible()
	await fits360(page, '/order at 360 px')
})

test('a refused checkout: every field marked invalid points at a message that is on the page', async ({ page, context, baseURL }) => {
	await context.addCookies([{ name: 'e2e-now', value: NOW, url: baseURL! }])
	// a cart line only: nothing is booked, so the common size is fine
	const search = await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; 'In Stock': number }[] }
	const tyre = tyres.find((t) => t['In Stock'] >= 6)!
	const added = await page.request.post('/cart', { form: { intent: 'add', tyreId: String(tyre._id), quantity: '2', redirectTo: '/shipping' }, headers: { Origin: baseURL! } })
	expect(added.ok()).toBe(true)
	await page.goto('/shipping')
	await page.locator('#slots label.slot-option:not(.is-disabled)').first().click()
	await page.getByRole('button', { name: 'Continue to Checkout' }).click()
	await expect(page).toHaveURL(/\/checkout$/)
	for (const name of ['vehicleDetails', 'make', 'model']) await page.locator(`[name="${name}"]`).fill('')
	// the browser's own required-field check would stop the post before the server sees it
	await page.locator('form:has([name="firstName"])').evaluate((form) => ((form as HTMLFormElement).noValidate = true))
	await page.getByRole('button', { name: /^Book now/ }).click()
	await expect(page.getByText('Please fill in all contact details.').first()).toBeVisible()
	const invalid = page.locator('[aria-invalid="true"]')
	await expect(invalid.first()).toBeVisible()
	const problems = await invalid.evaluateAll((fields) =>
		fields.flatMap((field) => {
			const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
			const name = field.getAttribute('name') ?? field.id
			if (!ids.length) return [`${name}: no aria-describedby`]
			return ids.filter((id) => !document.getElementById(id)?.textContent?.trim()).map((id) => `${name}: #${id} is missing or empty`)
		}),
	)
	expect(problems).toEqual([])
	expect(await invalid.count()).toBeGreaterThanOrEqual(7)
	await fits360(page, 'a refused checkout at 360 px')
})
