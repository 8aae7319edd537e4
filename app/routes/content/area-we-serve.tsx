import { lazy, Suspense } from 'react'
import { href } from 'react-router'
import type { Route } from './+types/area-we-serve'
import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { areaCheckFromQuery } from '#app/domain/service-areas/service-check.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { breadcrumbJsonLd, publicUrlFromMatches, seoMeta } from '#app/lib/seo'
import { AreaCheck } from '#app/ui/area-check'
import { SuburbLinks } from '#app/ui/content/suburb-links'
import { CallToBook } from '#app/ui/home/call-to-book'
import { OptionalPart } from '#app/ui/optional-part'
import { useHydrated } from '#app/ui/use-hydrated'
import contentCss from '#app/styles/content.css?url'
import leafletCss from 'leaflet/dist/leaflet.css?url'

// Leaflet touches `window` when it loads, so the map is fetched in the browser only, and only
// by this page (spec: the map library loads on /area-we-serve alone).
const ServiceAreaMap = lazy(() => import('#app/ui/service-area-map'))

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: contentCss },
	{ rel: 'stylesheet', href: leafletCss },
]

export const meta: Route.MetaFunction = ({ matches, location }) =>
	seoMeta({
		matches,
		path: location.pathname,
		title: 'Areas We Serve | Mobile Tyre Services Melbourne South-East',
		description:
			'Mobile tyre fitting, puncture repair and wheel balancing across south-east Melbourne: Glen Waverley, Clayton, Springvale, Dandenong, Frankston, Berwick, Narre Warren and more.',
		keywords: 'mobile tyres south east Melbourne, mobile tyre fitting suburbs, tyre service Dandenong, tyre fitting Frankston, mobile tyres Glen Waverley',
		jsonLd: [
			breadcrumbJsonLd(publicUrlFromMatches(matches), [
				{ name: 'Home', path: '/' },
				{ name: 'Areas We Serve', path: '/area-we-serve' },
			]),
		],
	})

export async function loader({ request }: Route.LoaderArgs) {
	const env = getEnv()
	const db = getDb()
	return {
		areaCheck: await areaCheckFromQuery(db, new URL(request.url).searchParams),
		suburbs: await servedSuburbs(db),
		tiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
	}
}

export default function AreaWeServe({ loaderData }: Route.ComponentProps) {
	const { suburbs, tiles } = loaderData
	return (
		<>
			<section className="page-banner">
				<div className="container">
					<h1>Our Service Areas</h1>
					<p>
						We bring mobile tyre fitting, puncture repairs and wheel balancing to {suburbs.length} suburbs across South East
						Melbourne, from Oakleigh and Glen Waverley to Frankston, Berwick and Pakenham, 7 days a week.
					</p>
				</div>
			</section>
			<div className="container area-check-band">
				<AreaCheck answer={loaderData.areaCheck} action={href('/area-we-serve')} heading="Do we come to you? Check your suburb" />
			</div>
			<section className="section">
				<div className="container areas-layout">
					<div className="areas-list" aria-labelledby="suburbs-heading">
						<h2 id="suburbs-heading">Suburbs We Serve</h2>
						<div className="areas-scroll" data-testid="suburb-list">
							<SuburbLinks suburbs={suburbs} newTab />
						</div>
					</div>
					<div className="areas-map">
						<h2 className="visually-hidden">Map of our service area</h2>
						<p className="areas-map-text" id="map-description">
							Our service area stretches from Carnegie, Chadstone and Bayswater in the north, east to Pakenham and Clyde North,
							and south along the bay to Frankston and Langwarrin. If your suburb is not on the list, call us: we may still be
							able to help.
						</p>
						<AreaMap tiles={tiles} />
					</div>
				</div>
			</section>
			<CallToBook heading="In our area? Book your tyres today" />
		</>
	)
}

/** The map, with JavaScript only; its own component, so only it renders once the page has hydrated. */
function AreaMap({ tiles }: { tiles: { url: string; attribution: string } }) {
	const hydrated = useHydrated()
	// with no signal its code may never arrive: the list and the area check stay, not the error page
	return hydrated ? (
		<OptionalPart fallback={<p className="areas-map-text" data-testid="area-map-unavailable">The map needs a signal; the suburbs we serve are all in the list.</p>}>
			<Suspense fallback={<div className="area-map area-map-loading" aria-hidden="true" />}>
				<ServiceAreaMap tileUrl={tiles.url} attribution={tiles.attribution} />
			</Suspense>
		</OptionalPart>
	) : null
}
