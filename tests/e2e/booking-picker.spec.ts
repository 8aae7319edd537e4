import { type Page } from '@playwright/test'
import { expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'

// The fitting-time picker on a phone, JS on and off, on a Saturday evening: the shop's clock is
// pinned for this browser context's requests (the e2e-now cookie, server/app.ts) to a Saturday
// years ahead, so no other journey books those days. The page's own clock is left alone: the
// picker's days, like the footer's year, all come from the server.

/** Saturday 30 November 2030, 7:10pm in Adelaide (ACDT, +10:30) */
const SATURDAY_EVENING = '2030-11-30T08:40:00.000Z'

test.beforeEach(async ({ page, context, baseURL }) => {
	await context.addCookies([{ name: 'e2e-now', value: SATURDAY_EVENING, url: baseURL! }])
	await page.setViewportSize({ width: 390, height: 844 })
})

async function tyreInStock(page: Page, min: number) {
	const search = await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; 'In Stock': number; 'Price for 2': number | null }[] }
	// stock to spare and every quantity priced: other journeys book from, and add tyres to, this size at the same time
	const inStock = tyres.filter((t) => t['In Stock'] >= min + 4 && t['Price for 2'])
	return inStock[Math.floor(Math.random() * Math.min(5, inStock.length))]!._id
}

test('opens on the first bookable day with its windows; a blocked day says why; a tapped day keeps the page where it is', async ({ page, baseURL }, testInfo) => {
	const added = await page.request.post('/cart', { form: { intent: 'add', tyreId: String(await tyreInStock(page, 2)), quantity: '2', redirectTo: '/shipping' }, headers: { Origin: baseURL! } })
	expect(added.ok()).toBe(true)
	await page.goto('/shipping')
	const picker = page.locator('#slots')
	// the weekend cannot be booked on a Saturday evening: the picker opens on Monday, chosen
	await expect(picker.getByText('Week of 2 December 2030')).toBeVisible()
	await expect(picker.locator('.slot-day.is-selected')).toContainText('2 Dec')
	await expect(picker.getByRole('group', { name: 'Time on Monday 2 December 2030' })).toBeVisible()
	await expect(picker.locator('label.slot-option').first()).toContainText(/\d slots? left/)
	await expectNoSidewaysScroll(page, '/shipping at 390 px')

	// this week's weekend says why
	await picker.getByRole('link', { name: '‹ Previous week' }).click()
	await expect(picker.getByText('Week of 30 November 2030')).toBeVisible()
	const days = picker.locator('.slot-days li')
	await expect(days).toHaveCount(2)
	await expect(days.nth(0)).toContainText('Saturday bookings close Thursday')
	await expect(days.nth(1)).toContainText('Sunday bookings close Friday 8am')
	await expect(picker.locator('a.slot-day')).toHaveCount(0)

	await picker.getByRole('link', { name: 'Next week ›' }).click()
	await expect(picker.getByText('Week of 2 December 2030')).toBeVisible()
	const wednesday = picker.locator('a.slot-day').filter({ hasText: '4 Dec' })
	await wednesday.scrollIntoViewIfNeeded()
	const before = await page.evaluate(() => window.scrollY)
	await wednesday.click()
	const times = picker.getByRole('group', { name: 'Time on Wednesday 4 December 2030' })
	await expect(times).toBeVisible()
	if (jsEnabled(testInfo)) {
		// with JavaScript the choice moves focus to its windows, never to the page's top
		await expect(times).toBeFocused()
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before)
	} else {
		// without, the day's link lands on the picker (#slots), not on the page's top; the browser
		// scrolls to the anchor once the new page has laid out, which may come after the click returns
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
	}
	await times.locator('label.slot-option:not(.is-disabled)').first().click()
	await page.getByRole('button', { name: 'Continue to Checkout' }).click()
	await expect(page).toHaveURL(/\/checkout$/)
	await expect(page.getByTestId('fitting-when')).toContainText('Wednesday 4 December 2030')
	await expectNoSidewaysScroll(page, '/checkout at 390 px')
})

test('a booking is moved with the same picker; /order fits 360 px', async ({ page }) => {
	const confirmed = await page.request.post('/api/booking/confirm', {
		data: {
			cart: [{ tyre: await tyreInStock(page, 1), quantity: 1 }],
			form: { vehicleDetails: 'PIK123', make: 'Mazda', model: '3' },
			formNew: { firstName: 'Pat', lastName: 'Picker', phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, email: `pat.${Date.now()}@example.com` },
			formData: { address: '3 Picker St', suburb: 'Clayton', postcode: '3168' },
			selectedTyres: ['spare'],
			selectedDate: '2030-12-05',
			selectedTime: 'morning',
			terms: true,
		},
	})
	expect(confirmed.status(), await confirmed.text()).toBe(201)
	const { orderUrl } = (await confirmed.json()) as { orderUrl: string }

	await page.setViewportSize({ width: 360, height: 780 })
	await page.goto(new URL(orderUrl).pathname + new URL(orderUrl).search)
	await expect(page.getByTestId('order-date')).toHaveText('Thursday 5 December 2030')
	await expectNoSidewaysScroll(page, '/order at 360 px')
	const change = page.locator('#change')
	await expect(change.getByRole('heading', { name: 'Move it to another time' })).toBeVisible()
	// opened on the first day it can move to: Sunday is blocked on a Saturday, so Monday
	await expect(change.getByRole('group', { name: 'New time on Monday 2 December 2030' })).toBeVisible()
	await change.getByRole('link', { name: 'Next week ›' }).click()
	await expect(change.getByText('Week of 9 December 2030')).toBeVisible()
	await change.getByRole('link', { name: '‹ Previous week' }).click()
	await expect(change.getByText('Week of 2 December 2030')).toBeVisible()
	await change.locator('a.slot-day').filter({ hasText: '5 Dec' }).click()
	const thursday = change.getByRole('group', { name: 'New time on Thursday 5 December 2030' })
	// its own window is shown, and cannot be chosen again
	await expect(thursday.locator('label.slot-option').first()).toContainText('Your booking now')
	await expect(thursday.getByRole('radio', { name: /Morning/ })).toBeDisabled()
	await thursday.locator('label.slot-option').filter({ hasText: 'Afternoon' }).click()
	await page.getByRole('button', { name: 'Reschedule' }).click()
	await expect(page.getByTestId('toast')).toContainText('Your booking has been moved.')
	await expect(page.getByTestId('order-slot')).toHaveText('Afternoon 2pm-5pm')
	await expect(page.getByTestId('order-date')).toHaveText('Thursday 5 December 2030')
	await expectNoSidewaysScroll(page, '/order at 360 px after the move')
})
