import { type APIRequestContext } from '@playwright/test'
import { expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'
import { e2eDatabase, expectToast, loginAsAdmin, placeBookingByApi, unique } from './admin-helpers'
import { randomMobile } from './sms-outbox'

// The owner closing out the day on a phone (390 px), JS on and off: a job paid in cash, a job
// that could not be completed with the failed-attendance fee, a Done on another day's job.

test.use({ viewport: { width: 390, height: 844 } })

/** Today in the shop's time zone, as the server sees it. */
function shopToday() {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Adelaide', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

/** A pay-on-the-day booking; moved onto today unless `keepDate` (no booking can be placed for today). */
async function booking(request: APIRequestContext, firstName: string, { keepDate = false } = {}) {
	const customer = { firstName, lastName: 'Close-Out', phone: randomMobile(), email: `${firstName.toLowerCase()}@example.com` }
	const reference = await placeBookingByApi(request, customer, { rego: 'CLS123', selectedTime: 'flexible' })
	const db = e2eDatabase()
	if (!keepDate) db.prepare('update bookings set selected_date = ? where reference = ?').run(shopToday(), reference)
	const row = db.prepare('select selected_date as date, final_amount as cents from bookings where reference = ?').get(reference) as { date: string; cents: number }
	db.close()
	return { reference, name: `${firstName} Close-Out`, email: customer.email, ...row }
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`

test('close out a job paid in cash: the card shows it paid and the takings count it', async ({ page }, testInfo) => {
	const job = await booking(page.request, `Cash${unique(testInfo.project.name)}`)
	await loginAsAdmin(page, '/admin/day')
	// today first: the next job to do, with Navigate and Call, is on the first screen
	const next = page.getByTestId('next-job')
	await expect(next.getByRole('link', { name: 'Navigate' })).toBeVisible()
	await expect(next.getByRole('link', { name: 'Call' })).toBeVisible()
	expect((await next.boundingBox())!.y).toBeLessThan(300)
	const card = page.getByTestId('day-job').filter({ hasText: job.reference })
	await expect(card.getByTestId('job-payment')).toHaveText(`${dollars(job.cents)} to collect`)
	await expect(card.getByRole('group', { name: `Done: how was the ${dollars(job.cents)} paid?` })).toBeVisible()
	await expectNoSidewaysScroll(page, 'the day view scrolls sideways')
	// the payment radios are big enough for a thumb
	const box = await card.getByText('Card on the day', { exact: true }).boundingBox()
	expect(box!.height).toBeGreaterThanOrEqual(44)

	await card.getByLabel('Cash', { exact: true }).check()
	await card.getByRole('button', { name: `Done: ${job.name}` }).click()
	await expectToast(page, 'Marked done.')
	await expect(card.getByTestId('job-payment')).toHaveText(`Paid: Cash, ${dollars(job.cents)}`)
	await expect(page.getByTestId('day-takings').first()).toContainText('Cash (')
	await expect(page.getByTestId('day-takings').first()).toContainText('Takings')
})

test('couldn’t complete, nobody home, with the $99 failed-attendance fee e-mailed', async ({ page }, testInfo) => {
	const job = await booking(page.request, `Fee${unique(testInfo.project.name)}`)
	await loginAsAdmin(page, '/admin/day')
	const card = page.getByTestId('day-job').filter({ hasText: job.reference })
	await card.getByText('Couldn’t complete', { exact: true }).or(card.getByText("Couldn't complete", { exact: true })).first().click()
	await card.getByLabel('Nobody home').check()
	await card.getByLabel('Details (needed for Other; kept on the booking)').fill('Rang twice')
	await card.getByLabel('Apply the $99.00 failed-attendance fee and e-mail the customer').check()
	await card.getByRole('button', { name: 'Keep as not completed' }).click()
	await expectToast(page, 'the $99.00 failed-attendance fee is recorded and the customer e-mailed')
	await expect(card.getByTestId('not-completed-reason')).toContainText('Nobody home: Rang twice')
	await expect(card.getByTestId('failed-fee')).toContainText('Failed-attendance fee $99.00 applied')
	const db = e2eDatabase()
	const mail = db.prepare("select subject from outbox where recipient = ? and subject like '%failed-attendance fee%'").all(job.email)
	db.close()
	expect(mail).toEqual([{ subject: `Your fitting ${job.reference}: failed-attendance fee $99.00` }])
})

test('Done on a job of another day asks first', async ({ page }, testInfo) => {
	const job = await booking(page.request, `Early${unique(testInfo.project.name)}`, { keepDate: true })
	await loginAsAdmin(page, `/admin/day?date=${job.date}`)
	const card = page.getByTestId('day-job').filter({ hasText: job.reference })
	await card.getByLabel('Bank transfer').check()
	await card.getByRole('button', { name: `Done: ${job.name}` }).click()
	await expect(card.getByText(/^This job is booked for .*, not today\. Mark it done anyway\?$/)).toBeVisible()
	await expect(card.getByText('Paid: Bank transfer')).toBeVisible()
	await card.getByRole('button', { name: 'Confirm' }).click()
	await expectToast(page, 'Marked done.')
	await expect(card.getByTestId('job-payment')).toHaveText(`Paid: Bank transfer, ${dollars(job.cents)}`)
	if (!jsEnabled(testInfo)) await expect(page).toHaveURL(new RegExp(`/admin/day\\?date=${job.date}$`))
})

test('the slots editor fits a 360 px phone with inputs a thumb can use', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 780 })
	await loginAsAdmin(page, '/admin/slots')
	const flexible = page.getByLabel("Sunday I'm flexible")
	await expect(flexible).toBeVisible()
	await expectNoSidewaysScroll(page, 'the slots editor scrolls sideways')
	const box = (await flexible.boundingBox())!
	expect(box.height).toBeGreaterThanOrEqual(44)
	expect(box.x + box.width).toBeLessThanOrEqual(360)
})

test('a phone booking: find the size and day, pick tyre and window, type the caller’s details', async ({ page }, testInfo) => {
	const search = await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; Brand: string; Model: string; 'In Stock': number }[] }
	const tyre = tyres.find((t) => t['In Stock'] >= 8)!
	const firstName = `Ring${unique(testInfo.project.name)}`
	await loginAsAdmin(page, '/admin/bookings')
	await page.getByRole('link', { name: 'New phone booking' }).click()
	await page.getByLabel('Tyre size').fill('205/55R16')
	await page.getByLabel('Day').fill(shopToday())
	await page.getByRole('button', { name: 'Find tyres and windows' }).click()
	await expect(page.getByRole('heading', { name: /^205\/55R16 on / })).toBeVisible()
	await page.getByRole('radio', { name: new RegExp(`^${tyre.Brand} ${tyre.Model}`) }).first().check()
	await page.getByLabel('How many tyres').selectOption('4')
	await page.getByRole('radio', { name: /^I'm flexible/ }).check()
	// today's flexible window may be full from other runs: the owner books it anyway
	await page.getByLabel('Book it anyway if the window is full (overbook on purpose)').check()
	await page.getByLabel('First name').fill(firstName)
	await page.getByLabel('Last name').fill('Caller')
	await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(randomMobile())
	await page.getByLabel('E-mail').fill(`${firstName.toLowerCase()}@example.com`)
	await page.getByLabel('Street address').fill('7 Foster St')
	await page.getByLabel('Suburb').fill('Dandenong')
	await page.getByLabel('Postcode').fill('3175')
	await page.getByLabel('Make').fill('Toyota')
	await page.getByLabel('Model').fill('Hilux')
	await expectNoSidewaysScroll(page, 'the phone booking form scrolls sideways')
	await page.getByRole('button', { name: 'Place booking and e-mail the customer' }).click()
	await expect(page.getByTestId('toast').filter({ hasText: /^Phone booking placed/ })).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/admin/day\\?date=${shopToday()}$`))
	const card = page.getByTestId('day-job').filter({ hasText: `${firstName} Caller` })
	await expect(card).toContainText('taken by phone')
	await expect(card).toContainText('4 ×')
})

test('edit a coupon: a typo in the code and the discount fixed without deleting it', async ({ page }, testInfo) => {
	const code = `TYPO${unique(testInfo.project.name)}`.toUpperCase()
	const fixed = code.replace('TYPO', 'FIXD')
	await loginAsAdmin(page, '/admin/coupons')
	const add = page.locator('form#add-coupon')
	await add.getByLabel('Code').fill(code)
	await add.getByLabel('Discount type').selectOption('flat')
	await add.getByLabel('Discount value').fill('12.50')
	await add.getByLabel('Expiry date').fill('2099-12-31')
	await add.getByRole('button', { name: 'Add coupon' }).click()
	await expectToast(page, 'Coupon added successfully.')

	await page.getByRole('link', { name: `Edit coupon ${code}` }).click()
	const edit = page.locator('form#edit-coupon')
	await expect(edit.getByRole('heading', { name: `Edit coupon ${code}` })).toBeVisible()
	await expect(edit.getByLabel('Discount value')).toHaveValue('12.50')
	await expectNoSidewaysScroll(page, 'the coupon edit form scrolls sideways')
	await edit.getByLabel('Code').fill(fixed)
	await edit.getByLabel('Discount value').fill('15')
	await edit.getByRole('button', { name: 'Save coupon' }).click()
	await expectToast(page, 'Coupon updated successfully.')
	await expect(page.getByTestId('admin-coupon-card').filter({ hasText: code })).toHaveCount(0)
	await expect(page.getByTestId('admin-coupon-card').filter({ hasText: fixed })).toContainText('$15.00 off')
	await expect(page.locator('form#add-coupon')).toBeVisible()
})
