import { data, href, isRouteErrorResponse, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/order'
import { readPageForm } from '#app/lib/multipart.server'
import { BE_READY_CHECKLIST, paymentLine, statusLabel } from '#app/domain/booking/booking-emails'
import {
	CHANGE_MESSAGES,
	canChangeOnline,
	cancelBookingByCustomer,
	parseChoice,
	parseRescheduleTarget,
	rescheduleBooking,
	reschedulePicker,
} from '#app/domain/booking/booking-changes.server'
import { loadBookingView } from '#app/domain/booking/booking-view.server'
import { VERIFY_MESSAGES } from '#app/domain/booking/booking-verification'
import { pendingVerification, verifyBookingCode } from '#app/domain/booking/booking-verification.server'
import { POSITION_LABELS, type Position } from '#app/domain/booking/checkout-schema'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { readOrderAccess, readOrderReference } from './order-access.server'
import { slotLabel, WEEK_PAGES } from '#app/domain/slots/slot-rules'
import { formatLongDate, isIsoDate } from '#app/domain/slots/shop-time'
import { type Db, getDb } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'
import { getStripe } from '#app/lib/payments/stripe-client.server'
import { settleStripePayment } from '#app/domain/payments/card-payments.server'
import { getEnv } from '#app/lib/env.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import { OrderSummary } from '#app/ui/order-summary'
import { ErrorPage } from '#app/ui/error-page'
import { ChangeBooking, VerifyCode } from '#app/ui/booking/manage-booking'
import { BookingProgress } from '#app/ui/booking-progress'
import { VehicleRecordCard } from '#app/ui/vehicle-record'
import { bookingVehicleRecord } from '#app/domain/vehicles/vehicle-record.server'
import bookingCss from '#app/styles/booking.css?url'
import { currentTime } from '#app/lib/clock.server'
import { keepFormOnFailedPost, keepPageOnFailedLoad, notLoadedReason, skipRevalidationWhenNotSent, useRememberShownPage } from '#app/ui/forms/weak-signal'

// spec §2 Order complete: the confirmation, a note that the booking's status can be viewed in
// a Booking section, and Go to Home. The booking is found by a signed reference (the checkout's
// cookie or the e-mail's signed link), never by a guessable id.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bookingCss }]

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta({ title: `Booking confirmed | ${brandFromMatches(matches)}`, description: 'Your mobile tyre fitting booking.' }),
	{ name: 'robots', content: 'noindex' },
]

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

const LINK_MESSAGES = {
	expired: 'This booking link has expired. Find your booking with its reference and e-mail address, or call us.',
	invalid: 'This booking link is not valid. Find your booking with its reference and e-mail address, or call us.',
}

/** Where customers see their bookings (the customer-account issue builds it). */
const BOOKING_SECTION = '/account/bookings'

export async function loader({ request }: Route.LoaderArgs) {
	const found = await readOrderAccess(request)
	if (found.reference === null) {
		// A link that is not ours, or whose time is up, says so instead of sending the customer away.
		if (found.link === 'expired') throw data(LINK_MESSAGES.expired, { status: 410, headers: { 'Cache-Control': 'private, no-store' } })
		if (found.link === 'invalid') throw data(LINK_MESSAGES.invalid, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
		throw redirect('/', 303)
	}
	const db = getDb()
	await settleFromReturnUrl(db, found.reference, new URL(request.url).searchParams)
	const booking = await loadBookingView(db, found.reference)
	if (!booking) throw redirect('/', 303)
	// From its signed link (or the checkout's cookie) a booking can be moved or cancelled
	const clock = { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }
	const changeable = await canChangeOnline(db, booking.reference, clock)
	const query = pickerQuery(new URL(request.url).searchParams)
	const picker = changeable ? await reschedulePicker(db, { date: booking.selectedDate, slot: booking.selectedSlot, workMinutes: booking.workMinutes }, query, clock) : null
	// opened without a choice, the picker looked over every page for a free time
	const noFreeTime = picker !== null && query.week === undefined && query.date === undefined && picker.firstBookableDate === null
	const verification = await pendingVerification(db, booking.reference, clock)
	const vehicleRecord = await bookingVehicleRecord(db, booking.reference, clock.timeZone)
	return data({ booking, changeable, picker, noFreeTime, verification, vehicleRecord }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** The picker's week page and day from the link (no JavaScript); anything malformed is ignored, as the link itself is the booking's. */
function pickerQuery(params: URLSearchParams) {
	const week = Number(params.get('week'))
	const date = params.get('date')
	return {
		week: params.has('week') && Number.isInteger(week) && week >= 0 && week < WEEK_PAGES ? week : undefined,
		date: date && isIsoDate(date) ? date : undefined,
	}
}

/**
 * Back from Stripe (the Payment Element's redirect for Afterpay/Zip, or Checkout's
 * success URL). The parameters are only hints: the payment is retrieved from Stripe and
 * checked against this booking before it counts, exactly as the webhook does.
 */
async function settleFromReturnUrl(db: ReturnType<typeof getDb>, reference: string, params: URLSearchParams) {
	const paymentIntentId = params.get('payment_intent')
	const checkoutSessionId = params.get('session_id')
	if (!paymentIntentId && !checkoutSessionId) return
	const stripe = getStripe()
	if (!stripe) return
	const valid = (id: string | null, prefix: string) => id !== null && new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`).test(id)
	try {
		if (valid(checkoutSessionId, 'cs')) await settleStripePayment(db, stripe, reference, { checkoutSessionId: checkoutSessionId! })
		else if (valid(paymentIntentId, 'pi')) await settleStripePayment(db, stripe, reference, { paymentIntentId: paymentIntentId! })
	} catch (error) {
		// the webhook will settle it; the page shows the booking as awaiting payment meanwhile
		getLogger().warn({ err: error, reference }, 'verifying the returned payment failed')
	}
}

// The booking page's three changes (STYLE habit 6); each reads its own fields.
const OrderChangeSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('reschedule') }), z.object({ intent: z.literal('verify-code') }), z.object({ intent: z.literal('cancel') })])

type OrderChange = { db: Db; form: FormData; reference: string; clock: { now: Date; timeZone: string }; backTo: () => Promise<string> }

export async function action({ request }: Route.ActionArgs) {
	const found = await readOrderReference(request)
	if (!found) throw redirect('/', 303)
	const form = await readPageForm(request)
	const db = getDb()
	// back to the link as it stands after the change (a new fitting date moves its expiry)
	const backTo = async () => (found.from === 'url' ? ((await orderLinkPath(db, found.reference)) ?? href('/order')) : href('/order'))
	const parsed = OrderChangeSchema.safeParse({ intent: form.get('intent') })
	if (!parsed.success) return redirectWithToast(await backTo(), { type: 'error', title: 'Choose a change to make.' })
	const change: OrderChange = { db, form, reference: found.reference, clock: { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }, backTo }
	switch (parsed.data.intent) {
		case 'reschedule':
			return reschedule(change)
		case 'verify-code':
			return verifyCode(change)
		case 'cancel':
			return cancel(change)
	}
}

async function reschedule({ db, form, reference, clock, backTo }: OrderChange) {
	// the picker posts a date and a window; a 'date|slot' choice is still understood
	const choice = parseRescheduleTarget(form.get('date'), form.get('slot')) ?? parseChoice(form.get('choice'))
	if (!choice) return redirectWithToast(`${await backTo()}#change`, { type: 'error', title: CHANGE_MESSAGES.badChoice })
	const result = await rescheduleBooking(db, reference, choice, clock)
	if (!result.ok) return redirectWithToast(`${await backTo()}#change`, { type: 'error', title: result.message })
	return redirectWithToast(await backTo(), { type: 'success', title: CHANGE_MESSAGES.rescheduled, description: 'We have e-mailed you the new time.' })
}

async function verifyCode({ db, form, reference, clock, backTo }: OrderChange) {
	const code = form.get('code')
	const result = await verifyBookingCode(db, reference, typeof code === 'string' ? code.slice(0, 20) : '', clock)
	if (!result.ok) return redirectWithToast(`${await backTo()}#verify`, { type: 'error', title: result.message })
	return redirectWithToast(await backTo(), { type: 'success', title: VERIFY_MESSAGES.confirmed, description: 'We have e-mailed you the details.' })
}

async function cancel({ db, reference, clock, backTo }: OrderChange) {
	const result = await cancelBookingByCustomer(db, reference, clock)
	if (!result.ok) return redirectWithToast(`${await backTo()}#change`, { type: 'error', title: result.message })
	return redirectWithToast(await backTo(), { type: 'success', title: CHANGE_MESSAGES.cancelled, description: 'We have e-mailed you a confirmation.' })
}

// With JavaScript a change that gets no answer keeps the page with Try again beside its button.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const clientLoader = (args: Route.ClientLoaderArgs) => keepPageOnFailedLoad(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function Order({ loaderData }: Route.ComponentProps) {
	const { booking } = loaderData
	useRememberShownPage(loaderData)
	const status = statusLabel(booking)
	const vehicle = [booking.vehicle.rego ? `${booking.vehicle.rego}${booking.vehicle.state ? ` (${booking.vehicle.state})` : ''}` : null, [booking.vehicle.colour, booking.vehicle.make, booking.vehicle.model].filter(Boolean).join(' ')]
		.filter(Boolean)
		.join(', ')
	const { verification } = loaderData
	const heading =
		booking.status === 'cancelled'
			? 'This booking was cancelled'
			: verification
				? 'Enter your code to confirm this booking'
				: booking.paymentStatus === 'awaiting'
				? 'We are waiting for your payment'
				: `Thank you, ${booking.customer.firstName}! Your booking is confirmed.`
	return (
		<div className="container booking-page">
			{booking.status === 'cancelled' ? null : <BookingProgress current={verification || booking.paymentStatus === 'awaiting' ? 'details' : 'done'} linked={false} />}
			<section className="order-hero" aria-labelledby="order-heading">
				<h1 id="order-heading">{heading}</h1>
				<p>
					Booking reference: <span className="order-reference" data-testid="order-reference">{booking.reference}</span>
				</p>
				{booking.confirmedAt ? <p>We have e-mailed the details and your tax invoice to {booking.customer.email}.</p> : null}
			</section>

			<div className="booking-layout">
				<div className="booking-main">
					{verification ? <VerifyCode verification={verification} /> : null}
					<section className="booking-panel" aria-labelledby="details-heading">
						<h2 id="details-heading">Your fitting</h2>
						<dl className="order-details">
							<dt>Date</dt>
							<dd data-testid="order-date">{formatLongDate(booking.selectedDate)}</dd>
							<dt>Time</dt>
							<dd data-testid="order-slot">{slotLabel(booking.selectedSlot)}</dd>
							<dt>Address</dt>
							<dd>
								{booking.address.address}, {booking.address.suburb} {booking.address.postcode}
							</dd>
							{vehicle ? (
								<>
									<dt>Vehicle</dt>
									<dd>{vehicle}</dd>
								</>
							) : null}
							{booking.positions.length ? (
								<>
									<dt>Tyre positions</dt>
									<dd>{booking.positions.map((p) => POSITION_LABELS[p as Position] ?? p).join(', ')}</dd>
								</>
							) : null}
							<dt>Status</dt>
							<dd>
								<span className={`status-badge${booking.status === 'cancelled' ? ' is-cancelled' : booking.status === 'delivered' ? ' is-delivered' : ''}`} data-testid="order-status">
									{status}
								</span>
							</dd>
							<dt>Payment</dt>
							<dd>{paymentLine(booking)}</dd>
						</dl>
						<p className="order-status-note">
							You can view your booking status at any time in the <Link to={BOOKING_SECTION}>Booking section</Link>.
						</p>
					</section>

					{booking.services.length ? (
						<section className="booking-panel" aria-labelledby="services-heading">
							<h2 id="services-heading">Services</h2>
							<table className="order-lines" data-testid="order-services">
								<thead>
									<tr>
										<th scope="col">Service</th>
										<th scope="col">Qty</th>
										<th scope="col">Amount</th>
									</tr>
								</thead>
								<tbody>
									{booking.services.map((service, i) => (
										<tr key={i}>
											<td>
												<strong>{service.name}</strong>
												<br />
												{formatMoney(service.unitPrice)}
												{service.quantity > 1 ? ' each' : ''}
											</td>
											<td>{service.quantity}</td>
											<td>{formatMoney(service.lineTotal)}</td>
										</tr>
									))}
								</tbody>
							</table>
						</section>
					) : null}

					{booking.lines.length ? (
						<section className="booking-panel" aria-labelledby="tyres-heading">
							<h2 id="tyres-heading">Tyres</h2>
							<table className="order-lines">
								<thead>
									<tr>
										<th scope="col">Tyre</th>
										<th scope="col">Qty</th>
										<th scope="col">Amount</th>
									</tr>
								</thead>
								<tbody>
									{booking.lines.map((line, i) => (
										<tr key={i}>
											<td>
												<strong>
													{line.brand} {line.model}
												</strong>
												<br />
												{line.size} {line.loadSpeedRating}
												{line.marking ? ` ${line.marking}` : ''}
												{line.runflat ? ' · Run-flat' : ''} · {formatMoney(line.unitPrice)} each
											</td>
											<td>{line.quantity}</td>
											<td>{formatMoney(line.lineTotal)}</td>
										</tr>
									))}
								</tbody>
							</table>
						</section>
					) : null}

					{loaderData.vehicleRecord ? (
						<section className="booking-panel" aria-labelledby="vehicle-record-heading">
							<h2 id="vehicle-record-heading">Your vehicle’s tyre record</h2>
							<VehicleRecordCard record={loaderData.vehicleRecord} />
						</section>
					) : null}

					<section className="booking-panel" aria-labelledby="ready-heading">
						<h2 id="ready-heading">Before we arrive</h2>
						<ul className="ready-list">
							{BE_READY_CHECKLIST.map((item) => (
								<li key={item}>{item}</li>
							))}
						</ul>
					</section>

					{loaderData.picker ? <ChangeBooking picker={loaderData.picker} noFreeTime={loaderData.noFreeTime} current={{ date: booking.selectedDate, slot: booking.selectedSlot }} notLoaded={notLoadedReason(loaderData)} /> : null}

					<div className="order-actions">
						<Link to={href('/')} className="button">
							Go to Home
						</Link>
					</div>
				</div>
				<aside className="booking-aside">
					<OrderSummary
						heading="Totals"
						quote={{
							lines: [],
							services: booking.services.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice, lineTotal: l.lineTotal })),
							quantity: booking.lines.reduce((n, l) => n + l.quantity, 0),
							subtotal: booking.subtotal,
							shipping: booking.shipping,
							flexibleDiscount: booking.flexibleDiscount,
							total: booking.total,
							couponCode: booking.couponCode,
							couponDiscount: booking.couponDiscount,
							couponMessage: null,
							finalAmount: booking.finalAmount,
							gst: booking.gst,
						}}
					/>
				</aside>
			</div>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const linkProblem = isRouteErrorResponse(error) && (error.status === 410 || error.status === 404) && typeof error.data === 'string'
	return (
		<ErrorPage
			title={linkProblem && error.status === 410 ? 'This booking link has expired' : linkProblem ? 'Booking link not valid' : 'Something went wrong'}
			message={linkProblem ? error.data : 'Please try again in a moment, or give us a call.'}
			action={{ to: href('/booking/find'), label: 'Find your booking' }}
		/>
	)
}
