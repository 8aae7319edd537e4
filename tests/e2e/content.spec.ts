import { byReact, expect, expectSameDocument, hydrated, jsEnabled, markDocument, test } from './fixtures'

// Home sections below the search, the contact form, scroll-to-top and scroll reveal.
// Runs with JavaScript on and off.

// No scroll reveal but in its own test: a block still sliding into place after a click's scroll
// can move out from under the pointer between press and release, and the click is lost.
test.use({ reducedMotion: 'reduce' })

// spec §9: the contact form's toast goes after 3 s
const CONTACT_TOAST_MS = 3000

const uniqueName = () => `Test Customer ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('home sections', () => {
	test('about, highlights, blog teaser, testimonials, services grid and FAQ', async ({ page }, testInfo) => {
		const scripts: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
		})
		await page.goto('/')
		await expect(page.locator('#about-heading')).toHaveText(/^About /)
		await expect(page.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about-us')
		await expect(page.getByRole('region', { name: 'Why book with us' }).getByRole('heading', { level: 3 })).toHaveCount(4)

		// spec §2: first 4 blogs, 'Show All' to /blogs when there are more than 3
		const teaser = page.getByTestId('blog-teaser')
		await expect(teaser.getByRole('listitem')).toHaveCount(4)
		await expect(teaser.getByRole('link', { name: /^Read More/ })).toHaveCount(4)
		await expect(page.getByRole('link', { name: 'Show All blog posts' })).toHaveAttribute('href', '/blogs')

		await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible()

		// spec §2: 9 service cards, the last a call-to-book card without a link
		const grid = page.getByTestId('services-grid')
		await expect(grid.getByRole('listitem')).toHaveCount(9)
		await expect(grid.getByRole('link')).toHaveCount(8)
		const callCard = page.getByTestId('call-to-book-card')
		await expect(callCard).toContainText('Call to book')
		await expect(callCard.getByRole('link')).toHaveCount(0)
		const js = jsEnabled(testInfo)
		if (js) {
			// served islands: React holds the grid and the FAQ's list, not each card, link or question
			await hydrated(page, testInfo)
			expect(await byReact(grid)).toBe(true)
			expect(await byReact(grid.getByRole('link', { name: 'Wheel Balancing' }))).toBe(false)
			expect(await byReact(page.getByTestId('faq-home-faq').locator('details').first())).toBe(false)
			expect(await byReact(page.getByRole('link', { name: 'More about us' }))).toBe(false)
			// and their plain links move within the app: the page is not loaded again
			await markDocument(page, testInfo)
		}
		await grid.getByRole('link', { name: 'Wheel Balancing' }).click()
		await expect(page).toHaveURL(/\/services\/wheel-balancing$/)
		if (js) {
			await expectSameDocument(page, testInfo)
			// back on home within the app, React renders the sections itself, the same
			await page.goBack()
			await expect(grid.getByRole('listitem')).toHaveCount(9)
			expect(await byReact(grid.getByRole('link', { name: 'Wheel Balancing' }))).toBe(true)
			await expect(page.getByTestId('faq-home-faq').locator('details')).toHaveCount(8)
			await expect(page.getByTestId('blog-teaser').getByRole('listitem')).toHaveCount(4)
			await expectSameDocument(page, testInfo)
		}

		// spec §2: the testimonials' extra script, loaded with JavaScript only
		if (jsEnabled(testInfo)) expect(scripts).toContain('/testimonial.js')
		else expect(scripts).not.toContain('/testimonial.js')
	})

	test('FAQ: 8 questions, the first open, one open at a time', async ({ page }) => {
		await page.goto('/')
		const faq = page.getByTestId('faq-home-faq')
		const items = faq.locator('details')
		await expect(items).toHaveCount(8)
		await expect(items.nth(0)).toHaveAttribute('open', '')
		await expect(faq.getByText(/We cover south-east Melbourne/)).toBeVisible()
		await expect(faq.getByText(/Most jobs take 30 to 60 minutes/)).toBeHidden()

		await faq.getByText('How long does mobile tyre fitting take?').click()
		await expect(faq.getByText(/Most jobs take 30 to 60 minutes/)).toBeVisible()
		await expect(items.nth(0)).not.toHaveAttribute('open')
		await expect(faq.locator('details[open]')).toHaveCount(1)

		await faq.getByText('Can I change or cancel my booking?').click()
		await expect(faq.getByText(/\$60 cancellation fee/)).toBeVisible()
		await expect(faq.locator('details[open]')).toHaveCount(1)
	})

	test('a testimonials script that fails to load leaves the page intact', async ({ page, consoleProblems }) => {
		await page.route('**/testimonial.js', (route) => route.abort())
		await page.goto('/')
		await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible()
		await expect(page.getByTestId('services-grid').getByRole('listitem')).toHaveCount(9)
		await page.getByLabel('Name', { exact: true }).fill('Still works')
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Still works')
		// the blocked script itself is the only complaint allowed
		const others = consoleProblems.filter((p) => !/testimonial\.js|ERR_FAILED|Failed to load resource/.test(p))
		consoleProblems.splice(0, consoleProblems.length, ...others)
	})
})

test.describe('contact form', () => {
	test('sends a message: toast with JavaScript, a message on the page without', async ({ page }, testInfo) => {
		// the toast's 3 s run on Playwright's clock, paused once the page is up and moved on by
		// hand: a slow machine is never late
		const start = new Date('2026-03-02T10:00:00+10:30')
		if (jsEnabled(testInfo)) await page.clock.install({ time: start })
		await page.goto('/#contact')
		if (jsEnabled(testInfo)) await page.clock.pauseAt(new Date(start.getTime() + 60_000))
		const form = page.locator('#contact form')
		await form.getByLabel('Name', { exact: true }).fill(uniqueName())
		await form.getByLabel('Email', { exact: true }).fill('customer@example.com')
		await form.getByLabel('Phone', { exact: true }).fill('0412 345 678')
		await form.getByLabel('Subject', { exact: true }).fill('Tyres for my Corolla')
		await form.getByLabel('Message', { exact: true }).fill('Can you fit four tyres in Clayton on Saturday morning?')
		await form.getByRole('button', { name: 'Send Message' }).click()

		const toast = page.getByTestId('toast')
		await expect(toast).toContainText('Message sent successfully!')
		if (jsEnabled(testInfo)) {
			await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
			await page.clock.runFor(CONTACT_TOAST_MS - 100)
			await expect(toast).toBeVisible()
			await page.clock.runFor(100)
			await expect(toast).toBeHidden()
			await expect(page).toHaveURL(/\/#contact$/)
		} else {
			await expect(page).toHaveURL(/\/#contact$/)
			await expect(page.getByTestId('contact-sent')).toContainText('Message sent successfully!')
		}
	})

	test('bad input shows field errors and keeps what was typed', async ({ page, consoleProblems }, testInfo) => {
		await page.goto('/#contact')
		const form = page.locator('#contact form')
		const name = uniqueName()
		await form.getByLabel('Name', { exact: true }).fill(name)
		// a browser accepts 'name@host' as an e-mail address; the shop does not
		await form.getByLabel('Email', { exact: true }).fill('customer@example')
		await form.getByLabel('Phone', { exact: true }).fill('0412 345 678')
		await form.getByLabel('Subject', { exact: true }).fill('Quote')
		await form.getByLabel('Message', { exact: true }).fill('Please send me a quote for four tyres.')
		await form.getByRole('button', { name: 'Send Message' }).click()

		if (!jsEnabled(testInfo)) await expect(page).toHaveURL(/\/contact$/)
		const shown = page.locator('form.contact-form')
		await expect(shown.getByText('Please enter a valid email address.')).toBeVisible()
		await expect(shown.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
		await expect(shown.getByLabel('Name', { exact: true })).toHaveValue(name)
		await expect(shown.getByLabel('Message', { exact: true })).toHaveValue('Please send me a quote for four tyres.')
		await expect(page.getByTestId('toast')).toHaveCount(0)
		// without JavaScript the re-shown form is the 400 answer itself
		consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !p.includes('400')))
	})

	test('with JavaScript, a failed send says so and keeps the message', async ({ page, consoleProblems }, testInfo) => {
		await page.route('**/api/contact/send', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Failed to send message. Try again."}' }))
		await page.goto('/#contact')
		const form = page.locator('#contact form')
		if (jsEnabled(testInfo)) {
			// empty fields are caught before anything is sent
			await form.getByRole('button', { name: 'Send Message' }).click()
			await expect(form.getByText('Please enter your name.')).toBeVisible()
			await expect(form.getByText('Please enter your message.')).toBeVisible()
		}
		await form.getByLabel('Name', { exact: true }).fill('Failing Send')
		await form.getByLabel('Email', { exact: true }).fill('customer@example.com')
		await form.getByLabel('Phone', { exact: true }).fill('0412 345 678')
		await form.getByLabel('Subject', { exact: true }).fill('Will fail')
		await form.getByLabel('Message', { exact: true }).fill('This message meets a broken server.')
		if (jsEnabled(testInfo)) {
			await form.getByRole('button', { name: 'Send Message' }).click()
			// the spec's toast, beside the form's own notice that nothing was sent (with Try again)
			await expect(page.getByTestId('toast')).toContainText('Failed to send message. Try again.')
			await expect(page.getByTestId('not-sent')).toBeVisible()
			await expect(form.getByLabel('Message', { exact: true })).toHaveValue('This message meets a broken server.')
			// the browser reports the (stubbed) 500 itself
			consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !p.includes('500')))
		} else {
			// without JavaScript the form posts to /contact, never to the JSON API
			await expect(form).toHaveAttribute('action', '/contact')
			await expect(form).toHaveAttribute('method', 'post')
		}
	})

	test('the form’s rules are fetched only once it is used; if they cannot be, the server checks the message', async ({ page, consoleProblems }, testInfo) => {
		const scripts: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
		})
		// the chunk with the form's zod rules (app/ui/home/contact-validation.ts) never arrives
		await page.route('**/assets/contact-validation-*.js', (route) => route.abort())
		await page.goto('/#contact')
		const form = page.locator('#contact form')
		if (jsEnabled(testInfo)) expect(scripts.filter((path) => path.includes('contact-validation-'))).toEqual([])
		const name = uniqueName()
		await form.getByLabel('Name', { exact: true }).fill(name)
		await form.getByRole('button', { name: 'Send Message' }).click()
		if (jsEnabled(testInfo)) {
			await expect(page.getByTestId('toast')).toContainText('Failed to send message. Try again.')
			await expect(page.getByTestId('toast')).toContainText('Please enter your email address.')
			await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name)
			expect(scripts.filter((path) => path.includes('contact-validation-')).length).toBeGreaterThan(0)
		} else {
			await expect(page).toHaveURL(/\/contact$/)
			await expect(page.locator('form.contact-form').getByText('Please enter your email address.')).toBeVisible()
		}
		// the blocked chunk and the server's 400 answer are the only complaints allowed
		consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/400|contact-validation|ERR_FAILED|Failed to load resource|dynamically imported module/.test(p)))
	})
})

test.describe('scrolling', () => {
	test('scroll-to-top appears after 400 px with JavaScript and takes you back up', async ({ page }, testInfo) => {
		await page.goto('/')
		await expect(page.getByTestId('scroll-to-top')).toHaveCount(0)
		await page.mouse.wheel(0, 1200)
		if (!jsEnabled(testInfo)) {
			await expect(page.getByTestId('scroll-to-top')).toHaveCount(0)
			return
		}
		await expect(page.getByTestId('scroll-to-top')).toBeVisible()
		await page.getByTestId('scroll-to-top').click()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
		await expect(page.getByTestId('scroll-to-top')).toHaveCount(0)
	})

	test('content below the fold is revealed once as it scrolls into view; visible without JavaScript', async ({ page }, testInfo) => {
		await page.emulateMedia({ reducedMotion: 'no-preference' })
		await page.goto('/')
		const card = page.getByTestId('call-to-book-card')
		if (!jsEnabled(testInfo)) {
			await expect(card).toHaveAttribute('data-reveal', 'static')
			await expect(card).toHaveCSS('opacity', '1')
			return
		}
		await expect(card).toHaveAttribute('data-reveal', 'waiting')
		// the card is in a served island: its reveal is started on markup React does not hold
		expect(await byReact(card)).toBe(false)
		await card.scrollIntoViewIfNeeded()
		await page.mouse.wheel(0, 200)
		await expect(card).toHaveAttribute('data-reveal', 'shown')
		await expect(card).toHaveCSS('opacity', '1')
		await page.evaluate(() => window.scrollTo(0, 0))
		await expect(card).toHaveAttribute('data-reveal', 'shown') // once only
	})

	test.describe('with reduced motion', () => {
		test.use({ colorScheme: 'light', contextOptions: { reducedMotion: 'reduce' } })
		test('nothing is hidden or animated', async ({ page }) => {
			await page.goto('/')
			await expect(page.getByTestId('call-to-book-card')).toHaveAttribute('data-reveal', 'static')
			await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0)
		})
	})
})
