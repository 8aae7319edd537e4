import type { Route } from './+types/privacy'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { useRootData } from '#app/ui/root-data'
import { ProsePage } from '#app/ui/content/prose-page'

export const meta: Route.MetaFunction = ({ matches }) => {
	const brand = brandFromMatches(matches)
	return pageMeta({
		title: `Privacy Policy | ${brand}`,
		description: `How ${brand} collects, uses and protects your personal information.`,
	})
}

export default function Privacy() {
	const shop = useRootData()?.shop
	const name = shop?.businessName ?? 'We'
	return (
		<ProsePage title="Privacy Policy" lead="What we collect, why we collect it, and what we do with it.">
			<p>
				{name} respects your privacy and handles personal information in line with the Australian Privacy Principles
				in the Privacy Act 1988 (Cth).
			</p>

			<h2>What we collect</h2>
			<ul>
				<li>Your name, phone number, e-mail address and the address where we fit your tyres.</li>
				<li>Your vehicle's registration, state, make, model and colour, so we can find it and bring the right tyres.</li>
				<li>What you ordered, when, and how you paid. Card details go straight to our payment provider; we never see or keep your full card number.</li>
				<li>Messages you send through our contact form.</li>
				<li>Basic technical information our server records (such as IP address and pages requested) to keep the site secure and working.</li>
			</ul>

			<h2>Why we use it</h2>
			<ul>
				<li>To deliver and fit what you booked, and to contact you about your booking.</li>
				<li>To send your booking confirmation and tax invoice.</li>
				<li>To answer your questions and handle warranty claims.</li>
				<li>To meet our legal obligations, such as keeping tax records.</li>
			</ul>
			<p>We do not sell your information, and we do not send marketing messages unless you ask us to.</p>

			<h2>Who we share it with</h2>
			<p>
				Only with the services that help us deliver your booking: our payment provider (Stripe), our e-mail and SMS
				providers, and a vehicle-registration lookup service when you search by registration. Each handles your
				information under its own privacy obligations.
			</p>

			<h2>Cookies</h2>
			<p>
				We use a few essential cookies: one that remembers your cart, one for short on-screen messages, and, if you log
				in, one that keeps you logged in. We do not use advertising cookies. The reviews widget on our home page is
				provided by a third party and may set its own cookies.
			</p>

			<h2>How long we keep it</h2>
			<p>
				Booking and invoice records are kept for as long as tax law requires (generally five years). Contact messages
				are deleted once they are dealt with. Carts that are never booked are removed after 30 days.
			</p>

			<h2>Your choices</h2>
			<p>
				You can ask to see or correct the personal information we hold about you, or ask us to delete it where we are
				not required to keep it. If you are unhappy with how we handled your information, tell us and we will respond
				within 30 days; you can also contact the Office of the Australian Information Commissioner (oaic.gov.au).
			</p>

			<h2>Contact</h2>
			<p>{shop ? <>E-mail <a href={`mailto:${shop.email}`}>{shop.email}</a> or call {shop.phone}.</> : 'Use the contact form on our home page.'}</p>
		</ProsePage>
	)
}
