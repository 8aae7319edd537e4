import { expect, expectNoSidewaysScroll, test } from './fixtures'
import { e2eDatabase, loginAsAdmin, placeBookingByApi, unique } from './admin-helpers'
import { randomMobile, storedPhone } from './sms-outbox'

// Customers' replies on the Outbox tab (390 px, JS on and off). The browser tests run without an
// SMS provider, so the replies are written as receiveSms stores them; the providers' webhooks
// are covered by the route tests against the local fakes.

test.use({ viewport: { width: 390, height: 844 } })

test("the owner reads customers' replies, newest first, and opens the booking of the same phone", async ({ page }, testInfo) => {
	const firstName = `Rep${unique(testInfo.project.name)}`
	const phone = randomMobile()
	const reference = await placeBookingByApi(page.request, { firstName, lastName: 'Replies', phone, email: `${firstName.toLowerCase()}@example.com` }, { rego: 'REP123', selectedTime: 'morning' })
	const db = e2eDatabase()
	const insert = db.prepare('insert into sms_replies (provider, provider_message_id, from_phone, body, opt_out, received_at) values (?, ?, ?, ?, ?, ?)')
	insert.run('clicksend', `IN-${firstName}-1`, storedPhone(phone), `Gate code 4321 (${firstName})`, 0, '2099-01-01T00:00:00.000Z')
	insert.run('twilio', `SM-${firstName}-2`, storedPhone(phone), 'STOP', 1, '2099-01-01T00:01:00.000Z')
	db.close()

	await loginAsAdmin(page, '/admin/outbox')
	await expect(page.getByRole('heading', { name: 'Replies', level: 2 })).toBeVisible()
	// this customer's two, in the order the page lists them
	const replies = page.getByTestId('sms-reply').filter({ hasText: `From ${storedPhone(phone)}` })
	await expect(replies).toHaveCount(2)
	await expect(replies.nth(0)).toContainText('STOP')
	await expect(replies.nth(0)).toContainText('Asked to stop texts')
	await expect(replies.nth(1)).toContainText(`Gate code 4321 (${firstName})`)
	await expect(replies.nth(1)).toContainText('via ClickSend')
	await expectNoSidewaysScroll(page, 'the Outbox scrolls sideways with replies')
	await replies.nth(1).screenshot({ path: testInfo.outputPath('reply.png') })
	await replies.nth(1).getByRole('link', { name: reference }).click()
	await expect(page.getByTestId('admin-booking-card').filter({ hasText: reference })).toBeVisible()
})
