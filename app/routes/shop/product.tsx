import { useEffect, useState } from 'react'
import { data, href, isRouteErrorResponse, Link, useFetcher, useLocation, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/product'
import { tyreIdentityKey } from '#app/domain/cart/identity'
import { findListedTyre, tyreDetails } from '#app/domain/catalogue/catalogue.server'
import { similarTyres } from '#app/domain/catalogue/compare.server'
import { areaCheckFromQuery } from '#app/domain/service-areas/service-check.server'
import { PRODUCT_FAQ } from '#app/domain/catalogue/product-faq'
import { isSlug, stockLabel } from '#app/domain/catalogue/rules'
import { homeSearchHref } from '#app/domain/catalogue/search-url'
import { parseSize } from '#app/domain/catalogue/size'
import { displayPriceTier, preselectedQuantity, quantityOptions, shippingFee, shippingNotice, shippingRule, USUAL_QUANTITY } from '#app/domain/pricing/pricing'
import { getDb } from '#app/lib/db.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import { AreaCheck } from '#app/ui/area-check'
import { ServedMarkup } from '#app/ui/served-markup'
import { TrustSummary } from '#app/ui/trust'
import { useRootData } from '#app/ui/root-data'
import { useOpenCartDrawer } from '#app/ui/cart-drawer-context'
import { ADD_NOT_SENT_WORDS, AddButton, type AddAnswer, addedCart, addRefusal, AddToCartFields, OutOfStockNote, submitTo } from '#app/ui/add-to-cart'
import { NotSentNotice } from '#app/ui/forms/weak-signal'
import { phoneHref } from '#app/ui/phone'
import { BrandMark, TyreImage } from '#app/ui/tyre-picture'
import { FeaturesAndWarranty } from '#app/ui/search/features-and-warranty'
import { CompareBar, CompareTick } from '#app/ui/compare'
import type { CatalogueTyre } from '#app/domain/catalogue/types'
import catalogueCss from '#app/styles/catalogue.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogueCss }]

/** What the not-found page can offer: the size the address names, when it names one. */
function sizeInSlug(slug: string) {
	const match = /(\d{3})-(\d{2})r(\d{2})/.exec(slug)
	return match ? parseSize(`${match[1]}/${match[2]}R${match[3]}`) : null
}

export async function loader({ params, request }: Route.LoaderArgs) {
	const db = getDb()
	const tyre = isSlug(params.slug) ? await findListedTyre(db, params.slug) : undefined
	if (!tyre) throw data({ size: isSlug(params.slug) ? sizeInSlug(params.slug) : null }, { status: 404 })
	const [details, areaCheck, similar] = await Promise.all([tyreDetails(db, tyre.id), areaCheckFromQuery(db, new URL(request.url).searchParams), similarTyres(db, tyre)])
	return { tyre, details, areaCheck, similar }
}

export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formAction?.startsWith('/api/cart')) return false
	return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
	const brand = brandFromMatches(matches)
	if (!loaderData) return [{ title: `Tyre not found | ${brand}` }, { name: 'robots', content: 'noindex' }]
	const { tyre } = loaderData
	const price = displayPriceTier(tyre)
	return pageMeta({
		title: `${[tyre.brand, tyre.model, tyre.size, tyre.loadSpeedRating].filter(Boolean).join(' ')} | ${brand}`,
		description: `${tyre.brand} ${tyre.model} ${tyre.size} fitted at your home, work or roadside across south-east Melbourne${price ? ` from ${formatMoney(price.unitPrice)} a tyre` : ''}, GST and mobile fitting included.`,
		keywords: `${tyre.brand} ${tyre.model}, ${tyre.size} tyres, mobile tyre fitting Melbourne`,
	})
}

/** spec §2 product page: image, logo, model, size, rating, quantity 1 to 5, prices, Add To Cart, FAQ. */
export default function Product({ loaderData }: Route.ComponentProps) {
	const { tyre, details } = loaderData
	const root = useRootData()
	const phone = root?.shop.phone ?? ''
	const location = useLocation()
	const openDrawer = useOpenCartDrawer()
	const fetcher = useFetcher<AddAnswer>()
	const options = quantityOptions(tyre)
	const preselected = preselectedQuantity(options)
	const firstChoice = options.find((o) => o.quantity === preselected)
	const [selected, setSelected] = useState<number | null>(firstChoice?.quantity ?? null)
	const chosen = options.find((o) => o.quantity === selected && !o.disabled)
	const inCart = (root?.cartKeys ?? []).includes(tyreIdentityKey(tyre))
	const outOfStock = tyre.stock <= 0
	const busy = fetcher.state !== 'idle'
	const answer = fetcher.data
	const added = addedCart(answer)
	const refusal = addRefusal(answer)

	useEffect(() => {
		if (added) openDrawer?.()
	}, [added, openDrawer])

	return (
		<>
			<div className="product container">
				<nav aria-label="Breadcrumb" className="breadcrumb">
					<Link to="/">Home</Link> › <Link to={homeSearchHref({ width: tyre.width, profile: tyre.profile, rim: tyre.rim })}>{tyre.size} tyres</Link> ›{' '}
					<span aria-current="page">
						{tyre.brand} {tyre.model}
					</span>
				</nav>
				<div className="product-grid">
					<div className="product-media">
						<BrandMark brand={tyre.brand} logoUrl={tyre.brandLogoUrl} width={120} height={40} className="product-logo" />
						<TyreImage src={tyre.imageUrl} alt={`${tyre.brand} ${tyre.model} tyre`} size={420} eager className="product-image" testId="product-image" />
					</div>
					<div className="product-info">
						<h1>
							{tyre.brand} {tyre.model}
						</h1>
						<p className="product-subtitle">
							{tyre.size} {tyre.loadSpeedRating}
						</p>
						<TrustSummary quotes={3} className="product-trust" />
						<dl className="product-specs">
							<dt>Size</dt>
							<dd>{tyre.size}</dd>
							<dt>Load/speed rating</dt>
							<dd>{tyre.loadSpeedRating ?? '—'}</dd>
							{tyre.marking ? (
								<>
									<dt>Marking</dt>
									<dd>{tyre.marking}</dd>
								</>
							) : null}
							<dt>Runflat</dt>
							<dd>{tyre.runflat ? 'Yes' : 'No'}</dd>
							{tyre.type ? (
								<>
									<dt>Type</dt>
									<dd>{tyre.type}</dd>
								</>
							) : null}
							{tyre.category ? (
								<>
									<dt>Range</dt>
									<dd>{tyre.category}</dd>
								</>
							) : null}
							<dt>Availability</dt>
							<dd data-testid="product-stock">{stockLabel(tyre.stock)}</dd>
						</dl>

						{outOfStock ? (
							<OutOfStockNote phone={phone} />
						) : (
							<fetcher.Form method="post" action="/cart" className="product-form" onSubmit={submitTo(fetcher, '/api/cart/items')}>
								<AddToCartFields tyreId={tyre.id} redirectTo={location.pathname} />
								<fieldset className="quantity-buttons">
									<legend>Quantity</legend>
									<div className="quantity-button-row">
										{options.map((option) => (
											<label key={option.quantity} className={`quantity-button${option.disabled ? ' is-disabled' : ''}`}>
												<input
													type="radio"
													name="quantity"
													value={option.quantity}
													required
													disabled={option.disabled}
													defaultChecked={option.quantity === firstChoice?.quantity}
													onChange={() => setSelected(option.quantity)}
												/>
												<strong>{option.quantity}</strong>
												<small>{formatMoney(option.unitPrice)} each</small>
											</label>
										))}
									</div>
								</fieldset>
								<div className="product-price" aria-live="polite">
									{chosen ? (
										<>
											<p>
												Per tyre: <strong data-testid="product-unit-price">{formatMoney(chosen.unitPrice)}</strong>
											</p>
											<p className="product-total">
												Total: <span data-testid="product-total">{formatMoney(chosen.total)}</span>
											</p>
										</>
									) : (
										<p>Choose how many tyres you need.</p>
									)}
									<p className="tyre-card-included">Incl. GST · Mobile Fitting Included</p>
									{/* spec §9's fee said here, not first at checkout: for the chosen quantity where it
									    applies, else as the rule when a smaller quantity would bring it */}
									{chosen && shippingNotice(chosen.total) ? (
										<p className="product-fee" data-testid="product-shipping-notice">
											{shippingNotice(chosen.total)}
										</p>
									) : options.some((o) => !o.disabled && shippingFee(o.total) > 0) ? (
										<p className="product-fee product-fee-rule" data-testid="product-shipping-rule">
											{shippingRule()}
										</p>
									) : null}
								</div>
								<div className="product-actions">
									<AddButton className="button" disabled={inCart || busy} unchosen={!chosen}>
										{inCart ? 'Already in Cart' : busy ? 'Adding…' : 'Add To Cart'}
									</AddButton>
								</div>
								{refusal ? (
									<p className="field-error" role="alert">
										{refusal}
									</p>
								) : null}
								<NotSentNotice answer={answer} pending={busy} words={ADD_NOT_SENT_WORDS} />
							</fetcher.Form>
						)}
						{details ? <FeaturesAndWarranty details={details} /> : null}
						{loaderData.similar.length ? <CompareSimilar tyre={tyre} similar={loaderData.similar} /> : null}
						<div className="product-area-check">
							<AreaCheck answer={loaderData.areaCheck} action={location.pathname} />
						</div>
					</div>
				</div>
			</div>
			<section className="section section-soft" aria-labelledby="product-faq-heading">
				{/* the same for every tyre: served markup, made once */}
				<ServedMarkup as="div" className="container faq" island="product-faq" contentKey="" renderContent={() => <ProductFaq />} />
			</section>
		</>
	)
}

function ProductFaq() {
	return (
		<>
			<h2 id="product-faq-heading">Frequently asked questions</h2>
			{PRODUCT_FAQ.map((item, index) => (
				<details key={item.question} name="product-faq" open={index === 0}>
					<summary>{item.question}</summary>
					<p>{item.answer}</p>
				</details>
			))}
		</>
	)
}

/** This tyre and a few like it (same size, nearest in price), to tick and compare side by side. */
function CompareSimilar({ tyre, similar }: { tyre: CatalogueTyre; similar: CatalogueTyre[] }) {
	const priceFor4 = (t: CatalogueTyre) => {
		const tier = displayPriceTier(t)
		return tier ? `${formatMoney(tier.unitPrice)} each` : null
	}
	return (
		<section className="product-compare" aria-labelledby="product-compare-heading" data-testid="product-compare">
			<h2 id="product-compare-heading">Compare with similar tyres</h2>
			<ul className="product-compare-list">
				{[tyre, ...similar].map((t) => (
					<li key={t.id}>
						<CompareTick tyreId={t.id} name={`${t.brand} ${t.model}`} defaultChecked={t.id === tyre.id} />
						<span className="product-compare-name">
							{t.id === tyre.id ? (
								<strong>{`${t.brand} ${t.model} (this tyre)`}</strong>
							) : (
								<Link to={href('/product/:slug', { slug: t.slug })}>{`${t.brand} ${t.model}`}</Link>
							)}
							<small>{[t.loadSpeedRating, t.category, priceFor4(t)].filter(Boolean).join(' · ')}</small>
						</span>
					</li>
				))}
			</ul>
			<CompareBar quantity={USUAL_QUANTITY} className="is-inline" />
		</section>
	)
}

/** A product that does not exist: 404 with a way on (search by size, the size it named, a call). */
export function ErrorBoundary() {
	const error = useRouteError()
	const root = useRootData()
	const phone = root?.shop.phone ?? ''
	const notFound = isRouteErrorResponse(error) && error.status === 404
	const size = notFound ? (error.data as { size?: { width: number; profile: number; rim: number } | null })?.size : null
	return (
		<section className="container error-page" data-testid="product-not-found">
			<h1>{notFound ? 'We could not find that tyre' : 'Something went wrong'}</h1>
			<p>
				{notFound
					? 'It may have sold out or been taken out of our range. The same size from another brand usually fits just as well.'
					: 'Please try again in a moment.'}
			</p>
			<p className="search-card-actions">
				{size ? (
					<Link className="button" to={homeSearchHref(size)}>
						Show {size.width}/{size.profile}R{size.rim} tyres
					</Link>
				) : null}
				<Link className={size ? 'button button-secondary' : 'button'} to="/#search-by-size">
					Search by size
				</Link>
			</p>
			<p>
				Or call us on <a href={phoneHref(phone)}>{phone}</a> and we will find the right tyre for you.
			</p>
		</section>
	)
}
