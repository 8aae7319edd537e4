import type { Route } from './+types/terms'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { CANCELLATION_FEE_CENTS, FAILED_ATTENDANCE_FEE_CENTS } from '#app/domain/booking/fees'
import { FLEXIBLE_DISCOUNT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '#app/domain/pricing/pricing'
import { formatDollars } from '#app/lib/money'
import { useRootData } from '#app/ui/root-data'
import { phoneHref } from '#app/ui/phone'
import { ProsePage } from '#app/ui/content/prose-page'


export const meta: Route.MetaFunction = ({ matches }) => {
	const brand = brandFromMatches(matches)
	return pageMeta({
		title: `Terms and Conditions | ${brand}`,
		description: `The terms for buying tyres and booking mobile fitting with ${brand}: prices, payment, bookings, cancellations and warranties.`,
	})
}

export default function Terms() {
	const root = useRootData()
	const shop = root?.shop
	const name = shop?.businessName ?? 'we'
	return (
		<ProsePage title="Terms and Conditions" lead="Please read these terms before you book. By placing a booking you agree to them.">
			<h2>1. Who we are</h2>
			<p>
				{name} ("we", "us") sells new tyres and fits them at your home, workplace or the roadside across south-east
				Melbourne, Victoria. You can reach us on{' '}
				{shop ? <a href={phoneHref(shop.phone)}>{shop.phone}</a> : 'our phone number'} or at{' '}
				{shop ? <a href={`mailto:${shop.email}`}>{shop.email}</a> : 'our e-mail address'}.
			</p>

			<h2>2. Prices</h2>
			<ul>
				<li>All prices are in Australian dollars (AUD) and include GST.</li>
				<li>Tyre prices include mobile fitting and wheel balancing.</li>
				<li>The price per tyre depends on how many of that tyre you buy (1 to 5); the price shown in your cart is the price you pay.</li>
				<li>
					A shipping and call-out fee of {formatDollars(SHIPPING_FEE)} applies to orders under {formatDollars(FREE_SHIPPING_FROM)}; orders of{' '}
					{formatDollars(FREE_SHIPPING_FROM)} or more travel free.
				</li>
				<li>Choosing the &quot;I&apos;m flexible&quot; time slot takes {formatDollars(FLEXIBLE_DISCOUNT)} off, because it lets us plan our route.</li>
				<li>Coupon codes apply only before their expiry date and above their minimum order amount, one per booking.</li>
			</ul>

			<h2>3. Payment</h2>
			<p>
				We accept Visa, MasterCard, American Express, Zip and Afterpay. Where we offer it, you may also choose to pay on
				the day of fitting. Card payments are processed by our payment provider; we never see or store your full card
				number. A booking paid by card is confirmed once the payment has succeeded.
			</p>

			<h2>4. Bookings and fitting</h2>
			<ul>
				<li>
					You choose a fitting day and a time window (Morning 8am-11am, Lunch 11am-2pm, Afternoon 2pm-5pm, or "I'm
					flexible"). We arrive within that window; traffic and earlier jobs can occasionally delay us and we will call
					if that happens.
				</li>
				<li>
					Please make sure the vehicle is at the address you gave, that we have safe, level access to it, and that the
					locking wheel-nut key (if your wheels have one) is in the car.
				</li>
				<li>
					We only fit tyres that suit your vehicle's placard (size, load index and speed rating). If the tyres you ordered
					do not suit the vehicle, we will contact you before fitting and refund any difference.
				</li>
				<li>
					We may decline to fit a tyre to a wheel that is damaged, or to work somewhere that is unsafe (for example a
					busy road shoulder without room to work); we will arrange another time or place with you.
				</li>
			</ul>

			<h2>5. Cancellations and missed appointments</h2>
			<ul>
				<li>You can reschedule or cancel online from the link in your confirmation e-mail (or from your account), up to the day before your fitting, or by calling us. Please give us as much notice as you can.</li>
				<li>
					A <strong>cancellation fee of {formatDollars(CANCELLATION_FEE_CENTS)}</strong> applies to a confirmed appointment that you cancel, to cover the tyres
					we have ordered and set aside for you.
				</li>
				<li>
					A <strong>failed-attendance fee of {formatDollars(FAILED_ATTENDANCE_FEE_CENTS)}</strong> applies when our technician arrives at the booked time and
					place and cannot carry out the fitting because the vehicle, the wheel-nut key or access is not available.
				</li>
				<li>Shipping and processing fees are non-refundable.</li>
				<li>Any refund due to you is made to the payment method you used, usually within 5 to 10 business days.</li>
			</ul>

			<h2>6. Warranty and your consumer rights</h2>
			<p>
				Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. New tyres
				also carry the manufacturer's warranty against defects in materials and workmanship. Warranty does not cover
				wear, punctures, road hazards, incorrect inflation, or damage from misalignment or accidents. If something is not
				right, call us and we will help you with the claim.
			</p>

			<h2>7. Liability</h2>
			<p>
				We take care with every vehicle we work on. Nothing in these terms limits our liability where the law does not
				allow it to be limited. Otherwise, we are not liable for indirect or consequential loss.
			</p>

			<h2>8. Privacy</h2>
			<p>
				We use your details only to deliver your booking and to contact you about it; see our{' '}
				<a href="/privacy">Privacy Policy</a>.
			</p>

			<h2>9. Governing law</h2>
			<p>These terms are governed by the laws of Victoria, Australia, and the courts of Victoria have jurisdiction.</p>
		</ProsePage>
	)
}
