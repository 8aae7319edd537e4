import { expect, type Page } from '@playwright/test'

/**
 * The picker's week a booking journey books in: weeks 2 to 10, spread by worker and by journey
 * (`offset`), so that journeys running side by side rarely take each other's windows.
 */
export function weekFor(testInfo: { workerIndex: number }, offset: number) {
	return 2 + ((offset + testInfo.workerIndex * 3) % 9)
}

/**
 * With a cart, opens the fitting-time picker on `week`, on one of its first three open days at
 * random, picks that day's first free window and continues to checkout.
 *
 * The day is opened at its own address (what its link does without JavaScript) instead of by a
 * tap: a tap that lands before a slow page has hydrated reloads the page under the window just
 * picked, and the journey went on with no time chosen. Tapping a day is a journey of its own
 * (booking-picker.spec.ts).
 */
export async function chooseSlot(page: Page, week: number) {
	await page.goto(`/shipping?week=${week}`)
	const days = page.locator('a.slot-day')
	await expect(days.first()).toBeVisible()
	const day = days.nth(Math.floor(Math.random() * Math.min(3, await days.count())))
	await page.goto((await day.getAttribute('href'))!)
	const window = page.locator('label.slot-option:not(.is-disabled)').first()
	await window.click()
	await expect(window.getByRole('radio')).toBeChecked()
	await page.getByRole('button', { name: 'Continue to Checkout' }).click()
	await expect(page).toHaveURL(/\/checkout$/)
}
