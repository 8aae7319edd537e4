import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { tyreIdentityKey } from '#app/domain/cart/identity'
import type { CatalogueTyre, PairOffer } from '#app/domain/catalogue/types'
import { useStaticMarkup } from '#app/lib/static-markup'
import { useRootData } from '#app/ui/root-data'
import { type CardResume, ServedTyreCard, type StaggeredCardContext, TyreCard, TyreCardContent } from '#app/ui/tyre-card'

// The cards a page was served with (the results, the recommended tyres), as static islands:
// React never hydrates them.
//
// Hydrating 50 cards (about 2,500 elements, a component tree each) was most of the results
// page's blocking time on a phone. A card looks and works the same before and after hydration
// (its forms post to /cart, CSS shows the chosen quantity's button label, the compare ticks are
// plain checkboxes), so while the page hydrates the grid renders one element whose content React
// does not own (`dangerouslySetInnerHTML`: React hydrates no children of such an element and
// sets its HTML only when the string changes). The cards' behaviour comes from handlers on that
// element: a served card's add is React's synthetic submit bubbling from the plain form.
//
// What a card shows differently once used (Adding…, the shop's refusal, Already in Cart) needs
// React: that card alone is then taken over, its article emptied and its content rendered into it
// through a portal, with what the customer had chosen. Only the document's own results are
// served this way; cards the browser asks for (another search, the next page, other picks) are
// rendered. A page may have several islands, each known by its key.
//
// On the server the served cards' content is rendered apart from the page, to a string each (ServedGrid):
// nothing in them is hydrated, so they need no hooks, and React's string renderer makes the same
// markup in a third of its streaming renderer's time (app/lib/static-markup.ts).

const ISLAND_ATTRIBUTE = 'data-served-results'

/** React must not touch the served markup: the same string on every render, so never set. */
const SERVED_HTML = { __html: '' }

/** The islands taken by a component since the document loaded: their markup is React's now. */
const claimed = new Set<string>()

/**
 * True from hydrating the cards the document came with (the served grid with this key is in the
 * page and nothing has taken it yet) until the grid shows another page of them; false on the
 * server and for cards rendered later. `page`: the results page the grid now shows.
 */
export function useServedIsland(islandKey: string, page: number) {
	const [served, setServed] = useState(
		() => typeof document !== 'undefined' && !claimed.has(islandKey) && document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(islandKey)}"]`) !== null,
	)
	const [servedPage] = useState(page)
	// the same search's other page (a pager link) is rendered; the served markup is then gone for good
	if (served && page !== servedPage) setServed(false)
	useLayoutEffect(() => {
		if (served) claimed.add(islandKey)
	}, [served, islandKey])
	return served && page === servedPage
}

/** The attributes of the served grid's element, on the server (and on hydration, the same). */
export function servedGridProps(islandKey: string) {
	return { className: 'tyre-grid-served', [ISLAND_ATTRIBUTE]: islandKey }
}

/**
 * A grid's first cards: on the server the served grid; on hydration that grid left as it is; when
 * the browser asked for them, rendered cards. The parent keys it by `islandKey`: other cards are
 * a new grid. `page`: the results page these cards are (1 for a grid that does not page).
 */
export function FirstCards({ islandKey, cards, page = 1 }: { islandKey: string; cards: ServedPage; page?: number }) {
	const served = useServedIsland(islandKey, page)
	if (served) return <ServedCards islandKey={islandKey} page={cards} />
	if (typeof document === 'undefined') return <ServedGrid islandKey={islandKey} page={cards} />
	return (
		<div className="tyre-grid-served">
			{cards.tyres.map((tyre) => (
				<TyreCard
					key={tyre.id}
					tyre={tyre}
					redirectTo={cards.redirectTo}
					pair={cards.pairs?.[tyre.id] ?? null}
					staggered={cards.staggered}
					wanted={cards.wanted}
					compare={cards.compare}
				/>
			))}
		</div>
	)
}

/**
 * The served grid as the server sends it: each card's content made apart from the page, or the
 * same cards in place where no string renderer is given (a component test). A string a card, not
 * one for the grid: a string over 128 KB is kept until V8's next full collection, and one a page
 * raised the server's peak memory. The cards' ids are the tyre's, unique in the grid, as a
 * taken-over card goes on using them.
 */
export function ServedGrid({ islandKey, page }: { islandKey: string; page: ServedPage }) {
	const root = useRootData()
	const render = useStaticMarkup()
	const cards = page.tyres.map((tyre) => (
		<ServedTyreCard
			key={tyre.id}
			tyre={tyre}
			uid={`${page.idPrefix}-${tyre.id}`}
			redirectTo={page.redirectTo}
			pair={page.pairs?.[tyre.id] ?? null}
			staggered={page.staggered}
			wanted={page.wanted}
			compare={page.compare}
			phone={root?.shop.phone ?? ''}
			cartKeys={root?.cartKeys ?? []}
			render={render}
		/>
	))
	return <div {...servedGridProps(islandKey)}>{cards}</div>
}

export interface ServedPage {
	tyres: CatalogueTyre[]
	pairs: Record<number, PairOffer> | null
	redirectTo: string
	staggered: StaggeredCardContext | null
	wanted: number
	/** a Compare tick on each card (the results) */
	compare: boolean
	/** the start of the cards' ids, unique in the document: a tyre may be in two grids */
	idPrefix: string
}

interface LiveCard {
	tyre: CatalogueTyre
	article: HTMLElement
	uid: string
	resume: CardResume
}

/**
 * The served cards, left as the server sent them, and any of them taken over since. `page` is
 * what the server rendered them from (kept from hydration: the markup does not change after).
 */
export function ServedCards({ islandKey, page }: { islandKey: string; page: ServedPage }) {
	const root = useRootData()
	const cartKeys = root?.cartKeys
	const [served] = useState(() => ({ page, cartKeys: cartKeys ?? [] }))
	const [live, setLive] = useState<LiveCard[]>([])
	const container = useRef<HTMLDivElement>(null)

	const takeOver = (cards: { article: HTMLElement; tyre: CatalogueTyre; submit: CardResume['submit'] }[]) => {
		if (!cards.length) return
		const taken = cards.map(({ article, tyre, submit }) => {
			const resume = readResume(article, submit)
			const uid = (article.getAttribute('aria-labelledby') ?? '').replace(/-title$/, '')
			// React renders the card's content into its article, which it does not own: emptied first
			article.replaceChildren()
			return { tyre, article, uid, resume }
		})
		setLive((cards) => [...cards, ...taken])
	}

	const servedCard = (article: Element | null) => {
		if (!(article instanceof HTMLElement) || live.some((card) => card.article === article)) return null
		const tyre = served.page.tyres.find((t) => t.slug === article.dataset.slug)
		return tyre ? { article, tyre } : null
	}

	// an add from a served card: the card is taken over and sends it through its fetcher
	const onSubmit = (event: React.FormEvent<HTMLDivElement>) => {
		const form = event.target
		if (!(form instanceof HTMLFormElement)) return
		const submit = form.classList.contains('tyre-card-form') ? 'add' : form.classList.contains('tyre-card-pair') ? 'pair' : null
		const card = submit ? servedCard(form.closest('.tyre-card')) : null
		if (!card) return // posts as without JavaScript
		event.preventDefault()
		takeOver([{ ...card, submit }])
	}

	// the cart changed (an add, the drawer's remove): a served card that showed otherwise is taken
	// over to show it; before the browser paints, so it never shows the old state
	useLayoutEffect(() => {
		const element = container.current
		if (!element || !cartKeys) return
		const inCart = (keys: string[], tyre: CatalogueTyre) => {
			const pair = served.page.pairs?.[tyre.id]
			return `${keys.includes(tyreIdentityKey(tyre))} ${pair ? pair.keys.every((key) => keys.includes(key)) : ''}`
		}
		const changed = served.page.tyres.filter((tyre) => inCart(cartKeys, tyre) !== inCart(served.cartKeys, tyre))
		takeOver(
			changed.flatMap((tyre) => {
				const card = servedCard(element.querySelector(`.tyre-card[data-slug="${CSS.escape(tyre.slug)}"]`))
				return card ? [{ ...card, submit: null }] : []
			}),
		)
		// only a change of the cart's contents; live cards follow it themselves
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [cartKeys])

	// a taken-over card's compare tick is new: the compare bar counts again (and disables it at the limit)
	useEffect(() => {
		for (const card of live) card.article.querySelector('input[name="ids"]')?.dispatchEvent(new Event('change', { bubbles: true }))
	}, [live])

	return (
		<>
			<div ref={container} {...servedGridProps(islandKey)} dangerouslySetInnerHTML={SERVED_HTML} suppressHydrationWarning onSubmit={onSubmit} />
			{live.map((card) =>
				createPortal(
					<TyreCardContent
						tyre={card.tyre}
						uid={card.uid}
						resume={card.resume}
						redirectTo={served.page.redirectTo}
						pair={served.page.pairs?.[card.tyre.id] ?? null}
						staggered={served.page.staggered}
						wanted={served.page.wanted}
						compare={served.page.compare}
					/>,
					card.article,
					String(card.tyre.id),
				),
			)}
		</>
	)
}

function readResume(article: HTMLElement, submit: CardResume['submit']): CardResume {
	const quantity = article.querySelector<HTMLInputElement>('input[name="quantity"]:checked')?.value
	return {
		selected: quantity ? Number(quantity) : null,
		compared: article.querySelector<HTMLInputElement>('input[name="ids"]')?.checked ?? false,
		pricesOpen: article.querySelector<HTMLInputElement>('.tyre-card-toggle')?.checked ?? false,
		submit,
	}
}
