import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub, data, redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { confirmedOrTryAgain, keepFormOnFailedPost, notSentReason, NotSentNotice, POST_TIMEOUT_MS, skipRevalidationWhenNotSent } from './weak-signal'

function post(fields: Record<string, string>) {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	return new Request('http://shop.test/checkout', { method: 'POST', body })
}

afterEach(() => {
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

describe('a post that got no answer', () => {
	test('offline (fetch rejects) comes back as a value with the intent that was sent', async () => {
		vi.stubGlobal('navigator', { onLine: false })
		const offline = await keepFormOnFailedPost({ request: post({ intent: 'place-booking' }), serverAction: () => Promise.reject(new TypeError('Failed to fetch')) })
		expect(offline).toEqual({ notSent: 'offline', intent: 'place-booking' })
		// online, but the answer was lost on the way back
		vi.stubGlobal('navigator', { onLine: true })
		const lost = await keepFormOnFailedPost({ request: post({ intent: 'apply-coupon' }), serverAction: () => Promise.reject(new TypeError('Failed to fetch')) })
		expect(lost).toEqual({ notSent: 'unreachable', intent: 'apply-coupon' })
	})

	test('the shop failing (5xx) or not answering in time is "unreachable"', async () => {
		expect(notSentReason(new ErrorResponseImpl(502, 'Bad Gateway', ''), true)).toBe('unreachable')
		expect(notSentReason(new Error('Unexpected Server Error'), true)).toBe('unreachable')
		expect(notSentReason(new TypeError('Failed to fetch'), false)).toBe('offline')
		vi.useFakeTimers()
		const waiting = keepFormOnFailedPost({ request: post({}), serverAction: () => new Promise<never>(() => {}) })
		await vi.advanceTimersByTimeAsync(POST_TIMEOUT_MS - 1)
		let settled = false
		void waiting.then(() => (settled = true))
		await vi.advanceTimersByTimeAsync(0)
		expect(settled).toBe(false)
		await vi.advanceTimersByTimeAsync(1)
		expect(await waiting).toEqual({ notSent: 'unreachable', intent: null })
	})

	test("the shop's own answers go on as before: data, a redirect, a 4xx", async () => {
		const answer = { result: { status: 'error' } }
		expect(await keepFormOnFailedPost({ request: post({}), serverAction: () => Promise.resolve(answer) })).toBe(answer)
		const moved = redirect('/order', 303)
		await expect(keepFormOnFailedPost({ request: post({}), serverAction: () => Promise.reject(moved) })).rejects.toBe(moved)
		const notFound = new ErrorResponseImpl(404, 'Not Found', 'Booking not found')
		await expect(keepFormOnFailedPost({ request: post({}), serverAction: () => Promise.reject(notFound) })).rejects.toBe(notFound)
		expect(notSentReason(data('x', { status: 409 }), true)).toBeNull()
		expect(notSentReason('a string', true)).toBeNull()
	})

	test('the page is not fetched again after it; it is after any answer', () => {
		expect(skipRevalidationWhenNotSent({ actionResult: { notSent: 'offline', intent: null }, defaultShouldRevalidate: true })).toBe(false)
		expect(skipRevalidationWhenNotSent({ actionResult: { result: {} }, defaultShouldRevalidate: true })).toBe(true)
		expect(skipRevalidationWhenNotSent({ actionResult: undefined, defaultShouldRevalidate: false })).toBe(false)
	})
})

describe('NotSentNotice', () => {
	function render(element: React.ReactElement) {
		const Stub = createRoutesStub([{ path: '/', Component: () => element }])
		return renderToStaticMarkup(<Stub />)
	}

	test('says so beside the button that was pressed, with Try again as that same button', () => {
		const html = render(<NotSentNotice answer={{ notSent: 'offline', intent: 'apply-coupon' }} intent="apply-coupon" />)
		expect(html).toContain("You&#x27;re offline. Nothing was sent yet.")
		const button = html.match(/<button[^>]*>Try again<\/button>/)?.[0]
		expect(button).toContain('type="submit"')
		expect(button).toContain('name="intent"')
		expect(button).toContain('value="apply-coupon"')
		expect(render(<NotSentNotice answer={{ notSent: 'offline', intent: 'apply-coupon' }} intent="place-booking" />)).toBe('')
	})

	test('its own words, and nothing for an answer from the shop', () => {
		const words = { offline: "You're offline. Nothing is booked yet.", unreachable: 'No answer yet.' }
		expect(render(<NotSentNotice answer={{ notSent: 'unreachable', intent: null }} words={words} />)).toContain('No answer yet.')
		expect(render(<NotSentNotice answer={{ notSent: 'unreachable', intent: null }} words={words} />)).toContain('<button type="submit" class="button button-secondary button-small" data-try-again="">Try again</button>')
		expect(render(<NotSentNotice answer={{ result: {} }} />)).toBe('')
		expect(render(<NotSentNotice answer={undefined} />)).toBe('')
	})
})

describe('a form that asks before it sends (remove, clear)', () => {
	/** A submit event as the browser gives it, sent by a button with these attributes. */
	function submitBy(attributes: string[] | null) {
		const submitter = attributes && { hasAttribute: (name: string) => attributes.includes(name) }
		return { nativeEvent: { submitter } as unknown as Event }
	}

	test('its own button asks; the answer decides', () => {
		const confirm = vi.fn(() => false)
		vi.stubGlobal('window', { confirm })
		expect(confirmedOrTryAgain(submitBy([]), 'Are you sure you want to clear the cart?')).toBe(false)
		expect(confirm).toHaveBeenCalledWith('Are you sure you want to clear the cart?')
		confirm.mockReturnValue(true)
		expect(confirmedOrTryAgain(submitBy(null), 'Remove this item from cart?')).toBe(true)
		expect(confirm).toHaveBeenCalledTimes(2)
	})

	test("the notice's Try again sends without asking again: the customer said yes before the post failed", () => {
		const confirm = vi.fn(() => false)
		vi.stubGlobal('window', { confirm })
		const Stub = createRoutesStub([{ path: '/', Component: () => <NotSentNotice answer={{ notSent: 'offline', intent: 'clear' }} /> }])
		const tryAgain = renderToStaticMarkup(<Stub />).match(/<button[^>]*>Try again<\/button>/)?.[0] ?? ''
		const attributes = [...tryAgain.matchAll(/ ([a-z-]+)="/g)].map((match) => match[1]!)
		expect(confirmedOrTryAgain(submitBy(attributes), 'Are you sure you want to clear the cart?')).toBe(true)
		expect(confirm).not.toHaveBeenCalled()
	})
})
