import { expect, expectNoSidewaysScroll, test } from './fixtures'
import { applyPriceList, expectToast, loginAsAdmin, unique } from './admin-helpers'

// The owner's price rule on a phone: a brand's tyres (one with a cost price, one without, from a
// price list) get +5 %; the preview shows old → new before anything changes, Apply writes it and
// the history keeps it; the tyre list then shows the cost and the margin.

test.describe('admin price rules', () => {
	test('preview then apply +5 % on a brand; see the margin', async ({ page }, testInfo) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const brand = `Pr${unique(testInfo.project.name)}`
		await loginAsAdmin(page, '/admin/tyres/price-lists')
		// sizes no other journey shops in: these tyres have no Price for 2, 3 or 5, and a journey
		// picking any stocked tyre of a common size must not find them
		const csv = [
			'Supplier code,Brand,Model,SIZE,LOAD/SPEED RATING,In Stock,Price for 1,Price for 4,Cost price',
			`${brand}-1,${brand},Rule Grip,275/35R21,99Y,8,189.00,179.50,120.00`,
			`${brand}-2,${brand},Rule Grip,285/35R21,105Y,4,150.00,140.00,`,
		].join('\n')
		await page.getByLabel('Price list file').setInputFiles({ name: `${brand}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
		await page.getByRole('button', { name: 'Upload and preview' }).click()
		await applyPriceList(page)

		await page.goto('/admin/tyres')
		await page.getByRole('link', { name: 'Price rules', exact: true }).click()
		await expect(page.getByRole('heading', { name: 'Price rules', level: 2 })).toBeVisible()
		await page.getByLabel('One brand').check()
		await page.getByLabel('Brand', { exact: true }).selectOption(brand)
		await page.getByLabel('Current prices ± N %').check()
		await page.getByLabel('Percentage', { exact: true }).fill('5')
		await page.getByLabel('To the cent').check()
		await page.getByRole('button', { name: 'Preview' }).click()

		const preview = page.getByTestId('price-rule-preview')
		await expect(preview).toContainText(`Brand ${brand}: current prices +5 %, rounded to the cent`)
		await expect(preview.getByText('Changed', { exact: true }).locator('..')).toHaveText('Changed2')
		const changed = page.getByTestId('price-rule-changed')
		await expect(changed).toContainText('Price for 1: $189.00 → $198.45')
		await expect(changed).toContainText('Price for 4: $179.50 → $188.48')
		await expect(changed).toContainText('Cost $120.00 · margin on Price for 1 $78.45 (39.5 %)')
		await expectNoSidewaysScroll(page, 'the rule and its preview fit a phone')

		// nothing changed yet
		await page.goto(`/admin/tyres?q=${brand}`)
		await expect(page.getByTestId('tyre-margin')).toHaveText(/Cost: \$120\.00\s*Margin on Price for 1: \$69\.00 \(36\.5 %\)/)
		await page.goBack()

		await page.getByRole('button', { name: 'Apply to 2 tyres' }).click()
		await expectToast(page, 'Price rule applied.')
		await expect(page.getByTestId('price-rule-history')).toContainText(`Brand ${brand}: current prices +5 %, rounded to the cent`)
		await expect(page.getByTestId('price-rule-history')).toContainText('2 changed, 0 unchanged, 0 skipped')

		await page.goto(`/admin/tyres?q=${brand}`)
		await expect(page.getByTestId('tyre-count')).toHaveText('2 tyres')
		// the tyre with a cost price shows it and its margin; the other shows neither
		await expect(page.getByTestId('tyre-margin')).toHaveCount(1)
		await expect(page.getByTestId('tyre-margin')).toHaveText(/Cost: \$120\.00\s*Margin on Price for 1: \$78\.45 \(39\.5 %\)/)
		await expectNoSidewaysScroll(page, 'the tyre list with margins fits a phone')
	})
})
