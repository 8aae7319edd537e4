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
import { ContentSection } from '#app/ui/content/content-section'
import { FaqAccordion } from '#app/ui/content/faq-accordion'
import { ServedContent } from '#app/ui/content/served-content'
import { ServiceCard } from '#app/ui/content/service-card'
import { AreaCheck } from '#app/ui/area-check'
import { ErrorPage } from '#app/ui/error-page'
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

			<ContentSection id="suburb-services-heading" heading={content.servicesHeading} soft>
				<ServedContent
					as="ul"
					className="service-grid service-grid-4"
					data-testid="suburb-services"
					island="suburb-services"
					contentKey={JSON.stringify(content.services)}
					renderContent={() =>
						content.services.map((service) => <ServiceCard key={service.title} slug={service.slug} icon={service.icon} name={service.title} text={service.text} />)
					}
				/>
			</ContentSection>

			<ContentSection id="suburb-reasons-heading" heading={content.reasonsHeading}>
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
			</ContentSection>

			<ContentSection id="suburb-faq-heading" heading={content.faqHeading} soft narrow>
				<FaqAccordion items={content.faq} group="suburb-faq" />
			</ContentSection>

			<CallToBook />
		</>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notServed = isRouteErrorResponse(error) && error.status === 404
	return (
		<ErrorPage
			testId="suburb-not-served"
			title={notServed ? 'We do not serve this suburb yet' : 'Something went wrong'}
			message={
				notServed
					? 'Sorry, this suburb is outside our service area at the moment. Have a look at the suburbs we serve, or give us a call: we may still be able to help.'
					: 'Please try again in a moment.'
			}
			action={{ to: href('/area-we-serve'), label: 'See the suburbs we serve' }}
		/>
	)
}
