import { type APIRequestContext, type Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * A booking placed through the checkout's JSON API (one tyre, a Tuesday 9–20 days ahead, a
 * morning), as a customer who booked at checkout with this phone, e-mail and name. Returns its reference.
 */
export async function bookAtCheckout(request: APIRequestContext, phone: string, email: string, name = { firstName: 'Kim', lastName: 'Account' }) {
	const search = await request.get('/api/tyreall/search?width=215&profile=60&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; 'In Stock': number }[] }
	const tyre = tyres.filter((t) => t['In Stock'] >= 2)[Math.floor(Math.random() * 3)]!
	const day = new Date(Date.now() + (9 + Math.floor(Math.random() * 12)) * 86400000)
	while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1) // a Tuesday
	const answer = await request.post('/api/booking/confirm', {
		data: {
			cart: [{ tyre: tyre._id, quantity: 1 }],
			form: { vehicleDetails: 'ACC123', make: 'Honda', model: 'Jazz' },
			formNew: { ...name, phone, email },
			formData: { address: '8 Lake Rd', suburb: 'Noble Park', postcode: '3174' },
			selectedTyres: ['spare'],
			selectedDate: day.toISOString().slice(0, 10),
			selectedTime: 'morning',
			terms: true,
		},
	})
	expect(answer.status(), await answer.text()).toBe(201)
	return ((await answer.json()) as { reference: string }).reference
}

/** The register page's first step filled in (name, mobile, password), not yet sent. */
export async function fillRegisterForm(page: Page, { name, phone, password }: { name: string; phone: string; password: string }) {
	await page.goto('/account/register')
	await page.getByLabel('Your name').fill(name)
	await page.getByLabel('Mobile number').fill(phone)
	await page.getByLabel('Password').fill(password)
}
