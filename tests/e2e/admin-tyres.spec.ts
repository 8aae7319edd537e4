import { expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'
import { acceptRefusals, confirmWith, expectToast, fillTyreForm, loginAsAdmin, pngUpload, unique } from './admin-helpers'

test.describe('admin Tyres tab', () => {
	test('add a tyre, find it with the filters, edit stock and prices, replace its image, delete it', async ({ page }, testInfo) => {
		const js = jsEnabled(testInfo)
		const brand = `E2e${unique(testInfo.project.name)}`
		await loginAsAdmin(page, '/admin/tyres')

		// Add New Tyre: the spec's message when required fields or images are missing
		await page.getByText('Add New Tyre').click()
		const form = page.locator('form#add-tyre')
		await form.getByLabel('Brand *').fill(brand)
		await form.getByRole('button', { name: 'Add Tyre' }).click()
		if (js) {
			await expect(form.getByRole('alert')).toHaveText('Please fill all required fields and upload an image')
		} else {
			// without JavaScript the browser's required check stops the post: fill the rest, but no images
			await expect(page).toHaveURL(/\/admin\/tyres$/)
		}
		const tyre = { model: 'Trail Master', width: '235', profile: '65', rim: '17', rating: '108H', price: '245.50', stock: '9' }
		await fillTyreForm(form, { ...tyre, runflat: 'YES', category: 'Mid-Range', imageColour: '#2255aa' })
		await form.getByLabel('Brand logo').setInputFiles(await pngUpload('logo.png', '#aa2222'))
		await form.getByRole('button', { name: 'Add Tyre' }).click()
		await expectToast(page, 'Tyre added successfully!')

		// filters: brand, then model
		await page.getByLabel('Brand', { exact: true }).selectOption(brand)
		if (!js) await page.getByRole('button', { name: 'Filter' }).click()
		await expect(page).toHaveURL(new RegExp(`brand=${brand}`))
		await page.getByLabel('Model', { exact: true }).selectOption('Trail Master')
		if (!js) await page.getByRole('button', { name: 'Filter' }).click()
		await expect(page.getByTestId('tyre-count')).toHaveText('1 tyre')
		const card = page.getByTestId('admin-tyre-card').filter({ hasText: `${brand} Trail Master` })
		await expect(card).toContainText('235/65R17 · 108H · RunFlat · Mid-Range')
		await expect(card.getByTestId('tyre-stock')).toHaveText('In stock: 9')

		// stock: only sent when changed (JS), then updated
		if (js) {
			await card.getByRole('button', { name: 'Update stock' }).click()
			await expect(card.getByText('Stock is already 9.')).toBeVisible()
		}
		await card.getByLabel('In Stock').fill('14')
		await card.getByRole('button', { name: 'Update stock' }).click()
		await expectToast(page, 'Stock updated successfully!')
		await expect(card.getByTestId('tyre-stock')).toHaveText('In stock: 14')

		// the five quantity prices
		await card.getByText('Prices', { exact: true }).click()
		await expect(card.getByLabel('Price for 4 ($)')).toHaveValue('245.50')
		await card.getByLabel('Price for 1 ($)').fill('250')
		await card.getByLabel('Price for 4 ($)').fill('239.99')
		await card.getByLabel('Price for 5 ($)').fill('')
		await card.getByRole('button', { name: 'Update prices' }).click()
		await expectToast(page, 'Prices updated successfully')
		// (after a full page load without JavaScript the section is closed again)
		if (!(await card.getByLabel('Price for 4 ($)').isVisible())) await card.getByText('Prices', { exact: true }).click()
		await expect(card.getByLabel('Price for 1 ($)')).toHaveValue('250.00')
		await expect(card.getByLabel('Price for 4 ($)')).toHaveValue('239.99')
		await expect(card.getByLabel('Price for 5 ($)')).toHaveValue('')

		// replace the image
		const before = await card.getByTestId('tyre-image').getAttribute('src')
		await card.getByText('Image', { exact: true }).click()
		await card.getByLabel('New image').setInputFiles(await pngUpload('new.png', '#22aa22'))
		await card.getByRole('button', { name: 'Update image' }).click()
		await expectToast(page, 'Image updated successfully!')
		await expect(card.getByTestId('tyre-image')).not.toHaveAttribute('src', before!)
		const src = await card.getByTestId('tyre-image').getAttribute('src')
		expect((await page.request.get(src!)).headers()['content-type']).toBe('image/webp')

		// delete, behind the confirmation
		await card.getByRole(js ? 'button' : 'link', { name: /^Delete / }).click()
		await confirmWith(page, 'Are you sure you want to delete this tyre?')
		await expectToast(page, 'Tyre deleted successfully!')
		await expect(page.getByTestId('tyre-count')).toHaveText('0 tyres')
	})

	test('a file that is not an image is refused with a clear message', async ({ page, consoleProblems }) => {
		await loginAsAdmin(page, '/admin/tyres?brand=Michelin')
		const card = page.getByTestId('admin-tyre-card').first()
		await card.getByText('Image', { exact: true }).click()
		await card.getByLabel('New image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') })
		await card.getByRole('button', { name: 'Update image' }).click()
		await expect(card.getByRole('alert')).toContainText('Image update failed.')
		await expect(card.getByRole('alert')).toContainText('That file is not an image.')
		acceptRefusals(consoleProblems, 400)
	})

	test('the grid pages without JavaScript and grows by scrolling with it', async ({ page }, testInfo) => {
		// a seeded brand with more than one page (24) of tyres that no other journey changes
		await loginAsAdmin(page, '/admin/tyres?brand=Hankook')
		const total = Number((await page.getByTestId('tyre-count').textContent())!.split(' ')[0])
		expect(total).toBeGreaterThan(24)
		const cards = page.getByTestId('admin-tyre-card')
		await expect(cards).toHaveCount(24)
		if (jsEnabled(testInfo)) {
			await cards.last().scrollIntoViewIfNeeded()
			await expect(cards).toHaveCount(Math.min(total, 48))
			await expect(page).toHaveURL(/through=2/)
		} else {
			await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
			await page.getByRole('link', { name: 'Next' }).click()
			await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
			await expect(cards).toHaveCount(Math.min(total - 24, 24))
		}
	})
})

test.describe('admin Tyres on a phone', () => {
	test.use({ viewport: { width: 360, height: 780 } })

	test('the add form fits 360 px; search by brand and size, and low stock only', async ({ page }) => {
		// (a list of Zeta tyres only: the other tyre journey deletes its own tyre and image meanwhile)
		await loginAsAdmin(page, '/admin/tyres?q=zeta')
		await page.getByText('Add New Tyre').click()
		await expect(page.locator('form#add-tyre').getByLabel('Brand *')).toBeVisible()
		await expectNoSidewaysScroll(page, 'the add form scrolls sideways')

		await page.getByLabel('Search brand, model or size').fill('zeta 205/55R16')
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/q=zeta\+205%2F55R16/)
		const cards = page.getByTestId('admin-tyre-card')
		await expect(cards.first()).toBeVisible()
		// with JavaScript the address can change a moment before the new list renders
		await expect(async () => {
			for (const title of await cards.locator('h3').allTextContents()) expect(title).toMatch(/^Zeta /)
			const specs = await cards.locator('.admin-tyre-spec').allTextContents()
			expect(specs.length).toBeGreaterThan(0)
			for (const spec of specs) expect(spec).toContain('205/55R16')
		}).toPass()
		await expect(cards.first().getByTestId('tyre-held')).toHaveText(/^Held for bookings: \d+$/)

		await page.getByLabel('Low stock only').check()
		if (!(await page.evaluate(() => document.documentElement.dataset.hydrated === 'true'))) await page.getByRole('button', { name: 'Filter' }).click()
		await expect(page).toHaveURL(/low=1/)
		// with JavaScript the address changes as the filter is sent; the list follows when the page renders
		await expect(async () => {
			const stocks = await page.getByTestId('tyre-stock').allTextContents()
			for (const stock of stocks) expect(Number(stock.replace('In stock: ', ''))).toBeLessThanOrEqual(4)
		}).toPass()
	})
})

test.describe('a tyre with features and warranty, added on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('the owner adds it with the features, a bad warranty is said at the field, and the product page shows the block', async ({ page, consoleProblems }, testInfo) => {
		const js = jsEnabled(testInfo)
		const model = `Phone ${unique(testInfo.project.name)}`
		await loginAsAdmin(page, '/admin/tyres?q=zeta')
		await page.getByText('Add New Tyre').click()
		const form = page.locator('form#add-tyre')
		// Michelin has a logo already: none is asked for
		await form.getByLabel('Brand *').fill('Michelin')
		if (js) await expect(form.getByText('Not needed: Michelin has a logo already.')).toBeVisible()
		await fillTyreForm(form, { model, width: '235', profile: '65', rim: '17', rating: '104H', price: '259', stock: '6', imageColour: '#333333' })
		await form.getByLabel('Features').fill('Quiet on coarse-chip roads\nShort wet braking')
		await form.getByLabel('Warranty (km)').fill('lots')
		await form.getByLabel('Fitment guarantee').fill('Fitted at your place; free re-check within 30 days.')
		await expectNoSidewaysScroll(page, 'the add form scrolls sideways')
		await form.getByRole('button', { name: 'Add Tyre' }).click()
		await expect(form.locator('[id$="warrantyKm-error"]')).toHaveText('The warranty is a whole number of kilometres from 1,000 to 300,000.')
		if (!js) {
			acceptRefusals(consoleProblems, 400)
			// the re-shown form kept what was typed, except the file, which a browser never re-fills
			await expect(form.getByLabel('Model *')).toHaveValue(model)
			await expect(form.getByLabel('Features')).toHaveValue('Quiet on coarse-chip roads\nShort wet braking')
			await form.getByLabel('Tyre image *').setInputFiles(await pngUpload('tread.png', '#333333'))
		}
		await form.getByLabel('Warranty (km)').fill('70,000')
		await form.getByRole('button', { name: 'Add Tyre' }).click()
		await expectToast(page, 'Tyre added successfully!')

		// the list row is compact on a phone
		await page.goto(`/admin/tyres?q=${encodeURIComponent(model)}`)
		const card = page.getByTestId('admin-tyre-card')
		await expect(card).toHaveCount(1)
		expect((await card.boundingBox())!.height).toBeLessThan(260)
		await card.getByText('Features', { exact: true }).click()
		await expect(card.getByLabel('Warranty (km)')).toHaveValue('70000')

		// the product page: the uploaded picture, the brand's logo, and Features & warranty
		const slug = `michelin-${model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-235-65r17-104h`
		await page.goto(`/product/${slug}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Michelin ${model}`)
		await expect(page.getByTestId('product-image')).toHaveAttribute('src', /^\/uploads\/tyres\/[0-9a-f]+\.webp$/)
		await expect(page.getByRole('img', { name: 'Michelin logo' })).toBeVisible()
		const block = page.getByTestId('features-and-warranty')
		await expect(block.getByRole('heading', { name: 'Features & warranty' })).toBeVisible()
		await expect(block.getByRole('listitem')).toHaveText(['Quiet on coarse-chip roads', 'Short wet braking'])
		await expect(block.getByTestId('product-warranty')).toHaveText('70,000 km tread-life warranty')
		await expect(block.getByTestId('product-guarantee')).toHaveText('Fitted at your place; free re-check within 30 days.')
		await expectNoSidewaysScroll(page, 'the product page scrolls sideways')

		// (remove it again, so searches in other journeys see the seeded catalogue)
		await page.goto(`/admin/tyres?q=${encodeURIComponent(model)}`)
		await page.getByTestId('admin-tyre-card').getByRole(js ? 'button' : 'link', { name: /^Delete / }).click()
		await confirmWith(page, 'Are you sure you want to delete this tyre?')
		await expectToast(page, 'Tyre deleted successfully!')
	})
})
