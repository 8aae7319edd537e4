import { describe, expect, test } from 'vitest'
import { lazyPartsReady } from '#app/ui/lazy-part'
import { shouldRevalidate } from './root'

// Importing root starts loading its lazy parts' modules, as the server does when it starts: they
// must have arrived before the file ends, or vitest tears the environment down under them.
await lazyPartsReady()

// The shop-wide loader's answer to "load again?" for a look ahead that PrefetchPageLinks makes
// (RouteCodeAhead): no page is shown at the JSON API or at /cart, so no data is fetched for them.
function lookAhead(path: string) {
	return shouldRevalidate({
		currentUrl: new URL('http://shop.test/shipping?week=2'),
		currentParams: {},
		nextUrl: new URL(`http://shop.test${path}`),
		nextParams: {},
		defaultShouldRevalidate: true,
	})
}

describe('root shouldRevalidate', () => {
	test('a look ahead at the cart API or /cart asks for none of the shop-wide data', () => {
		for (const path of ['/api/cart', '/api/cart/items', '/api/cart/items/0', '/api/cart/pair', '/cart']) expect(lookAhead(path), path).toBe(false)
	})

	test('a page, even one whose path starts like them, still loads it', () => {
		for (const path of ['/checkout', '/cart-guide', '/apiary', '/']) expect(lookAhead(path), path).toBe(true)
	})

	test('a post to /cart (the cart forms without a fetcher) still reloads it', () => {
		expect(shouldRevalidate({ currentUrl: new URL('http://shop.test/shipping'), currentParams: {}, nextUrl: new URL('http://shop.test/cart'), nextParams: {}, formMethod: 'POST', formAction: '/cart', actionStatus: 303, defaultShouldRevalidate: true })).toBe(true)
	})
})
