import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { StaticMarkupProvider } from '#app/lib/static-markup'
import { ServedMarkup } from './served-markup'

// On the server a served island's markup is made apart from the page, once for the same content;
// without the string renderer (the browser, rendering it later) it is the same markup from React.

function Links({ names }: { names: string[] }) {
	return names.map((name) => (
		<li key={name}>
			<a href={`/?brand=${name}`}>{name}</a>
		</li>
	))
}

function countingRender() {
	const made: string[] = []
	const render = (node: ReactNode) => {
		const html = renderToStaticMarkup(node)
		made.push(html)
		return html
	}
	return { made, render }
}

const island = (names: string[], render?: (node: ReactNode) => string) => {
	const part = <ServedMarkup as="ul" className="brands" data-testid="brands" island="test-brands" contentKey={names.join(',')} renderContent={() => <Links names={names} />} />
	return renderToStaticMarkup(render ? <StaticMarkupProvider value={render}>{part}</StaticMarkupProvider> : part)
}

test('served, the markup is the rendered part’s in a marked element, made once for the same content', () => {
	const { made, render } = countingRender()
	const rendered = island(['Kumho', 'Zeta'])
	expect(rendered).toBe('<ul class="brands" data-testid="brands"><li><a href="/?brand=Kumho">Kumho</a></li><li><a href="/?brand=Zeta">Zeta</a></li></ul>')
	expect(island(['Kumho', 'Zeta'], render)).toBe(rendered.replace('data-testid="brands">', 'data-testid="brands" data-served="test-brands">'))
	expect(island(['Kumho', 'Zeta'], render)).toBe(island(['Kumho', 'Zeta'], render))
	expect(made).toHaveLength(1)
	expect(island(['Kumho', 'Michelin'], render)).toContain('<a href="/?brand=Michelin">Michelin</a>')
	expect(made).toHaveLength(2)
})

test('at most four contents are kept an island: the oldest goes', () => {
	const { made, render } = countingRender()
	for (const name of ['A', 'B', 'C', 'D', 'E']) island([name], render)
	expect(made).toHaveLength(5)
	island(['E'], render)
	island(['B'], render)
	expect(made).toHaveLength(5)
	island(['A'], render)
	expect(made).toHaveLength(6)
})
