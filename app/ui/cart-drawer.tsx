import { useEffect, useRef, useState } from 'react'
import { href, Link } from 'react-router'
import type { ApiCart } from '#app/domain/cart/cart-json'
import { formatMoney } from '#app/lib/money'
import type { CartDrawerController } from './cart-drawer-context'
import { isNotSent, NotSentNotice, type NotSentWords } from './forms/weak-signal'
import { CloseIcon } from './icons'
import { RouteCodeAhead } from './route-code-ahead'
import { TyreImage } from './tyre-picture'
import { useHydrated } from './use-hydrated'

// spec §2 cart drawer: a right-side panel on desktop, a full-height sheet on mobile, with Clear
// Cart, a Total and Proceed to Shipping (disabled when empty); opening it refreshes the cart
// from the server. JavaScript only: without it the header's cart link goes to /shipping.

export { CartDrawerProvider, useCartDrawerController, useOpenCartDrawer, type CartDrawerController } from './cart-drawer-context'

const dollarsToCents = (dollars: number) => Math.round(dollars * 100)

/** A change that got no answer: the drawer keeps showing the cart as the shop last sent it. */
const CHANGE_NOT_SENT_WORDS: NotSentWords = {
	offline: "You're offline. Your cart was not changed.",
	unreachable: "We couldn't reach the shop. Your cart was not changed.",
}

type CartChange = { kind: 'quantity'; lineId: number; quantity: number } | { kind: 'remove'; lineId: number } | { kind: 'clear' }

export function CartDrawer({ controller }: { controller: CartDrawerController }) {
	// JavaScript only: without it the header's cart link goes to /shipping.
	return useHydrated() ? (
		<>
			<CartApiReady />
			<CartDialog controller={controller} />
		</>
	) : null
}

/** The cart API's paths (one per route; a line's id is never 0), whose clientAction turns a post with no answer into a notice in place. */
const CART_API = ['/api/cart', '/api/cart/items', '/api/cart/items/0', '/api/cart/pair']

/** The cart API's code is in the browser before the signal drops: an add or change made with none says so in place. */
function CartApiReady() {
	return <RouteCodeAhead paths={CART_API} testId="cart-api" />
}

function CartDialog({ controller }: { controller: CartDrawerController }) {
	const { isOpen, close, fetcher } = controller
	const dialog = useRef<HTMLDialogElement>(null)
	const [cart, setCart] = useState<ApiCart | null>(null)
	const [error, setError] = useState<string | null>(null)

	useEffect(() => {
		const element = dialog.current
		if (!element) return
		if (isOpen && !element.open) element.showModal()
		if (!isOpen && element.open) element.close()
	}, [isOpen])

	// the last change sent, for Try again (sent as it was, without asking to confirm again)
	const lastChange = useRef<CartChange | null>(null)
	// the drawer was opened with no signal: it says so until the cart can be read
	const [unread, setUnread] = useState(false)

	useEffect(() => {
		const data = fetcher.data
		if (!data) return
		if (isNotSent(data)) {
			// the cart shown stays the shop's last answer; the notice says why
			setUnread(data.intent === 'load')
			return
		}
		setUnread(false)
		if ('error' in data) {
			setError(data.error)
			void fetcher.load('/api/cart')
		} else {
			setCart(data)
		}
		// only when a new answer arrives
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [fetcher.data])

	const busy = fetcher.state !== 'idle'
	const items = cart?.items ?? []
	const services = cart?.services ?? []
	const empty = items.length === 0 && services.length === 0

	function send(change: CartChange) {
		setError(null)
		lastChange.current = change
		if (change.kind === 'quantity') void fetcher.submit({ quantity: change.quantity }, { method: 'patch', action: `/api/cart/items/${change.lineId}`, encType: 'application/json' })
		else if (change.kind === 'remove') void fetcher.submit(null, { method: 'delete', action: `/api/cart/items/${change.lineId}` })
		else void fetcher.submit(null, { method: 'delete', action: '/api/cart' })
	}
	function changeQuantity(lineId: number, quantity: number) {
		send({ kind: 'quantity', lineId, quantity })
	}
	function remove(lineId: number) {
		if (!window.confirm('Remove this item from cart?')) return
		send({ kind: 'remove', lineId })
	}
	function clear() {
		if (!window.confirm('Are you sure you want to clear the cart?')) return
		send({ kind: 'clear' })
	}
	function tryAgain(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (lastChange.current) send(lastChange.current)
	}

	return (
		<dialog
			ref={dialog}
			className="cart-drawer"
			aria-labelledby="cart-drawer-title"
			data-testid="cart-drawer"
			onClose={close}
			onClick={(event) => {
				if (event.target === dialog.current) close() // a click on the backdrop
			}}
		>
			<div className="cart-drawer-panel">
				<header className="cart-drawer-header">
					<h2 id="cart-drawer-title">Your cart</h2>
					<button type="button" className="cart-drawer-close" onClick={close} aria-label="Close cart">
						<CloseIcon />
					</button>
				</header>
				<div className={`cart-drawer-progress${busy ? ' is-busy' : ''}`} aria-hidden="true" />
				{error ? (
					<p className="form-error" role="alert">
						{error}
					</p>
				) : null}
				{/* Try again (a submit button of this empty form) sends the change that got no answer again */}
				<form id="cart-drawer-retry" hidden onSubmit={tryAgain} />
				<NotSentNotice answer={isNotSent(fetcher.data) && fetcher.data.intent === 'load' ? undefined : fetcher.data} pending={busy} words={CHANGE_NOT_SENT_WORDS} form="cart-drawer-retry" testId="cart-not-sent" />
				{cart?.staggeredNotice ? (
					<p className="cart-drawer-warning" role="status" data-testid="staggered-notice">
						{`${cart.staggeredNotice} `}
						{cart.staggeredSearch ? (
							<Link to={cart.staggeredSearch} onClick={close}>
								Show those tyres
							</Link>
						) : null}
					</p>
				) : null}
				<div className="cart-drawer-body" aria-busy={busy}>
					{cart === null ? (
						<p className="cart-drawer-note">{unread ? "You're offline. Your cart shows here once you're back online." : 'Loading your cart…'}</p>
					) : empty ? (
						<p className="cart-drawer-note">Your cart is empty.</p>
					) : (
						<ul className="cart-lines">
							{items.map((item) => (
								<li key={item.lineId} className="cart-line" data-testid="cart-line">
									{/* always a picture (the drawn wheel without one): the line's grid keeps its columns */}
									<TyreImage src={item.image || null} alt="" size={64} eager className="cart-line-image" />
									<div className="cart-line-info">
										<Link to={href('/product/:slug', { slug: item.slug })} className="cart-line-name" onClick={close}>
											{item.brand} {item.model}
										</Link>
										<p className="cart-line-meta">
											{item.SIZE}
											{item.rating ? ` · ${item.rating}` : ''}
											{item.position ? <span className="cart-line-position"> · {item.position === 'front' ? 'Front' : 'Rear'}</span> : null}
										</p>
										<div className="cart-line-controls">
											<label>
												<span className="visually-hidden">
													Quantity of {item.brand} {item.model}
												</span>
												<select
													value={item.quantity}
													disabled={busy}
													onChange={(event) => changeQuantity(item.lineId, Number(event.target.value))}
												>
													{[1, 2, 3, 4, 5].map((n) => {
														const price = item[`Price for ${n}` as 'Price for 1']
														return (
															<option key={n} value={n} disabled={n > item['In Stock'] || price === null}>
																{n}
															</option>
														)
													})}
												</select>
											</label>
											<button type="button" className="link-button" disabled={busy} onClick={() => remove(item.lineId)}>
												Remove
											</button>
										</div>
									</div>
									<p className="cart-line-total">{formatMoney(dollarsToCents(item.lineTotal))}</p>
								</li>
							))}
							{services.map((service) => (
								<li key={`service-${service.lineId}`} className="cart-line cart-service-line" data-testid="cart-service-line">
									<div className="cart-line-info">
										<p className="cart-line-name">{service.quantity > 1 ? `${service.name} x ${service.quantity}` : service.name}</p>
										<p className="cart-line-meta">Service at your place · change it on the next page</p>
									</div>
									<p className="cart-line-total">{formatMoney(dollarsToCents(service.lineTotal))}</p>
								</li>
							))}
						</ul>
					)}
				</div>
				<footer className="cart-drawer-footer">
					<p className="cart-drawer-total">
						<span>Total</span>
						<strong data-testid="cart-total">{formatMoney(dollarsToCents(cart?.total ?? 0))}</strong>
					</p>
					<p className="cart-drawer-included">Incl. GST · Mobile Fitting Included</p>
					{cart?.shippingNotice ? (
						<p className="cart-drawer-fee" data-testid="cart-shipping-notice">
							{cart.shippingNotice}
						</p>
					) : null}
					<div className="cart-drawer-actions">
						<button type="button" className="button button-secondary" disabled={empty || busy} onClick={clear}>
							Clear Cart
						</button>
						{empty ? (
							<button type="button" className="button" disabled>
								Proceed to Shipping
							</button>
						) : (
							<Link to="/shipping" className="button" onClick={close}>
								Proceed to Shipping
							</Link>
						)}
					</div>
				</footer>
			</div>
		</dialog>
	)
}
