import { data, Form, Link, useSubmit } from 'react-router'
import type { Route } from './+types/vehicle'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { AU_STATES } from '#app/domain/vehicles/rego'
import { vehiclePage, type VehicleMatch } from '#app/domain/vehicles/vehicle-page.server'
import { getRegoProvider } from '#app/domain/vehicles/vehicles.server'
import { getVehicleCookie } from '#app/lib/cookies.server'
import { getDb } from '#app/lib/db.server'
import { brandFromMatches, pageMeta } from '#app/lib/meta'
import { regoLookupsPerAddress } from '#app/lib/rate-limits/limits.server'
import { useRootData } from '#app/ui/root-data'
import { phoneHref } from '#app/ui/phone'
import { useHydrated } from '#app/ui/use-hydrated'
import catalogueCss from '#app/styles/catalogue.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogueCss }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const brand = brandFromMatches(matches)
	return pageMeta({
		title: `Find Tyres for Your Car by Rego or Make and Model | ${brand}`,
		description: `Enter your number plate, or your car's make, model and year, to see the tyre size it takes and the tyres ${brand} fits at your home or work across south-east Melbourne.`,
		keywords: 'tyres by rego, tyres by car model, what tyre size is my car, tyre size lookup Melbourne',
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = getDb()
	const page = await vehiclePage(db, await getCatalogue(db), new URL(request.url).searchParams, {
		provider: getRegoProvider(db),
		rateLimit: () => regoLookupsPerAddress.hit(context?.clientIp ?? 'unknown'),
	})
	const status = page.rego.status === 'invalid' ? 400 : 200
	const headers = new Headers({ 'Cache-Control': 'private, no-store' })
	// the car found is remembered for the checkout's vehicle fields (works without JavaScript)
	if (page.remember) headers.append('Set-Cookie', await getVehicleCookie().serialize(page.remember))
	return data(page, { status, headers })
}

export default function VehicleSearch({ loaderData }: Route.ComponentProps) {
	const { values, rego, makes, models, years, chosen, variants } = loaderData
	const phone = useRootData()?.shop.phone ?? ''
	const hydrated = useHydrated()
	const submit = useSubmit()
	const regoErrors = rego.status === 'invalid' ? rego.errors : {}

	// With JavaScript each choice searches at once; a new make or model starts the later choices over.
	const choose = (fields: Record<string, string>) => submit(fields, { method: 'get', action: '/vehicle', preventScrollReset: true })

	return (
		<div className="vehicle-page container">
			<h1>Find tyres for your vehicle</h1>
			<p>Look your car up by its number plate, or by make, model and year, to see its factory tyre size and the tyres we fit.</p>
			<div className="vehicle-grid">
				<section className="vehicle-card" id="rego" aria-labelledby="rego-heading">
					<h2 id="rego-heading">By registration</h2>
					<Form method="get" action="/vehicle" preventScrollReset noValidate>
						<div className="vehicle-form-row">
							<div className="field">
								<label htmlFor="rego-input">Number plate</label>
								<input
									id="rego-input"
									name="rego"
									className="input"
									defaultValue={values.rego}
									maxLength={12}
									autoComplete="off"
									aria-invalid={regoErrors.rego ? true : undefined}
									aria-describedby={regoErrors.rego ? 'rego-error' : undefined}
								/>
							</div>
							<div className="field">
								<label htmlFor="rego-state">State</label>
								<select
									id="rego-state"
									name="state"
									defaultValue={values.state.toUpperCase() || 'VIC'}
									aria-invalid={regoErrors.state ? true : undefined}
									aria-describedby={regoErrors.state ? 'state-error' : undefined}
								>
									{AU_STATES.map((state) => (
										<option key={state}>{state}</option>
									))}
								</select>
							</div>
						</div>
						{regoErrors.rego ? (
							<p className="field-error" id="rego-error">
								{regoErrors.rego}
							</p>
						) : null}
						{regoErrors.state ? (
							<p className="field-error" id="state-error">
								{regoErrors.state}
							</p>
						) : null}
						<button type="submit" className="button">
							Find my tyres
						</button>
					</Form>

					{rego.status === 'found' ? (
						<div data-testid="rego-result">
							<p className="form-success">
								{rego.matches.length > 1
									? `This plate matches ${rego.matches.length} versions of the vehicle. Choose yours:`
									: 'We found your vehicle:'}
							</p>
							<MatchList matches={rego.matches} phone={phone} />
						</div>
					) : null}
					{rego.status === 'not-found' ? (
						<div className="form-error" role="alert" data-testid="rego-not-found">
							<p>We could not find a vehicle with that registration.</p>
							<p>
								Search <Link to="/#search-by-size">by tyre size</Link> instead (it is printed on the tyre sidewall, see{' '}
								<a href="#sidewall">how to read it</a>), or by <a href="#make-model">make, model and year</a>.
							</p>
						</div>
					) : null}
					{rego.status === 'unavailable' ? (
						<div className="form-error" role="alert">
							<p>{rego.message}</p>
							<p>
								Search <Link to="/#search-by-size">by tyre size</Link> or by <a href="#make-model">make, model and year</a> instead.
							</p>
						</div>
					) : null}
				</section>

				<section className="vehicle-card" id="make-model" aria-labelledby="make-model-heading">
					<h2 id="make-model-heading">By make, model and year</h2>
					<Form method="get" action="/vehicle" preventScrollReset>
						{VEHICLE_FIELDS.map((field) => (
							<VehicleSelect key={field} field={field} chosen={chosen} options={{ make: makes, model: models, year: years }[field]} onChoose={hydrated ? choose : undefined} />
						))}
						<button type="submit" className={`button${hydrated ? ' visually-hidden' : ''}`}>
							{chosen.model ? 'Show tyre sizes' : 'Next'}
						</button>
					</Form>
					{variants ? (
						<div data-testid="make-model-result">
							{variants.length ? (
								<MatchList matches={variants} phone={phone} />
							) : (
								<p>We have no tyre sizes for that vehicle yet: read the size off your tyre sidewall below, or call us.</p>
							)}
						</div>
					) : null}
				</section>
			</div>
			<SidewallGuide />
		</div>
	)
}

/** The vehicle is chosen in this order; each select offers what exists for the choices before it. */
const VEHICLE_FIELDS = ['make', 'model', 'year'] as const
type VehicleField = (typeof VEHICLE_FIELDS)[number]

/**
 * One select of the make, model and year chain. A later select is disabled until the one before it
 * is chosen (it has no options yet); its key holds the choice before it, so it remounts with the
 * new default when an earlier choice changes. With JavaScript a choice searches at once, with the
 * choices before it: a new make or model starts the later choices over.
 */
function VehicleSelect({
	field,
	chosen,
	options,
	onChoose,
}: {
	field: VehicleField
	chosen: Record<VehicleField, string | number | null>
	options: readonly (string | number)[]
	onChoose?: (fields: Record<string, string>) => void
}) {
	const id = `vehicle-${field}`
	const before = VEHICLE_FIELDS.slice(0, VEHICLE_FIELDS.indexOf(field))
	const previous = before.at(-1)
	const value = chosen[field]
	return (
		<div className="field">
			<label htmlFor={id}>{field[0]!.toUpperCase() + field.slice(1)}</label>
			<select
				id={id}
				name={field}
				defaultValue={value ?? ''}
				key={previous ? `${field}-${chosen[previous]}-${value}` : `${field}-${value}`}
				disabled={previous !== undefined && options.length === 0}
				onChange={(event) => onChoose?.({ ...Object.fromEntries(before.map((f) => [f, String(chosen[f] ?? '')])), [field]: event.target.value })}
			>
				<option value="">{previous && options.length === 0 ? `Choose a ${previous} first` : `Choose a ${field}`}</option>
				{options.map((option) => (
					<option key={option}>{option}</option>
				))}
			</select>
		</div>
	)
}

function MatchList({ matches, phone }: { matches: VehicleMatch[]; phone: string }) {
	return (
		<ul className="vehicle-results">
			{matches.map((match) => (
				<li key={`${match.description}-${match.frontSize}-${match.rearSize}`} className="vehicle-result" data-testid="vehicle-match">
					<h3>{match.description}</h3>
					{match.frontSize === null ? (
						<p>
							We do not know this vehicle’s tyre size yet. Read it off a tyre <a href="#sidewall">(here is how)</a> or call us on{' '}
							<a href={phoneHref(phone)}>{phone}</a>.
						</p>
					) : match.staggered ? (
						<p>
							Factory sizes: front <strong>{match.frontSize}</strong>, rear <strong>{match.rearSize}</strong> (staggered fit)
						</p>
					) : (
						<p>
							Factory size: <strong>{match.frontSize}</strong>
						</p>
					)}
					{match.searchHref && match.tyreCount > 0 ? (
						<Link className="button" to={match.searchHref}>
							{match.staggered ? 'Show front and rear tyres' : `Show ${match.tyreCount} ${match.tyreCount === 1 ? 'tyre' : 'tyres'}`}
						</Link>
					) : match.frontSize ? (
						<p>
							We have nothing in {match.frontSize} in stock right now: call us on <a href={phoneHref(phone)}>{phone}</a> and we will order it in.
						</p>
					) : null}
				</li>
			))}
		</ul>
	)
}

/** How to read the size off the sidewall: the way on when a plate or model is not found. */
function SidewallGuide() {
	return (
		<section className="sidewall-guide" id="sidewall" aria-labelledby="sidewall-heading">
			<h2 id="sidewall-heading">How to read your tyre size</h2>
			<p>The size is moulded into the sidewall of every tyre, and printed on the tyre placard inside the driver’s door:</p>
			<p className="sidewall-example" aria-label="205/55R16 91V">
				<span>205</span>/<span>55</span>
				<span>R</span>
				<span>16</span> <span>91</span>
				<span>V</span>
			</p>
			<dl>
				<dt>205</dt>
				<dd>width of the tyre in millimetres</dd>
				<dt>55</dt>
				<dd>profile: the sidewall’s height as a percentage of the width</dd>
				<dt>R</dt>
				<dd>radial construction</dd>
				<dt>16</dt>
				<dd>rim diameter in inches</dd>
				<dt>91</dt>
				<dd>load index: the weight each tyre may carry (91 = 615 kg)</dd>
				<dt>V</dt>
				<dd>speed rating: the highest sustained speed (V = 240 km/h)</dd>
			</dl>
			<p>
				<Link className="button" to="/#search-by-size">
					Search by size
				</Link>
			</p>
		</section>
	)
}
