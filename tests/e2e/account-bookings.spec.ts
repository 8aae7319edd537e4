import { expect, test } from './fixtures'
import { bookAtCheckout, fillRegisterForm } from './customer-bookings'
import { chooseSlot, weekFor } from './slots'
import { latestSmsCode, randomMobile } from './sms-outbox'

// Customer bookings, JS on and off: a booking made at checkout with a phone number
// shows in the account registered with that number; from its signed link it is rescheduled,
// then cancelled after the fee is shown; and it can be found by reference and e-mail.

test('register, see the booking made with the same phone, reschedule and cancel it', async ({ page }, testInfo) => {
	const phone = randomMobile()
	const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
	const reference = await bookAtCheckout(page.request, spaced, `kim.${testInfo.project.name}@example.com`)

	await fillRegisterForm(page, { name: 'Kim Account', phone, password: 'a long enough password' })
	await page.getByRole('button', { name: 'Send me a code' }).click()
	await expect(page).toHaveURL(/step=code$/)
	await page.getByLabel('Code from the SMS').fill((await latestSmsCode(phone)).code)
	await page.getByRole('button', { name: 'Create my account' }).click()
	await expect(page).toHaveURL(/\/account$/)

	await page.getByRole('link', { name: 'Your bookings and coupons' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeVisible()
	const item = page.getByTestId('account-booking').filter({ hasText: reference })
	await expect(item).toContainText('Pending')
	await expect(item).toContainText('Morning 8am-11am')
	await expect(page.getByRole('list', { name: 'Coupons' })).toContainText('WELCOME10')

	await item.getByRole('link', { name: 'View, reschedule or cancel' }).click()
	await expect(page.getByTestId('order-reference')).toHaveText(reference)
	// the same picker as booking, opened on the first day the booking can move to
	const change = page.locator('#change')
	const newDay = ((await change.locator('.slot-times legend').textContent()) ?? '').replace(/^New time on /, '').trim()
	await change.locator('input[name="slot"]:not([disabled])').first().check()
	await page.getByRole('button', { name: 'Reschedule' }).click()
	await expect(page.getByTestId('toast')).toContainText('Your booking has been moved.')
	await expect(page.getByTestId('order-date')).toHaveText(newDay)

	await page.getByRole('link', { name: 'Cancel booking…' }).click()
	await expect(page.getByTestId('cancel-fee')).toContainText('A cancellation fee of $60.00 applies')
	await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
	await expect(page.getByTestId('toast')).toContainText('Your booking has been cancelled.')
	await expect(page.getByTestId('order-status')).toContainText(/cancel/i)
	await expect(page.getByRole('heading', { name: 'Change your booking' })).toHaveCount(0)

	await page.goto('/account/bookings')
	await expect(page.getByTestId('account-booking').filter({ hasText: reference })).toContainText('Cancelled')
	await page.goto('/account')
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page.getByTestId('toast')).toContainText('You have logged out.')
	await page.goto('/account/bookings')
	await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fbookings$/)
})

test('find a booking by its reference and e-mail, without an account', async ({ page }, testInfo) => {
	const email = `find.${testInfo.project.name}.${Date.now()}@example.com`
	const reference = await bookAtCheckout(page.request, randomMobile(), email)
	// the header's account link leads to the login page, which offers the lookup
	await page.goto('/about-us')
	await page.getByRole('banner').getByRole('link', { name: 'My bookings' }).click()
	await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fbookings$/)
	await page.getByRole('link', { name: 'Find a booking by its reference' }).click()
	await page.getByLabel('Booking reference').fill(reference)
	await page.getByLabel('E-mail').fill('wrong@example.com')
	await page.getByRole('button', { name: 'Find booking' }).click()
	await expect(page.getByText('We could not find a booking with that reference and e-mail.', { exact: false })).toBeVisible()
	await page.getByLabel('E-mail').fill(email.toUpperCase())
	await page.getByRole('button', { name: 'Find booking' }).click()
	await expect(page.getByTestId('order-reference')).toHaveText(reference)
	await expect(page.getByRole('heading', { name: 'Change your booking' })).toBeVisible()
})

test('a booking of a service alone shows in the account with its service and price, and on its booking page', async ({ page }, testInfo) => {
	const phone = randomMobile()
	await fillRegisterForm(page, { name: 'Pat Puncture', phone, password: 'a long enough password' })
	await page.getByRole('button', { name: 'Send me a code' }).click()
	await expect(page).toHaveURL(/step=code$/)
	await page.getByLabel('Code from the SMS').fill((await latestSmsCode(phone)).code)
	await page.getByRole('button', { name: 'Create my account' }).click()
	await expect(page).toHaveURL(/\/account$/)

	// a puncture repair alone, booked at checkout with the account's number
	await page.goto('/services/puncture-repair')
	await page.getByTestId('service-offer').filter({ hasText: 'Puncture repair' }).getByRole('button', { name: 'Add Puncture repair to cart' }).click()
	await expect(page).toHaveURL(/\/shipping/)
	await chooseSlot(page, weekFor(testInfo, 7))
	await page.getByLabel('First name').fill('Pat')
	await page.getByLabel('Last name').fill('Puncture')
	await page.getByLabel('Phone').fill(phone)
	await page.getByLabel('E-mail').fill(`pat.${testInfo.project.name}.${Date.now()}@example.com`)
	await page.getByLabel('Street address').fill('5 Rim Road')
	await page.getByLabel('Suburb', { exact: true }).fill('Clayton')
	await page.getByLabel('Postcode').fill('3168')
	await page.getByLabel('Registration number').fill('PAT123')
	await page.getByLabel('Make').fill('Kia')
	await page.getByLabel('Model').fill('Rio')
	await page.getByLabel(/I accept the Terms & Conditions/).check()
	await page.getByRole('button', { name: /^Book now/ }).click()
	await expect(page).toHaveURL(/\/order$/)
	const reference = (await page.getByTestId('order-reference').textContent())!.trim()

	await page.goto('/account/bookings')
	const item = page.getByTestId('account-booking').filter({ hasText: reference })
	await expect(item.getByTestId('account-booking-services')).toHaveText(/Puncture repair\s*\$45\.00/)
	await expect(item.locator('.account-booking-tyres')).toHaveCount(0)
	await expect(item).toContainText('Total $55.00')

	const answer = await page.request.get(`/api/bookings/user?phone=${phone}`)
	const listed = ((await answer.json()) as { bookings: { reference: string; tyres: unknown[]; services: { name: string; lineTotal: number }[] }[] }).bookings.find((b) => b.reference === reference)
	expect(listed).toMatchObject({ tyres: [], services: [{ name: 'Puncture repair', lineTotal: 45 }] })

	await item.getByRole('link', { name: 'View, reschedule or cancel' }).click()
	await expect(page.getByTestId('order-reference')).toHaveText(reference)
	await expect(page.getByTestId('order-services')).toContainText('Puncture repair')
	await expect(page.getByRole('heading', { name: 'Tyres', exact: true, level: 2 })).toHaveCount(0)
	await expect(page.getByRole('heading', { name: 'Change your booking' })).toBeVisible()
})
