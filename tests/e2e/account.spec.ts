import { expect, jsEnabled, test } from './fixtures'
import { latestSmsCode, randomMobile } from './sms-outbox'

// Customer accounts, with JavaScript on and off: register with the code texted to
// the phone, log out, log in; and reset a forgotten password.

test('register with the texted code, log out, log in again', async ({ page }, testInfo) => {
	const phone = randomMobile()
	const name = `Sam ${testInfo.project.name}`

	await page.goto('/account/register')
	await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
	await page.getByLabel('Your name').fill(name)
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByLabel('Password').fill('short')
	await page.getByRole('button', { name: 'Send me a code' }).click()
	// Checked in the browser with JavaScript, by the server without: same message either way.
	await expect(page.getByText('Use at least 8 characters.')).toBeVisible()
	if (!jsEnabled(testInfo)) {
		await expect(page.getByLabel('Mobile number')).toHaveValue(phone) // input kept
	}
	await page.getByLabel('Password').fill('a long enough password')
	await page.getByRole('button', { name: 'Send me a code' }).click()

	await expect(page).toHaveURL(/\/account\/register\?step=code$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
	await expect(page.getByTestId('toast')).toContainText('Code sent')
	const { code } = await latestSmsCode(phone)

	await page.getByLabel('Code from the SMS').fill(code === '000000' ? '000001' : '000000')
	await page.getByRole('button', { name: 'Create my account' }).click()
	await expect(page.getByText('Invalid or expired code')).toBeVisible()

	await page.getByLabel('Code from the SMS').fill(code)
	await page.getByRole('button', { name: 'Create my account' }).click()
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('heading', { level: 1, name: `Hi ${name}` })).toBeVisible()
	await expect(page.getByText(`You are logged in with ${phone}.`)).toBeVisible()

	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByTestId('toast')).toContainText('You have logged out.')

	await page.goto('/account')
	await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount$/)
	// The number as +61 works as well as 04…
	await page.getByLabel('Mobile number').fill(`+61 ${phone.slice(1)}`)
	await page.getByLabel('Password').fill('a long enough password')
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('heading', { level: 1, name: `Hi ${name}` })).toBeVisible()
})

test('reset a forgotten password with a texted code', async ({ page, request }) => {
	// An existing customer, made through the spec's endpoints.
	const phone = randomMobile()
	const sent = await request.post('/api/auth/send-otp', { data: { name: 'Robin Reset', phone, password: 'the old password' } })
	expect(sent.status()).toBe(200)
	const first = await latestSmsCode(phone)
	const made = await request.post('/api/auth/verify-otp', { data: { name: 'Robin Reset', phone, password: 'the old password', otp: first.code } })
	expect(made.status()).toBe(201)

	await page.goto('/account/login')
	await page.getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(page).toHaveURL(/\/account\/reset$/)
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByRole('button', { name: 'Send me a code' }).click()

	await expect(page).toHaveURL(/\/account\/reset\?step=code$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
	const { code } = await latestSmsCode(phone, { after: first.id })
	await page.getByLabel('Code from the SMS').fill(code)
	await page.getByLabel('New password').fill('the new password')
	await page.getByRole('button', { name: 'Save my new password' }).click()

	await expect(page).toHaveURL(/\/account\/login$/)
	await expect(page.getByTestId('toast')).toContainText('Your password has been changed')
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByLabel('Password').fill('the new password')
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Hi Robin Reset' })).toBeVisible()
})
