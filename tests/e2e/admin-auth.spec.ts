import { ADMIN_SURFACE } from '../admin-surface'
import { expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'
import { acceptRefusals, ADMIN, expectToast, loginAsAdmin } from './admin-helpers'

test.describe('admin login', () => {
	test('refuses wrong credentials with the server message, logs in, and logs out', async ({ page, consoleProblems }, testInfo) => {
		await page.goto('/admin/coupons')
		await expect(page).toHaveURL(/\/login\/admin\?redirectTo=%2Fadmin%2Fcoupons$/)
		await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible()

		await page.getByLabel('User ID').fill(ADMIN.username)
		await page.getByLabel('Password').fill('not-the-password')
		await page.getByRole('button', { name: 'Login' }).click()
		await expect(page.getByRole('alert')).toHaveText('Invalid user ID or password.')
		acceptRefusals(consoleProblems, 401)
		await expect(page.getByLabel('User ID')).toHaveValue(ADMIN.username)
		if (!jsEnabled(testInfo)) await expect(page.getByLabel('Password')).toHaveValue('') // never sent back

		await page.getByLabel('Password').fill(ADMIN.password)
		if (jsEnabled(testInfo)) {
			// 'Logging in...' while the server answers: the post is held until that has been seen,
			// however slowly the page gets there
			let release = () => {}
			const seen = new Promise<void>((resolve) => (release = resolve))
			await page.route('**/login/admin*', async (route) => {
				await seen
				await route.continue()
			})
			const click = page.getByRole('button', { name: 'Login' }).click()
			await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
			release()
			await click
		} else {
			await page.getByRole('button', { name: 'Login' }).click()
		}
		await expect(page).toHaveURL(/\/admin\/coupons$/)
		await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible()

		// logged in, the login page sends on to the dashboard (its first tab)
		await page.goto('/login/admin')
		await expect(page).toHaveURL(/\/admin\/day$/)

		if (jsEnabled(testInfo)) {
			// 'Processing...' while the logout is answered, held until seen, as the login above
			let release = () => {}
			const seen = new Promise<void>((resolve) => (release = resolve))
			await page.route('**/admin.data*', async (route) => {
				if (route.request().method() === 'POST') await seen
				await route.continue()
			})
			const click = page.getByRole('button', { name: 'Logout' }).click()
			await expect(page.getByRole('status').filter({ hasText: 'Processing...' })).toBeVisible()
			release()
			await click
		} else {
			await page.getByRole('button', { name: 'Logout' }).click()
		}
		await expect(page).toHaveURL(/\/login\/admin$/)
		await expectToast(page, 'You are logged out.')
		await page.goto('/admin/tyres')
		await expect(page).toHaveURL(/\/login\/admin\?redirectTo=/)
	})

	test('the login form asks for both fields', async ({ page }) => {
		await page.goto('/login/admin')
		await page.getByRole('button', { name: 'Login' }).click()
		// the browser's required check without JavaScript, conform's with it: nothing is sent
		await expect(page).toHaveURL(/\/login\/admin$/)
		await expect(page.getByLabel('User ID')).toHaveAttribute('required', '')
		await expect(page.getByLabel('Password')).toHaveAttribute('required', '')
	})
})

test.describe('admin without credentials', () => {
	test('every admin page and API call is refused', async ({ request }) => {
		for (const entry of ADMIN_SURFACE) {
			const response = await request.fetch(entry.path, {
				method: entry.method,
				maxRedirects: 0,
				headers: entry.method === 'GET' ? {} : { 'Content-Type': 'application/json' },
				data: entry.method === 'GET' ? undefined : '{}',
			})
			const label = `${entry.method} ${entry.path}`
			if (entry.kind === 'page') {
				expect(response.status(), label).toBe(302)
				expect(response.headers().location, label).toMatch(/^\/login\/admin\?redirectTo=/)
			} else {
				expect(response.status(), label).toBe(401)
				expect(await response.json(), label).toEqual({ error: expect.any(String) })
			}
		}
	})
})

test.describe('admin on a phone', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('the bottom tab bar and More reach every section, each fitting a 375 px screen', async ({ page }) => {
		await loginAsAdmin(page)
		const nav = page.getByRole('navigation', { name: 'Admin sections' })
		// no shop header or footer inside the admin
		await expect(page.getByRole('contentinfo')).toHaveCount(0)
		await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0)
		for (const tab of ['Today', 'Bookings', 'Tyres']) {
			await nav.getByRole('link', { name: tab, exact: true }).click()
			await expect(nav.getByRole('link', { name: tab, exact: true })).toHaveClass(/active/)
			// (polled: without JavaScript the click returns before the new page's styles have loaded)
			await expect
				.poll(async () => {
					const box = await nav.boundingBox()
					return box ? box.y + box.height : 0
				}, { message: 'the tab bar sits at the bottom of the screen' })
				.toBeGreaterThan(700)
			await expectNoSidewaysScroll(page, `${tab} scrolls sideways`)
		}
		for (const tab of ['Slots', 'Service Areas', 'Coupons', 'Blogs', 'Contact', 'Outbox', 'Settings']) {
			await nav.getByText('More', { exact: true }).click()
			await nav.getByRole('link', { name: tab, exact: true }).click()
			await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
			await expect(nav.getByText('More', { exact: true })).toHaveClass(/active/)
			await expect(nav.getByRole('link', { name: tab, exact: true }), 'More closes after a choice').toBeHidden()
			await expectNoSidewaysScroll(page, `${tab} scrolls sideways`)
		}
	})
})

test.describe('admin on a desktop', () => {
	test('every section is one click away in the top bar', async ({ page }) => {
		await loginAsAdmin(page)
		const nav = page.getByRole('navigation', { name: 'Admin sections' })
		for (const tab of ['Today', 'Bookings', 'Tyres', 'Slots', 'Service Areas', 'Coupons', 'Blogs', 'Contact', 'Outbox', 'Settings']) {
			await nav.getByRole('link', { name: tab, exact: true }).click()
			await expect(nav.getByRole('link', { name: tab, exact: true })).toHaveClass(/active/)
		}
		await expect(nav.getByText('More', { exact: true })).toBeHidden()
	})
})
