import { describe, expect, test } from 'vitest'
import { CHECKOUT_DRAFT_DAYS, checkoutDraftFrom, isBookingPlacedRedirect, parseCheckoutDraft, serializeCheckoutDraft } from './checkout-draft'

const NOW = new Date('2026-03-02T01:00:00Z')

function form(entries: [string, string][]) {
	const data = new FormData()
	for (const [name, value] of entries) data.append(name, value)
	return data
}

describe('the checkout draft kept in the browser', () => {
	test('keeps what the customer typed and the ticked positions', () => {
		const draft = checkoutDraftFrom(
			form([
				['firstName', 'Jane'],
				['address', '12 Main Street'],
				['postcode', '3168'],
				['positions', 'front-left'],
				['positions', 'rear-left'],
				['paymentMethod', 'pay_on_the_day'],
				['make', ''],
			]),
		)
		expect(draft).toEqual({ firstName: 'Jane', address: '12 Main Street', postcode: '3168', positions: ['front-left', 'rear-left'], paymentMethod: 'pay_on_the_day' })
	})

	test('never keeps card details, the terms tick, the idempotency key or anything not on its list', () => {
		const draft = checkoutDraftFrom(
			form([
				['firstName', 'Jane'],
				['cardNumber', '4242424242424242'],
				['cvc', '123'],
				['card[number]', '4242424242424242'],
				['expiry', '12/30'],
				['terms', 'on'],
				['idempotencyKey', 'a-key'],
				['intent', 'place-booking'],
				['js', '1'],
				['from__confirm', 'bot'],
			]),
		)
		expect(draft).toEqual({ firstName: 'Jane' })
		expect(JSON.stringify(draft)).not.toContain('4242')
	})

	test('is read back as it was saved, until it is a week old', () => {
		const raw = serializeCheckoutDraft({ firstName: 'Jane', positions: ['spare'] }, NOW)
		expect(parseCheckoutDraft(raw, NOW)).toEqual({ firstName: 'Jane', positions: ['spare'] })
		const almost = new Date(NOW.getTime() + CHECKOUT_DRAFT_DAYS * 86_400_000)
		expect(parseCheckoutDraft(raw, almost)).toEqual({ firstName: 'Jane', positions: ['spare'] })
		expect(parseCheckoutDraft(raw, new Date(almost.getTime() + 1))).toBeNull()
	})

	test('a stored value that is not a draft of ours, or names a field not on the list, is ignored', () => {
		expect(parseCheckoutDraft(null, NOW)).toBeNull()
		expect(parseCheckoutDraft('not json', NOW)).toBeNull()
		expect(parseCheckoutDraft(JSON.stringify({ values: { firstName: 'x' } }), NOW)).toBeNull()
		expect(parseCheckoutDraft(JSON.stringify({ savedAt: NOW.getTime() + 60_000, values: { firstName: 'x' } }), NOW)).toBeNull()
		const planted = JSON.stringify({ savedAt: NOW.getTime(), values: { cardNumber: '4242424242424242', firstName: 'Jane', phone: 5 } })
		expect(parseCheckoutDraft(planted, NOW)).toEqual({ firstName: 'Jane' })
	})

	test('a booking is placed when the checkout answers with the order page or the card provider', () => {
		expect(isBookingPlacedRedirect('/order')).toBe(true)
		expect(isBookingPlacedRedirect('/order?ref=BK-1')).toBe(true)
		expect(isBookingPlacedRedirect('https://checkout.stripe.com/c/pay/x')).toBe(true)
		expect(isBookingPlacedRedirect('/shipping')).toBe(false)
		expect(isBookingPlacedRedirect('/orders-elsewhere')).toBe(false)
		expect(isBookingPlacedRedirect(null)).toBe(false)
	})
})
