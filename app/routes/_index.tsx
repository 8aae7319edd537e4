import { Link } from 'react-router'
import type { Route } from './+types/_index'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { useRootData } from '#app/root'
import { phoneHref } from '#app/ui/phone'
// issue 7 (content): the home sections below the search
import { loadHomeContent, type HomeContentData } from '#app/domain/content/home.server'
import { getDb } from '#app/lib/db.server'
import { HomeContent } from '#app/ui/home/home-content'

export async function loader() {
	return { home: await loadHomeContent(getDb()) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const brand = brandFromMatches(matches)
	return pageMeta({
		title: `Mobile Tyres Melbourne South-East | ${brand}`,
		description: `${brand} supplies and fits new tyres at your home, workplace or roadside across south-east Melbourne, 7 days a week. Prices include GST and mobile fitting.`,
		keywords: 'mobile tyres Melbourne, mobile tyre fitting, tyres south east Melbourne, onsite tyre fitting, puncture repair',
	})
}

export default function Home({ loaderData }: Route.ComponentProps) {
	return <HomePage home={loaderData.home} />
}

/** Also rendered for unknown paths (spec §2: any unknown path shows Home). */
export function HomePage({ home }: { home?: HomeContentData }) {
	const root = useRootData()
	const phone = root?.shop.phone ?? ''
	return (
		<>
			<section className="hero" aria-labelledby="hero-heading">
				<div className="container">
					<h1 id="hero-heading">New tyres, fitted where you are</h1>
					<p>
						We bring the tyres, the tools and the balancing machine to your driveway, workplace or the roadside across
						south-east Melbourne, 7 days a week. Every price includes GST and mobile fitting, and most jobs take 30 to
						60 minutes.
					</p>
					<div className="hero-actions">
						<a className="button" href={phoneHref(phone)}>
							Call {phone}
						</a>
						<Link className="button button-secondary" to="/about-us">
							How it works
						</Link>
					</div>
					<ul className="fact-list">
						<li>Mobile fitting included in every price</li>
						<li>Home, work or roadside</li>
						<li>Open 7 days</li>
					</ul>
				</div>
			</section>
			{home ? <HomeContent data={home} /> : null /* issue 7 */}
		</>
	)
}
