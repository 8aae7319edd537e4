import { useEffect } from 'react'
import { data, Form, href, Link, useFetcher, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/compare'
import { tyreIdentityKey } from '#app/domain/cart/identity'
import { compareHref, compareNotices, comparePrice, comparisonRows, MAX_COMPARE, parseCompareRequest, type ComparedTyre } from '#app/domain/catalogue/compare'
import { loadComparison } from '#app/domain/catalogue/compare.server'
import { homeSearchHref } from '#app/domain/catalogue/search-url'
import { getDb } from '#app/lib/db.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import { ADD_NOT_SENT_WORDS, AddButton, type AddAnswer, addedCart, addRefusal, AddToCartFields, OutOfStockNote, submitTo } from '#app/ui/add-to-cart'
import { NotSentNotice } from '#app/ui/forms/weak-signal'
import { useOpenCartDrawer } from '#app/ui/cart-drawer-context'
import { useRootData } from '#app/ui/root-data'
import { BrandMark, TyreImage } from '#app/ui/tyre-picture'
import catalogueCss from '#app/styles/catalogue.css?url'

// Up to three tyres side by side (/compare?ids=3,7 or the ticks' ids=3&ids=7): everything is
// rendered on the server and each column adds to the cart as a plain form, so the page works
// without JavaScript. A row the tyres differ in is marked. Not for search engines (noindex).

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogueCss }]

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta({ title: `Compare tyres | ${brandFromMatches(matches)}`, description: 'Tyres side by side: price, load and speed rating, type, range, warranty, features and stock.' }),
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	const compare = parseCompareRequest(new URL(request.url).searchParams)
	const { tyres, missing } = await loadComparison(getDb(), compare.ids)
	const notices = compareNotices(compare, missing)
	// asked for tyres and none of them exist: the page says which, with a 404 for what was asked
	const status = tyres.length === 0 && notices.length > 0 ? 404 : 200
	return data({ tyres, quantity: compare.quantity, notices }, { status })
}

// adding from a column does not change the tyres compared: only the root's cart badge reloads
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formAction?.startsWith('/api/cart') || formAction === '/cart') return false
	return defaultShouldRevalidate
}

export default function Compare({ loaderData }: Route.ComponentProps) {
	const { tyres, quantity, notices } = loaderData
	const location = useLocation()
	const rows = comparisonRows(tyres, quantity)
	const ids = tyres.map((t) => t.tyre.id)
	const first = tyres[0]?.tyre
	const backHref = first ? homeSearchHref({ width: first.width, profile: first.profile, rim: first.rim, qty: quantity === 4 ? undefined : quantity }) : '/#search-by-size'

	return (
		<div className="container compare-page">
			<nav aria-label="Breadcrumb" className="breadcrumb">
				<Link to="/">Home</Link> › <span aria-current="page">Compare tyres</span>
			</nav>
			<h1>Compare tyres</h1>
			{notices.length ? (
				<div className="compare-notices" role="status" data-testid="compare-notices">
					{notices.map((notice) => (
						<p key={notice}>{notice}</p>
					))}
				</div>
			) : null}
			{tyres.length === 0 ? (
				<div className="compare-empty">
					<p>{`Tick Compare on up to ${MAX_COMPARE} tyres in your search results or on a tyre's page, then press Compare to see them side by side here.`}</p>
					<p>
						<Link className="button" to="/#search-by-size">
							Search by size
						</Link>
					</p>
				</div>
			) : (
				<>
					<Form method="get" action="/compare" className="compare-quantity">
						<input type="hidden" name="ids" value={ids.join(',')} />
						<label htmlFor="compare-qty">Prices for</label>
						<select id="compare-qty" name="qty" defaultValue={quantity} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
							{[1, 2, 3, 4, 5].map((n) => (
								<option key={n} value={n}>
									{n} {n === 1 ? 'tyre' : 'tyres'}
								</option>
							))}
						</select>
						<button type="submit" className="button button-secondary button-small compare-quantity-submit">
							Show prices
						</button>
					</Form>
					{/* on a phone the table swipes inside its box, the labels staying put; the page itself never scrolls sideways */}
					<div className="compare-scroll" role="region" aria-label="Tyres side by side" tabIndex={0} data-testid="compare-table">
						<table className={`compare-table compare-cols-${tyres.length}`}>
							<thead>
								<tr>
									<td className="compare-corner" />
									{tyres.map(({ tyre }) => (
										<th key={tyre.id} scope="col" className="compare-head" data-testid="compare-column">
											<TyreImage src={tyre.imageUrl} alt="" size={120} className="compare-image" />
											<BrandMark brand={tyre.brand} logoUrl={tyre.brandLogoUrl} width={72} height={24} className="compare-logo" />
											<Link to={href('/product/:slug', { slug: tyre.slug })} className="compare-name">
												<span>{tyre.brand}</span> {tyre.model}
											</Link>
											{tyres.length > 1 ? (
												<Link
													to={compareHref(
														ids.filter((id) => id !== tyre.id),
														quantity,
													)}
													className="compare-remove"
												>
													Remove<span className="visually-hidden">{` ${tyre.brand} ${tyre.model}`}</span>
												</Link>
											) : null}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{rows.map((row) => (
									<tr key={row.key} className={row.differs ? 'compare-differs' : undefined} data-row={row.key}>
										<th scope="row">{row.label}</th>
										{row.cells.map((cell, index) => (
											<td key={tyres[index]!.tyre.id}>
												{cell.length > 1 && row.key === 'features' ? (
													<ul>
														{cell.map((line) => (
															<li key={line}>{line}</li>
														))}
													</ul>
												) : (
													cell.map((line, i) => (i === 0 ? <strong key={line}>{line}</strong> : <small key={line}>{line}</small>))
												)}
											</td>
										))}
									</tr>
								))}
								<tr className="compare-actions">
									<th scope="row">
										<span className="visually-hidden">Add to cart</span>
									</th>
									{tyres.map((compared) => (
										<td key={compared.tyre.id}>
											<CompareAdd compared={compared} quantity={quantity} redirectTo={`${location.pathname}${location.search}`} />
											<Link to={href('/product/:slug', { slug: compared.tyre.slug })} className="compare-details-link">
												Details<span className="visually-hidden">{` of ${compared.tyre.brand} ${compared.tyre.model}`}</span>
											</Link>
										</td>
									))}
								</tr>
							</tbody>
						</table>
					</div>
					<p className="tyre-card-included">Prices incl. GST · Mobile Fitting Included</p>
					<p>
						<Link to={backHref}>{first ? `Back to ${first.size} tyres` : 'Search by size'}</Link>
					</p>
				</>
			)}
		</div>
	)
}

/** A column's Add to cart: the card's rules (the quantity priced, Already in Cart, out of stock). */
function CompareAdd({ compared, quantity, redirectTo }: { compared: ComparedTyre; quantity: number; redirectTo: string }) {
	const { tyre } = compared
	const root = useRootData()
	const openDrawer = useOpenCartDrawer()
	const fetcher = useFetcher<AddAnswer>()
	const price = comparePrice(tyre, quantity)
	const inCart = (root?.cartKeys ?? []).includes(tyreIdentityKey(tyre))
	const busy = fetcher.state !== 'idle'
	const answer = fetcher.data
	const added = addedCart(answer)
	const refusal = addRefusal(answer)
	useEffect(() => {
		if (added) openDrawer?.()
	}, [added, openDrawer])

	if (!price) return <OutOfStockNote phone={root?.shop.phone ?? ''} />
	return (
		<form method="post" action="/cart" className="compare-add" onSubmit={submitTo(fetcher, '/api/cart/items')}>
			<AddToCartFields tyreId={tyre.id} redirectTo={redirectTo} />
			<input type="hidden" name="quantity" value={price.quantity} />
			<AddButton className="button button-small" disabled={inCart || busy} unchosen={false}>
				{inCart ? 'Already in Cart' : busy ? 'Adding…' : `Add ${price.quantity} – ${formatMoney(price.total)}`}
				<span className="visually-hidden">{` ${tyre.brand} ${tyre.model}`}</span>
			</AddButton>
			{refusal ? (
				<p className="field-error" role="alert">
					{refusal}
				</p>
			) : null}
			<NotSentNotice answer={answer} pending={busy} words={ADD_NOT_SENT_WORDS} />
		</form>
	)
}
