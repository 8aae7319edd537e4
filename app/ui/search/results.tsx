import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import type { Facets } from '#app/domain/catalogue/types'
import type { HomeSearch } from '#app/domain/catalogue/search-query'
import { homeSearchHref, type HomeField } from '#app/domain/catalogue/search-url'
import { formatSize, type SizeTriple } from '#app/domain/catalogue/size'
import { MAX_DIAMETER_CHANGE, type NearSize } from '#app/domain/catalogue/nearest-sizes'
import type { CatalogueTyre, PairOffer, SearchPage } from '#app/domain/catalogue/types'
import { phoneHref } from '#app/ui/phone'
import { TyreCard } from '#app/ui/tyre-card'
import { CompareBar } from '#app/ui/compare'
import { useHydrated } from '#app/ui/use-hydrated'
import { resultsHeading } from '#app/domain/catalogue/results-heading'
import { FilterSidebar } from './filter-sidebar'
import { searchKey } from './search-key'
import { FirstCards } from './served-cards'

export const NO_RESULTS_MESSAGE = (phone: string) => `No tyres found for your search. Please try different tyres give us a call at ${phone}.`

interface ResultsData {
	search: HomeSearch
	results: SearchPage | null
	facets: Facets | null
	pairs: Record<number, PairOffer> | null
	nearest?: NearSize[]
}

/**
 * spec §2 results area: filter sidebar, sticky bar (width, profile, rim, total), the staggered
 * Front Tyre / Rear Tyre toggle, the grid of cards, and paging: infinite scroll with
 * JavaScript, previous/next links without.
 */
export function ResultsSection({ data, sizes, phone }: { data: ResultsData; sizes: readonly SizeTriple[]; phone: string }) {
	const location = useLocation()
	const key = searchKey(location.search)
	const { search, results, facets, pairs } = data
	const errors = [...new Set(Object.values(search.errors))]
	useLandOnResults()
	useCollapseWhileScrollingDown()

	return (
		<section id="results" className="results-section" aria-labelledby="results-heading">
			<div className="container">
				{/* a search lands here (#results); with JavaScript the heading also takes the focus */}
				<h2 id="results-heading" className="results-heading" tabIndex={-1} data-testid="results-heading">
					{resultsHeading(search)}
				</h2>
			</div>
			<div className="container results-layout">
				<aside className="results-aside">{facets ? <FilterSidebar key={key} search={search} facets={facets} sizes={sizes} /> : null}</aside>
				<div className="results-main">
					{results ? <StickyBar search={search} total={results.total} /> : null}
					{search.staggered ? <StaggeredToggle search={search} /> : null}
					{errors.length ? (
						<div className="form-error" role="alert" data-testid="search-errors">
							{errors.map((message) => (
								<p key={message}>{message}</p>
							))}
							{search.errors.page ? <Link to={homeSearchHref({ ...search.values, page: 1 })}>Go to the first page of results</Link> : null}
						</div>
					) : null}
					{results && results.total === 0 ? (
						<div className="no-results">
							<p data-testid="no-results">
								No tyres found for your search. Please try different tyres give us a call at <a href={phoneHref(phone)}>{phone}</a>.
							</p>
							<NearestSizes nearest={data.nearest ?? []} search={search} phone={phone} />
						</div>
					) : null}
					{results && results.total > 0 ? <ResultsGrid key={key} searchKey={key} first={results} pairs={pairs} search={search} query={location.search} /> : null}
				</div>
			</div>
		</section>
	)
}

/**
 * A search opened from another page (a plate, the make and model search) lands on its results:
 * the browser jumps to #results on a full page load, but on a client-side navigation the results'
 * code may arrive after the router has scrolled. The heading takes the focus either way.
 */
function useLandOnResults() {
	useEffect(() => {
		if (window.location.hash !== '#results') return
		const section = document.getElementById('results')
		if (!section) return
		// still at the top of the page (never pulled back once the customer has scrolled past)
		if (section.getBoundingClientRect().top > window.innerHeight * 0.5) section.scrollIntoView({ block: 'start' })
		// not taken from a field or button the customer is already using
		if (document.activeElement === document.body) document.getElementById('results-heading')?.focus({ preventScroll: true })
	}, [])
}

/**
 * On a phone the header and the sticky summary take much of the screen: while the customer
 * scrolls down the results, the header slides away and the summary shrinks to one line, so a
 * card's name and its button are in view together; scrolling up brings them back.
 */
function useCollapseWhileScrollingDown() {
	useEffect(() => {
		const root = document.documentElement
		let last = window.scrollY
		let frame = 0
		const update = () => {
			frame = 0
			const y = window.scrollY
			if (Math.abs(y - last) < 8) return
			if (y > last && y > 200) root.dataset.scrolling = 'down'
			else delete root.dataset.scrolling
			last = y
		}
		const onScroll = () => {
			frame ||= requestAnimationFrame(update)
		}
		window.addEventListener('scroll', onScroll, { passive: true })
		return () => {
			window.removeEventListener('scroll', onScroll)
			cancelAnimationFrame(frame)
			delete root.dataset.scrolling
		}
	}, [])
}

/** Nothing in the searched size: the nearest sizes in stock (same rim) and a tap to call. */
function NearestSizes({ nearest, search, phone }: { nearest: NearSize[]; search: HomeSearch; phone: string }) {
	const close = nearest.filter((size) => size.closeFit)
	const shown = close.length ? close : nearest
	return (
		<div className="nearest-sizes" data-testid="nearest-sizes">
			{shown.length ? (
				<>
					<h3>{close.length ? 'The nearest sizes we have in stock' : `Other ${shown[0]!.rim}-inch sizes we have in stock`}</h3>
					<ul>
						{shown.map((size) => (
							<li key={size.label}>
								<Link
									to={homeSearchHref({ width: size.width, profile: size.profile, rim: size.rim, qty: search.values.qty })}
									className="button button-secondary button-small"
								>
									{size.label}
								</Link>{' '}
								<span className="nearest-count">
									{size.tyreCount} {size.tyreCount === 1 ? 'tyre' : 'tyres'}
								</span>
							</li>
						))}
					</ul>
					<p className="field-hint">
						{close.length
							? `These are within ${Math.round(MAX_DIAMETER_CHANGE * 100)}% of your tyre’s overall diameter. Check the size on your tyre’s sidewall or door placard, or ask us before you order.`
							: 'These are not a direct replacement for your size: please ask us before you order.'}
					</p>
				</>
			) : null}
			<a className="button call-button" href={phoneHref(phone)}>
				Call {phone} to find your size
			</a>
		</div>
	)
}

function StickyBar({ search, total }: { search: HomeSearch; total: number }) {
	const f = search.filters ?? {}
	return (
		<div className="sticky-bar" data-testid="sticky-bar">
			<span>
				Width <strong>{f.width ?? '–'}</strong>
			</span>
			<span>
				Profile <strong>{f.profile ?? '–'}</strong>
			</span>
			<span>
				Rim <strong>{f.rim ?? '–'}</strong>
			</span>
			{f.brand ? (
				<span>
					Brand <strong>{f.brand}</strong>
				</span>
			) : null}
			<span className="sticky-total" data-testid="result-total">
				<strong>{total}</strong> {total === 1 ? 'result' : 'results'}
			</span>
		</div>
	)
}

/** spec §2: Front Tyre / Rear Tyre re-search that size and clear the brand filter. */
function StaggeredToggle({ search }: { search: HomeSearch }) {
	const { staggered, values } = search
	if (!staggered) return null
	const href = (side: 'front' | 'rear') =>
		homeSearchHref({
			front_width: staggered.front.width,
			front_profile: staggered.front.profile,
			front_rim: staggered.front.rim,
			rear_width: staggered.rear.width,
			rear_profile: staggered.rear.profile,
			rear_rim: staggered.rear.rim,
			side,
			// brand cleared (spec); load index and speed rating differ by size, so they go too
			type: values.type,
			runflat: values.runflat,
			sort: values.sort,
			qty: values.qty,
			vehicle: search.vehicle,
		})
	return (
		<div className="staggered-toggle" role="group" aria-label="Staggered fit: which axle">
			{(['front', 'rear'] as const).map((side) => (
				<Link
					key={side}
					to={href(side)}
					preventScrollReset
					className={`toggle-button${staggered.side === side ? ' is-active' : ''}`}
					aria-current={staggered.side === side ? 'true' : undefined}
				>
					{side === 'front' ? 'Front Tyre' : 'Rear Tyre'} <small>{formatSize(staggered[side])}</small>
				</Link>
			))}
		</div>
	)
}

interface MorePage {
	page: number
	tyres: CatalogueTyre[]
	pairs: Record<number, PairOffer> | null
}

/**
 * The next page of results: a link without JavaScript, a button that appends it with. Its own
 * component, so that only it renders again once the page has hydrated, not the grid of cards.
 */
function MoreResults({ nextHref, loadMore, loading }: { nextHref: string; loadMore: () => void; loading: boolean }) {
	const hydrated = useHydrated()
	return hydrated ? (
		<button type="button" className="button button-secondary" onClick={loadMore} disabled={loading}>
			{loading ? 'Loading…' : 'Load more tyres'}
		</button>
	) : (
		<a href={nextHref} rel="next" className="button button-secondary">
			Next page
		</a>
	)
}

function ResultsGrid({
	searchKey,
	first,
	pairs,
	search,
	query,
}: {
	searchKey: string
	first: SearchPage
	pairs: Record<number, PairOffer> | null
	search: HomeSearch
	query: string
}) {
	const fetcher = useFetcher<{ catalogue: ResultsData }>()
	const [more, setMore] = useState<MorePage[]>([])
	const sentinel = useRef<HTMLDivElement>(null)
	const last = more.at(-1)?.page ?? first.page
	const hasMore = last < first.totalPages
	const loading = fetcher.state !== 'idle'
	const { load } = fetcher

	const loadMore = useCallback(() => {
		if (loading || !hasMore) return
		const params = new URLSearchParams(query)
		params.set('page', String(last + 1))
		params.delete('rec')
		void load(`/?index&${params.toString()}`)
	}, [loading, hasMore, query, last, load])

	useEffect(() => {
		const answer = fetcher.data?.catalogue
		const page = answer?.results
		if (!page || page.page !== last + 1) return
		setMore((pages) => [...pages, { page: page.page, tyres: page.tyres, pairs: answer?.pairs ?? null }])
		// append once per answer
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [fetcher.data])

	// spec §4: reaching the last card loads the next page while more pages exist.
	useEffect(() => {
		const element = sentinel.current
		if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) loadMore()
		}, { rootMargin: '400px 0px' })
		observer.observe(element)
		return () => observer.disconnect()
	}, [hasMore, loading, loadMore])

	const tyres = [...first.tyres, ...more.flatMap((p) => p.tyres)]
	const allPairs = Object.assign({}, pairs, ...more.map((p) => p.pairs ?? {})) as Record<number, PairOffer>
	const redirectTo = `/${query}#results`
	const from = (first.page - 1) * first.limit + 1
	const to = from + tyres.length - 1
	const staggered = search.staggered
		? { front: formatSize(search.staggered.front), rear: formatSize(search.staggered.rear), axle: search.staggered.side }
		: null
	const card = (tyre: CatalogueTyre) => (
		<TyreCard key={tyre.id} tyre={tyre} redirectTo={redirectTo} pair={allPairs[tyre.id] ?? null} staggered={staggered} wanted={search.quantity} compare />
	)
	const firstCards = { tyres: first.tyres, pairs, redirectTo, staggered, wanted: search.quantity, compare: true, idPrefix: 'served' }
	const pageHref = (page: number) => homeSearchHref({ ...(search.values as Partial<Record<HomeField, string>>), page, rec: undefined })

	return (
		<>
			<div className="tyre-grid" data-testid="results-grid">
				{/* The first page's cards: on the server in an element of their own, which hydration
				    leaves as it is (served-cards.tsx); rendered when the browser asked for them. */}
				<FirstCards islandKey={searchKey} cards={firstCards} page={first.page} />
				{more.flatMap((page) => page.tyres).map(card)}
			</div>
			{/* after every card: its count (a CSS counter without JavaScript) counts the ticks before it */}
			<CompareBar quantity={search.quantity} watch={tyres.length} />
			<div ref={sentinel} className="results-sentinel" aria-hidden="true" />
			<nav className="pager" aria-label="Result pages">
				{first.page > 1 ? (
					<Link to={pageHref(first.page - 1)} rel="prev" className="button button-secondary">
						Previous page
					</Link>
				) : null}
				<span className="pager-status" data-testid="pager-status">
					Showing {from}–{to} of {first.total}
				</span>
				{hasMore ? <MoreResults nextHref={pageHref(first.page + 1)} loadMore={loadMore} loading={loading} /> : null}
			</nav>
		</>
	)
}
