import { describe, expect, test } from 'vitest'
import { type SubmittedForm, takesSubmit } from './delegated-forms'

const ORIGIN = 'https://shop.example'
const form = (more: Partial<SubmittedForm> = {}): SubmittedForm => ({ method: 'post', action: `${ORIGIN}/cart`, target: null, ...more })

describe('a plain form in served markup posts within the app as a router form would', () => {
	test('a post to the shop, in this window', () => {
		expect(takesSubmit(form(), ORIGIN)).toBe(true)
		expect(takesSubmit(form({ target: '_self' }), ORIGIN)).toBe(true)
		expect(takesSubmit(form({ action: `${ORIGIN}/cart?x=1` }), ORIGIN)).toBe(true)
	})

	test('the browser keeps the rest: searches, dialogs, other origins, other windows, a bad address', () => {
		expect(takesSubmit(form({ method: 'get' }), ORIGIN)).toBe(false)
		expect(takesSubmit(form({ method: 'dialog' }), ORIGIN)).toBe(false)
		expect(takesSubmit(form({ action: 'https://pay.example/checkout' }), ORIGIN)).toBe(false)
		expect(takesSubmit(form({ target: '_blank' }), ORIGIN)).toBe(false)
		expect(takesSubmit(form({ action: 'not a url' }), ORIGIN)).toBe(false)
	})
})
