import { expect, test } from './fixtures'
import { confirmWith, expectToast, loginAsAdmin, placeBookingByApi } from './admin-helpers'

// The admin's booking tab, JS on and off: a booking placed through the public
// booking API shows under Pending, is marked delivered, then deleted after the confirmation.

test('a booking: Pending → Mark Delivered → Delivered → Delete', async ({ page }, testInfo) => {
	const firstName = `Pat${testInfo.project.name === 'js' ? 'J' : 'N'}${Math.floor(Math.random() * 1e6)}`
	const reference = await placeBookingByApi(page.request, { firstName, lastName: 'Admin-Test', phone: '0400 123 456', email: 'admin.test@example.com' }, { rego: 'ADM123', selectedTime: 'flexible' })
	await loginAsAdmin(page, '/admin/bookings')
	await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Bookings', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible()
	await page.getByRole('searchbox').fill(reference)
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(new RegExp(`q=${reference}`))
	const card = page.getByTestId('admin-booking-card').filter({ hasText: reference })
	await expect(card).toHaveCount(1)
	await expect(card).toContainText(`${firstName} Admin-Test`)
	await expect(card).toContainText('5 Station St, Dandenong 3175')
	await expect(card).toContainText('ADM123, Mazda CX-5')
	await expect(card).toContainText('Front left, Front right')
	await expect(card).toContainText("I'm flexible")
	await expect(card).toContainText('Pay on the day')

	await card.getByRole('button', { name: `Mark delivered: booking ${reference}` }).click()
	await expectToast(page, 'Booking marked as delivered.')
	await expect(page.getByTestId('admin-booking-card').filter({ hasText: reference })).toHaveCount(0)

	await page.getByRole('link', { name: 'Delivered', exact: true }).click()
	await expect(page).toHaveURL(/status=delivered$/)
	await expect(page.getByRole('link', { name: 'Delivered', exact: true })).toHaveAttribute('aria-current', 'page')
	await page.getByRole('searchbox').fill(reference)
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(new RegExp(`status=delivered&q=${reference}`))
	const delivered = page.getByTestId('admin-booking-card').filter({ hasText: reference })
	await expect(delivered).toContainText('delivered')
	await expect(delivered.getByRole('button', { name: /^Mark delivered/ })).toHaveCount(0)
	await delivered.getByRole('link', { name: `Delete booking ${reference}` }).or(delivered.getByRole('button', { name: `Delete booking ${reference}` })).click()
	await confirmWith(page, 'Are you sure you want to delete this booking?')
	await expectToast(page, 'Booking deleted.')
	await expect(page.getByTestId('admin-booking-card').filter({ hasText: reference })).toHaveCount(0)
})
