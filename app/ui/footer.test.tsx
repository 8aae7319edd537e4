import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { StaticMarkupProvider } from '#app/lib/static-markup'
import { SiteFooter } from './footer'
import type { RootData } from './root-data'

// The server sends the footer's markup made apart from the page (a served island); a footer mounted
// later is rendered by React. Both must be the same footer.

const shop = { businessName: 'Tyre Shop', phone: '03 9000 0000', email: 'hello@shop.example', openingHours: 'Mon–Sun 7am–7pm', year: 2031 } as RootData['shop']
const suburbs = ['Clayton', 'Glen Waverley']

function page(ui: ReactNode) {
	const Stub = createRoutesStub([{ path: '/', Component: () => <>{ui}</> }])
	return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

describe('the footer', () => {
	test('served, its markup is the rendered footer’s, made once for the same shop', () => {
		let renders = 0
		const render = (node: ReactNode) => {
			renders += 1
			return renderToStaticMarkup(node)
		}
		const served = () =>
			page(
				<StaticMarkupProvider value={render}>
					<SiteFooter shop={shop} suburbs={suburbs} />
				</StaticMarkupProvider>,
			)
		const live = page(<SiteFooter shop={shop} suburbs={suburbs} />)
		expect(live).toContain('© 2031 Tyre Shop')
		expect(live).toContain('<a href="/terms">Terms and Conditions</a>')
		expect(served()).toBe(live.replace('<footer class="site-footer">', '<footer class="site-footer" data-served="footer">'))
		expect(served()).toBe(served())
		expect(renders).toBe(1)
	})

	test('another shop’s settings make their own markup', () => {
		const render = (node: ReactNode) => renderToStaticMarkup(node)
		const served = page(
			<StaticMarkupProvider value={render}>
				<SiteFooter shop={{ ...shop, year: 2032 }} suburbs={[...suburbs, 'Dandenong']} />
			</StaticMarkupProvider>,
		)
		expect(served).toContain('© 2032 Tyre Shop')
		expect(served).toContain('<li>Dandenong</li>')
	})
})
