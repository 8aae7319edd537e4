import { useEffect, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import type { HomeSearch } from '#app/domain/catalogue/search-query'
import { USUAL_QUANTITY } from '#app/domain/pricing/pricing'
import type { SizeTriple } from '#app/domain/catalogue/size'
import { AU_STATES } from '#app/domain/vehicles/rego'
import { CloseIcon } from '#app/ui/icons'
import { lazyPart } from '#app/ui/lazy-part'
import { useHydrated } from '#app/ui/use-hydrated'
import { SizeSelects, type SizeValues } from './size-selects'

// the rating and a review: server-rendered in place, its code not in the home page's first load
const HeroTrust = lazyPart(() => import('#app/ui/trust').then((m) => m.TrustSummary))

/** The home hero (spec §2): Search by Size with Search Tyre and Staggered Fit, and a plate lookup. */
export function HeroSearch({ sizes, search }: { sizes: readonly SizeTriple[]; search: HomeSearch }) {
	const hydrated = useHydrated()
	const [staggeredOpen, setStaggeredOpen] = useState(false)
	const { values, staggered } = search
	// the size searched (a staggered search's chosen axle), so the form says what the results are for
	const shownSize = staggered ? staggered[staggered.side] : null
	const sizeDefaults = shownSize
		? { width: String(shownSize.width), profile: String(shownSize.profile), rim: String(shownSize.rim) }
		: { width: values.width ?? '', profile: values.profile ?? '', rim: values.rim ?? '' }
	const formError = !staggered && search.errors.form && !values.front_width ? search.errors.form : null

	return (
		<section className="hero hero-search" aria-labelledby="hero-heading">
			<div className="container hero-grid">
				<div className="hero-copy">
					<h1 id="hero-heading">New tyres, fitted where you are</h1>
					{/* first thing under the heading: on a phone it is in view with the search */}
					<HeroTrust quotes={1} className="hero-trust" />
					<p>
						We bring the tyres, the tools and the balancing machine to your driveway, workplace or the roadside across
						south-east Melbourne, 7 days a week. Every price includes GST and mobile fitting.
					</p>
					<ul className="fact-list">
						<li>Mobile fitting included in every price</li>
						<li>Home, work or roadside</li>
						<li>Open 7 days</li>
					</ul>
				</div>

				<div className="search-card" id="search-by-size">
					<h2>Search by Size</h2>
					<Form method="get" action="/#results" preventScrollReset className="size-search-form" aria-describedby={formError ? 'size-search-error' : undefined}>
						<SizeSelects
							sizes={sizes}
							idPrefix="hero"
							defaults={sizeDefaults}
							required
							errors={staggered ? undefined : { width: search.errors.width, profile: search.errors.profile, rim: search.errors.rim }}
						/>
						<div className="field quantity-field">
							<label htmlFor="hero-qty">How many tyres?</label>
							{/* a set of 4 is the default and sends nothing, so the common search's address stays short */}
							<select id="hero-qty" name="qty" defaultValue={search.quantity === USUAL_QUANTITY ? '' : String(search.quantity)}>
								{[1, 2, 3, 4, 5].map((n) => (
									<option key={n} value={n === USUAL_QUANTITY ? '' : n}>
										{n === USUAL_QUANTITY ? `${n} (a set)` : n}
									</option>
								))}
							</select>
						</div>
						{formError ? (
							<p className="form-error" id="size-search-error" role="alert">
								{formError}
							</p>
						) : null}
						<div className="search-card-actions">
							<button type="submit" className="button">
								Search Tyre
							</button>
							{hydrated ? (
								<button type="button" className="button button-secondary" onClick={() => setStaggeredOpen(true)}>
									Staggered Fit
								</button>
							) : (
								<a href="#staggered-fit" className="button button-secondary">
									Staggered Fit
								</a>
							)}
						</div>
					</Form>

					<form method="get" action="/vehicle" className="rego-mini">
						<p className="rego-mini-title">Don’t know your size? Find it from your number plate</p>
						<div className="rego-mini-fields">
							<label className="visually-hidden" htmlFor="hero-rego">
								Registration plate
							</label>
							<input id="hero-rego" name="rego" className="input" placeholder="e.g. 1ABC234" maxLength={12} autoComplete="off" required />
							<label className="visually-hidden" htmlFor="hero-state">
								State
							</label>
							<select id="hero-state" name="state" className="input" defaultValue="VIC">
								{AU_STATES.map((state) => (
									<option key={state}>{state}</option>
								))}
							</select>
							<button type="submit" className="button button-secondary">
								Find
							</button>
						</div>
						<p className="rego-mini-alt">
							or <Link to="/vehicle#make-model">search by make, model and year</Link>
						</p>
					</form>
				</div>
			</div>
			<StaggeredFit sizes={sizes} search={search} open={staggeredOpen} onClose={() => setStaggeredOpen(false)} />
		</section>
	)
}

/**
 * spec §2 Staggered Fit: front and rear width, profile and rim; Find Tyres stays disabled until
 * all six are chosen. A :target panel without JavaScript, a modal with it.
 */
function StaggeredFit({ sizes, search, open, onClose }: { sizes: readonly SizeTriple[]; search: HomeSearch; open: boolean; onClose: () => void }) {
	const hydrated = useHydrated()
	const panel = useRef<HTMLDivElement>(null)
	const v = search.values
	const [front, setFront] = useState<SizeValues>({ width: v.front_width ?? '', profile: v.front_profile ?? '', rim: v.front_rim ?? '' })
	const [rear, setRear] = useState<SizeValues>({ width: v.rear_width ?? '', profile: v.rear_profile ?? '', rim: v.rear_rim ?? '' })
	const complete = [front.width, front.profile, front.rim, rear.width, rear.profile, rear.rim].every((x) => x !== '')
	const error = v.front_width || v.rear_width ? search.errors.form : undefined

	useEffect(() => {
		if (!open) return
		panel.current?.querySelector('select')?.focus()
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape') onClose()
		}
		window.addEventListener('keydown', onKey)
		return () => window.removeEventListener('keydown', onKey)
	}, [open, onClose])

	return (
		<div
			id="staggered-fit"
			className={`modal${open ? ' is-open' : ''}`}
			role="dialog"
			aria-modal={hydrated ? true : undefined}
			aria-labelledby="staggered-title"
			onClick={(event) => {
				if (event.target === event.currentTarget) onClose()
			}}
		>
			<div className="modal-panel" ref={panel}>
				<div className="modal-head">
					<h2 id="staggered-title">Staggered Fit</h2>
					{hydrated ? (
						<button type="button" className="modal-close" onClick={onClose} aria-label="Close staggered fit">
							<CloseIcon />
						</button>
					) : (
						<a href="#search-by-size" className="modal-close" aria-label="Close staggered fit">
							<CloseIcon />
						</a>
					)}
				</div>
				<p>Different sizes front and rear? Choose both and we show each axle’s tyres, with matching pairs.</p>
				<Form method="get" action="/#results" preventScrollReset onSubmit={onClose}>
					<AxleSizes axle="front" sizes={sizes} defaults={front} onChange={setFront} />
					<AxleSizes axle="rear" sizes={sizes} defaults={rear} onChange={setRear} />
					{error ? (
						<p className="form-error" role="alert">
							{error}
						</p>
					) : null}
					<input type="hidden" name="side" value="front" />
					<button type="submit" className="button" disabled={hydrated && !complete}>
						Find Tyres
					</button>
				</Form>
			</div>
		</div>
	)
}

/** One axle's width, profile and rim in the Staggered Fit form, named front_width … rear_rim. */
function AxleSizes({
	axle,
	sizes,
	defaults,
	onChange,
}: {
	axle: 'front' | 'rear'
	sizes: readonly SizeTriple[]
	defaults: SizeValues
	onChange: (values: SizeValues) => void
}) {
	const Axle = axle === 'front' ? 'Front' : 'Rear'
	return (
		<fieldset className="staggered-axle">
			<legend>{`${Axle} tyres`}</legend>
			<SizeSelects
				sizes={sizes}
				idPrefix={axle}
				names={{ width: `${axle}_width`, profile: `${axle}_profile`, rim: `${axle}_rim` }}
				labels={{ width: `${Axle} width`, profile: `${Axle} profile`, rim: `${Axle} rim` }}
				defaults={defaults}
				required
				onChange={onChange}
			/>
		</fieldset>
	)
}
