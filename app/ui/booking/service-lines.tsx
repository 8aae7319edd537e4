import { useState } from 'react'
import { useFetcher } from 'react-router'
import type { CartServiceView } from '#app/domain/cart/cart-views'
import type { BookableService } from '#app/domain/services/bookable-service'
import { serviceIcon } from '#app/domain/services/service-pages'
import { formatMoney } from '#app/lib/money'
import { ContentIcon } from '#app/ui/content/content-icon'
import { useDelegatedForms } from '#app/ui/delegated-forms'
import { NotSentNotice, type NotSentWords } from '#app/ui/forms/weak-signal'
import { ServedMarkup } from '#app/ui/served-markup'
import { useHydrated } from '#app/ui/use-hydrated'
import { CartFormsReady } from './cart-lines'
import { RemoveLine } from './remove-line'

// Services on /shipping: the ones in the cart (quantity for a per-tyre service, remove) and the
// ones the customer can still add. Plain forms to /cart; with JavaScript the quantity goes through
// a fetcher and remove asks in a dialog, as for tyres.

function priceText(service: { price: number; perTyre: boolean }) {
	return `${formatMoney(service.price)}${service.perTyre ? ' a tyre' : ''}`
}

export function ServiceCartLine({ line, here, confirming }: { line: CartServiceView; here: string; confirming: boolean }) {
	const hydrated = useHydrated()
	const fetcher = useFetcher()
	const busy = fetcher.state !== 'idle'
	const removeHref = `${here.includes('?') ? `${here}&` : `${here}?`}confirm=remove-service-${line.id}#service-${line.id}`
	return (
		<li className={`cart-line service-line${busy ? ' is-busy' : ''}`} id={`service-${line.id}`} data-testid="cart-service-line">
			<span className="cart-line-image service-line-icon" aria-hidden="true">
				<ContentIcon name={serviceIcon(line.slug)} size={32} />
			</span>
			<div className="cart-line-body">
				<p className="cart-line-name">{line.name}</p>
				{line.description ? <p className="cart-line-spec">{line.description}</p> : null}
				<p className="cart-line-price">
					{line.unitPrice === null ? 'No longer booked online: please remove it' : `${formatMoney(line.unitPrice)}${line.perTyre ? ' a tyre' : ''} · Incl. GST · At your place`}
				</p>
			</div>
			<div className="cart-line-controls">
				{line.maxQuantity > 1 ? (
					<fetcher.Form method="post" action="/cart" className="quantity-form">
						<input type="hidden" name="intent" value="set-service-quantity" />
						<input type="hidden" name="lineId" value={line.id} />
						<input type="hidden" name="redirectTo" value={here} />
						<label className="quantity-label" htmlFor={`service-qty-${line.id}`}>
							Tyres
						</label>
						<select
							id={`service-qty-${line.id}`}
							name="quantity"
							defaultValue={String(line.quantity)}
							key={line.quantity}
							onChange={(event) => void fetcher.submit(event.currentTarget.form, { preventScrollReset: true })}
						>
							{Array.from({ length: line.maxQuantity }, (_, i) => i + 1).map((n) => (
								<option key={n} value={n}>
									{n}
								</option>
							))}
						</select>
						{hydrated ? null : (
							<button type="submit" className="button button-secondary button-small">
								Update
							</button>
						)}
					</fetcher.Form>
				) : null}
				<p className="cart-line-total" data-testid="service-line-total">
					{formatMoney(line.lineTotal)}
				</p>
				<RemoveLine intent="remove-service" lineId={line.id} name={line.name} here={here} confirming={confirming} confirmHref={removeHref} />
			</div>
		</li>
	)
}

/**
 * Services the customer can add: each a plain form to /cart that comes back to `redirectTo`. The
 * list is a served island: with JavaScript one submit handler posts them through a fetcher, so an
 * add that gets no answer (a weak signal) says so under the list with Try again, which sends the
 * same form, instead of the error page.
 */
export function ServiceOffers({
	services,
	redirectTo,
	heading,
	headingId,
	intro,
	level = 'h2',
}: {
	level?: 'h2' | 'h3'
	services: readonly BookableService[]
	redirectTo: string
	heading: string
	headingId: string
	intro?: string
}) {
	const fetcher = useFetcher()
	// the notice sits under the list: it names the service and its Try again sends that form
	const [sent, setSent] = useState<{ form: string; name: string }>()
	const busy = fetcher.state !== 'idle'
	const postInApp = useDelegatedForms((from, form, preventScrollReset) => {
		const serviceId = new FormData(form).get('serviceId')
		setSent({ form: form.id, name: services.find((service) => String(service.id) === serviceId)?.name ?? 'The service' })
		void fetcher.submit(from, { preventScrollReset })
	})
	if (services.length === 0) return null
	const Heading = level
	return (
		<section className="service-offers" aria-labelledby={headingId} data-testid="service-offers">
			<Heading id={headingId}>{heading}</Heading>
			{intro ? <p className="service-offers-intro">{intro}</p> : null}
			<ServedMarkup
				as="ul"
				className="service-offer-list"
				island="service-offers"
				contentKey={JSON.stringify([redirectTo, services])}
				renderContent={() => <Offers services={services} redirectTo={redirectTo} />}
				onSubmit={postInApp}
				aria-busy={busy || undefined}
			/>
			{sent ? <NotSentNotice answer={fetcher.data ?? null} pending={busy} words={notAddedWords(sent.name)} form={sent.form} /> : null}
			<CartFormsReady testId="service-offers-code" />
		</section>
	)
}

function notAddedWords(name: string): NotSentWords {
	return { offline: `You're offline. ${name} was not added.`, unreachable: `We couldn't reach the shop. ${name} was not added.` }
}

function Offers({ services, redirectTo }: { services: readonly BookableService[]; redirectTo: string }) {
	return services.map((service) => (
		<li key={service.id} className="service-offer" data-testid="service-offer">
			<span className="service-offer-icon" aria-hidden="true">
				<ContentIcon name={serviceIcon(service.slug)} size={28} />
			</span>
			<div className="service-offer-body">
				<p className="service-offer-name">{service.name}</p>
				{service.description ? <p className="service-offer-text">{service.description}</p> : null}
				<p className="service-offer-price">
					<strong>{priceText(service)}</strong> · Incl. GST
				</p>
			</div>
			{/* the island's submit handler posts it within the app, keeping the scroll */}
			<form method="post" action="/cart" className="service-offer-form" id={`service-offer-${service.id}`} data-prevent-scroll-reset="">
				<input type="hidden" name="intent" value="add-service" />
				<input type="hidden" name="serviceId" value={service.id} />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				{service.perTyre ? (
					<label className="service-offer-quantity">
						<span>Tyres</span>
						<select name="quantity" defaultValue="1">
							{[1, 2, 3, 4, 5].map((n) => (
								<option key={n} value={n}>
									{n}
								</option>
							))}
						</select>
					</label>
				) : null}
				<button type="submit" className="button button-small" aria-label={`Add ${service.name} to cart`}>
					Add
				</button>
			</form>
		</li>
	))
}
