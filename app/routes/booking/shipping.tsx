import { useEffect, useState } from 'react'
import { data, Form, href, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/shipping'
import { cartWorkMinutes, quoteCart, readCartChoices, setCartSlot } from '#app/domain/booking/checkout-cart.server'
import { isCartEmpty, readCart } from '#app/domain/cart/cart.server'
import { listServices } from '#app/domain/services/services.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { missingAxleHref, missingAxleMessage } from '#app/domain/cart/staggered-cart'
import { bookingFeeTerms } from '#app/domain/booking/fees'
import { FLEXIBLE_DISCOUNT } from '#app/domain/pricing/pricing'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { pickerWeek } from '#app/domain/slots/picker.server'
import { SLOTS, type Slot, slotLabel, WEEK_PAGES } from '#app/domain/slots/slot-rules'
import { formatLongDate, isIsoDate, shopClock } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatDollars } from '#app/lib/money'
import { OrderSummary } from '#app/ui/order-summary'
import { SlotPicker } from '#app/ui/slot-picker'
import { useHydrated } from '#app/ui/use-hydrated'
import { BookingProgress } from '#app/ui/booking-progress'
import { CartFormsReady, CartLine, ClearCart, shippingQuery } from '#app/ui/booking/cart-lines'
import bookingCss from '#app/styles/booking.css?url'
import servicesCss from '#app/styles/services.css?url'
import { ServiceCartLine, ServiceOffers } from '#app/ui/booking/service-lines'
import { readPageForm } from '#app/lib/multipart.server'
import { keepFormOnFailedPost, keepPageOnFailedLoad, notLoadedReason, NotSentNotice, skipRevalidationWhenNotSent, useRememberShownPage } from '#app/ui/forms/weak-signal'
import { currentTime } from '#app/lib/clock.server'

// spec §2 Shipping page: the cart lines (quantity 1 to 5, remove, clear), the slot picker, the
// order summary and Continue to Checkout. An empty cart goes Home. Every control is a plain
// form or link; JavaScript adds the confirm dialogs, the 400 ms loading bar and live slot checks.

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: bookingCss },
	{ rel: 'stylesheet', href: servicesCss },
]

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta({ title: `Your cart and fitting time | ${brandFromMatches(matches)}`, description: 'Check your tyres and choose a day and time for mobile fitting.' }),
	{ name: 'robots', content: 'noindex' },
]

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

const QuerySchema = z.object({
	week: z.coerce.number().int().min(0).max(WEEK_PAGES - 1).optional(),
	date: z.string().refine(isIsoDate).optional(),
	slot: z.enum(SLOTS).optional(),
	confirm: z
		.string()
		.regex(/^(clear|remove-\d{1,12}|remove-service-\d{1,12})$/)
		.optional(),
})

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const env = getEnv()
	const cartId = await readCartId(request)
	const cart = await readCart(db, cartId)
	if (isCartEmpty(cart)) throw redirect('/', 303) // spec §2: an empty cart goes Home
	const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!query.success) throw data('That page link is not valid.', { status: 400 })

	const now = currentTime()
	const clock = shopClock(now, env.SHOP_TIMEZONE)
	const { date, slot, confirm } = query.data
	// opened without a choice, the picker shows the first day with a free window (picker.server.ts);
	// it counts jobs like this cart: a puncture repair fits where a set of four does not
	const { week, days, selectedDate } = await pickerWeek(db, { week: query.data.week, date }, { now, timeZone: env.SHOP_TIMEZONE, jobMinutes: await cartWorkMinutes(db, cart) })
	const choices = await readCartChoices(db, cartId)
	const quoteFor = async (s: Slot | null) => (await quoteCart(db, cart, { slot: s, couponCode: choices.couponCode, today: clock.date })).quote
	const [standard, flexible, bookable] = await Promise.all([quoteFor(null), quoteFor('flexible'), listServices(db, { activeOnly: true })])
	const inCart = new Set(cart.services.map((s) => s.serviceId))
	return data(
		{
			lines: cart.lines,
			staggered: cart.missingAxle && cart.staggered ? { message: missingAxleMessage(cart.missingAxle), href: missingAxleHref(cart.staggered, cart.missingAxle) } : null,
			services: cart.services,
			offered: bookable.filter((s) => !inCart.has(s.id)),
			quotes: { standard, flexible },
			week,
			days,
			selectedDate,
			selectedSlot: selectedDate && slot && selectedDate === date ? slot : null,
			confirm: confirm ?? null,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

const ContinueSchema = z.object({
	date: z.string({ error: 'Please choose a fitting day and time.' }).refine(isIsoDate, 'Please choose a fitting day and time.'),
	slot: z.enum(SLOTS, { error: 'Please choose a time for your fitting.' }),
})

export async function action({ request }: Route.ActionArgs) {
	const db = getDb()
	const env = getEnv()
	const cartId = await readCartId(request)
	const cart = await readCart(db, cartId)
	if (!cartId || isCartEmpty(cart)) throw redirect('/', 303)
	const form = await readPageForm(request)
	const parsed = ContinueSchema.safeParse({ date: form.get('date') ?? undefined, slot: form.get('slot') ?? undefined })
	if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 })
	const { date, slot } = parsed.data
	const day = await slotAvailability(db, date, { now: currentTime(), timeZone: env.SHOP_TIMEZONE, jobMinutes: await cartWorkMinutes(db, cart) })
	if (day.slots[slot] <= 0) {
		return data({ error: `Sorry, ${slotLabel(slot)} on ${formatLongDate(date)} is no longer available. Please choose another time.` }, { status: 409 })
	}
	await setCartSlot(db, cartId, date, slot)
	return redirect(href('/checkout'), 303)
}

// With JavaScript a post that gets no answer keeps the chosen time on screen with Try again.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const clientLoader = (args: Route.ClientLoaderArgs) => keepPageOnFailedLoad(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function Shipping({ loaderData, actionData }: Route.ComponentProps) {
	const { lines, staggered, services, offered, quotes, week, days, confirm } = loaderData
	useRememberShownPage(loaderData)
	const [selectedDate, setSelectedDate] = useState(loaderData.selectedDate)
	const [selectedSlot, setSelectedSlot] = useState<Slot | null>(loaderData.selectedSlot)
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/shipping')

	// A new week page or a day chosen by link (no JavaScript) comes back through the loader.
	useEffect(() => {
		setSelectedDate(loaderData.selectedDate)
		setSelectedSlot(loaderData.selectedSlot)
	}, [loaderData.selectedDate, loaderData.selectedSlot, week])

	const here = `/shipping${shippingQuery({ week, date: selectedDate, slot: selectedSlot })}`
	const quote = selectedSlot === 'flexible' ? quotes.flexible : quotes.standard
	const canContinue = Boolean(selectedDate && selectedSlot)

	return (
		<div className="container booking-page">
			<BookingProgress current={selectedDate ? 'time' : 'cart'} />
			<h1>Your cart</h1>
			<div className="booking-layout">
				<div className="booking-main">
					<section className="cart-lines" aria-labelledby="cart-lines-heading">
						<div className="cart-lines-head">
							<h2 id="cart-lines-heading">Shipping summary</h2>
							<ClearCart confirming={confirm === 'clear'} week={week} selectedDate={selectedDate} />
						</div>
						{staggered ? (
							<p className="form-error staggered-notice" role="status" data-testid="staggered-notice">
								{`${staggered.message} `}
								<Link to={staggered.href}>Show those tyres</Link>
							</p>
						) : null}
						<CartFormsReady />
						<ul className="cart-line-list">
							{lines.map((line) => (
								<CartLine key={line.id} line={line} here={here} confirming={confirm === `remove-${line.id}`} />
							))}
							{services.map((line) => (
								<ServiceCartLine key={`service-${line.id}`} line={line} here={here} confirming={confirm === `remove-service-${line.id}`} />
							))}
						</ul>
						<ServiceOffers
							services={offered}
							redirectTo={here}
							heading={lines.length ? 'Add a service to your fitting' : 'Add another service'}
							headingId="service-offers-heading"
							level="h3"
							intro="Done at your place in the same visit, priced with GST included."
						/>
					</section>

					<Form method="post" action={`/shipping${shippingQuery({ week, date: selectedDate })}`} id="continue-form" className="continue-form" preventScrollReset>
						<SlotPicker
							days={days}
							week={week}
							weekPages={WEEK_PAGES}
							selectedDate={selectedDate}
							selectedSlot={selectedSlot}
							onDateChange={(date) => {
								setSelectedDate(date)
								setSelectedSlot(null)
							}}
							onSlotChange={setSelectedSlot}
							weekHref={(w) => `/shipping${shippingQuery({ week: w })}#slots`}
							dayHref={(date) => `/shipping${shippingQuery({ week, date })}#slots`}
							error={actionData && 'error' in actionData ? actionData.error : undefined}
							notLoaded={notLoadedReason(loaderData)}
						/>
						<p className="slot-terms" data-testid="slot-fee-terms">
							{bookingFeeTerms()}{' '}
							<Link to={href('/terms')} target="_blank" rel="noopener">
								Terms &amp; Conditions
							</Link>
						</p>
					</Form>
				</div>

				<aside className="booking-aside">
					<OrderSummary quote={quote}>
						{selectedSlot === null && quotes.flexible.flexibleDiscount > 0 ? <p className="summary-tip">Choose &quot;I&apos;m flexible&quot; to save {formatDollars(FLEXIBLE_DISCOUNT)}.</p> : null}
						<ContinueButton canContinue={canContinue} submitting={submitting} />
						<NotSentNotice answer={actionData} form="continue-form" />
					</OrderSummary>
				</aside>
			</div>
		</div>
	)
}

/**
 * With JavaScript the button waits for a day and a time (without, the post is checked and the
 * page says what is missing). Its own component, so only it renders again once the page has hydrated.
 */
function ContinueButton({ canContinue, submitting }: { canContinue: boolean; submitting: boolean }) {
	const hydrated = useHydrated()
	return (
		<>
			<button
				type="submit"
				form="continue-form"
				className="button summary-button"
				disabled={hydrated && (!canContinue || submitting)}
				aria-disabled={hydrated && !canContinue ? 'true' : undefined}
			>
				{submitting ? 'Checking…' : 'Continue to Checkout'}
			</button>
			{hydrated && !canContinue ? <p className="summary-hint">Choose a day and a time to continue.</p> : null}
		</>
	)
}
