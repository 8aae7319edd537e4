import { expect, jsEnabled, test } from './fixtures'
import { confirmWith, e2eDatabase, expectToast, loginAsAdmin, pngUpload, unique, uniqueWord } from './admin-helpers'

const deleteControl = (js: boolean) => (js ? 'button' : 'link') as 'button' | 'link'

test.describe('admin content tabs', () => {
	test('Service Areas: add (nothing sent while a field is empty) and remove', async ({ page }, testInfo) => {
		const js = jsEnabled(testInfo)
		const postcode = js ? '3991' : '3992'
		const suburb = `Testville ${uniqueWord(testInfo.project.name)}`
		await loginAsAdmin(page, '/admin/service-areas')
		await page.getByLabel('Postcode').fill(postcode)
		await page.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(page.getByLabel('Suburb', { exact: true })).toHaveJSProperty('validity.valueMissing', true)
		await expect(page.getByTestId('toast')).toHaveCount(0)

		await page.getByLabel('Suburb', { exact: true }).fill(suburb.toLowerCase())
		await page.getByRole('button', { name: 'Add', exact: true }).click()
		await expectToast(page, 'service area added successfully')
		const row = page.getByTestId('service-area-list').getByRole('listitem').filter({ hasText: suburb })
		await expect(row).toHaveText(new RegExp(`${postcode}\\s*${suburb}`))
		await expect(page.getByLabel('Suburb', { exact: true })).toHaveValue('')

		await row.getByRole(deleteControl(js), { name: `Remove ${postcode} ${suburb}` }).click()
		await confirmWith(page, 'Are you sure you want to delete this service area ?')
		await expectToast(page, 'service area delete successfully')
		await expect(row).toHaveCount(0)
	})

	test('Contact: read a message, delete it; Clear All asks first', async ({ page }, testInfo) => {
		const js = jsEnabled(testInfo)
		const subject = `Quote ${unique(testInfo.project.name)}`
		const db = e2eDatabase()
		db.prepare('INSERT INTO contact_messages (name, email, phone, subject, message) VALUES (?, ?, ?, ?, ?)').run(
			'Robin <b>Tester</b>',
			'robin@example.com',
			'0400 123 456',
			subject,
			'Four tyres for a Corolla,\nthis Saturday please.',
		)
		db.close()
		await loginAsAdmin(page, '/admin/contact')
		const card = page.getByTestId('contact-message').filter({ hasText: subject })
		await expect(card).toContainText('Robin <b>Tester</b>') // text stays text
		await expect(card.getByRole('link', { name: 'robin@example.com' })).toHaveAttribute('href', 'mailto:robin@example.com')
		await expect(card).toContainText('this Saturday please.')

		// Clear All is confirmed first; Cancel keeps everything (the clearing itself is covered by the route tests)
		await page.getByRole(deleteControl(js), { name: 'Clear All' }).click()
		await expect(page.getByText('Clear all messages?', { exact: true })).toBeVisible()
		if (js) await page.getByRole('button', { name: 'Cancel' }).click()
		else await page.getByRole('link', { name: 'Cancel' }).click()
		await expect(page.getByText('Clear all messages?', { exact: true })).toBeHidden()
		await expect(card).toBeVisible()

		await card.getByRole(deleteControl(js), { name: /^Delete the message from/ }).click()
		await confirmWith(page, 'Delete this message?')
		await expectToast(page, 'Message deleted.')
		await expect(card).toHaveCount(0)
	})

	test('Blogs: the required fields, add a post, then delete it', async ({ page }, testInfo) => {
		const js = jsEnabled(testInfo)
		const title = `Winter tyre myths ${unique(testInfo.project.name)}`
		await loginAsAdmin(page, '/admin/blogs')
		await page.getByText('Add New Blog').click()
		const form = page.locator('form#add-blog')
		await form.getByLabel('Title *', { exact: true }).fill(title)
		await form.getByRole('button', { name: 'Add Blog' }).click()
		if (js) await expect(form.getByRole('alert')).toHaveText('All fields are required')
		else await expect(form.getByLabel('Description *')).toHaveJSProperty('validity.valueMissing', true)

		await form.getByLabel('Description *').fill('Myth one: you never need them.\nMyth two: all-season is enough.')
		await form.getByLabel('Image *').setInputFiles(await pngUpload('blog.png', '#885522'))
		await form.getByLabel('Meta title *').fill('Winter tyre myths')
		await form.getByRole('button', { name: 'Add Blog' }).click()
		await expectToast(page, 'Blog added successfully.')
		const card = page.getByTestId('admin-blog-card').filter({ hasText: title })
		await expect(card.getByRole('link', { name: /^\/blog\// })).toHaveAttribute('href', /^\/blog\/winter-tyre-myths-/)

		await card.getByRole(deleteControl(js), { name: `Delete ${title}` }).click()
		await confirmWith(page, 'Are you sure you want to delete this Blog ?')
		await expectToast(page, 'Blog deleted successfully.')
		await expect(card).toHaveCount(0)
	})

	test('coupon: a refused coupon keeps the input; add one, then delete it', async ({ page, consoleProblems }, testInfo) => {
		const js = jsEnabled(testInfo)
		const code = `E2E${unique(testInfo.project.name)}`.toUpperCase()
		await loginAsAdmin(page, '/admin/coupons')
		const form = page.locator('form#add-coupon')
		await form.getByLabel('Code').fill(code)
		await form.getByLabel('Discount type').selectOption('percentage')
		await form.getByLabel('Discount value').fill('150')
		await form.getByLabel('Expiry date').fill('2099-12-31')
		await form.getByRole('button', { name: 'Add coupon' }).click()
		await expect(form.getByText('A percentage discount is a whole number from 1 to 100.')).toBeVisible()
		await expect(form.getByLabel('Code')).toHaveValue(code)
		if (!js) consoleProblems.splice(0) // the refused post answered 400, as it should

		await form.getByLabel('Discount value').fill('15')
		await form.getByLabel('Minimum amount ($)').fill('150')
		await form.getByRole('button', { name: 'Add coupon' }).click()
		await expectToast(page, 'Coupon added successfully.')
		const card = page.getByTestId('admin-coupon-card').filter({ hasText: code })
		await expect(card).toContainText('15% off on orders of $150.00 or more')
		await expect(card).toContainText('Valid until Thu, 31 Dec 2099')

		await card.getByRole(deleteControl(js), { name: `Delete coupon ${code}` }).click()
		await confirmWith(page, 'Are you sure you want to delete this coupon?')
		await expectToast(page, 'Coupon deleted successfully.')
		await expect(card).toHaveCount(0)
	})
})
