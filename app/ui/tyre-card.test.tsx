import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { describe, expect, test } from 'vitest'
import { tyreIdentityKey } from '#app/domain/cart/identity'
import type { CatalogueTyre, PairOffer } from '#app/domain/catalogue/types'
import { StaticMarkupProvider } from '#app/lib/static-markup'
import { catalogueTyre } from '#tests/fixtures/catalogue-tyre'
import type { RootData } from './root-data'
import { ServedGrid, type ServedPage } from './search/served-cards'
import { ServedTyreCard, type StaggeredCardContext, TyreCard } from './tyre-card'

// The served result cards are rendered apart from the page, by a component without hooks
// (ServedTyreCard). They must be the very markup the live card renders before anything is done
// with it: a served card is taken over by the live one when the customer uses it.

const PHONE = '03 9000 0000'

function tyre(overrides: Partial<CatalogueTyre> = {}): CatalogueTyre {
	return catalogueTyre({
		id: 322,
		slug: 'zeta-azura-205-55r16-91v',
		brand: 'Zeta',
		model: 'Azura',
		marking: 'XL',
		category: 'Budget',
		priceInclGst: 11_700,
		stock: 6,
		imageUrl: '/uploads/seed/tyres/zeta-azura-tread.svg',
		brandLogoUrl: '/uploads/seed/brands/zeta-wordmark.svg',
		warrantyKm: 50_000,
		price_1: 12_300,
		price_2: 12_100,
		price_3: 11_900,
		price_4: 11_700,
		price_5: 11_600,
		...overrides,
	})
}

const pair: PairOffer = { frontTyreId: 322, rearTyreId: 323, frontSize: '205/55R16', rearSize: '225/45R16', quantity: 2, total: 49_000, keys: ['front-key', 'rear-key'] }
const staggered: StaggeredCardContext = { front: '205/55R16', rear: '225/45R16', axle: 'front' }

function page(ui: ReactNode, cartKeys: string[] = []) {
	const root = { shop: { phone: PHONE }, cartKeys } as unknown as RootData
	const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <Outlet />, children: [{ index: true, Component: () => <>{ui}</> }] }])
	return renderToStaticMarkup(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />)
}

/** the markup with each card's ids (React's useId, or the served card's) made the same */
const sameIds = (html: string) => html.replace(/_R_[0-9a-z]+_|served-\d+/g, 'ID')

const cases: [string, { tyre: CatalogueTyre; pair?: PairOffer; staggered?: StaggeredCardContext; wanted?: number; cartKeys?: string[] }][] = [
	['a tyre in stock, a set of 4 chosen', { tyre: tyre() }],
	['two wanted, no picture, logo or warranty', { tyre: tyre({ imageUrl: null, brandLogoUrl: null, warrantyKm: null, marking: null }), wanted: 2 }],
	['only three in stock: 4 and 5 struck through', { tyre: tyre({ stock: 3 }) }],
	['out of stock: the phone instead of the form', { tyre: tyre({ stock: 0 }) }],
	['already in the cart', { tyre: tyre(), cartKeys: [tyreIdentityKey(tyre())] }],
	['a staggered car: the pair offered first', { tyre: tyre(), pair, staggered }],
	['the pair already in the cart', { tyre: tyre(), pair, staggered, cartKeys: ['front-key', 'rear-key'] }],
]

describe('a served card is the markup of the live card', () => {
	test.each(cases)('%s', (_name, { tyre, pair = undefined, staggered = undefined, wanted, cartKeys = [] }) => {
		const props = { tyre, redirectTo: '/?width=205&profile=55&rim=16#results', pair, staggered, wanted, compare: true }
		const live = page(<TyreCard {...props} />, cartKeys)
		const served = page(<ServedTyreCard {...props} uid={`served-${tyre.id}`} phone={PHONE} cartKeys={cartKeys} />, cartKeys)
		expect(live).toContain('class="tyre-card"')
		expect(sameIds(served)).toBe(sameIds(live))
	})
})

describe('the served grid', () => {
	const served: ServedPage = { tyres: [tyre(), tyre({ id: 323, slug: 'zeta-azura-225-45r16-91v', size: '225/45R16', stock: 0 })], pairs: { 322: pair }, redirectTo: '/#results', staggered, wanted: 4, compare: true, idPrefix: 'served' }

	test("on the server, each card's content is made by the string renderer: the same markup as in place", () => {
		let renders = 0
		const render = (node: ReactNode) => {
			renders += 1
			return renderToStaticMarkup(node)
		}
		const apart = page(
			<StaticMarkupProvider value={render}>
				<ServedGrid islandKey="205/55R16" page={served} />
			</StaticMarkupProvider>,
			[tyreIdentityKey(tyre())],
		)
		const inPlace = page(<ServedGrid islandKey="205/55R16" page={served} />, [tyreIdentityKey(tyre())])
		expect(renders).toBe(served.tyres.length)
		expect(apart).toBe(inPlace)
		expect(apart.match(/<article class="tyre-card"/g)).toHaveLength(2)
		expect(apart).toContain('Already in Cart')
		expect(apart).toContain(PHONE)
		expect(apart).toContain('aria-labelledby="served-323-title"')
	})
})
