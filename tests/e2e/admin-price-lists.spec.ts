import fs from 'node:fs/promises'
import { expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'
import { applyPriceList, loginAsAdmin, unique } from './admin-helpers'

// The owner's price list on a phone: import a supplier's file, check the preview, apply it;
// then export the catalogue and import that file back, which changes nothing.

test.describe('admin price lists', () => {
	test('import a file, see the preview, apply it; export and import back unchanged', async ({ page }, testInfo) => {
		const js = jsEnabled(testInfo)
		await page.setViewportSize({ width: 390, height: 844 })
		const brand = `Pl${unique(testInfo.project.name)}`
		await loginAsAdmin(page, '/admin/tyres')
		await page.getByRole('link', { name: 'Price lists: import and export' }).click()
		await expect(page.getByRole('heading', { name: 'Price lists', level: 2 })).toBeVisible()

		// a supplier's file: one new tyre, one row refused
		const csv = [
			'Supplier code,Brand,Model,SIZE,LOAD/SPEED RATING,In Stock,Price for 1,Price for 4,Cost price',
			`${brand}-1,${brand},Journey Grip,255/30R22,95Y,8,189.00,179.50,120.00`,
			`${brand}-2,${brand},Journey Grip,265/30R22,97Y,4,not a price,179.50,120.00`,
		].join('\n')
		await page.getByLabel('Price list file').setInputFiles({ name: `${brand}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
		await page.getByRole('button', { name: 'Upload and preview' }).click()
		await expect(page.getByRole('heading', { name: `${brand}.csv` })).toBeVisible()
		const preview = page.getByTestId('price-list-preview')
		await expect(preview.getByText('New tyres', { exact: true }).locator('..')).toContainText('1')
		await expect(preview.getByText('Refused', { exact: true }).locator('..')).toContainText('1')
		await expect(page.getByTestId('price-list-refused')).toContainText("Row 3: Price for 1 'not a price' is not an amount in dollars such as 189.95.")
		await expect(page.getByTestId('price-list-added')).toContainText(`${brand} Journey Grip 255/30R22 95Y`)
		await expectNoSidewaysScroll(page, 'the preview fits a phone')
		await applyPriceList(page)
		await expect(page.getByTestId('price-list-applied')).toContainText(/New tyres\s*1/)

		// the new tyre is in the catalogue
		await page.goto(`/admin/tyres?q=${brand}`)
		await expect(page.getByTestId('tyre-count')).toHaveText('1 tyre')

		// export, then import this journey's rows of it back: nothing would change. (The whole
		// file's round trip is the domain's test: here other journeys book and edit tyres meanwhile,
		// and the preview rightly shows their changes as changes back.)
		await page.goto('/admin/tyres/price-lists')
		await expect(page.getByTestId('price-list-history')).toContainText(`${brand}.csv`)
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
		const exported = await fs.readFile(await download.path())
		expect(exported.toString('utf8')).toContain(`${brand}-1,${brand},Journey Grip,255/30R22,95Y`)
		if (!js) await page.goto('/admin/tyres/price-lists')
		const [heading, ...rows] = exported.toString('utf8').split(/\r?\n/)
		const ours = rows.filter((row) => row.startsWith(`${brand}-`))
		expect(ours).toHaveLength(1)
		await page.getByLabel('Price list file').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from([heading, ...ours].join('\n')) })
		await page.getByRole('button', { name: 'Upload and preview' }).click()
		await expect(page.getByRole('heading', { name: 'catalogue.csv' })).toBeVisible()
		const again = page.getByTestId('price-list-preview')
		await expect(again.getByText('Unchanged', { exact: true }).locator('..')).toHaveText('Unchanged1')
		for (const label of ['New tyres', 'Changed', 'Refused']) await expect(again.getByText(label, { exact: true }).locator('..')).toHaveText(`${label}0`)
		await expect(page.getByTestId('price-list-changed')).toHaveCount(0)
	})
})
