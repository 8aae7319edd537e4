import { useEffect, useRef, useState } from 'react'
import { homeSearchHref } from '#app/domain/catalogue/search-url'
import type { SizeTriple } from '#app/domain/catalogue/size'
import type { CatalogueBrand } from '#app/domain/catalogue/types'
import { useDelegatedLinks } from '#app/ui/delegated-links'
import { ServedMarkup } from '#app/ui/served-markup'
import { useHydrated } from '#app/ui/use-hydrated'

/**
 * spec §2 Shop Tyres, tabs By Size and By Brand. The tabs are radio buttons styled as tabs,
 * so they switch with or without JavaScript. Its sizes and brands are plain links that one click
 * handler follows within the app, served islands (about 180 elements React need not hydrate).
 */
export function ShopTyres({ sizes, brands }: { sizes: readonly SizeTriple[]; brands: readonly CatalogueBrand[] }) {
	const followLink = useDelegatedLinks()
	return (
		<section id="shop-tyres" className="section shop-tyres" aria-labelledby="shop-tyres-heading" onClick={followLink}>
			<div className="container">
				<h2 id="shop-tyres-heading">Shop Tyres</h2>
				<div className="tabs">
					<input type="radio" name="shop-tab" id="shop-tab-size" className="tab-radio" defaultChecked />
					<label htmlFor="shop-tab-size" className="tab-label">
						By Size
					</label>
					<input type="radio" name="shop-tab" id="shop-tab-brand" className="tab-radio" />
					<label htmlFor="shop-tab-brand" className="tab-label">
						By Brand
					</label>

					<ServedMarkup
						as="div"
						className="tab-panel tab-panel-size"
						data-testid="shop-by-size"
						island="shop-sizes"
						contentKey={sizes.map((size) => size.join('/')).join(' ')}
						renderContent={() => <SizePanel sizes={sizes} />}
					/>
					<div className="tab-panel tab-panel-brand" data-testid="shop-by-brand">
						<BrandCarousel brands={brands} />
					</div>
				</div>
			</div>
		</section>
	)
}

/** The popular sizes by rim, each a link to its results. No hooks: served markup. */
function SizePanel({ sizes }: { sizes: readonly SizeTriple[] }) {
	const byRim = new Map<number, SizeTriple[]>()
	for (const size of sizes) byRim.set(size[2], [...(byRim.get(size[2]) ?? []), size])
	return (
		<>
			<p className="tab-intro">
				Popular sizes. Any other size: <a href="#search-by-size">search by width, profile and rim</a>.
			</p>
			{[...byRim.entries()].map(([rim, list]) => (
				<div key={rim} className="size-group">
					<h3>{rim} inch</h3>
					<ul className="size-chips">
						{list.map(([width, profile]) => (
							<li key={`${width}/${profile}`}>
								<a href={homeSearchHref({ width, profile, rim })} className="size-chip">
									{`${width}/${profile}R${rim}`}
								</a>
							</li>
						))}
					</ul>
				</div>
			))}
		</>
	)
}

/**
 * spec §2: a paged logo carousel, 5 logos a page on narrow screens and 10 otherwise (CSS
 * sizes the logos; a page is the visible width). Without JavaScript it scrolls sideways.
 */
function BrandCarousel({ brands }: { brands: readonly CatalogueBrand[] }) {
	const hydrated = useHydrated()
	const track = useRef<HTMLElement>(null)
	const [page, setPage] = useState({ current: 1, count: 1 })

	useEffect(() => {
		const element = track.current
		if (!element) return
		const measure = () => {
			const width = element.clientWidth || 1
			const count = Math.max(1, Math.ceil(element.scrollWidth / width - 0.05))
			const atEnd = element.scrollLeft >= element.scrollWidth - width - 2
			setPage({ current: atEnd ? count : Math.min(count, Math.round(element.scrollLeft / width) + 1), count })
		}
		measure()
		element.addEventListener('scroll', measure, { passive: true })
		// the tab may be hidden at first: measure again whenever the track's size changes
		const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
		observer?.observe(element)
		return () => {
			element.removeEventListener('scroll', measure)
			observer?.disconnect()
		}
	}, [])

	const go = (delta: number) => {
		const element = track.current
		if (!element) return
		element.scrollTo({ left: element.scrollLeft + delta * element.clientWidth, behavior: 'smooth' })
	}

	return (
		<div className="brand-carousel">
			<ServedMarkup
				as="ul"
				className="brand-track"
				ref={track}
				aria-label="Tyre brands"
				island="shop-brands"
				contentKey={brands.map((brand) => `${brand.name}\t${brand.logoUrl ?? ''}`).join('\n')}
				renderContent={() => <BrandItems brands={brands} />}
			/>
			{hydrated ? (
				<div className="carousel-controls">
					<button type="button" className="carousel-button" onClick={() => go(-1)} disabled={page.current <= 1} aria-label="Previous brands">
						‹
					</button>
					<span className="carousel-page" aria-live="polite">
						Page {page.current} of {page.count}
					</span>
					<button type="button" className="carousel-button" onClick={() => go(1)} disabled={page.current >= page.count} aria-label="Next brands">
						›
					</button>
				</div>
			) : null}
		</div>
	)
}

/** The brands' logos, each a link to its tyres. No hooks: served markup. */
function BrandItems({ brands }: { brands: readonly CatalogueBrand[] }) {
	return brands.map((brand) => (
		<li key={brand.name} className="brand-item">
			<a href={homeSearchHref({ brand: brand.name })} className="brand-link" aria-label={`${brand.name} tyres`}>
				{brand.logoUrl ? <img src={brand.logoUrl} alt="" width={120} height={40} loading="lazy" /> : null}
				<span className={brand.logoUrl ? 'brand-name' : undefined}>{brand.name}</span>
			</a>
		</li>
	))
}
