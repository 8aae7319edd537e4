import { type Quote, shippingNotice } from '#app/domain/pricing/pricing'
import { formatMoney } from '#app/lib/money'

/** '4 tyres', '1 service', '4 tyres, 1 service' */
function subtotalCounts(quote: Pick<Quote, 'quantity' | 'services'>) {
	const parts: string[] = []
	if (quote.quantity > 0 || quote.services.length === 0) parts.push(`${quote.quantity} ${quote.quantity === 1 ? 'tyre' : 'tyres'}`)
	if (quote.services.length > 0) parts.push(`${quote.services.length} ${quote.services.length === 1 ? 'service' : 'services'}`)
	return parts.join(', ')
}

/** The order's money as the server computed it (spec §9): shipping, flexible, coupon, total. */
export function OrderSummary({
	quote,
	heading = 'Order summary',
	children,
}: {
	quote: Quote
	heading?: string
	children?: React.ReactNode
}) {
	return (
		<section className="order-summary" aria-labelledby="order-summary-heading" data-testid="order-summary">
			<h2 id="order-summary-heading">{heading}</h2>
			<dl className="summary-rows">
				<div>
					<dt>Subtotal ({subtotalCounts(quote)})</dt>
					<dd data-testid="summary-subtotal">{formatMoney(quote.subtotal)}</dd>
				</div>
				<div>
					<dt>Shipping</dt>
					<dd data-testid="summary-shipping">{quote.shipping === 0 ? 'Free' : formatMoney(quote.shipping)}</dd>
				</div>
				{quote.flexibleDiscount ? (
					<div className="summary-discount">
						<dt>I&apos;m flexible discount</dt>
						<dd data-testid="summary-flexible">-{formatMoney(quote.flexibleDiscount)}</dd>
					</div>
				) : null}
				{quote.couponDiscount ? (
					<div className="summary-discount">
						<dt>Coupon {quote.couponCode}</dt>
						<dd data-testid="summary-coupon">-{formatMoney(quote.couponDiscount)}</dd>
					</div>
				) : null}
				<div className="summary-total">
					<dt>Total (incl. GST)</dt>
					<dd data-testid="summary-total">{formatMoney(quote.finalAmount)}</dd>
				</div>
			</dl>
			<p className="summary-note">
				Includes {formatMoney(quote.gst)} GST. Mobile fitting included.
			</p>
			{quote.shipping > 0 && shippingNotice(quote.subtotal) ? (
				<p className="summary-note summary-fee" data-testid="summary-shipping-notice">
					{shippingNotice(quote.subtotal)}
				</p>
			) : null}
			{children}
		</section>
	)
}
