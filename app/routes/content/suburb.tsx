import { data, href, isRouteErrorResponse, Link, redirect } from 'react-router'
import type { Route } from './+types/suburb'
import { findServedSuburb } from '#app/domain/content/areas.server'
import { suburbContent } from '#app/domain/content/suburb'
import { areaCheckFromQuery } from '#app/domain/service-areas/service-check.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { brandFromMatches } from '#app/lib/meta'
import { breadcrumbJsonLd, faqPageJsonLd, publicUrlFromMatches, seoMeta } from '#app/lib/seo'
import { ContentIcon } from '#app/ui/content/content-icon'
import { FaqAccordion } from '#app/ui/content/faq-accordion'
import { AreaCheck } from '#app/ui/area-check'
import { CallToBook } from '#app/ui/home/call-to-book'
import { Reveal } from '#app/ui/reveal'
import contentCss from '#app/styles/content.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }]

export async function loader({ params, request }: Route.LoaderArgs) {
	const db = getDb()
	const suburb = await findServedSuburb(db, params.suburb)
	// spec: a suburb we do not serve answers 404, never a page promising service we do not give
	if (!suburb) throw data({ suburb: params.suburb }, { status: 404 })
	if (suburb.slug !== params.suburb) throw redirect(href('/area-we-serve/:suburb', { suburb: suburb.slug }), 301)
	const settings = await getShopSettings(db, getEnv())
	return {
		suburb,
		content: suburbContent({ suburb: suburb.name, brand: settings.businessName, phone: settings.phone }),
		areaCheck: await areaCheckFromQuery(db, new URL(request.url).searchParams),
	}
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
	if (!loaderData) {
		return seoMeta({
			matches,
			path: location.pathname,
			title: `Suburb not in our service area | ${brandFromMatches(matches)}`,
			description: 'We do not serve this suburb yet. See the list of suburbs we serve.',
			noindex: true,
		})
	}
	const { suburb, content } = loaderData
	const publicUrl = publicUrlFromMatches(matches)
	const path = href('/area-we-serve/:suburb', { suburb: suburb.slug })
	return seoMeta({
		matches,
		path,
		title: content.title,
		description: content.description,
		keywords: content.keywords,
		jsonLd: [
			faqPageJsonLd(content.faq),
			breadcrumbJsonLd(publicUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Areas We Serve', path: '/area-we-serve' },
				{ name: suburb.name, path },
			]),
		],
	})
}

export default function SuburbPage({ loaderData }: Route.ComponentProps) {
	const { content } = loaderData
	return (
		<>
			<section className="page-banner suburb-hero">
				<div className="container">
					<p className="banner-eyebrow">
						<Link to={href('/area-we-serve')}>Areas we serve</Link>
					</p>
					<h1>{content.heading}</h1>
					<p className="suburb-tagline">{content.tagline}</p>
				</div>
			</section>
			<div className="container area-check-band">
				<AreaCheck
					answer={loaderData.areaCheck}
					action={href('/area-we-serve/:suburb', { suburb: loaderData.suburb.slug })}
					defaultSuburb={loaderData.suburb.name}
				/>
			</div>

			<section className="section" aria-label="About our service">
				<div className="container narrow">
					{content.intro.map((paragraph, index) => (
						<p key={index} className={index === 0 ? 'lead' : undefined}>
							{paragraph}
						</p>
					))}
				</div>
			</section>

			<section className="section section-soft" aria-labelledby="suburb-services-heading">
				<div className="container">
					<h2 id="suburb-services-heading" className="section-heading">
						{content.servicesHeading}
					</h2>
					<ul className="service-grid service-grid-4" data-testid="suburb-services">
						{content.services.map((service) => (
							<Reveal as="li" key={service.title} className="service-card">
								<span className="service-card-icon">
									<ContentIcon name={service.icon} size={28} />
								</span>
								<h3 className="service-card-title">
									<Link to={href('/services/:service', { service: service.slug })}>{service.title}</Link>
								</h3>
								<p>{service.text}</p>
							</Reveal>
						))}
					</ul>
				</div>
			</section>

			<section className="section" aria-labelledby="suburb-reasons-heading">
				<div className="container">
					<h2 id="suburb-reasons-heading" className="section-heading">
						{content.reasonsHeading}
					</h2>
					<ul className="reason-grid" data-testid="suburb-reasons">
						{content.reasons.map((reason) => (
							<Reveal as="li" key={reason.title} className="reason-card">
								<span className="feature-icon">
									<ContentIcon name={reason.icon} />
								</span>
								<div>
									<h3>{reason.title}</h3>
									<p>{reason.text}</p>
								</div>
							</Reveal>
						))}
					</ul>
				</div>
			</section>

			<section className="section section-soft" aria-labelledby="suburb-faq-heading">
				<div className="container narrow">
					<h2 id="suburb-faq-heading" className="section-heading">
						{content.faqHeading}
					</h2>
					<FaqAccordion items={content.faq} group="suburb-faq" />
				</div>
			</section>

			<CallToBook />
		</>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notServed = isRouteErrorResponse(error) && error.status === 404
	return (
		<section className="container error-page" data-testid="suburb-not-served">
			<h1>{notServed ? 'We do not serve this suburb yet' : 'Something went wrong'}</h1>
			<p>
				{notServed
					? 'Sorry, this suburb is outside our service area at the moment. Have a look at the suburbs we serve, or give us a call: we may still be able to help.'
					: 'Please try again in a moment.'}
			</p>
			<p>
				<Link className="button" to={href('/area-we-serve')}>
					See the suburbs we serve
				</Link>
			</p>
		</section>
	)
}
