import { useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import type { CartLineView } from '#app/domain/cart/cart-views'
import { quantityOptions } from '#app/domain/pricing/pricing'
import { formatMoney } from '#app/lib/money'
import { RouteCodeAhead } from '#app/ui/route-code-ahead'
import { TyreImage } from '#app/ui/tyre-picture'
import { useHydrated } from '#app/ui/use-hydrated'
import { RemoveLine } from './remove-line'
import { confirmedOrTryAgain, NotSentNotice } from '#app/ui/forms/weak-signal'

// The cart's lines on /shipping: quantity, remove and clear. Each is a plain form or a link to
// an inline confirm step without JavaScript; with it, quantity changes go through a fetcher
// and remove and clear ask in a dialog.

const LOADING_BAR_MS = 400 // spec §9: quantity change loading bar

/** The /shipping query string for these choices, leaving out the empty ones. */
export function shippingQuery(params: Record<string, string | number | null | undefined>) {
	const search = new URLSearchParams()
	for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined) search.set(key, String(value))
	const text = search.toString()
	return text ? `?${text}` : ''
}

export function CartLine({ line, here, confirming }: { line: CartLineView; here: string; confirming: boolean }) {
	const hydrated = useHydrated()
	const fetcher = useFetcher()
	const [busyUntil, setBusyUntil] = useState(0)
	const [, setTick] = useState(0)
	const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
	useEffect(() => () => {
		if (timer.current) clearTimeout(timer.current)
	}, [])
	const busy = fetcher.state !== 'idle' || busyUntil > Date.now()
	const options = quantityOptions({ price_1: line.prices[0], price_2: line.prices[1], price_3: line.prices[2], price_4: line.prices[3], price_5: line.prices[4], stock: line.stock })
	const name = `${line.brand} ${line.model}`
	const removeHref = `${here.includes('?') ? `${here}&` : `${here}?`}confirm=remove-${line.id}#line-${line.id}`

	return (
		<li className={`cart-line${busy ? ' is-busy' : ''}`} id={`line-${line.id}`} data-testid="cart-line">
			{busy ? <div className="line-loading" role="progressbar" aria-label={`Updating ${name}`} data-testid="line-loading" /> : null}
			{/* always a picture (the drawn wheel without one): the line's grid keeps its columns */}
			<TyreImage src={line.imageUrl || null} alt="" size={72} className="cart-line-image" />
			<div className="cart-line-body">
				<p className="cart-line-name">
					{/* the product page lives at /product/{slug} */}
					<Link to={`/product/${line.slug}`}>{name}</Link>
				</p>
				<p className="cart-line-spec">
					{line.size} {line.loadSpeedRating}
					{line.marking ? ` ${line.marking}` : ''}
					{line.runflat ? ' · Run-flat' : ''}
				</p>
				<p className="cart-line-price">{line.unitPrice === null ? 'No longer sold in this quantity' : `${formatMoney(line.unitPrice)} each · Incl. GST · Mobile Fitting Included`}</p>
			</div>
			<div className="cart-line-controls">
				<fetcher.Form method="post" action="/cart" className="quantity-form">
					<input type="hidden" name="intent" value="set-quantity" />
					<input type="hidden" name="lineId" value={line.id} />
					<input type="hidden" name="redirectTo" value={here} />
					<label className="quantity-label" htmlFor={`qty-${line.id}`}>
						Quantity
					</label>
					<select
						id={`qty-${line.id}`}
						name="quantity"
						defaultValue={String(line.quantity)}
						key={line.quantity}
						onChange={(event) => {
							setBusyUntil(Date.now() + LOADING_BAR_MS)
							if (timer.current) clearTimeout(timer.current)
							timer.current = setTimeout(() => setTick((t) => t + 1), LOADING_BAR_MS)
							void fetcher.submit(event.currentTarget.form, { preventScrollReset: true })
						}}
					>
						{options.map((option) => (
							<option key={option.quantity} value={option.quantity} disabled={option.disabled && option.quantity !== line.quantity}>
								{option.quantity}
							</option>
						))}
					</select>
					{hydrated ? null : (
						<button type="submit" className="button button-secondary button-small">
							Update
						</button>
					)}
					<NotSentNotice answer={fetcher.data ?? null} pending={fetcher.state !== 'idle'} />
				</fetcher.Form>
				<p className="cart-line-total" data-testid="line-total">
					{formatMoney(line.lineTotal)}
				</p>
				<RemoveLine intent="remove" lineId={line.id} name={name} here={here} confirming={confirming} confirmHref={removeHref} />
			</div>
		</li>
	)
}

const CART_ROUTE = ['/cart']

/**
 * The cart's forms post to /cart through fetchers, which need that route's code in the browser:
 * fetched ahead, so a change made with no signal still says so in place (with Try again) rather
 * than reloading the page for code it cannot fetch.
 */
export function CartFormsReady({ testId = 'cart-forms' }: { testId?: string }) {
	return useHydrated() ? <RouteCodeAhead paths={CART_ROUTE} testId={testId} /> : null
}

export function ClearCart({ confirming, week, selectedDate }: { confirming: boolean; week: number; selectedDate: string | null }) {
	const hydrated = useHydrated()
	const clearer = useFetcher()
	if (confirming) {
		return (
			<div className="inline-confirm" role="alertdialog" aria-label="Are you sure you want to clear the cart?">
				<p>Are you sure you want to clear the cart?</p>
				<Form method="post" action="/cart">
					<input type="hidden" name="intent" value="clear" />
					<input type="hidden" name="redirectTo" value="/" />
					<button type="submit" className="button button-small">
						Clear cart
					</button>{' '}
					<Link to={`/shipping${shippingQuery({ week, date: selectedDate })}`} className="button button-secondary button-small" replace>
						Cancel
					</Link>
				</Form>
			</div>
		)
	}
	if (!hydrated) {
		return (
			<a className="link-button" href={`/shipping${shippingQuery({ week, date: selectedDate, confirm: 'clear' })}`}>
				Clear cart
			</a>
		)
	}
	return (
		<clearer.Form
			method="post"
			action="/cart"
			onSubmit={(event) => {
				if (!confirmedOrTryAgain(event, 'Are you sure you want to clear the cart?')) event.preventDefault()
			}}
		>
			<input type="hidden" name="intent" value="clear" />
			<input type="hidden" name="redirectTo" value="/" />
			<button type="submit" className="link-button">
				Clear cart
			</button>
			<NotSentNotice answer={clearer.data ?? null} pending={clearer.state !== 'idle'} />
		</clearer.Form>
	)
}

