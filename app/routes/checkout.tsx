import { getCollectionProps, getFormProps, getInputProps, getSelectProps, type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef, useState } from 'react'
import { data, Form, href, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/checkout'
import { currentTime } from '#app/lib/clock.server'
import { quoteCart, readCartChoices, setCartCoupon } from '#app/domain/booking/checkout-cart.server'
import {
	AreaNoticeSchema,
	AU_STATES,
	CHECKOUT_FIELD_ORDER,
	CHECKOUT_MESSAGES,
	checkoutSchema,
	CouponCodeSchema,
	EXCEED_MESSAGE,
	firstCheckoutError,
	MAX_TYRES_FOR_POSITIONS,
	POSITION_LABELS,
	POSITIONS,
} from '#app/domain/booking/checkout-schema'
import { checkout } from '#app/domain/booking/checkout.server'
import { orderCookieHeader, readOrderReference } from '#app/domain/booking/order-link.server'
import { loadBookingView } from '#app/domain/booking/booking-view.server'
import { bookingProblemStatus, type BookingProblemField } from '#app/domain/booking/place-booking.server'
import { readCart } from '#app/domain/cart/cart.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { requestAreaNotice } from '#app/domain/service-areas/area-requests.server'
import { isServiceable } from '#app/domain/service-areas/service-check.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { slotLabel, weekOf } from '#app/domain/slots/slot-rules'
import { formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import { availablePaymentProviders, findPaymentProvider } from '#app/lib/payments/payments.server'
import { stripeSettings } from '#app/lib/payments/stripe-client.server'
import { CardPayment } from '#app/ui/payment/card-payment'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { bookingAttemptsPerAddress } from '#app/lib/rate-limits/limits.server'
import { useRootData } from '#app/root'
import { Field, GroupError, withoutKey } from '#app/ui/checkout-fields'
import { OrderSummary } from '#app/ui/order-summary'
import { phoneHref } from '#app/ui/phone'
import { useHydrated } from '#app/ui/use-hydrated'
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

const SERVICE_CHECK_DELAY_MS = 500 // spec §9

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const env = getEnv()
	const cartId = await readCartId(request)
	const cart = await readCart(db, cartId)
	if (cart.lines.length === 0) throw redirect(href('/shipping'), 303) // spec §2
	const now = currentTime()
	const clock = shopClock(now, env.SHOP_TIMEZONE)
	const choices = await readCartChoices(db, cartId)
	const [{ quote, unpriced }, settings] = await Promise.all([
		quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: choices.couponCode, today: clock.date }),
		getShopSettings(db, env),
	])
	let slotProblem: string | null = null
	if (choices.selectedDate && choices.selectedSlot) {
		const day = await slotAvailability(db, choices.selectedDate, { now, timeZone: env.SHOP_TIMEZONE })
		if (day.slots[choices.selectedSlot] <= 0) {
			slotProblem = `Sorry, ${slotLabel(choices.selectedSlot)} on ${formatLongDate(choices.selectedDate)} is no longer available. Please choose another time.`
		}
	}
	const week = choices.selectedDate ? Math.max(0, weekOf(choices.selectedDate, clock)) : 0
	return data(
		{
			lines: cart.lines.map((l) => ({ id: l.id, name: `${l.brand} ${l.model}`, size: l.size, quantity: l.quantity, lineTotal: l.lineTotal, unitPrice: l.unitPrice })),
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
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

/**
 * issue 5: back from Stripe Checkout's cancel link (`?cancelled=REF`): the form is filled in again
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

function tooManyBookings(retryAfterSeconds: number) {
	return `Too many bookings from here. Please try again ${retryIn(retryAfterSeconds)}, or call us.`
}

const FIELD_FOR_PROBLEM: Record<BookingProblemField, string | null> = {
	slot: 'selectedDate',
	address: 'suburb',
	positions: 'positions',
	coupon: 'couponCode',
	lines: null,
	conflict: null,
	limit: null,
}

export async function action({ request, context }: Route.ActionArgs) {
	const db = getDb()
	const env = getEnv()
	const cartId = await readCartId(request)
	const cart = await readCart(db, cartId)
	// The cheap checks come before the body is read: every intent needs a cart, and a client
	// already over its booking limit is refused unread. The form itself is small (PAGE_FORM_BYTES).
	if (!cartId || cart.lines.length === 0) throw redirect(href('/shipping'), 303)
	const clientKey = `ip:${context?.clientIp ?? 'unknown'}`
	const allowed = await bookingAttemptsPerAddress.check(clientKey)
	if (!allowed.ok) {
		// the form was not read: an error without values, so the customer's typing stays as it is
		const result: SubmissionResult = { status: 'error', error: { '': [tooManyBookings(allowed.retryAfterSeconds)] } }
		return data({ result, notServed: false, notified: null }, { status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } })
	}
	const formData = await readPageForm(request)
	const intent = formData.get('intent')
	const today = shopClock(currentTime(), env.SHOP_TIMEZONE).date

	if (intent === 'apply-coupon') {
		const submission = parseWithZod(formData, { schema: CouponCodeSchema })
		if (submission.status !== 'success') return data({ result: submission.reply(), notServed: false, notified: null }, { status: 400 })
		const choices = await readCartChoices(db, cartId)
		const { quote } = await quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: submission.value.couponCode, today })
		if (quote.couponMessage || !quote.couponCode) {
			return data(
				{ result: submission.reply({ fieldErrors: { couponCode: [quote.couponMessage ?? 'This coupon code is not valid.'] } }), notServed: false, notified: null },
				{ status: 400 },
			)
		}
		await setCartCoupon(db, cartId!, quote.couponCode)
		return { result: submission.reply(), notServed: false, notified: null }
	}

	if (intent === 'remove-coupon') {
		await setCartCoupon(db, cartId!, null)
		return { result: parseWithZod(formData, { schema: z.object({}) }).reply(), notServed: false, notified: null }
	}

	if (intent === 'notify-area') {
		const submission = parseWithZod(formData, { schema: AreaNoticeSchema })
		if (submission.status !== 'success') return data({ result: submission.reply(), notServed: true, notified: null }, { status: 400 })
		await requestAreaNotice(db, submission.value)
		return { result: submission.reply(), notServed: true, notified: { email: submission.value.email, suburb: submission.value.suburb } }
	}

	// Place the booking. A replay of a booking already placed (double click, refresh) goes to it.
	const submission = parseWithZod(formData, { schema: checkoutSchema({ tyreCount: cart.quantity }) })
	if (formData.get('website')) {
		// the honeypot field, invisible to people
		return data({ result: submission.reply({ formErrors: ['Sorry, we could not take that booking. Please call us.'] }), notServed: false, notified: null }, { status: 400 })
	}
	if (submission.status !== 'success') {
		// spec §5 checks the service area before the vehicle, positions and terms: when only those
		// later fields are wrong and the address is one we do not serve, say that first.
		const first = CHECKOUT_FIELD_ORDER.find((name) => submission.error?.[name]?.length)
		const postcode = String(formData.get('postcode') ?? '').trim()
		const suburb = String(formData.get('suburb') ?? '').trim()
		if (first && CHECKOUT_FIELD_ORDER.indexOf(first) > CHECKOUT_FIELD_ORDER.indexOf('postcode') && /^\d{4}$/.test(postcode) && suburb && suburb.length <= 60) {
			if (!(await isServiceable(db, { postcode, suburb }))) {
				return data({ result: submission.reply({ fieldErrors: { suburb: [CHECKOUT_MESSAGES.notServed] } }), notServed: true, notified: null }, { status: 400 })
			}
		}
		return data({ result: submission.reply(), notServed: false, notified: null }, { status: 400 })
	}

	const limit = await bookingAttemptsPerAddress.hit(clientKey)
	if (!limit.ok) {
		return data({ result: submission.reply({ formErrors: [tooManyBookings(limit.retryAfterSeconds)] }), notServed: false, notified: null }, { status: 429 })
	}
	const settings = await getShopSettings(db, env)
	const provider = findPaymentProvider(availablePaymentProviders({ settings }), submission.value.paymentMethod)
	if (!provider) {
		return data({ result: submission.reply({ fieldErrors: { paymentMethod: [CHECKOUT_MESSAGES.payment] } }), notServed: false, notified: null }, { status: 400 })
	}
	const choices = await readCartChoices(db, cartId)
	if (cart.lines.some((l) => l.unitPrice === null)) {
		return data({ result: submission.reply({ formErrors: ['A tyre in your cart is no longer sold in that quantity. Please update your cart.'] }), notServed: false, notified: null }, { status: 409 })
	}
	const result = await checkout(
		db,
		{
			input: submission.value,
			lines: cart.lines.map((l) => ({ tyreId: l.tyreId, quantity: l.quantity })),
			couponCode: choices.couponCode,
			cartId,
			idempotencyKey: submission.value.idempotencyKey ?? globalThis.crypto.randomUUID(),
			provider,
			caller: { cartId, orderReference: (await readOrderReference(request))?.reference ?? null, userId: null },
			clientAddress: context?.clientIp ?? null,
		},
		{ now: currentTime(), timeZone: env.SHOP_TIMEZONE, publicUrl: env.publicUrl, javascript: formData.get('js') === '1' },
	)
	if (!result.ok) {
		const field = FIELD_FOR_PROBLEM[result.problem.field]
		const reply = field ? submission.reply({ fieldErrors: { [field]: [result.problem.message] } }) : submission.reply({ formErrors: [result.problem.message] })
		return data({ result: reply, notServed: result.problem.field === 'address', notified: null }, { status: bookingProblemStatus(result.problem) })
	}
	const cookie = await orderCookieHeader(result.booking.reference)
	if (result.next.kind === 'redirect') throw redirect(result.next.url, { status: 303, headers: { 'Set-Cookie': cookie } })
	if (result.next.kind === 'client-secret') {
		// issue 5: the Payment Element finishes the payment in the browser.
		return data({ result: submission.reply(), notServed: false, notified: null, payment: { reference: result.booking.reference, clientSecret: result.next.clientSecret, amount: result.booking.finalAmount } }, { headers: { 'Set-Cookie': cookie } })
	}
	throw redirect(href('/order'), { status: 303, headers: { 'Set-Cookie': cookie } })
}

/** Every field of the checkout form, for conform (the coupon box posts with its own intent). */
type CheckoutFields = z.input<ReturnType<typeof checkoutSchema>> & { couponCode?: string }
type CheckoutSubmission = Submission<CheckoutFields, string[], CheckoutFields>

type ServiceState = 'unknown' | 'checking' | 'served' | 'not-served'

/** spec §4: checks the area 500 ms after typing once the postcode has 4 digits and the suburb is filled. */
function useServiceCheck(postcode: string, suburb: string, enabled: boolean): ServiceState {
	const [state, setState] = useState<{ key: string; value: ServiceState }>({ key: '', value: 'unknown' })
	const key = `${postcode}|${suburb.trim().toLowerCase()}`
	const ready = enabled && /^\d{4}$/.test(postcode) && suburb.trim() !== ''
	useEffect(() => {
		if (!ready) return
		const abort = new AbortController()
		const timer = setTimeout(async () => {
			setState({ key, value: 'checking' })
			try {
				const response = await fetch('/api/service/check', {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
					body: JSON.stringify({ postcode, suburb: suburb.trim() }),
					signal: abort.signal,
				})
				if (!response.ok) throw new Error(`service check answered ${response.status}`)
				const body = (await response.json()) as { isServiceable?: boolean }
				setState({ key, value: body.isServiceable ? 'served' : 'not-served' })
			} catch {
				// The server checks again when the booking is placed.
				if (!abort.signal.aborted) setState({ key, value: 'unknown' })
			}
		}, SERVICE_CHECK_DELAY_MS)
		return () => {
			clearTimeout(timer)
			abort.abort()
		}
	}, [key, ready, postcode, suburb])
	return ready && state.key === key ? state.value : 'unknown'
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
	const { quote, tyreCount, lines, payments, selectedDate, selectedSlot } = loaderData
	const root = useRootData()
	const phone = root?.shop.phone ?? ''
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const placing = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') === 'place-booking'

	const showPositions = tyreCount <= MAX_TYRES_FOR_POSITIONS
	const serviceRef = useRef<ServiceState>('unknown')
	const schema = useMemo(
		() =>
			checkoutSchema({ tyreCount, outsideArea: () => serviceRef.current === 'not-served' }),
		[tyreCount],
	)
	const [form, fields] = useForm<CheckoutFields, CheckoutFields>({
		id: 'checkout',
		lastResult: actionData?.result,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		// conform's defaultValue type wants the form's own field types; these are the same fields
		defaultValue: { paymentMethod: payments[0]?.method, ...loaderData.cancelledPayment?.values } as never,
		onValidate({ formData }) {
			const intent = formData.get('intent')
			const submission =
				intent === 'apply-coupon'
					? parseWithZod(formData, { schema: CouponCodeSchema })
					: intent === 'remove-coupon'
						? parseWithZod(formData, { schema: z.object({}) })
						: intent === 'notify-area'
							? parseWithZod(formData, { schema: AreaNoticeSchema })
							: parseWithZod(formData, { schema })
			return submission as unknown as CheckoutSubmission
		},
	})

	const initial = (actionData?.result?.initialValue ?? {}) as Record<string, unknown>
	const [postcode, setPostcode] = useState(String(initial.postcode ?? ''))
	const [suburb, setSuburb] = useState(String(initial.suburb ?? ''))
	const service = useServiceCheck(postcode, suburb, hydrated)
	serviceRef.current = service
	const initialPositions = Array.isArray(initial.positions) ? initial.positions.length : initial.positions ? 1 : 0
	const [positionCount, setPositionCount] = useState(initialPositions)
	useEffect(() => setPositionCount(initialPositions), [initialPositions])

	const errors = form.allErrors
	const fieldError = (name: string) => errors[name]?.[0] ?? null
	const groupError = (names: string[], groupMessages: string[]) => names.map(fieldError).find((m) => m && groupMessages.includes(m)) ?? null
	const ownError = (name: string, groupMessages: string[]) => {
		const message = fieldError(name)
		return message && !groupMessages.includes(message) ? message : null
	}
	const contactGroup = groupError(['firstName', 'lastName', 'phone', 'email'], [CHECKOUT_MESSAGES.contact])
	const addressGroup = groupError(['address', 'suburb', 'postcode'], [CHECKOUT_MESSAGES.address, CHECKOUT_MESSAGES.notServed])
	const vehicleGroup = groupError(['vehicleDetails', 'make', 'model'], [CHECKOUT_MESSAGES.vehicle])
	const slotError = fieldError('selectedDate') ?? fieldError('selectedTime')
	const { couponCode: _coupon, ...bookingErrors } = errors
	const firstError = form.errors?.[0] ?? firstCheckoutError(bookingErrors)
	const notServed = service === 'not-served' || (service === 'unknown' && (actionData?.notServed || fieldError('suburb') === CHECKOUT_MESSAGES.notServed))
	const notified = actionData?.notified ?? null
	const noPayment = payments.length === 0
	// issue 5: the booking is placed and held; the card is taken in the browser (Payment Element)
	const cardPayment = actionData && 'payment' in actionData ? (actionData.payment as { reference: string; clientSecret: string; amount: number } | undefined) : undefined

	return (
		<div className="container booking-page">
			<h1>Checkout</h1>
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
					<Form method="post" {...getFormProps(form)} noValidate className="checkout-form" preventScrollReset hidden={Boolean(cardPayment)}>
						{firstError ? (
							<div className="form-error" role="alert" data-testid="checkout-error">
								{firstError}
							</div>
						) : null}
						{/* Enter in any field places the booking, not the first other button (Apply, notify). */}
						<button type="submit" name="intent" value="place-booking" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
						<input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
						{hydrated ? <input type="hidden" name="js" value="1" /> : null}
						<div className="honeypot" aria-hidden="true">
							<label>
								Leave this empty
								<input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
							</label>
						</div>

						<section className="booking-panel" aria-labelledby="vehicle-heading">
							<h2 id="vehicle-heading">Vehicle details</h2>
							<GroupError message={vehicleGroup} testId="vehicle-error" />
							<div className="field-grid">
								<Field id={fields.vehicleDetails.id} label="Registration number" error={ownError('vehicleDetails', [CHECKOUT_MESSAGES.vehicle])}>
									<input {...withoutKey(getInputProps(fields.vehicleDetails, { type: 'text' }))} autoComplete="off" autoCapitalize="characters" maxLength={10} />
								</Field>
								<Field id={fields.state.id} label="State" optional error={fieldError('state')}>
									<select {...withoutKey(getSelectProps(fields.state))}>
										<option value="">Choose a state</option>
										{AU_STATES.map((s) => (
											<option key={s} value={s}>
												{s}
											</option>
										))}
									</select>
								</Field>
								<Field id={fields.make.id} label="Make" error={ownError('make', [CHECKOUT_MESSAGES.vehicle])}>
									<input {...withoutKey(getInputProps(fields.make, { type: 'text' }))} maxLength={40} placeholder="e.g. Toyota" />
								</Field>
								<Field id={fields.model.id} label="Model" error={ownError('model', [CHECKOUT_MESSAGES.vehicle])}>
									<input {...withoutKey(getInputProps(fields.model, { type: 'text' }))} maxLength={40} placeholder="e.g. Corolla" />
								</Field>
								<Field id={fields.colour.id} label="Colour" optional error={fieldError('colour')}>
									<input {...withoutKey(getInputProps(fields.colour, { type: 'text' }))} maxLength={30} />
								</Field>
							</div>
						</section>

						{showPositions ? (
							<section className="booking-panel" aria-labelledby="positions-heading">
								<h2 id="positions-heading">Which tyres are we replacing?</h2>
								<p className="field-hint" id="positions-hint">
									Pick {tyreCount} {tyreCount === 1 ? 'position' : 'positions'}, one for each tyre in your order.
								</p>
								<GroupError message={positionCount > tyreCount ? EXCEED_MESSAGE : null} testId="positions-exceed" />
								<GroupError message={positionCount > tyreCount ? null : fieldError('positions')} testId="positions-error" />
								<div
									className="position-grid"
									role="group"
									aria-labelledby="positions-heading"
									aria-describedby="positions-hint"
									onChange={(event) => {
										const group = event.currentTarget
										setPositionCount(group.querySelectorAll('input[name="positions"]:checked').length)
									}}
								>
									{getCollectionProps(fields.positions, { type: 'checkbox', options: [...POSITIONS] }).map((props) => (
										<label key={props.value} className={`position-option${props.value === 'spare' ? ' position-spare' : ''}`}>
											<input {...withoutKey(props)} />
											{POSITION_LABELS[props.value as keyof typeof POSITION_LABELS]}
										</label>
									))}
								</div>
							</section>
						) : null}

						<section className="booking-panel" aria-labelledby="fitting-heading">
							<h2 id="fitting-heading">Fitting date and time</h2>
							<GroupError message={slotError ?? loaderData.slotProblem} testId="slot-error" />
							<input type="hidden" name="selectedDate" value={selectedDate ?? ''} />
							<input type="hidden" name="selectedTime" value={selectedSlot ?? ''} />
							<div className="fitting-summary">
								{selectedDate && selectedSlot ? (
									<p className="fitting-when" data-testid="fitting-when">
										{formatLongDate(selectedDate)} · {slotLabel(selectedSlot)}
									</p>
								) : (
									<p>No fitting time chosen yet.</p>
								)}
								<Link to={loaderData.editHref} className="button button-secondary button-small" aria-label="Edit fitting date and time">
									{selectedDate ? 'Edit' : 'Choose a time'}
								</Link>
							</div>
						</section>

						<section className="booking-panel" aria-labelledby="contact-heading">
							<h2 id="contact-heading">Contact details</h2>
							<GroupError message={contactGroup} testId="contact-error" />
							<div className="field-grid">
								<Field id={fields.firstName.id} label="First name">
									<input {...withoutKey(getInputProps(fields.firstName, { type: 'text' }))} autoComplete="given-name" maxLength={60} />
								</Field>
								<Field id={fields.lastName.id} label="Last name">
									<input {...withoutKey(getInputProps(fields.lastName, { type: 'text' }))} autoComplete="family-name" maxLength={60} />
								</Field>
								<Field id={fields.phone.id} label="Phone" error={ownError('phone', [CHECKOUT_MESSAGES.contact])}>
									<input {...withoutKey(getInputProps(fields.phone, { type: 'tel' }))} autoComplete="tel" maxLength={20} />
								</Field>
								<Field id={fields.email.id} label="E-mail" error={ownError('email', [CHECKOUT_MESSAGES.contact])}>
									<input {...withoutKey(getInputProps(fields.email, { type: 'email' }))} autoComplete="email" maxLength={254} />
								</Field>
							</div>

							<h2 id="address-heading" className="address-heading">
								Fitting address
							</h2>
							<GroupError message={addressGroup} testId="address-error" />
							<div className="field-grid">
								<Field id={fields.address.id} label="Street address" className="field-wide">
									<input {...withoutKey(getInputProps(fields.address, { type: 'text' }))} autoComplete="street-address" maxLength={200} />
								</Field>
								<Field id={fields.suburb.id} label="Suburb">
									<input
										{...withoutKey(getInputProps(fields.suburb, { type: 'text' }))}
										autoComplete="address-level2"
										list="served-suburbs"
										maxLength={60}
										onChange={(event) => setSuburb(event.currentTarget.value)}
									/>
								</Field>
								<Field id={fields.postcode.id} label="Postcode">
									<input
										{...withoutKey(getInputProps(fields.postcode, { type: 'text' }))}
										inputMode="numeric"
										autoComplete="postal-code"
										maxLength={4}
										pattern="\d{4}"
										onChange={(event) => {
											// spec §5: at most 4 digits, digits only
											const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4)
											if (digits !== event.currentTarget.value) event.currentTarget.value = digits
											setPostcode(digits)
										}}
									/>
								</Field>
							</div>
							<datalist id="served-suburbs">
								{(root?.suburbs ?? []).map((s) => (
									<option key={s} value={s} />
								))}
							</datalist>
							<ServiceStatus state={notServed ? 'not-served' : service} suburb={suburb || String(initial.suburb ?? '')} phone={phone} notified={notified} />
						</section>

						<section className="booking-panel" aria-labelledby="coupon-heading">
							<h2 id="coupon-heading">Coupon</h2>
							{loaderData.appliedCoupon && quote.couponCode ? (
								<div className="coupon-applied" data-testid="coupon-applied">
									<p>
										{quote.couponCode} applied: -{formatMoney(quote.couponDiscount)}
									</p>
									<button type="submit" name="intent" value="remove-coupon" formNoValidate className="link-button">
										Remove coupon
									</button>
								</div>
							) : (
								<>
									{loaderData.appliedCoupon && quote.couponMessage ? (
										<p className="form-error" role="alert">
											Coupon {loaderData.appliedCoupon} no longer applies: {quote.couponMessage}
										</p>
									) : null}
									<div className="coupon-row">
										<Field id={fields.couponCode.id} label="Coupon code" optional error={fieldError('couponCode')}>
											<input {...withoutKey(getInputProps(fields.couponCode, { type: 'text' }))} autoComplete="off" autoCapitalize="characters" maxLength={40} />
										</Field>
										<button type="submit" name="intent" value="apply-coupon" className="button button-secondary">
											Apply
										</button>
									</div>
								</>
							)}
						</section>

						<section className="booking-panel" aria-labelledby="pay-heading">
							<h2 id="pay-heading">Payment</h2>
							{noPayment ? (
								<p className="form-error" role="alert">
									Online booking is not available right now. Please call us on <a href={phoneHref(phone)}>{phone}</a>.
								</p>
							) : (
								<div role="radiogroup" aria-labelledby="pay-heading">
									{getCollectionProps(fields.paymentMethod, { type: 'radio', options: payments.map((p) => p.method) }).map((props) => {
										const payment = payments.find((p) => p.method === props.value)!
										return (
											<label key={props.value} className="payment-option">
												<input {...withoutKey(props)} />
												<span>
													<strong>{payment.label}</strong>
													<span>{payment.description}</span>
												</span>
											</label>
										)
									})}
								</div>
							)}
							<GroupError message={fieldError('paymentMethod')} testId="payment-error" />

							<GroupError message={fieldError('terms')} testId="terms-error" />
							<label className="check-option">
								<input {...withoutKey(getInputProps(fields.terms, { type: 'checkbox' }))} />
								<span>
									I accept the{' '}
									<Link to={href('/terms')} target="_blank" rel="noopener">
										Terms &amp; Conditions
									</Link>
									, including the $60 cancellation fee for a confirmed appointment and the $99 failed-attendance fee.
								</span>
							</label>

							<div className="place-booking">
								<button type="submit" name="intent" value="place-booking" className="button" disabled={noPayment || placing}>
									{placing ? 'Booking…' : `Book now · ${formatMoney(quote.finalAmount)}`}
								</button>
							</div>
						</section>
					</Form>
				</div>

				<aside className="booking-aside">
					<OrderSummary quote={quote}>
						<ul className="summary-lines" aria-label="Tyres">
							{lines.map((line) => (
								<li key={line.id}>
									<span>
										{line.quantity} x {line.name} {line.size}
									</span>
									<span>{formatMoney(line.lineTotal)}</span>
								</li>
							))}
						</ul>
						{loaderData.unpriced ? <p className="form-error">A tyre in your cart is no longer sold in that quantity. Please update your cart.</p> : null}
						<Link to={href('/shipping')} className="link-button">
							Change tyres
						</Link>
					</OrderSummary>
				</aside>
			</div>
		</div>
	)
}

function ServiceStatus({ state, suburb, phone, notified }: { state: ServiceState; suburb: string; phone: string; notified: { email: string; suburb: string } | null }) {
	if (state === 'checking') {
		return (
			<div className="service-status service-checking" role="status">
				<p>Checking your area…</p>
			</div>
		)
	}
	if (state === 'served') {
		return (
			<div className="service-status service-ok" role="status" data-testid="service-ok">
				<p>Good news: we come to {suburb.trim()}.</p>
			</div>
		)
	}
	if (state !== 'not-served') return null
	return (
		<div className="service-status service-outside" role="alert" data-testid="service-outside">
			<p>
				Sorry, this area is currently outside our service range. Please call <a href={phoneHref(phone)}>{phone}</a> or contact us for assistance.
			</p>
			{notified ? (
				<p data-testid="area-notified">
					Thanks. We will e-mail {notified.email} when we start covering {notified.suburb}.
				</p>
			) : (
				<p>
					<button type="submit" name="intent" value="notify-area" formNoValidate className="button button-secondary button-small">
						E-mail me when you cover {suburb.trim() || 'my suburb'}
					</button>
				</p>
			)}
		</div>
	)
}
