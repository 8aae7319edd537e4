import { describe, expect, test } from 'vitest'
import { formRefusal, refusedFormPage } from './form-refusal'

describe('refusedFormPage', () => {
	test("the admin's forms get the admin's page, every other form the shop's; the page they came from rides along", () => {
		expect(refusedFormPage('/cart')).toBe('/form-refused?from=%2Fcart')
		expect(refusedFormPage('/login/admin')).toBe('/form-refused?from=%2Flogin%2Fadmin')
		expect(refusedFormPage('/admin/tyres')).toBe('/admin/form-refused?from=%2Fadmin%2Ftyres')
		expect(refusedFormPage('/admin')).toBe('/admin/form-refused?from=%2Fadmin')
		expect(refusedFormPage('/administrator')).toBe('/form-refused?from=%2Fadministrator')
	})
})

describe('formRefusal', () => {
	const at = (from: string) => new Request(`http://127.0.0.1:3000/form-refused?from=${encodeURIComponent(from)}`)

	test('without PUBLIC_URL: nothing changed, go back to the page on this site and send it again', () => {
		const refusal = formRefusal(at('/cart'), undefined)
		expect(refusal.title).toBe('Your form was not sent')
		expect(refusal.message).toContain('Nothing was sent or changed.')
		expect(refusal.advice).toBe('Go back to the page, reload it and send the form again.')
		expect(refusal.retryUrl).toBe('/cart')
	})

	test('with PUBLIC_URL: open the page at that address', () => {
		const refusal = formRefusal(at('/checkout'), 'https://shop.example.com.au')
		expect(refusal.advice).toBe("This site's address is https://shop.example.com.au. Open the page there and send the form again.")
		expect(refusal.retryUrl).toBe('https://shop.example.com.au/checkout')
	})

	test('a page that is not on this site is never offered', () => {
		for (const from of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
			expect(formRefusal(at(from), undefined).retryUrl).toBe('/')
			expect(formRefusal(at(from), 'https://shop.example').retryUrl).toBe('https://shop.example/')
		}
	})
})
