import { slotLabel } from '#app/domain/slots/slot-rules'
import { formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { formatMoney } from '#app/lib/money'
import type { BookingView } from './booking-view.server'
import { POSITION_LABELS, type Position } from './checkout-schema'
import { CANCELLATION_FEE_CENTS, FAILED_ATTENDANCE_FEE_CENTS } from './fees'
import { fittingIcs } from './ics'

// The customer's confirmation (which is also the Australian tax invoice) and the owner's
// new-booking notice. Pure: they take the booking and the shop's details and return the
// message; booking-notices.server.ts sends them.

export interface ShopIdentity {
	businessName: string
	phone: string
	email: string
	abn: string | null
}

export interface EmailContext {
	shop: ShopIdentity
	timeZone: string
	publicUrl: string
	/** signed link to the order page */
	orderUrl: string
	now: Date
}

export interface BuiltEmail {
	subject: string
	text: string
	html: string
	attachments?: { filename: string; contentType: string; content: string }[]
}

/** spec (booking issue §8): what the customer should have ready when the fitter arrives */
export const BE_READY_CHECKLIST = [
	'If your wheels have locking wheel nuts, leave the locking wheel-nut key in the car (glovebox or centre console).',
	'Park the car at the address above, on flat, firm ground, with about a metre of space on each side to work.',
	'Make sure we can get to it: gates unlocked, and any building, car park or parking-permit access arranged.',
	'Keep your phone handy: we call when we are on our way, and if anything changes.',
]

export function paymentLine(b: Pick<BookingView, 'paymentMethod' | 'paymentStatus' | 'finalAmount'>): string {
	if (b.paymentStatus === 'paid') return `Paid by card: ${formatMoney(b.finalAmount)}. Nothing to pay on the day.`
	if (b.paymentMethod === 'card') return `Card payment: ${formatMoney(b.finalAmount)} (awaiting payment).`
	return `Pay on the day: ${formatMoney(b.finalAmount)} is due at the fitting.`
}

export function statusLabel(b: Pick<BookingView, 'status' | 'paymentStatus'>): string {
	if (b.status === 'delivered') return 'Fitted'
	if (b.status === 'cancelled') return 'Cancelled'
	if (b.paymentStatus === 'awaiting') return 'Awaiting payment'
	if (b.paymentStatus === 'unverified') return 'Waiting for your code'
	return 'Confirmed, awaiting fitting'
}

function positionsText(positions: string[]) {
	return positions.map((p) => POSITION_LABELS[p as Position] ?? p).join(', ')
}

function vehicleText(v: BookingView['vehicle']) {
	const car = [v.colour, v.make, v.model].filter(Boolean).join(' ')
	const rego = v.rego ? `${v.rego}${v.state ? ` (${v.state})` : ''}` : ''
	return [rego, car].filter(Boolean).join(', ')
}

function addressText(a: BookingView['address']) {
	return `${a.address}, ${a.suburb} ${a.postcode}`
}

function lineText(l: BookingView['lines'][number]) {
	const rating = [l.loadSpeedRating, l.marking, l.runflat ? 'Run-flat' : null].filter(Boolean).join(' ')
	return `${l.brand} ${l.model} ${l.size}${rating ? ` ${rating}` : ''}`
}

/** '1 x Puncture repair @ $45.00' / '2 x Puncture repair @ $45.00 a tyre' (the invoice's service lines) */
function serviceText(l: BookingView['services'][number]) {
	return `${l.quantity} x ${l.name} @ ${formatMoney(l.unitPrice)}${l.quantity > 1 ? ' each' : ''}`
}

interface Row {
	label: string
	amount: string
}

function totalRows(b: BookingView): Row[] {
	const rows: Row[] = [{ label: 'Subtotal', amount: formatMoney(b.subtotal) }]
	rows.push({ label: 'Shipping', amount: b.shipping === 0 ? 'Free' : formatMoney(b.shipping) })
	if (b.flexibleDiscount) rows.push({ label: "I'm flexible discount", amount: `-${formatMoney(b.flexibleDiscount)}` })
	if (b.couponDiscount) rows.push({ label: `Coupon ${b.couponCode ?? ''}`.trim(), amount: `-${formatMoney(b.couponDiscount)}` })
	rows.push({ label: 'Total (incl. GST)', amount: formatMoney(b.finalAmount) })
	rows.push({ label: 'GST included', amount: formatMoney(b.gst) })
	return rows
}

export function customerConfirmationEmail(b: BookingView, ctx: EmailContext): BuiltEmail {
	const { shop } = ctx
	const when = `${formatLongDate(b.selectedDate)}, ${slotLabel(b.selectedSlot)}`
	const issued = formatLongDate(shopClock(new Date(b.confirmedAt ?? b.createdAt), ctx.timeZone).date)
	const invoiceTitle = shop.abn ? 'Tax invoice' : 'Invoice'
	const details: Row[] = [
		{ label: 'Booking reference', amount: b.reference },
		{ label: 'Fitting', amount: when },
		{ label: 'Address', amount: addressText(b.address) },
		{ label: 'Vehicle', amount: vehicleText(b.vehicle) },
	]
	if (b.positions.length) details.push({ label: 'Tyre positions', amount: positionsText(b.positions) })
	const fees = `A cancellation fee of ${formatMoney(CANCELLATION_FEE_CENTS)} applies to a confirmed appointment, and a failed-attendance fee of ${formatMoney(FAILED_ATTENDANCE_FEE_CENTS)} if we cannot fit the tyres because the car is not there. Please call us if you need to change the time.`

	const text = [
		`Hi ${b.customer.firstName},`,
		'',
		`Thanks for booking with ${shop.businessName}. Your booking is confirmed.`,
		'',
		...details.map((d) => `${d.label}: ${d.amount}`),
		'',
		'BEFORE WE ARRIVE',
		...BE_READY_CHECKLIST.map((item) => `- ${item}`),
		'',
		invoiceTitle.toUpperCase(),
		shop.businessName,
		shop.abn ? `ABN ${shop.abn}` : null,
		`Invoice number: ${b.reference}`,
		`Date of issue: ${issued}`,
		`Bill to: ${b.customer.firstName} ${b.customer.lastName}, ${b.customer.email}, ${b.customer.phone}`,
		'',
		...b.lines.map((l) => `${l.quantity} x ${lineText(l)} @ ${formatMoney(l.unitPrice)} = ${formatMoney(l.lineTotal)} (mobile fitting included)`),
		...b.services.map((l) => `${serviceText(l)} = ${formatMoney(l.lineTotal)}`),
		...totalRows(b).map((r) => `${r.label}: ${r.amount}`),
		'All prices include GST.',
		paymentLine(b),
		'',
		`View your booking: ${ctx.orderUrl}`,
		fees,
		`Questions? Call ${shop.phone} or reply to this e-mail.`,
		'',
		shop.businessName,
	]
		.filter((line): line is string => line !== null)
		.join('\n')

	const html = emailHtml(`${shop.businessName}: booking ${b.reference}`, [
		`<p>Hi ${esc(b.customer.firstName)},</p>`,
		`<p>Thanks for booking with ${esc(shop.businessName)}. <strong>Your booking is confirmed.</strong></p>`,
		table(details.map((d) => [d.label, d.amount])),
		`<h2 style="font-size:18px;margin:24px 0 8px">Before we arrive</h2>`,
		`<ul>${BE_READY_CHECKLIST.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`,
		`<h2 style="font-size:18px;margin:24px 0 8px">${esc(invoiceTitle)}</h2>`,
		`<p>${esc(shop.businessName)}${shop.abn ? `<br>ABN ${esc(shop.abn)}` : ''}<br>Invoice number: ${esc(b.reference)}<br>Date of issue: ${esc(issued)}<br>Bill to: ${esc(`${b.customer.firstName} ${b.customer.lastName}`)}, ${esc(b.customer.email)}, ${esc(b.customer.phone)}</p>`,
		table(
			[
				...b.lines.map((l) => [`${l.quantity} x ${lineText(l)} @ ${formatMoney(l.unitPrice)}`, formatMoney(l.lineTotal)] as [string, string]),
				...b.services.map((l) => [serviceText(l), formatMoney(l.lineTotal)] as [string, string]),
				...totalRows(b).map((r) => [r.label, r.amount] as [string, string]),
			],
			true,
		),
		`<p>All prices include GST and mobile fitting.<br><strong>${esc(paymentLine(b))}</strong></p>`,
		`<p><a href="${esc(ctx.orderUrl)}">View your booking</a></p>`,
		`<p style="color:#555;font-size:13px">${esc(fees)}</p>`,
		`<p>Questions? Call ${esc(shop.phone)} or reply to this e-mail.</p>`,
	])

	const domain = hostOf(ctx.publicUrl)
	return {
		subject: `Booking confirmed ${b.reference}: ${when}`,
		text,
		html,
		attachments: [
			{
				filename: `booking-${b.reference}.ics`,
				contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
				content: fittingIcs({
					reference: b.reference,
					date: b.selectedDate,
					slot: b.selectedSlot,
					timeZone: ctx.timeZone,
					location: addressText(b.address),
					businessName: shop.businessName,
					phone: shop.phone,
					domain,
					description: `${shop.businessName} ${b.lines.length ? 'fits your tyres' : 'comes to you'} at ${addressText(b.address)}. Reference ${b.reference}. Leave the locking wheel-nut key in the car. Questions: ${shop.phone}.`,
					now: ctx.now,
				}),
			},
		],
	}
}

export function ownerNoticeEmail(b: BookingView, ctx: EmailContext): BuiltEmail {
	const when = `${formatLongDate(b.selectedDate)}, ${slotLabel(b.selectedSlot)}`
	const rows: Row[] = [
		{ label: 'Reference', amount: b.reference },
		{ label: 'Fitting', amount: when },
		{ label: 'Customer', amount: `${b.customer.firstName} ${b.customer.lastName}` },
		{ label: 'Phone', amount: b.customer.phone },
		{ label: 'E-mail', amount: b.customer.email },
		{ label: 'Address', amount: addressText(b.address) },
		{ label: 'Vehicle', amount: vehicleText(b.vehicle) },
	]
	if (b.positions.length) rows.push({ label: 'Tyre positions', amount: positionsText(b.positions) })
	rows.push({ label: 'Payment', amount: paymentLine(b) })
	const lines = [
		...b.lines.map((l) => `${l.quantity} x ${lineText(l)} @ ${formatMoney(l.unitPrice)} = ${formatMoney(l.lineTotal)}`),
		...b.services.map((l) => `${serviceText(l)} = ${formatMoney(l.lineTotal)}`),
	]
	const adminUrl = `${ctx.publicUrl}/admin`
	const text = [
		`New booking ${b.reference}`,
		'',
		...rows.map((r) => `${r.label}: ${r.amount}`),
		'',
		...lines,
		...totalRows(b).map((r) => `${r.label}: ${r.amount}`),
		'',
		`Bookings: ${adminUrl}`,
	].join('\n')
	const html = emailHtml(`New booking ${b.reference}`, [
		`<p><strong>New booking ${esc(b.reference)}</strong></p>`,
		table(rows.map((r) => [r.label, r.amount])),
		table([...lines.map((l) => [l, ''] as [string, string]), ...totalRows(b).map((r) => [r.label, r.amount] as [string, string])], true),
		`<p><a href="${esc(adminUrl)}">Open the bookings</a></p>`,
	])
	return { subject: `New booking ${b.reference}: ${when}`, text, html }
}

function hostOf(url: string) {
	try {
		return new URL(url).hostname
	} catch {
		return 'localhost'
	}
}

export function esc(value: string) {
	return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

function table(rows: [string, string][], amounts = false) {
	const cells = rows
		.map(
			([label, value]) =>
				`<tr><td style="padding:4px 12px 4px 0;vertical-align:top;${amounts ? '' : 'color:#555'}">${esc(label)}</td><td style="padding:4px 0;vertical-align:top;${amounts ? 'text-align:right;white-space:nowrap' : 'font-weight:600'}">${esc(value)}</td></tr>`,
		)
		.join('')
	return `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px">${cells}</table>`
}

function emailHtml(title: string, body: string[]) {
	return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1d1d1f;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">${body.join('\n')}</body></html>`
}
