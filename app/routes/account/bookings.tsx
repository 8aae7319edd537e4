import { href, Link } from 'react-router'
import type { Route } from './+types/bookings'
import { customerBookings, openCoupons } from '#app/domain/accounts/customer-bookings.server'
import { couponOffer } from '#app/domain/coupons/coupon-admin.server'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { serviceLineText } from '#app/domain/booking/booked-services'
import { signedOrderPath } from '#app/domain/booking/order-link.server'
import { formatLongDate, shopToday } from '#app/domain/slots/shop-time'
import { currentTime } from '#app/lib/clock.server'
import { requireCustomer } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'

// The customer's bookings and coupons: the 'Booking section' the order page promises.
// Bookings made at checkout with the account's mobile number show here too.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: Route.MetaFunction = () => [...pageMeta({ title: 'Your bookings', description: 'Your tyre fitting bookings and coupons.' }), { name: 'robots', content: 'noindex' }]

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', delivered: 'Delivered', cancelled: 'Cancelled' }

export async function loader({ request }: Route.LoaderArgs) {
	const customer = await requireCustomer(request)
	const db = getDb()
	const [bookings, coupons] = await Promise.all([customerBookings(db, customer), openCoupons(db, shopToday(getEnv().SHOP_TIMEZONE, currentTime()))])
	return {
		customer: { name: customer.name, phone: formatAuMobile(customer.phone) },
		bookings: bookings.map((b) => ({ ...b, link: signedOrderPath(b.reference, b.selectedDate) })),
		coupons: coupons.map((c) => ({ id: c.id, code: c.code, offer: couponOffer(c), expiryDate: c.expiry_date })),
	}
}

export default function AccountBookings({ loaderData }: Route.ComponentProps) {
	const { customer, bookings, coupons } = loaderData
	return (
		<AccountCard wide>
			<h1>Your bookings</h1>
			<p className="account-lead">
				Bookings made with <strong>{customer.phone}</strong>. <Link to={href('/account')}>Back to your account</Link>
			</p>
			{bookings.length ? (
				<ul className="account-bookings" aria-label="Bookings">
					{bookings.map((b) => (
						<li key={b.id} className="account-booking" data-testid="account-booking">
							<div className="account-booking-head">
								<strong>{b.reference}</strong>
								<span className={`status-pill status-${b.status}`}>{STATUS_LABELS[b.status] ?? b.status}</span>
							</div>
							<p>
								{formatLongDate(b.selectedDate)}, {b.slotLabel}
							</p>
							{b.tyres.length ? <p className="account-booking-tyres">{b.tyres.map((t) => `${t.quantity} × ${t.brand} ${t.model} ${t.size}`).join('; ')}</p> : null}
							{b.services.length ? (
								<ul className="account-booking-services" aria-label={`Services in ${b.reference}`} data-testid="account-booking-services">
									{b.services.map((s) => (
										<li key={`${s.name}-${s.quantity}`}>
											{serviceLineText(s)} <span>{formatMoney(s.lineTotal)}</span>
										</li>
									))}
								</ul>
							) : null}
							<p>
								Total <strong>{formatMoney(b.finalAmount)}</strong>
								{b.paymentMethod === 'pay_on_the_day' ? ' · pay on the day' : b.paymentStatus === 'paid' ? ' · paid by card' : ''}
							</p>
							<p>
								<Link to={b.link}>{b.status === 'pending' ? 'View, reschedule or cancel' : 'View booking'}</Link>
							</p>
						</li>
					))}
				</ul>
			) : (
				<p className="account-panel">
					No bookings yet with this number. <Link to={href('/')}>Find your tyres</Link>
				</p>
			)}
			<h2>Your coupons</h2>
			{coupons.length ? (
				<ul className="account-coupons" aria-label="Coupons">
					{coupons.map((c) => (
						<li key={c.id}>
							<strong>{c.code}</strong>: {c.offer}, until {formatLongDate(c.expiryDate)}
						</li>
					))}
				</ul>
			) : (
				<p>No coupons right now.</p>
			)}
		</AccountCard>
	)
}
