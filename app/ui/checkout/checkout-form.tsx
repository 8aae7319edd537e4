import { getCollectionProps, getFormProps, getInputProps, getSelectProps, type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Form, href, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import {
	AreaNoticeSchema,
	CHECKOUT_MESSAGES,
	checkoutSchema,
	CouponCodeSchema,
	defaultPositions,
	EXCEED_MESSAGE,
	fieldMessage,
	firstCheckoutError,
	MAX_TYRES_FOR_POSITIONS,
	type PaymentMethod,
	POSITION_LABELS,
	POSITIONS,
} from '#app/domain/booking/checkout-schema'
import type { Quote } from '#app/domain/pricing/pricing'
import { formatLongDate } from '#app/domain/slots/shop-time'
import { slotLabel, type Slot } from '#app/domain/slots/slot-rules'
import { AU_STATES } from '#app/domain/vehicles/rego'
import { bookingChangeTerms } from '#app/domain/booking/fees'
import { TrustSummary } from '#app/ui/trust'
import { formatMoney } from '#app/lib/money'
import { control, ErrorSummary, Field, GroupError } from '#app/ui/forms/field'
import { Honeypot } from '#app/ui/forms/honeypot'
import { SuburbOptions } from '#app/ui/forms/suburb-options'
import { isNotSent, type NotSent, NotSentNotice, type NotSentWords } from '#app/ui/forms/weak-signal'
import { phoneHref } from '#app/ui/phone'
import { useHydrated } from '#app/ui/use-hydrated'
import { type CheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft'
import { ServiceStatus, type ServiceState, useServiceCheck } from './service-status'

// The checkout form (spec §2): vehicle, tyre positions, fitting time with Edit, contact and
// address with the service-area check, coupon, terms and payment. One plain HTML form posted to
// /checkout; with JavaScript the same schema validates in the browser, and the messages follow
// the spec's order (§5).

/** Every field of the checkout form, for conform (the coupon box posts with its own intent). */
type CheckoutFields = z.input<ReturnType<typeof checkoutSchema>> & { couponCode?: string }
type CheckoutSubmission = Submission<CheckoutFields, string[], CheckoutFields>
type FieldsOf = ReturnType<typeof useForm<CheckoutFields, CheckoutFields>>[1]

/** What the checkout page's loader gives the form. */
export interface CheckoutView {
	quote: Quote
	tyreCount: number
	payments: ReadonlyArray<{ method: PaymentMethod; label: string; description: string }>
	selectedDate: string | null
	selectedSlot: Slot | null
	slotProblem: string | null
	editHref: string
	appliedCoupon: string | null
	idempotencyKey: string
	cancelledPayment: { reference: string; values: Record<string, unknown> } | null
	/** the vehicle found on /vehicle, for the vehicle fields */
	vehiclePrefill: Record<string, string> | null
}

/** What the checkout's action answers when it shows the form again. */
export interface CheckoutAnswer {
	result?: SubmissionResult<string[]>
	notServed?: boolean
	notified?: { email: string; suburb: string } | null
}

/** The summary's fields in the spec's order (§5); a group links to its heading. */
const SUMMARY_LABELS = {
	fitting: 'Fitting date and time',
	firstName: 'First name',
	lastName: 'Last name',
	phone: 'Phone',
	email: 'E-mail',
	address: 'Street address',
	suburb: 'Suburb',
	postcode: 'Postcode',
	vehicleDetails: 'Registration number',
	state: 'State',
	make: 'Make',
	model: 'Model',
	colour: 'Colour',
	positions: 'Tyre positions',
	couponCode: 'Coupon code',
	paymentMethod: 'Payment',
	terms: 'Accepting the terms',
}
const SUMMARY_HREFS = { positions: '#positions-heading', paymentMethod: '#pay-heading' }

/** Book now that got no answer: whether a booking was made is not known until Try again. */
export const BOOKING_NOT_SENT: NotSentWords = {
	offline: "You're offline. Nothing is booked yet.",
	unreachable: "We couldn't get an answer from the shop. Try again: a booking that went through is shown to you, never made twice.",
}

function summaryFields(fields: FieldsOf) {
	const fitting = { id: 'fitting-heading', errors: [...(fields.selectedDate.errors ?? []), ...(fields.selectedTime.errors ?? [])] }
	// conform's fields are a proxy with no keys of its own: spreading it gives nothing, so each is read by name
	const named = Object.fromEntries(
		(Object.keys(SUMMARY_LABELS) as (keyof typeof SUMMARY_LABELS)[])
			.filter((name) => name !== 'fitting')
			.map((name) => [name, fields[name as keyof FieldsOf]]),
	) as Record<Exclude<keyof typeof SUMMARY_LABELS, 'fitting'>, FieldsOf[keyof FieldsOf]>
	return { ...named, fitting }
}

interface CheckoutFormProps {
	view: CheckoutView
	answer: CheckoutAnswer | NotSent | undefined
	phone: string
	/** the served suburbs, offered as the customer types */
	suburbs: ReadonlyArray<string>
	/** the card step has taken over (the form stays in the page, filled in) */
	hidden: boolean
}

/**
 * The form, filled in again from this browser's draft (checkout-draft.ts) when the page opens
 * without an answer from the server. A post that got no answer (NotSent) keeps the form as the
 * last real answer left it, with the notice beside the button that was pressed.
 */
export function CheckoutForm({ answer, ...props }: CheckoutFormProps) {
	const [draft, setDraft] = useState<CheckoutDraft | null>(null)
	const openedWithAnswer = Boolean(answer || props.view.cancelledPayment)
	useEffect(() => {
		if (!openedWithAnswer) setDraft(loadCheckoutDraft())
		// only what the page opened with decides: later answers come from the form itself
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	const [answered, setAnswered] = useState(isNotSent(answer) ? undefined : answer)
	if (answer && !isNotSent(answer) && answer !== answered) setAnswered(answer)
	// a draft read after the first render fills the form in by starting it afresh with those values
	return <CheckoutFormBody key={draft ? 'draft' : 'page'} {...props} answer={answered} notSent={isNotSent(answer) ? answer : null} draft={draft} />
}

function CheckoutFormBody({
	view,
	answer,
	notSent,
	draft,
	phone,
	suburbs,
	hidden,
}: Omit<CheckoutFormProps, 'answer'> & { answer: CheckoutAnswer | undefined; notSent: NotSent | null; draft: CheckoutDraft | null }) {
	const { quote, tyreCount, payments, selectedDate, selectedSlot } = view
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const placing = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') === 'place-booking'

	// spec §9: only for 5 tyres or fewer; a booking of services alone has no tyres to place
	const showPositions = tyreCount > 0 && tyreCount <= MAX_TYRES_FOR_POSITIONS
	const serviceRef = useRef<ServiceState>('unknown')
	const schema = useMemo(
		() =>
			checkoutSchema({ tyreCount, outsideArea: () => serviceRef.current === 'not-served' }),
		[tyreCount],
	)
	const [form, fields] = useForm<CheckoutFields, CheckoutFields>({
		id: 'checkout',
		lastResult: answer?.result,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		// conform's defaultValue type wants the form's own field types; these are the same fields
		// a set of 4 has the four wheels ticked already (the customer can change them)
		defaultValue: { paymentMethod: payments[0]?.method, positions: defaultPositions(tyreCount), ...view.vehiclePrefill, ...draft, ...view.cancelledPayment?.values } as never,
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

	const initial = (answer?.result?.initialValue ?? draft ?? {}) as Record<string, unknown>
	const [postcode, setPostcode] = useState(String(initial.postcode ?? ''))
	const [suburb, setSuburb] = useState(String(initial.suburb ?? ''))
	const service = useServiceCheck(postcode, suburb, hydrated)
	serviceRef.current = service
	const answered = (answer?.result?.initialValue ?? draft) != null
	const initialPositions = Array.isArray(initial.positions)
		? initial.positions.length
		: initial.positions
			? 1
			: answered
				? 0
				: ((view.cancelledPayment?.values.positions as unknown[] | undefined) ?? defaultPositions(tyreCount) ?? []).length
	const [positionCount, setPositionCount] = useState(initialPositions)
	useEffect(() => setPositionCount(initialPositions), [initialPositions])

	const errors = form.allErrors
	const fieldError = (name: string) => errors[name]?.[0] ?? null
	const groupError = (names: string[], groupMessages: string[]) => names.map(fieldError).find((m) => m && groupMessages.includes(m)) ?? null
	// beside each field its own words; the group's heading keeps the spec's message (§5)
	const ownError = (name: string, groupMessages: string[] = []) => {
		const message = fieldError(name)
		if (!message || (groupMessages.includes(message) && fieldMessage(name, message) === message)) return null
		return fieldMessage(name, message)
	}
	const contactGroup = groupError(['firstName', 'lastName', 'phone', 'email'], [CHECKOUT_MESSAGES.contact])
	const addressGroup = groupError(['address', 'suburb', 'postcode'], [CHECKOUT_MESSAGES.address, CHECKOUT_MESSAGES.notServed])
	const vehicleGroup = groupError(['vehicleDetails', 'make', 'model'], [CHECKOUT_MESSAGES.vehicle])
	const slotError = fieldError('selectedDate') ?? fieldError('selectedTime')
	const { couponCode: _coupon, ...bookingErrors } = errors
	const firstError = form.errors?.[0] ?? firstCheckoutError(bookingErrors)
	const notServed = service === 'not-served' || (service === 'unknown' && (answer?.notServed || fieldError('suburb') === CHECKOUT_MESSAGES.notServed))
	const notified = answer?.notified ?? null
	const noPayment = payments.length === 0

	return (
		<Form method="post" {...getFormProps(form)} noValidate className="checkout-form" preventScrollReset hidden={hidden} onChange={(event) => saveCheckoutDraft(event.currentTarget)}>
			{firstError ? (
				<div className="form-error" role="alert" data-testid="checkout-error">
					{firstError}
				</div>
			) : null}
			<ErrorSummary id="checkout-summary" fields={summaryFields(fields)} labels={SUMMARY_LABELS} hrefs={SUMMARY_HREFS} />
			{/* Enter in any field places the booking, not the first other button (Apply, notify). */}
			<button type="submit" name="intent" value="place-booking" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
			<input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
			{hydrated ? <input type="hidden" name="js" value="1" /> : null}
			<Honeypot />

			<section className="booking-panel" aria-labelledby="vehicle-heading">
				<h2 id="vehicle-heading">Vehicle details</h2>
				<GroupError message={vehicleGroup} testId="vehicle-error" />
				<div className="field-grid">
					<Field meta={fields.vehicleDetails} label="Registration number" errors={ownError('vehicleDetails')}>
						<input {...control(getInputProps(fields.vehicleDetails, { type: 'text' }))} autoComplete="off" autoCapitalize="characters" maxLength={10} />
					</Field>
					<Field meta={fields.state} label="State" optional errors={fieldError('state')}>
						<select {...control(getSelectProps(fields.state))}>
							<option value="">Choose a state</option>
							{AU_STATES.map((s) => (
								<option key={s} value={s}>
									{s}
								</option>
							))}
						</select>
					</Field>
					<Field meta={fields.make} label="Make" errors={ownError('make')}>
						<input {...control(getInputProps(fields.make, { type: 'text' }))} maxLength={40} placeholder="e.g. Toyota" />
					</Field>
					<Field meta={fields.model} label="Model" errors={ownError('model')}>
						<input {...control(getInputProps(fields.model, { type: 'text' }))} maxLength={40} placeholder="e.g. Corolla" />
					</Field>
					<Field meta={fields.colour} label="Colour" optional errors={fieldError('colour')}>
						<input {...control(getInputProps(fields.colour, { type: 'text' }))} maxLength={30} />
					</Field>
				</div>
			</section>

			{showPositions ? (
				<section className="booking-panel" aria-labelledby="positions-heading">
					<h2 id="positions-heading">Which tyres are we replacing?</h2>
					<p className="field-hint" id="positions-hint">
						Pick {tyreCount} {tyreCount === 1 ? 'position' : 'positions'}, one for each tyre in your order.
					</p>
					{/* the checkboxes marked invalid point at whichever of the two is shown */}
					<GroupError id={fields.positions.errorId} message={positionCount > tyreCount ? EXCEED_MESSAGE : null} testId="positions-exceed" />
					<GroupError id={fields.positions.errorId} message={positionCount > tyreCount ? null : fieldError('positions')} testId="positions-error" />
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
								<input {...control(props)} />
								{POSITION_LABELS[props.value as keyof typeof POSITION_LABELS]}
							</label>
						))}
					</div>
				</section>
			) : null}

			<section className="booking-panel" aria-labelledby="fitting-heading">
				<h2 id="fitting-heading">Fitting date and time</h2>
				<GroupError message={slotError ?? view.slotProblem} testId="slot-error" />
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
					<Link to={view.editHref} className="button button-secondary button-small">
						{selectedDate ? (
							<>
								Edit<span className="visually-hidden"> fitting date and time</span>
							</>
						) : (
							'Choose a time'
						)}
					</Link>
				</div>
			</section>

			<section className="booking-panel" aria-labelledby="contact-heading">
				<h2 id="contact-heading">Contact details</h2>
				<GroupError message={contactGroup} testId="contact-error" />
				<div className="field-grid">
					<Field meta={fields.firstName} label="First name" errors={ownError('firstName')}>
						<input {...control(getInputProps(fields.firstName, { type: 'text' }))} autoComplete="given-name" maxLength={60} />
					</Field>
					<Field meta={fields.lastName} label="Last name" errors={ownError('lastName')}>
						<input {...control(getInputProps(fields.lastName, { type: 'text' }))} autoComplete="family-name" maxLength={60} />
					</Field>
					<Field meta={fields.phone} label="Phone" errors={ownError('phone')}>
						<input {...control(getInputProps(fields.phone, { type: 'tel' }))} autoComplete="tel" maxLength={20} />
					</Field>
					<Field meta={fields.email} label="E-mail" errors={ownError('email')}>
						<input {...control(getInputProps(fields.email, { type: 'email' }))} autoComplete="email" maxLength={254} />
					</Field>
				</div>

				<h2 id="address-heading" className="address-heading">
					Fitting address
				</h2>
				<GroupError message={addressGroup} testId="address-error" />
				<div className="field-grid">
					<Field meta={fields.address} label="Street address" className="field-wide" errors={ownError('address')}>
						<input {...control(getInputProps(fields.address, { type: 'text' }))} autoComplete="street-address" maxLength={200} />
					</Field>
					<Field meta={fields.suburb} label="Suburb" errors={ownError('suburb', [CHECKOUT_MESSAGES.notServed])}>
						<input
							{...control(getInputProps(fields.suburb, { type: 'text' }))}
							autoComplete="address-level2"
							list="served-suburbs"
							maxLength={60}
							onChange={(event) => setSuburb(event.currentTarget.value)}
						/>
					</Field>
					<Field meta={fields.postcode} label="Postcode" errors={ownError('postcode')}>
						<input
							{...control(getInputProps(fields.postcode, { type: 'text' }))}
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
				<SuburbOptions id="served-suburbs" suburbs={suburbs} />
				<ServiceStatus state={notServed ? 'not-served' : service} suburb={suburb || String(initial.suburb ?? '')} phone={phone} notified={notified} />
				<NotSentNotice answer={notSent} intent="notify-area" />
			</section>

			<section className="booking-panel" aria-labelledby="coupon-heading">
				<h2 id="coupon-heading">Coupon</h2>
				{view.appliedCoupon && quote.couponCode ? (
					<>
						<div className="coupon-applied" data-testid="coupon-applied">
							<p>
								{quote.couponCode} applied: -{formatMoney(quote.couponDiscount)}
							</p>
							<button type="submit" name="intent" value="remove-coupon" formNoValidate className="link-button">
								Remove coupon
							</button>
						</div>
						<NotSentNotice answer={notSent} intent="remove-coupon" />
					</>
				) : (
					<>
						{view.appliedCoupon && quote.couponMessage ? (
							<p className="form-error" role="alert">
								Coupon {view.appliedCoupon} no longer applies: {quote.couponMessage}
							</p>
						) : null}
						<div className="coupon-row">
							<Field meta={fields.couponCode} label="Coupon code" optional errors={fieldError('couponCode')}>
								<input {...control(getInputProps(fields.couponCode, { type: 'text' }))} autoComplete="off" autoCapitalize="characters" maxLength={40} />
							</Field>
							<button type="submit" name="intent" value="apply-coupon" className="button button-secondary">
								Apply
							</button>
						</div>
						<NotSentNotice answer={notSent} intent="apply-coupon" />
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
									<input {...control(props)} />
									<span>
										<strong>{payment.label}</strong>
										<span>{payment.description}</span>
									</span>
								</label>
							)
						})}
					</div>
				)}
				<GroupError id={fields.paymentMethod.errorId} message={fieldError('paymentMethod')} testId="payment-error" />

				<GroupError id={fields.terms.errorId} message={fieldError('terms')} testId="terms-error" />
				<label className="check-option">
					<input {...control(getInputProps(fields.terms, { type: 'checkbox' }))} />
					<span>
						I accept the{' '}
						<Link to={href('/terms')} target="_blank" rel="noopener">
							Terms &amp; Conditions
						</Link>
						.
					</span>
				</label>

				<div className="place-booking">
					<button type="submit" name="intent" value="place-booking" className="button" disabled={noPayment || placing}>
						{placing ? 'Booking…' : `Book now · ${formatMoney(quote.finalAmount)}`}
					</button>
					{/* what the terms say a change costs, said once, where the customer commits */}
					<p className="place-booking-terms" data-testid="change-terms">
						{bookingChangeTerms()}
					</p>
					<TrustSummary quotes={2} className="place-booking-trust" />
				</div>
				<NotSentNotice answer={notSent} intent="place-booking" words={BOOKING_NOT_SENT} />
			</section>
		</Form>
	)
}
