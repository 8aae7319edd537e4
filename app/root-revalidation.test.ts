import { describe, expect, test } from 'vitest'
import { lazyPartsReady } from '#app/ui/lazy-part'
import { shouldRevalidate } from './root'

// Importing root starts loading its lazy parts' modules, as the server does when it starts: they
// must have arrived before the file ends, or vitest tears the environment down under them.
await lazyPartsReady()

const at = (path: string) => new URL(`http://shop.test${path}`)

/** The shop-wide loader's answer to "load again?" on going from `from` to `to` with a link. */
function onLink(from: string, to: string) {
	return shouldRevalidate({ currentUrl: at(from), currentParams: {}, nextUrl: at(to), nextParams: {}, defaultShouldRevalidate: true })
}

describe('root shouldRevalidate', () => {
	test('another week or page of the same page asks for none of the shop-wide data', () => {
		expect(onLink('/shipping?week=1', '/shipping?week=2')).toBe(false)
		expect(onLink('/?width=205&profile=55&rim=16', '/?width=205&profile=55&rim=16&page=2')).toBe(false)
	})

	test('another page, or the same page asked for again, loads it', () => {
		for (const [from, to] of [['/shipping?week=1', '/checkout'], ['/', '/cart'], ['/shipping?week=2', '/shipping?week=2'], ['/api/cart', '/api/cart/items']] as const) expect(onLink(from, to), `${from} → ${to}`).toBe(true)
	})

	test('a post to /cart (the cart forms without a fetcher) still reloads it', () => {
		expect(shouldRevalidate({ currentUrl: at('/shipping'), currentParams: {}, nextUrl: at('/cart'), nextParams: {}, formMethod: 'POST', formAction: '/cart', actionStatus: 303, defaultShouldRevalidate: true })).toBe(true)
	})

	test('a post that got no answer keeps the page without loading it again', () => {
		expect(shouldRevalidate({ currentUrl: at('/checkout'), currentParams: {}, nextUrl: at('/checkout'), nextParams: {}, formMethod: 'POST', formAction: '/checkout', actionResult: new TypeError('Failed to fetch'), defaultShouldRevalidate: true })).toBe(false)
	})
})
