import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, href, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/checkout'
import { currentTime } from '#app/lib/clock.server'
import { applyCartCoupon, cartWorkMinutes, checkoutCart, quoteCart, readCartChoices, setCartCoupon } from '#app/domain/booking/checkout-cart.server'
import { AreaNoticeSchema, CHECKOUT_FIELD_ORDER, CHECKOUT_MESSAGES, checkoutSchema, CouponCodeSchema } from '#app/domain/booking/checkout-schema'
import { type CheckoutProblemField, refusedBeforeReading } from '#app/domain/booking/checkout.server'
import { retryAfterHeaders } from '#app/lib/http/api-route.server'
import { orderCookieHeader } from '#app/lib/http/order-cookie.server'
import { readOrderReference } from './order-access.server'
import { bookingPlacedFromCart } from '#app/domain/booking/place-booking.server'
import { loadBookingView } from '#app/domain/booking/booking-view.server'
import { serviceLineText } from '#app/domain/booking/booked-services'
import { type CartView, isCartEmpty, readCart } from '#app/domain/cart/cart.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { requestAreaNotice } from '#app/domain/service-areas/area-requests.server'
import { isServiceable } from '#app/domain/service-areas/service-check.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { slotLabel, weekOf } from '#app/domain/slots/slot-rules'
import { formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { checkoutVehicleValues, readRememberedVehicle } from '#app/domain/vehicles/remembered-vehicle'
import { getVehicleCookie } from '#app/lib/cookies.server'
import { INTENT_NOT_UNDERSTOOD } from '#app/lib/code-steps.server'
import { type Db, getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { isSpam } from '#app/lib/honeypot.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import { availablePaymentProviders } from '#app/domain/payments/providers.server'
import { stripeSettings } from '#app/lib/payments/stripe-client.server'
import { CardPayment } from '#app/ui/payment/card-payment'
import { useRootData } from '#app/ui/root-data'
import { CheckoutForm } from '#app/ui/checkout/checkout-form'
import { forgetCheckoutDraft, isBookingPlacedRedirect } from '#app/ui/checkout/checkout-draft'
import { keepFormOnFailedPost, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'
import { OrderSummary } from '#app/ui/order-summary'
import { BookingProgress } from '#app/ui/booking-progress'
import bookingCss from '#app/styles/booking.css?url'
import { readPageForm } from '#app/lib/multipart.server'

// spec §2 Checkout: vehicle, tyre positions, fitting time with Edit, contact and address (with
// the service-area check), coupon, terms and payment; the server checks everything in the
// spec's order (§5) and places the booking. Works as one plain HTML form; with JavaScript the
// same schema validates in the browser and the service area is checked as the customer types.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bookingCss }]

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta({ title: `Checkout | ${brandFromMatches(matches)}`, description: 'Your vehicle, contact details and fitting address.' }),
	{ name: 'robots', content: 'noindex' },
]

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const env = getEnv()
	const cartId = await readCartId(request)
	const cart = await readCart(db, cartId)
	if (isCartEmpty(cart)) throw redirect(href('/shipping'), 303) // spec §2
	const now = currentTime()
	const clock = shopClock(now, env.SHOP_TIMEZONE)
	const choices = await readCartChoices(db, cartId)
	const [{ quote, unpriced }, settings] = await Promise.all([
		quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: choices.couponCode, today: clock.date }),
		getShopSettings(db, env),
	])
	let slotProblem: string | null = null
	if (choices.selectedDate && choices.selectedSlot) {
		const day = await slotAvailability(db, choices.selectedDate, { now, timeZone: env.SHOP_TIMEZONE, jobMinutes: await cartWorkMinutes(db, cart) })
		if (day.slots[choices.selectedSlot] <= 0) {
			slotProblem = `Sorry, ${slotLabel(choices.selectedSlot)} on ${formatLongDate(choices.selectedDate)} is no longer available. Please choose another time.`
		}
	}
	const week = choices.selectedDate ? Math.max(0, weekOf(choices.selectedDate, clock)) : 0
	return data(
		{
			lines: cart.lines.map((l) => ({ id: l.id, name: `${l.brand} ${l.model}`, size: l.size, quantity: l.quantity, lineTotal: l.lineTotal, unitPrice: l.unitPrice })),
			services: cart.services.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity, lineTotal: l.lineTotal })),
			tyreCount: cart.quantity,
			unpriced,
			quote,
			selectedDate: choices.selectedDate,
			selectedSlot: choices.selectedSlot,
			slotProblem,
			editHref: choices.selectedDate
				? `/shipping?${new URLSearchParams({ week: String(week), date: choices.selectedDate, ...(choices.selectedSlot ? { slot: choices.selectedSlot } : {}) })}#slots`
				: '/shipping#slots',
			appliedCoupon: choices.couponCode,
			payments: availablePaymentProviders({ settings }).map((p) => ({ method: p.method, label: p.label, description: p.description })),
			stripePublishableKey: stripeSettings()?.publishableKey ?? null,
			idempotencyKey: globalThis.crypto.randomUUID(),
			cancelledPayment: await cancelledPaymentPrefill(db, request),
			vehiclePrefill: await vehiclePrefill(request),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

/** The vehicle fields from the car the customer found on /vehicle (its signed cookie), if any. */
async function vehiclePrefill(request: Request) {
	const vehicle = readRememberedVehicle(await getVehicleCookie().parse(request.headers.get('Cookie')))
	return vehicle ? checkoutVehicleValues(vehicle) : null
}

/**
 * Back from Stripe Checkout's cancel link (`?cancelled=REF`): the form is filled in again
 * from that booking, but only for the browser that placed it (its signed order cookie).
 */
async function cancelledPaymentPrefill(db: ReturnType<typeof getDb>, request: Request) {
	const reference = new URL(request.url).searchParams.get('cancelled')
	if (!reference) return null
	const found = await readOrderReference(request)
	if (!found || found.from !== 'cookie' || found.reference !== reference) return null
	const b = await loadBookingView(db, reference)
	if (!b || b.paymentMethod !== 'card' || b.confirmedAt) return null
	return {
		reference,
		values: {
			firstName: b.customer.firstName,
			lastName: b.customer.lastName,
			phone: b.customer.phone,
			email: b.customer.email,
			address: b.address.address,
			suburb: b.address.suburb,
			postcode: b.address.postcode,
			vehicleDetails: b.vehicle.rego ?? '',
			state: b.vehicle.state ?? undefined,
			colour: b.vehicle.colour ?? '',
			make: b.vehicle.make ?? '',
			model: b.vehicle.model ?? '',
			positions: b.positions,
		},
	}
}

const FIELD_FOR_PROBLEM: Record<CheckoutProblemField, string | null> = {
	slot: 'selectedDate',
	address: 'suburb',
	positions: 'positions',
	coupon: 'couponCode',
	payment: 'paymentMethod',
	lines: null,
	conflict: null,
	limit: null,
	rate: null,
}

// The checkout form posts one of four intents (the button pressed); a post without one places the
// booking, as the form's first (hidden) submit button does when Enter is pressed in a field.
const IntentSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('apply-coupon') }),
	z.object({ intent: z.literal('remove-coupon') }),
	z.object({ intent: z.literal('notify-area') }),
	z.object({ intent: z.literal('place-booking') }),
])
type ActionArgs = { db: Db; cart: CartView & { id: string }; formData: FormData; request: Request; clientIp: string | null }

export async function action({ request, context }: Route.ActionArgs) {
	const db = getDb()
	const cartId = await readCartId(request)
	const cart = await readCart(db, cartId)
	// The cheap checks come before the body is read: every intent needs a cart, and a client
	// already over its booking limit is refused unread. The form itself is small (PAGE_FORM_BYTES).
	if (!cartId) throw redirect(href('/shipping'), 303)
	if (isCartEmpty(cart)) {
		// The booking this form already placed emptied the cart: a refresh, or a retry after the
		// answer was lost, goes to that booking, as a replay with a full cart does.
		const key = (await readPageForm(request)).get('idempotencyKey')
		const placed = typeof key === 'string' && key.length <= 100 ? await bookingPlacedFromCart(db, { idempotencyKey: key, cartId }) : null
		if (placed) throw redirect(href('/order'), { status: 303, headers: { 'Set-Cookie': await orderCookieHeader(placed.reference) } })
		throw redirect(href('/shipping'), 303)
	}
	const over = await refusedBeforeReading(context?.clientIp)
	if (over) {
		// the form was not read: an error without values, so the customer's typing stays as it is
		const result: SubmissionResult = { status: 'error', error: { '': [over.problem.message] } }
		return data({ result, notServed: false, notified: null }, { status: over.status, headers: retryAfterHeaders(over.problem) })
	}
	const formData = await readPageForm(request)
	const parsed = IntentSchema.safeParse({ intent: formData.get('intent') ?? 'place-booking' })
	if (!parsed.success) {
		return data({ result: INTENT_NOT_UNDERSTOOD, notServed: false, notified: null }, { status: 400 })
	}
	const args: ActionArgs = { db, cart: { ...cart, id: cartId }, formData, request, clientIp: context?.clientIp ?? null }
	switch (parsed.data.intent) {
		case 'apply-coupon':
			return applyCoupon(args)
		case 'remove-coupon':
			return removeCoupon(args)
		case 'notify-area':
			return notifyArea(args)
		case 'place-booking':
			return placeBooking(args)
	}
}

async function applyCoupon({ db, cart, formData }: ActionArgs) {
	const submission = parseWithZod(formData, { schema: CouponCodeSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), notServed: false, notified: null }, { status: 400 })
	const applied = await applyCartCoupon(db, cart, submission.value.couponCode, { today: shopClock(currentTime(), getEnv().SHOP_TIMEZONE).date })
	if (!applied.ok) return data({ result: submission.reply({ fieldErrors: { couponCode: [applied.message] } }), notServed: false, notified: null }, { status: 400 })
	return { result: submission.reply(), notServed: false, notified: null }
}

async function removeCoupon({ db, cart, formData }: ActionArgs) {
	await setCartCoupon(db, cart.id, null)
	return { result: parseWithZod(formData, { schema: z.object({}) }).reply(), notServed: false, notified: null }
}

async function notifyArea({ db, formData }: ActionArgs) {
	const submission = parseWithZod(formData, { schema: AreaNoticeSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), notServed: true, notified: null }, { status: 400 })
	await requestAreaNotice(db, submission.value)
	return { result: submission.reply(), notServed: true, notified: { email: submission.value.email, suburb: submission.value.suburb } }
}

/** Place the booking. A replay of a booking already placed (double click, refresh) goes to it. */
async function placeBooking({ db, cart, formData, request, clientIp }: ActionArgs) {
	const env = getEnv()
	const submission = parseWithZod(formData, { schema: checkoutSchema({ tyreCount: cart.quantity }) })
	if (await isSpam(formData)) {
		return data({ result: submission.reply({ formErrors: ['Sorry, we could not take that booking. Please call us.'] }), notServed: false, notified: null }, { status: 400 })
	}
	if (submission.status !== 'success') {
		const notServed = await notServedFirst(db, formData, submission.error)
		return data({ result: notServed ? submission.reply({ fieldErrors: { suburb: [CHECKOUT_MESSAGES.notServed] } }) : submission.reply(), notServed, notified: null }, { status: 400 })
	}
	const result = await checkoutCart(
		db,
		cart,
		{
			input: submission.value,
			idempotencyKey: submission.value.idempotencyKey ?? globalThis.crypto.randomUUID(),
			caller: { cartId: cart.id, orderReference: (await readOrderReference(request))?.reference ?? null, userId: null },
			clientAddress: clientIp,
		},
		{ now: currentTime(), timeZone: env.SHOP_TIMEZONE, publicUrl: env.publicUrl, javascript: formData.get('js') === '1' },
	)
	if (!result.ok) {
		const field = FIELD_FOR_PROBLEM[result.problem.field]
		// the page's choice of ways to pay is the shop's: one not on offer asks for a choice again
		const message = result.problem.field === 'payment' ? CHECKOUT_MESSAGES.payment : result.problem.message
		const reply = field ? submission.reply({ fieldErrors: { [field]: [message] } }) : submission.reply({ formErrors: [message] })
		return data({ result: reply, notServed: result.problem.field === 'address', notified: null }, { status: result.status, headers: retryAfterHeaders(result.problem) })
	}
	const cookie = await orderCookieHeader(result.booking.reference)
	if (result.next.kind === 'redirect') throw redirect(result.next.url, { status: 303, headers: { 'Set-Cookie': cookie } })
	if (result.next.kind === 'client-secret') {
		// The Payment Element finishes the payment in the browser.
		return data({ result: submission.reply(), notServed: false, notified: null, payment: { reference: result.booking.reference, clientSecret: result.next.clientSecret, amount: result.booking.finalAmount } }, { headers: { 'Set-Cookie': cookie } })
	}
	throw redirect(href('/order'), { status: 303, headers: { 'Set-Cookie': cookie } })
}

/**
 * spec §5 checks the service area before the vehicle, positions and terms: when only those later
 * fields are wrong and the address is one we do not serve, that is said first.
 */
async function notServedFirst(db: Db, formData: FormData, errors: Record<string, string[] | null> | null | undefined) {
	const first = CHECKOUT_FIELD_ORDER.find((name) => errors?.[name]?.length)
	const postcode = String(formData.get('postcode') ?? '').trim()
	const suburb = String(formData.get('suburb') ?? '').trim()
	if (!first || CHECKOUT_FIELD_ORDER.indexOf(first) <= CHECKOUT_FIELD_ORDER.indexOf('postcode')) return false
	if (!/^\d{4}$/.test(postcode) || !suburb || suburb.length > 60) return false
	return !(await isServiceable(db, { postcode, suburb }))
}

/**
 * With JavaScript: a post that gets no answer leaves the form filled in with Try again (the same
 * idempotency key, so a booking that did go through is answered, not made twice); a placed
 * booking forgets the draft this browser kept of the form.
 */
export async function clientAction(args: Route.ClientActionArgs) {
	try {
		const answer = await keepFormOnFailedPost(args)
		if (answer && 'payment' in answer && answer.payment) forgetCheckoutDraft()
		return answer
	} catch (thrown) {
		if (thrown instanceof Response && isBookingPlacedRedirect(thrown.headers.get('Location'))) forgetCheckoutDraft()
		throw thrown
	}
}

export const shouldRevalidate = skipRevalidationWhenNotSent

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
	const root = useRootData()
	// The booking is placed and held; the card is taken in the browser (Payment Element)
	const cardPayment = actionData && 'payment' in actionData ? (actionData.payment as { reference: string; clientSecret: string; amount: number } | undefined) : undefined

	return (
		<div className="container booking-page">
			<BookingProgress current="details" />
			<h1>Checkout</h1>
			<p className="booking-intro">Your vehicle, where we fit the tyres and how to reach you. Nothing is charged until you press Book now.</p>
			{loaderData.cancelledPayment ? (
				<p className="form-error" role="status" data-testid="payment-cancelled">
					The card payment was cancelled, so booking {loaderData.cancelledPayment.reference} is not confirmed. Your details are below: choose how to pay and book again.
				</p>
			) : null}
			<div className="booking-layout">
				<div className="booking-main">
					{cardPayment && loaderData.stripePublishableKey ? (
						<CardPayment
							publishableKey={loaderData.stripePublishableKey}
							clientSecret={cardPayment.clientSecret}
							reference={cardPayment.reference}
							amount={cardPayment.amount}
							orderPath={href('/order')}
						/>
					) : null}
					<CheckoutForm view={loaderData} answer={actionData} phone={root?.shop.phone ?? ''} suburbs={root?.suburbs ?? []} hidden={Boolean(cardPayment)} />
				</div>

				<aside className="booking-aside">
					<OrderSummary quote={loaderData.quote}>
						<ul className="summary-lines" aria-label={loaderData.lines.length ? 'Tyres and services' : 'Services'}>
							{loaderData.lines.map((line) => (
								<li key={line.id}>
									<span>
										{line.quantity} x {line.name} {line.size}
									</span>
									<span>{formatMoney(line.lineTotal)}</span>
								</li>
							))}
							{loaderData.services.map((line) => (
								<li key={`service-${line.id}`} data-testid="summary-service">
									<span>{serviceLineText(line)}</span>
									<span>{formatMoney(line.lineTotal)}</span>
								</li>
							))}
						</ul>
						{loaderData.unpriced ? <p className="form-error">Something in your cart can no longer be booked as it is. Please update your cart.</p> : null}
						<Link to={href('/shipping')} className="link-button">
							{loaderData.lines.length ? 'Change tyres or services' : 'Change services'}
						</Link>
					</OrderSummary>
				</aside>
			</div>
		</div>
	)
}
