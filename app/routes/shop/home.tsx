import { data, redirect, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/home'
import { homeCatalogue, type HomeCatalogueData } from '#app/domain/catalogue/home.server'
import { tidySearch } from '#app/domain/catalogue/search-url'
import { sizesOfList } from '#app/domain/catalogue/size'
import { loadHomeContent } from '#app/domain/content/home.server'
import { areaCheckFromQuery } from '#app/domain/service-areas/service-check.server'
import { getDb } from '#app/lib/db.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { useEffect, useMemo } from 'react'
import { lazyPart } from '#app/ui/lazy-part'
import { useRootData } from '#app/ui/root-data'
import { HeroSearch } from '#app/ui/search/hero-search'
import { searchKey, useScrollToNewResults } from '#app/ui/search/search-key'
import catalogueCss from '#app/styles/catalogue.css?url'

// Only the hero search is in the page's first load; the rest (server-rendered like it, and
// working without JavaScript) becomes interactive when its own chunk has arrived.
const ResultsSection = lazyPart(() => import('#app/ui/search/results').then((m) => m.ResultsSection))
const AreaCheck = lazyPart(() => import('#app/ui/area-check').then((m) => m.AreaCheck))
const ShopTyres = lazyPart(() => import('#app/ui/search/shop-tyres').then((m) => m.ShopTyres))
const Recommended = lazyPart(() => import('#app/ui/search/recommended').then((m) => m.Recommended))
const HomeContent = lazyPart(() => import('#app/ui/home/home-content').then((m) => m.HomeContent))

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogueCss }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const brand = brandFromMatches(matches)
	return pageMeta({
		title: `Mobile Tyres Melbourne South-East | ${brand}`,
		description: `${brand} supplies and fits new tyres at your home, workplace or roadside across south-east Melbourne, 7 days a week. Prices include GST and mobile fitting.`,
		keywords: 'mobile tyres Melbourne, mobile tyre fitting, tyres south east Melbourne, onsite tyre fitting, puncture repair',
	})
}

/** Everything the home page shows: the catalogue search and the content sections below it. */
export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	// GET forms send their empty fields too: answer with the tidy, shareable address instead.
	const tidy = tidySearch(url.searchParams)
	if (tidy !== null) throw redirect(`/${tidy ? `?${tidy}` : ''}`)
	const db = getDb()
	const [catalogue, home, areaCheck] = await Promise.all([homeCatalogue(db, url.searchParams), loadHomeContent(db), areaCheckFromQuery(db, url.searchParams)])
	return data({ catalogue, home, areaCheck }, { status: catalogue.status })
}

export type HomePageData = Route.ComponentProps['loaderData']

// A cart change (drawer, card) does not change the search: only the root's badge reloads.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formAction?.startsWith('/api/cart') || formAction === '/cart') return false
	return defaultShouldRevalidate
}

export default function Home({ loaderData }: Route.ComponentProps) {
	return <HomePage data={loaderData} />
}

/** Also rendered for unknown paths (spec §2: any unknown path shows Home). */
export function HomePage({ data: home }: { data: HomePageData }) {
	const root = useRootData()
	const phone = root?.shop.phone ?? ''
	const navigation = useNavigation()
	const location = useLocation()
	const catalogue: HomeCatalogueData = home.catalogue
	// decoded once a size list (it is the same text until the catalogue changes), not on each render
	const sizes = useMemo(() => sizesOfList(catalogue.sizeList), [catalogue.sizeList])
	const showResults = catalogue.results !== null || Object.keys(catalogue.search.errors).length > 0
	useScrollToNewResults(showResults)
	// a search is the likely next step: its results' code is fetched once the page is idle
	useEffect(() => ResultsSection.preload(), [])
	const searching =
		navigation.state === 'loading' &&
		navigation.location.pathname === '/' &&
		searchKey(navigation.location.search) !== searchKey(location.search)

	return (
		<>
			<HeroSearch sizes={sizes} search={catalogue.search} />
			{showResults ? <ResultsSection data={catalogue} sizes={sizes} phone={phone} /> : null}
			<div className="container area-check-band">
				<AreaCheck answer={home.areaCheck} action="/" keep={catalogue.search.values} />
			</div>
			<ShopTyres sizes={catalogue.popularSizes} brands={catalogue.brands} />
			{catalogue.recommended.length ? <Recommended tyres={catalogue.recommended} round={catalogue.search.round} /> : null}
			<HomeContent data={home.home} />
			{searching ? (
				<div className="loading-overlay" role="status" data-testid="loading-overlay">
					<span className="spinner" aria-hidden="true" />
					Searching tyres…
				</div>
			) : null}
		</>
	)
}
