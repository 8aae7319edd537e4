import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/bookings'
import { formatDay } from '#app/domain/slots/shop-time'
import { ADMIN_BOOKING_TABS, BOOKING_ADMIN_MESSAGES, type AdminBookingTab } from '#app/domain/booking/booking-admin'
import { deleteBookingByOwner, listAdminBookings, markDelivered, type AdminBooking } from '#app/domain/booking/booking-admin.server'
import { POSITION_LABELS, type Position } from '#app/domain/booking/checkout-schema'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'
import { getStripe } from '#app/lib/payments/stripe-client.server'
import { refundBookingByOwner } from '#app/domain/payments/card-payments.server'
import { CANCELLATION_FEE_CENTS } from '#app/domain/booking/fees'
import { formatDollars, formatMoney } from '#app/lib/money'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ConfirmAction, ConfirmStep } from '#app/ui/admin/confirm'
import { AdminPager } from '#app/ui/admin/pager'
import { FormAlert } from '#app/ui/forms/field'
import { useReturnUrl } from '#app/ui/admin/use-return-url'

// spec §2 Admin dashboard, booking tab: sub-tabs Pending and Delivered (and Cancelled, beyond
// the spec, for bookings customers cancelled), booking cards with Mark Delivered (pending only)
// and Delete behind the spec's confirmation. Plain forms; the dialog and overlay come with JS.

const TAB = '/admin/bookings'
const DELETE_QUESTION = 'Are you sure you want to delete this booking?'
const TAB_LABELS: Record<AdminBookingTab, string> = { pending: 'Pending', delivered: 'Delivered', cancelled: 'Cancelled' }

const Query = z.object({
	status: z.enum(ADMIN_BOOKING_TABS).catch('pending'),
	q: z.string().trim().max(80).catch(''),
	page: z.coerce.number().int().min(1).max(100000).catch(1),
	delete: z.coerce.number().int().positive().optional().catch(undefined),
})

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams))
	const db = getDb()
	const list = await listAdminBookings(db, { status: query.status, q: query.q, page: query.page })
	const confirming = query.delete ? (list.bookings.find((b) => b.id === query.delete) ?? null) : null
	return { status: query.status, q: query.q, ...list, confirming: confirming ? { id: confirming.id, reference: confirming.reference } : null }
}

const BookingId = z.coerce.number().int().positive()
// The booking cards' three buttons (STYLE habit 6), each with the booking it is for.
const BookingActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('deliver'), id: BookingId }),
	z.object({ intent: z.literal('delete'), id: BookingId }),
	z.object({ intent: z.literal('refund'), id: BookingId, amount: z.enum(['full', 'less-fee']).catch('full') }),
])

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ message: read.message }, { status: read.status })
	const back = adminReturnPath(read.form, TAB)
	const parsed = BookingActionSchema.safeParse({ intent: read.form.get('intent'), id: read.form.get('id'), amount: read.form.get('amount') ?? undefined })
	if (!parsed.success) {
		// a known button without a booking it can name: the booking is gone from the list
		if (parsed.error.issues.some((issue) => issue.path[0] === 'id')) return redirectWithToast(back, { type: 'error', title: BOOKING_ADMIN_MESSAGES.notFound })
		return data({ message: 'Unknown action.' }, { status: 400 })
	}
	const db = getDb()
	const intent = parsed.data
	switch (intent.intent) {
		case 'deliver': {
			const result = await markDelivered(db, intent.id)
			if (!result.ok) return redirectWithToast(back, { type: 'error', title: result.message })
			return redirectWithToast(back, { type: 'success', title: BOOKING_ADMIN_MESSAGES.delivered, description: result.booking.reference })
		}
		case 'delete': {
			const result = await deleteBookingByOwner(db, intent.id)
			if (!result.ok) return redirectWithToast(back, { type: 'error', title: result.message })
			return redirectWithToast(back, { type: 'success', title: BOOKING_ADMIN_MESSAGES.deleted, description: result.booking.reference })
		}
		case 'refund':
			return refundFromCard(back, intent.id, { keepFee: intent.amount === 'less-fee' })
	}
}

/** Refunds a card payment through Stripe, in full or less the cancellation fee. */
async function refundFromCard(back: string, id: number, options: { keepFee: boolean }) {
	const stripe = getStripe()
	if (!stripe) return redirectWithToast(back, { type: 'error', title: 'Card payments are not set up.' })
	try {
		const result = await refundBookingByOwner(getDb(), stripe, id, options)
		if (!result.ok) return redirectWithToast(back, { type: 'error', title: result.message })
		return redirectWithToast(back, { type: 'success', title: `Refunded ${formatMoney(result.amount)}.` })
	} catch (error) {
		getLogger().error({ err: error, bookingId: id }, 'refund failed')
		return redirectWithToast(back, { type: 'error', title: 'Stripe did not take the refund. Try again, or refund from the Stripe Dashboard.' })
	}
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
	const { status, q, bookings, total, page, pageCount, confirming } = loaderData
	return (
		<section aria-labelledby="bookings-heading">
			<h2 id="bookings-heading">Bookings</h2>
			<p>
				<Link className="button" to="/admin/bookings/new">
					New phone booking
				</Link>
			</p>
			{actionData?.message ? <FormAlert message={actionData.message} /> : null}
			{confirming ? <ConfirmStep message={DELETE_QUESTION} detail={confirming.reference} fields={{ intent: 'delete', id: confirming.id }} /> : null}
			<nav className="admin-tab-list admin-subtabs" aria-label="Booking status">
				{ADMIN_BOOKING_TABS.map((tab) => (
					<Link key={tab} to={`${TAB}?status=${tab}`} className={`admin-tab${tab === status ? ' active' : ''}`} aria-current={tab === status ? 'page' : undefined}>
						{TAB_LABELS[tab]}
					</Link>
				))}
			</nav>
			<Form method="get" className="admin-toolbar admin-booking-search" role="search" aria-label="Find a booking">
				<input type="hidden" name="status" value={status} />
				<label className="visually-hidden" htmlFor="booking-search">
					Reference, name, phone, e-mail or suburb
				</label>
				<input id="booking-search" name="q" type="search" defaultValue={q} maxLength={80} placeholder="Reference, name, phone, e-mail or suburb" />
				<button type="submit" className="button button-secondary button-small">
					Search
				</button>
				{q ? (
					<Link to={`${TAB}?status=${status}`} className="button button-secondary button-small">
						Show all
					</Link>
				) : null}
			</Form>
			<p className="admin-count" role="status">
				{total === 1 ? '1 booking' : `${total} bookings`}
				{q ? ` matching “${q}”` : ''}
			</p>
			{bookings.length ? (
				<div className="admin-grid">
					{bookings.map((booking) => (
						<BookingCard key={booking.id} booking={booking} />
					))}
				</div>
			) : (
				<p className="admin-empty">{q ? 'No bookings match.' : `No ${TAB_LABELS[status].toLowerCase()} bookings.`}</p>
			)}
			<AdminPager tab={TAB} page={page} totalPages={pageCount} />
		</section>
	)
}

function BookingCard({ booking }: { booking: AdminBooking }) {
	const returnUrl = useReturnUrl()
	const name = `${booking.customer.firstName} ${booking.customer.lastName}`
	const vehicle = [booking.vehicle.vehicleDetails ? `${booking.vehicle.vehicleDetails}${booking.vehicle.state ? ` (${booking.vehicle.state})` : ''}` : null, [booking.vehicle.colour, booking.vehicle.make, booking.vehicle.model].filter(Boolean).join(' ')]
		.filter(Boolean)
		.join(', ')
	const paid = booking.paymentMethod === 'pay_on_the_day' ? 'Pay on the day' : `Card: ${booking.paymentStatus.replace('_', ' ')}`
	return (
		<article className="admin-card" aria-labelledby={`booking-${booking.id}-title`} data-testid="admin-booking-card" data-reference={booking.reference}>
			<h3 id={`booking-${booking.id}-title`} className="admin-card-title">
				{booking.reference}{' '}
				<span className={`admin-badge${booking.status === 'delivered' ? ' admin-badge-ok' : booking.status === 'cancelled' ? ' admin-badge-warn' : ''}`}>{booking.status}</span>
			</h3>
			<dl className="admin-booking-facts">
				<dt>Fitting</dt>
				<dd>
					{formatDay(booking.selectedDate)}, {booking.slotLabel}
				</dd>
				<dt>Customer</dt>
				<dd>
					{name}
					<br />
					<a href={`tel:${booking.customer.phone.replace(/[^\d+]/g, '')}`}>{booking.customer.phone}</a>
					<br />
					<a href={`mailto:${booking.customer.email}`}>{booking.customer.email}</a>
				</dd>
				<dt>Address</dt>
				<dd>
					{booking.address.address}, {booking.address.suburb} {booking.address.postcode}
				</dd>
				<dt>Vehicle</dt>
				<dd>{vehicle || '—'}</dd>
				{booking.selectedTyres.length ? (
					<>
						<dt>Positions</dt>
						<dd>{booking.selectedTyres.map((p) => POSITION_LABELS[p as Position] ?? p).join(', ')}</dd>
					</>
				) : null}
				{booking.services.length ? (
					<>
						<dt>Services</dt>
						<dd>
							<ul className="admin-booking-lines" data-testid="admin-booking-services">
								{booking.services.map((line, i) => (
									<li key={i}>
										{line.quantity} × {line.name} at {formatMoney(line.unitPrice)}
									</li>
								))}
							</ul>
						</dd>
					</>
				) : null}
				<dt>Tyres</dt>
				<dd>
					{booking.cart.length ? null : 'None'}
					<ul className="admin-booking-lines">
						{booking.cart.map((line, i) => (
							<li key={i}>
								{line.quantity} × {line.brand} {line.model} {line.width}/{line.profile}R{line.rimSize} {line.rating ?? ''}
								{line.RunFlat === 'YES' ? ' runflat' : ''}
								{line.Marking ? ` (${line.Marking})` : ''} at {formatMoney(line.unitPrice)}
							</li>
						))}
					</ul>
				</dd>
				{booking.appliedCoupon ? (
					<>
						<dt>Coupon</dt>
						<dd>
							{booking.appliedCoupon} (−{formatMoney(booking.couponDiscount)})
						</dd>
					</>
				) : null}
				<dt>Total</dt>
				<dd>
					{formatMoney(booking.total)}; to pay <strong>{formatMoney(booking.finalAmount)}</strong>
				</dd>
				<dt>Payment</dt>
				<dd>{paid}</dd>
			</dl>
			{booking.paymentMethod === 'card' && (booking.paymentStatus === 'paid' || booking.paymentStatus === 'partially_refunded') ? (
				<Form method="post" className="admin-inline-form" preventScrollReset>
					<input type="hidden" name="intent" value="refund" />
					<input type="hidden" name="id" value={booking.id} />
					<input type="hidden" name="redirectTo" value={returnUrl} />
					<label className="visually-hidden" htmlFor={`refund-${booking.id}`}>
						Refund amount
					</label>
					<select id={`refund-${booking.id}`} name="amount" defaultValue="full">
						<option value="full">Refund the rest in full</option>
						<option value="less-fee">Refund less the {formatDollars(CANCELLATION_FEE_CENTS)} cancellation fee</option>
					</select>
					<button type="submit" className="button button-secondary button-small" aria-label={`Refund booking ${booking.reference}`}>
						Refund
					</button>
				</Form>
			) : null}
			<div className="admin-card-actions">
				{booking.status === 'pending' ? (
					<Form method="post" preventScrollReset>
						<input type="hidden" name="intent" value="deliver" />
						<input type="hidden" name="id" value={booking.id} />
						<input type="hidden" name="redirectTo" value={returnUrl} />
						<button type="submit" className="button button-small" aria-label={`Mark delivered: booking ${booking.reference}`}>
							Mark Delivered
						</button>
					</Form>
				) : null}
				<ConfirmAction
					label="Delete"
					message={DELETE_QUESTION}
					fields={{ intent: 'delete', id: booking.id }}
					confirmParam={['delete', String(booking.id)]}
					accessibleLabel={`Delete booking ${booking.reference}`}
				/>
			</div>
		</article>
	)
}
