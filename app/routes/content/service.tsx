import { data, href, Link } from 'react-router'
import type { Route } from './+types/service'
import { servicePage, servicePages } from '#app/content/service-pages'
import { suburbsForServicePages } from '#app/domain/content/services'
import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { servicesOfferedOnPage } from '#app/domain/services/service-pages'
import { activeServicesBySlug } from '#app/domain/services/services.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { breadcrumbJsonLd, publicUrlFromMatches, seoMeta, serviceJsonLd } from '#app/lib/seo'
import { ContentIcon } from '#app/ui/content/content-icon'
import { ContentSection } from '#app/ui/content/content-section'
import { Illustration } from '#app/ui/content/illustration'
import { SuburbLinks } from '#app/ui/content/suburb-links'
import { CallToBook } from '#app/ui/home/call-to-book'
import { Reveal } from '#app/ui/reveal'
import contentCss from '#app/styles/content.css?url'
import servicesCss from '#app/styles/services.css?url'
import { ServiceOffers } from '#app/ui/booking/service-lines'
import { skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: contentCss },
	{ rel: 'stylesheet', href: servicesCss },
]

// an add that got no answer keeps the page as it is (its notice under the offers), not the error
// page its data fetched again with no signal would show
export const shouldRevalidate = skipRevalidationWhenNotSent

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const settings = await getShopSettings(db, getEnv())
	const page = servicePage(params.service, settings.businessName)
	if (!page) throw data('Service not found', { status: 404 })
	const others = servicePages(settings.businessName)
		.filter((p) => p.slug !== page.slug)
		.map((p) => ({ slug: p.slug, name: p.name, icon: p.icon }))
	const [suburbs, bookable] = await Promise.all([servedSuburbs(db), activeServicesBySlug(db, servicesOfferedOnPage(page.slug))])
	return { page, others, suburbs: suburbsForServicePages(suburbs), bookable }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	if (!loaderData) return [{ title: 'Service not found' }, { name: 'robots', content: 'noindex' }]
	const { page, suburbs } = loaderData
	const publicUrl = publicUrlFromMatches(matches)
	const path = href('/services/:service', { service: page.slug })
	return seoMeta({
		matches,
		path,
		title: page.title,
		description: page.description,
		keywords: page.keywords,
		jsonLd: [
			serviceJsonLd({ publicUrl, path, name: page.name, description: page.description, suburbs }),
			breadcrumbJsonLd(publicUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Services', path: '/services' },
				{ name: page.name, path },
			]),
		],
	})
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
	const { page, others, suburbs, bookable } = loaderData
	return (
		<>
			<section className="page-banner service-banner">
				<div className="container">
					<p className="banner-eyebrow">
						<Link to={href('/services')}>Services</Link>
					</p>
					<h1>{page.heading}</h1>
					<p>{page.bannerText}</p>
				</div>
			</section>

			<ContentSection id="service-intro-heading" heading={page.introHeading} className="service-intro" narrow centred={false}>
				{page.intro.map((paragraph, index) => (
					<p key={index}>{paragraph}</p>
				))}
			</ContentSection>

			{bookable.length ? (
				<section className="section service-book">
					<div className="container narrow">
						<ServiceOffers
							services={bookable}
							redirectTo={href('/shipping')}
							heading="Book online"
							headingId="service-book-heading"
							intro="Add it to your cart, with tyres or on its own, then choose a day and time. Prices include GST."
						/>
					</div>
				</section>
			) : null}

			<section className="section section-soft" aria-labelledby="service-detail-heading">
				<div className="container split">
					<Reveal className="split-media">
						<Illustration name={page.image} label={page.imageAlt} />
					</Reveal>
					<Reveal className="split-body">
						<h2 id="service-detail-heading">{page.detailHeading}</h2>
						<p>{page.detailText}</p>
						<ul className="checklist" data-testid="service-checklist">
							{page.checklist.map((item) => (
								<li key={item}>
									<ContentIcon name="check" size={20} className="checklist-icon" />
									<span>{item}</span>
								</li>
							))}
						</ul>
					</Reveal>
				</div>
			</section>

			<ContentSection id="why-heading" heading={page.whyHeading}>
				<ul className="feature-grid" data-testid="feature-cards">
					{page.features.map((feature) => (
						<Reveal as="li" key={feature.title} className="feature-card">
							<div className="feature-text">
								<span className="feature-icon">
									<ContentIcon name={feature.icon} />
								</span>
								<h3>{feature.title}</h3>
								<p>{feature.description}</p>
							</div>
							<Illustration name={feature.image} label={feature.imageAlt} className="feature-image" />
						</Reveal>
					))}
				</ul>
			</ContentSection>

			<ContentSection id="service-areas-heading" heading="Suburbs we serve" soft centred={false}>
				<p>
					We bring {page.name.toLowerCase()} to homes and workplaces across south-east Melbourne, including {suburbs.slice(0, 9).join(', ')}.{' '}
					<Link to={href('/area-we-serve')}>See the map of our service area</Link>.
				</p>
				<SuburbLinks suburbs={suburbs} className="suburb-links suburb-links-compact" />
			</ContentSection>

			<ContentSection id="other-services-heading" heading="Other services" centred={false}>
				<ul className="service-chips">
					{others.map((other) => (
						<li key={other.slug}>
							<Link to={href('/services/:service', { service: other.slug })}>
								<ContentIcon name={other.icon} size={20} />
								{other.name}
							</Link>
						</li>
					))}
				</ul>
			</ContentSection>

			<CallToBook />
		</>
	)
}
