import { useEffect, useId, useRef, useState } from 'react'
import { href, useFetcher } from 'react-router'
import { tyreIdentityKey } from '#app/domain/cart/identity'
import { isHouseBrand, stockLabel } from '#app/domain/catalogue/rules'
import type { CatalogueTyre, PairOffer } from '#app/domain/catalogue/types'
import { displayPriceTier, preselectedQuantity, quantityOptions, USUAL_QUANTITY } from '#app/domain/pricing/pricing'
import { formatMoney } from '#app/lib/money'
import { useRootData } from './root-data'
import { useOpenCartDrawer } from './cart-drawer-context'
import { ADD_NOT_SENT_WORDS, AddButton, type AddAnswer, addedCart, addRefusal, AddToCartFields, OutOfStockNote, submitTo } from './add-to-cart'
import { NotSentNotice } from './forms/weak-signal'
import { BrandMark, TyreImage } from './tyre-picture'
import { CompareTick } from './compare'

export function outOfStockMessage(phone: string) {
	return `Currently out of stock. For assistance, please contact us at ${phone}.`
}

// Text built with template strings where it mixes words and values: one text node each, not
// React's separate nodes with a comment between them (fewer nodes for 50 cards to send and hydrate).

/**
 * spec §2 tyre card: image, brand logo, model, size, load/speed rating; price options 1 to 5
 * (above the stock: disabled and struck through; a missing tier: left out); Price for 4 as the
 * displayed price; 'Already in Cart' once the tyre is in the cart. The product opens in a new
 * tab. The quantity the customer searched for (else a set of 4) is chosen already, so the
 * common case is one tap on 'Add 4 – $468.00'; on a phone the card is compact and a tap on
 * 'All prices' shows the other quantities. Without JavaScript the form posts to /cart and
 * comes back to `redirectTo`, and the button's label follows the chosen option through CSS.
 */
export function TyreCard(props: TyreCardProps) {
	const uid = useId()
	return (
		<CardArticle slug={props.tyre.slug} uid={uid}>
			<TyreCardContent {...props} uid={uid} />
		</CardArticle>
	)
}

/** A card's `<article>`: its content as elements, or as HTML made apart from the page (`html`). */
function CardArticle({ slug, uid, children, html }: { slug: string; uid: string; children?: React.ReactNode; html?: string }) {
	const attributes = { className: 'tyre-card', 'data-testid': 'tyre-card', 'data-slug': slug, 'aria-labelledby': `${uid}-title` }
	if (html !== undefined) return <article {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
	return <article {...attributes}>{children}</article>
}

export interface TyreCardProps {
	tyre: CatalogueTyre
	redirectTo: string
	pair?: PairOffer | null
	/** a staggered search: its two sizes and the axle this card's size is for */
	staggered?: StaggeredCardContext | null
	/** the quantity the customer searched for */
	wanted?: number
	/** a Compare tick for the page's compare form (the results grid has one) */
	compare?: boolean
}

/**
 * What a served card (plain HTML that React did not hydrate) showed when it was taken over by
 * React: the chosen quantity, the ticks, and the form whose submit brought it to life.
 */
export interface CardResume {
	selected: number | null
	compared: boolean
	pricesOpen: boolean
	submit: 'add' | 'pair' | null
}

/**
 * The card inside its `<article>`: the page's own cards, or a served card's article that React
 * takes over (`uid`: the id its markup already uses; `resume`: its state then).
 */
export function TyreCardContent({
	tyre,
	redirectTo,
	pair,
	staggered,
	wanted = USUAL_QUANTITY,
	compare = false,
	uid,
	resume,
}: TyreCardProps & { uid: string; resume?: CardResume }) {
	const root = useRootData()
	const openDrawer = useOpenCartDrawer()
	const fetcher = useFetcher<AddAnswer>()
	const options = quantityOptions(tyre)
	const preselected = preselectedQuantity(options, wanted)
	const checked = resume ? resume.selected : preselected
	const [selected, setSelected] = useState<number | null>(checked)
	const form = useRef<HTMLFormElement>(null)
	const submitted = useRef(false)
	const busy = fetcher.state !== 'idle'
	const answer = fetcher.data
	const added = addedCart(answer)
	const pairOffered = offeredPair(tyre, pair)

	useEffect(() => {
		if (added) openDrawer?.() // spec §2: after adding, the cart drawer opens
	}, [added, openDrawer])

	// a served card taken over by its add's submit sends that add now (once)
	useEffect(() => {
		if (resume?.submit !== 'add' || submitted.current || !form.current) return
		submitted.current = true
		void fetcher.submit(form.current, { method: 'post', action: ADD_ACTION })
	}, [resume, fetcher])

	return (
		<TyreCardMarkup
			tyre={tyre}
			uid={uid}
			redirectTo={redirectTo}
			staggered={staggered ?? null}
			compare={compare}
			phone={root?.shop.phone ?? ''}
			inCart={(root?.cartKeys ?? []).includes(tyreIdentityKey(tyre))}
			options={options}
			preselected={preselected}
			checked={checked}
			selected={selected}
			onQuantity={setSelected}
			busy={busy}
			refusal={addRefusal(answer)}
			resume={resume}
			form={form}
			onSubmit={submitTo(fetcher, ADD_ACTION)}
			pair={pairOffered ? <PairButton pair={pairOffered} staggered={staggered ?? null} redirectTo={redirectTo} submitNow={resume?.submit === 'pair'} /> : null}
			notice={<NotSentNotice answer={answer} pending={busy} words={ADD_NOT_SENT_WORDS} />}
		/>
	)
}

/**
 * A card as it is before anything is done with it, from its props alone: the results the
 * document is served with (served-cards.tsx). `cartKeys` and `phone`: the root's. With `render`
 * (React's string renderer, app/lib/static-markup.ts) its content is made apart from the page.
 */
export function ServedTyreCard({
	tyre,
	uid,
	redirectTo,
	pair,
	staggered = null,
	wanted = USUAL_QUANTITY,
	compare = false,
	phone,
	cartKeys,
	render,
}: TyreCardProps & { uid: string; phone: string; cartKeys: readonly string[]; render?: ((node: React.ReactNode) => string) | null }) {
	const options = quantityOptions(tyre)
	const preselected = preselectedQuantity(options, wanted)
	const pairOffered = offeredPair(tyre, pair)
	const content = (
		<TyreCardMarkup
			tyre={tyre}
			uid={uid}
			redirectTo={redirectTo}
			staggered={staggered}
			compare={compare}
			phone={phone}
			inCart={cartKeys.includes(tyreIdentityKey(tyre))}
			options={options}
			preselected={preselected}
			checked={preselected}
			selected={preselected}
			busy={false}
			refusal={null}
			pair={
				pairOffered ? (
					<PairForm pair={pairOffered} staggered={staggered} redirectTo={redirectTo} inCart={pairOffered.keys.every((key) => cartKeys.includes(key))} busy={false} refusal={null} />
				) : null
			}
			notice={null}
		/>
	)
	return render ? (
		<CardArticle slug={tyre.slug} uid={uid} html={render(content)} />
	) : (
		<CardArticle slug={tyre.slug} uid={uid}>
			{content}
		</CardArticle>
	)
}

function offeredPair(tyre: CatalogueTyre, pair: PairOffer | null | undefined) {
	return pair && tyre.stock > 0 ? pair : null
}

/** The card's markup from its state; `pair` and `notice` are the parts that carry their own. */
function TyreCardMarkup({
	tyre,
	uid,
	redirectTo,
	staggered,
	compare,
	phone,
	inCart,
	options,
	preselected,
	checked,
	selected,
	onQuantity,
	busy,
	refusal,
	resume,
	form,
	onSubmit,
	pair,
	notice,
}: {
	tyre: CatalogueTyre
	uid: string
	redirectTo: string
	staggered: StaggeredCardContext | null
	compare: boolean
	phone: string
	inCart: boolean
	options: ReturnType<typeof quantityOptions>
	/** the quantity chosen when the page came */
	preselected: number | null
	/** the quantity the options show chosen (a taken-over card: the customer's) */
	checked: number | null
	/** the quantity chosen now */
	selected: number | null
	onQuantity?: (quantity: number) => void
	busy: boolean
	refusal: string | null
	resume?: CardResume
	form?: React.RefObject<HTMLFormElement | null>
	onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
	pair: React.ReactNode
	notice: React.ReactNode
}) {
	// the price line agrees with the add button: the preselected quantity's price (spec §9's
	// Price for 4 when a set can be bought), the usual displayed tier when none can
	const lead = options.find((o) => o.quantity === preselected)
	const shown = lead ?? displayPriceTier(tyre)
	const outOfStock = tyre.stock <= 0
	const productHref = href('/product/:slug', { slug: tyre.slug })
	const chosen = options.find((o) => o.quantity === selected)

	return (
		<>
			<input
				type="checkbox"
				id={`${uid}-prices`}
				className="tyre-card-toggle"
				aria-label={`Show prices for ${tyre.brand} ${tyre.model}`}
				defaultChecked={resume?.pricesOpen}
			/>
			<div className="tyre-card-media">
				<a href={productHref} target="_blank" rel="noopener" tabIndex={-1} aria-hidden="true">
					<TyreImage src={tyre.imageUrl} alt="" size={240} />
				</a>
				<BrandMark brand={tyre.brand} logoUrl={tyre.brandLogoUrl} width={96} height={32} className="tyre-card-logo" />
				{isHouseBrand(tyre.brand) ? <span className="tyre-card-badge">Our brand</span> : null}
			</div>
			<div className="tyre-card-body">
				<h3 className="tyre-card-title" id={`${uid}-title`}>
					<a href={productHref} target="_blank" rel="noopener">
						<span className="tyre-card-brand">{tyre.brand}</span>{` ${tyre.model}`}
					</a>
				</h3>
				<p className="tyre-card-spec">
					<span className="tyre-card-size">{tyre.size}</span>
					{tyre.loadSpeedRating ? <span title="Load index and speed rating">{tyre.loadSpeedRating}</span> : null}
					{tyre.marking ? <span>{tyre.marking}</span> : null}
					{tyre.runflat ? <span className="tyre-card-runflat">Runflat</span> : null}
					{tyre.type ? <span>{tyre.type}</span> : null}
				</p>
				{tyre.warrantyKm ? <p className="tyre-card-warranty">{`${tyre.warrantyKm.toLocaleString('en-AU')} km warranty`}</p> : null}
				{/* the tick shares the stock's line: a phone shows more cards a screen */}
				<div className="tyre-card-stock-row">
					<p className={`tyre-card-stock${outOfStock ? ' is-out' : ''}`}>{stockLabel(tyre.stock)}</p>
					{compare ? <CompareTick tyreId={tyre.id} name={`${tyre.brand} ${tyre.model} ${tyre.size}`} defaultChecked={resume?.compared} /> : null}
				</div>
				{shown ? (
					<p className="tyre-card-price">
						<strong>{formatMoney(shown.unitPrice)}</strong> <span>{`each, Price for ${shown.quantity}`}</span>
					</p>
				) : null}
				<div className="tyre-card-panel">
					{/* a staggered car needs both sizes: the pair is the main action, one axle only the second */}
					{pair}
					{outOfStock ? (
						<OutOfStockNote phone={phone} />
					) : (
						// A plain form: its submit handler sends it through the fetcher. The router's Form
						// would add a component and its hooks to each of 50 cards to hydrate, for nothing.
						<form ref={form} method="post" action="/cart" className="tyre-card-form" onSubmit={onSubmit}>
							<AddToCartFields tyreId={tyre.id} redirectTo={redirectTo} />
							{staggered ? <StaggeredFields staggered={staggered} position /> : null}
							<fieldset className="price-options">
								<legend>Choose how many</legend>
								{options.map((option) => (
									<label key={option.quantity} className={`price-option${option.disabled ? ' is-disabled' : ''}`}>
										<input
											type="radio"
											name="quantity"
											value={option.quantity}
											required
											disabled={option.disabled || inCart}
											defaultChecked={option.quantity === checked}
											onChange={onQuantity && (() => onQuantity(option.quantity))}
										/>
										{/* the label's own text, not a span: the grid places it between the two */}
										{`${option.quantity} × ${formatMoney(option.unitPrice)}`}
										<span className="price-option-total">{formatMoney(option.total)}</span>
									</label>
								))}
							</fieldset>
							<p className="tyre-card-included">Incl. GST · Mobile Fitting Included</p>
							<div className="tyre-card-actions">
								<AddButton className={`button tyre-card-add${pair ? ' button-secondary' : ''}`} disabled={inCart || busy} unchosen={chosen === undefined}>
									{inCart
										? 'Already in Cart'
										: busy
											? 'Adding…'
											: preselected === null
												? 'Add to Cart'
												: // one label per option; CSS shows the chosen one (so it is right without JavaScript too)
												options
													.filter((option) => !option.disabled)
													.map((option) => (
														<span key={option.quantity} className="tyre-card-add-label" data-quantity={option.quantity}>
															{`Add ${option.quantity}${staggered ? ` ${staggered.axle} only` : ''} – ${formatMoney(option.total)}`}
														</span>
													))}
								</AddButton>
								<label htmlFor={`${uid}-prices`} className="tyre-card-toggle-label">
									All prices
								</label>
							</div>
							{refusal ? (
								<p className="field-error" role="alert">
									{refusal}
								</p>
							) : null}
							{notice}
						</form>
					)}
				</div>
			</div>
		</>
	)
}

const ADD_ACTION = '/api/cart/items'
const PAIR_ACTION = '/api/cart/pair'

export interface StaggeredCardContext {
	front: string
	rear: string
	axle: 'front' | 'rear'
}

/** The staggered search's sizes, for the cart to remember; `position`: the axle of a one-size add. */
function StaggeredFields({ staggered, position = false }: { staggered: StaggeredCardContext; position?: boolean }) {
	return (
		<>
			<input type="hidden" name="staggeredFront" value={staggered.front} />
			<input type="hidden" name="staggeredRear" value={staggered.rear} />
			{position ? <input type="hidden" name="position" value={staggered.axle} /> : null}
		</>
	)
}

function PairButton({ pair, staggered, redirectTo, submitNow = false }: { pair: PairOffer; staggered: StaggeredCardContext | null; redirectTo: string; submitNow?: boolean }) {
	const root = useRootData()
	const openDrawer = useOpenCartDrawer()
	const fetcher = useFetcher<AddAnswer>()
	const form = useRef<HTMLFormElement>(null)
	const submitted = useRef(false)
	const answer = fetcher.data
	const added = addedCart(answer)
	const busy = fetcher.state !== 'idle'
	useEffect(() => {
		if (added) openDrawer?.()
	}, [added, openDrawer])
	useEffect(() => {
		if (!submitNow || submitted.current || !form.current) return
		submitted.current = true
		void fetcher.submit(form.current, { method: 'post', action: PAIR_ACTION })
	}, [submitNow, fetcher])
	return (
		<PairForm
			pair={pair}
			staggered={staggered}
			redirectTo={redirectTo}
			inCart={pair.keys.every((key) => root?.cartKeys.includes(key))}
			busy={busy}
			refusal={addRefusal(answer)}
			form={form}
			onSubmit={submitTo(fetcher, PAIR_ACTION)}
			notice={<NotSentNotice answer={answer} pending={busy} words={ADD_NOT_SENT_WORDS} />}
		/>
	)
}

function PairForm({
	pair,
	staggered,
	redirectTo,
	inCart,
	busy,
	refusal,
	form,
	onSubmit,
	notice = null,
}: {
	pair: PairOffer
	staggered: StaggeredCardContext | null
	redirectTo: string
	inCart: boolean
	busy: boolean
	refusal: string | null
	form?: React.RefObject<HTMLFormElement | null>
	onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
	notice?: React.ReactNode
}) {
	return (
		<form ref={form} method="post" action="/cart" className="tyre-card-pair" onSubmit={onSubmit}>
			<input type="hidden" name="intent" value="add-pair" />
			<input type="hidden" name="frontTyreId" value={pair.frontTyreId} />
			<input type="hidden" name="rearTyreId" value={pair.rearTyreId} />
			<input type="hidden" name="quantity" value={pair.quantity} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
			{staggered ? <StaggeredFields staggered={staggered} /> : null}
			<p>{`Your car’s set: ${pair.quantity} × ${pair.frontSize} front + ${pair.quantity} × ${pair.rearSize} rear`}</p>
			<button type="submit" className="button tyre-card-add" disabled={inCart || busy}>
				{inCart ? 'Pair already in Cart' : `Add Front & Rear Pair – ${formatMoney(pair.total)}`}
			</button>
			{refusal ? (
				<p className="field-error" role="alert">
					{refusal}
				</p>
			) : null}
			{notice}
		</form>
	)
}
