import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import type { CartLineView } from '#app/domain/cart/cart.server'
import { CartLine } from './cart-lines'

// A cart line as the server renders it (the shipping and checkout pages without JavaScript).

const line: CartLineView = {
	id: 7,
	tyreId: 42,
	slug: 'westlake-bench-13-205-55r16-108t',
	brand: 'Westlake',
	model: 'Bench 13',
	size: '205/55R16',
	width: 205,
	profile: 55,
	rim: 16,
	loadSpeedRating: '108T',
	marking: null,
	runflat: false,
	type: null,
	imageUrl: null,
	brandLogoUrl: null,
	stock: 8,
	quantity: 4,
	position: null,
	prices: [40_000, 39_000, 38_500, 37_905, 37_500],
	unitPrice: 37_905,
	lineTotal: 151_620,
}

function render(view: CartLineView) {
	const Stub = createRoutesStub([{ path: '/shipping', Component: () => <CartLine line={view} here="/shipping" confirming={false} /> }])
	return renderToStaticMarkup(<Stub initialEntries={['/shipping']} />)
}

test('a line always starts with a picture, the drawn wheel for a tyre without an image, so its grid keeps its columns', () => {
	const drawn = render(line)
	expect(drawn).toMatch(/^<li [^>]*class="cart-line"[^>]*><svg class="tyre-drawing cart-line-image"/)
	const pictured = render({ ...line, imageUrl: '/uploads/tyres/bench-13.webp' })
	expect(pictured).toMatch(/^<li [^>]*class="cart-line"[^>]*><img src="\/uploads\/tyres\/bench-13.webp" alt="" width="72" height="72" loading="lazy"[^>]* class="cart-line-image"/)
})
