import { Link } from 'react-router'
import type { Route } from './+types/about-us'
import { FLEXIBLE_DISCOUNT, FREE_SHIPPING_FROM } from '#app/domain/pricing/pricing'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatDollars } from '#app/lib/money'
import { useRootData } from '#app/ui/root-data'
import { phoneHref } from '#app/ui/phone'
import { ProsePage } from '#app/ui/content/prose-page'

export const meta: Route.MetaFunction = ({ matches }) => {
	const brand = brandFromMatches(matches)
	return pageMeta({
		title: `About Us | ${brand}`,
		description: `${brand} is a mobile tyre service for south-east Melbourne: new tyres supplied and fitted at your home, work or roadside, 7 days a week.`,
		keywords: 'about mobile tyres, mobile tyre fitting Melbourne, tyre service south east Melbourne',
	})
}

export default function AboutUs() {
	const shop = useRootData()?.shop
	const name = shop?.businessName ?? 'We'
	return (
		<ProsePage title="About Us" lead="A tyre shop on wheels, serving south-east Melbourne 7 days a week.">
			<p>
				{name} started with a simple idea: nobody should lose half a Saturday sitting in a tyre-shop waiting room. Our
				fully equipped service vans carry the tyres, the fitting machine and the wheel balancer, so we can do the whole
				job in your driveway, in your workplace car park or at the roadside.
			</p>

			<h2>How it works</h2>
			<ol>
				<li>Find your tyres by size, by brand or by your registration, and add them to the cart.</li>
				<li>Choose a day and a time window that suits you: morning, lunch, afternoon, or "I'm flexible" for {formatDollars(FLEXIBLE_DISCOUNT)} off.</li>
				<li>Tell us where the car will be. We check the address is inside our service area before you pay.</li>
				<li>Our technician arrives, fits and balances your new tyres, checks the pressures and can take the old tyres away for recycling. Most jobs take 30 to 60 minutes.</li>
			</ol>

			<h2>What you can count on</h2>
			<ul>
				<li><strong>Prices that include everything:</strong> GST, mobile fitting and wheel balancing. No call-out fee on orders of {formatDollars(FREE_SHIPPING_FROM)} or more.</li>
				<li><strong>The right tyre for your car:</strong> we check size, load index and speed rating against your vehicle's placard before we fit.</li>
				<li><strong>Brands you know:</strong> from Michelin, Pirelli and Bridgestone to value ranges that make sense for a second car.</li>
				<li><strong>Local technicians:</strong> we live and work in the suburbs we serve, from Glen Waverley and Clayton to Frankston, Berwick and Narre Warren.</li>
			</ul>

			<h2>More than new tyres</h2>
			<p>
				We also repair punctures on site where it is safe to do so, rotate and balance wheels, inspect tyres, look after
				business fleets and make sure old tyres are recycled properly.
			</p>

			<p>
				Questions before you book? Call us on {shop ? <a href={phoneHref(shop.phone)}>{shop.phone}</a> : 'our phone number'}{' '}
				or <Link to="/#contact">send us a message</Link>.
			</p>
		</ProsePage>
	)
}
