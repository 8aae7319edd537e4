import { href } from 'react-router'
import type { Route } from './+types/services'
import { servicePages } from '#app/content/service-pages'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { fixedPageMeta } from '#app/lib/seo'
import { ServedContent } from '#app/ui/content/served-content'
import { ServiceCard } from '#app/ui/content/service-card'
import { CallToBook } from '#app/ui/home/call-to-book'
import contentCss from '#app/styles/content.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }]

export const meta: Route.MetaFunction = fixedPageMeta((brand) => ({
	title: `Mobile Tyre Services Melbourne South-East | ${brand}`,
	description: `Tyre sales, onsite fitting, fleet services, puncture repair, rotations, wheel balancing, inspections and recycling from ${brand}, at your home, work or roadside.`,
	keywords: 'mobile tyre services Melbourne, onsite tyre fitting, puncture repair, wheel balancing, tyre rotation, fleet tyres, tyre recycling',
	crumb: { name: 'Services', path: '/services' },
}))

export async function loader() {
	const settings = await getShopSettings(getDb(), getEnv())
	return { services: servicePages(settings.businessName).map(({ slug, name, summary, icon }) => ({ slug, name, summary, icon })) }
}

export default function Services({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<section className="page-banner">
				<div className="container">
					<h1>Our Services</h1>
					<p>Everything a tyre shop does, done at your home, your workplace or the roadside, 7 days a week.</p>
				</div>
			</section>
			<section className="section">
				<div className="container">
					<ServedContent
						as="ul"
						className="service-grid"
						data-testid="services-overview"
						island="services-overview"
						contentKey={JSON.stringify(loaderData.services)}
						renderContent={() => <ServiceCards services={loaderData.services} />}
					/>
				</div>
			</section>
			<CallToBook />
		</>
	)
}

function ServiceCards({ services }: { services: Route.ComponentProps['loaderData']['services'] }) {
	return services.map((service) => (
		<ServiceCard key={service.slug} slug={service.slug} icon={service.icon} name={service.name} text={service.summary} headingLevel={2}>
			{/* a plain anchor: the grid's click handler follows it within the app */}
			<a className="read-more" href={href('/services/:service', { service: service.slug })}>
				Learn more<span className="visually-hidden"> about {service.name}</span>
			</a>
		</ServiceCard>
	))
}
