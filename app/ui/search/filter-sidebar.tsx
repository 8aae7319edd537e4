import { Form, Link, useSubmit } from 'react-router'
import type { Facets } from '#app/domain/catalogue/types'
import type { HomeSearch } from '#app/domain/catalogue/search-query'
import { homeSearchHref, STOCK_SORT } from '#app/domain/catalogue/search-url'
import type { SizeTriple } from '#app/domain/catalogue/size'
import { Field } from '#app/ui/forms/field'
import { useHydrated } from '#app/ui/use-hydrated'
import { SizeSelects } from './size-selects'

/**
 * spec §2 filter sidebar: brand, type, sort by price, width, profile, rim, load index, speed
 * rating, runflat Yes/No. A GET form (the search lives in the URL); with JavaScript every
 * change applies at once, and any change starts again at page 1.
 */
export function FilterSidebar({ search, facets, sizes }: { search: HomeSearch; facets: Facets; sizes: readonly SizeTriple[] }) {
	const hydrated = useHydrated()
	const submit = useSubmit()
	const { values, staggered, errors } = search
	const clearHref = staggered
		? homeSearchHref({
				front_width: values.front_width,
				front_profile: values.front_profile,
				front_rim: values.front_rim,
				rear_width: values.rear_width,
				rear_profile: values.rear_profile,
				rear_rim: values.rear_rim,
				side: values.side,
				qty: values.qty,
			})
		: homeSearchHref({ width: values.width, profile: values.profile, rim: values.rim, brand: values.width ? undefined : values.brand, qty: values.qty })

	return (
		<div className="filters">
			<input type="checkbox" id="filters-toggle" className="filters-toggle" aria-label="Show filters" />
			<label htmlFor="filters-toggle" className="filters-toggle-label button button-secondary">
				Filters
			</label>
			<Form
				method="get"
				action="/#results"
				preventScrollReset
				className="filters-form"
				aria-label="Filter tyres"
				onChange={(event) => {
					if (!hydrated) return
					const form = event.currentTarget
					const changed = event.target instanceof HTMLSelectElement ? event.target.name : ''
					const data = new FormData(form)
					const sizeIncomplete = ['width', 'profile', 'rim'].some((n) => !data.get(n))
					// wait until a size is complete before searching it (spec §5), unless a brand narrows
					if (['width', 'profile', 'rim'].includes(changed) && sizeIncomplete && !data.get('brand')) return
					void submit(form, { preventScrollReset: true })
				}}
			>
				<h2 className="filters-title">Filter tyres</h2>
				{staggered ? (
					<>
						{(['front_width', 'front_profile', 'front_rim', 'rear_width', 'rear_profile', 'rear_rim', 'side'] as const).map((name) => (
							<input key={name} type="hidden" name={name} value={values[name] ?? (name === 'side' ? staggered.side : '')} />
						))}
					</>
				) : null}
				<Select name="brand" label="Brand" value={values.brand} options={facets.brands} anyLabel="All brands" error={errors.brand} />
				<Select name="type" label="Type" value={values.type} options={facets.types} anyLabel="All types" error={errors.type} />
				{/* the page lists by price unless asked otherwise (sending nothing keeps the address short);
				    the most stock first stays an option */}
				<Select
					name="sort"
					label="Sort by"
					value={values.sort?.trim().toLowerCase() === STOCK_SORT ? STOCK_SORT : search.filters?.sort === 'high-to-low' ? 'high-to-low' : ''}
					options={[
						['high-to-low', 'Price: high to low'],
						[STOCK_SORT, 'Most in stock'],
					]}
					anyLabel="Price: low to high"
					error={errors.sort}
				/>
				{values.qty ? <input type="hidden" name="qty" value={values.qty} /> : null}
				{search.vehicle ? <input type="hidden" name="vehicle" value={search.vehicle} /> : null}
				{staggered ? null : (
					<SizeSelects
						key={`${values.width}/${values.profile}/${values.rim}`}
						sizes={sizes}
						idPrefix="filter"
						defaults={{ width: values.width ?? '', profile: values.profile ?? '', rim: values.rim ?? '' }}
						errors={{ width: errors.width, profile: errors.profile, rim: errors.rim }}
					/>
				)}
				<Select name="load_index" label="Load index" value={values.load_index} options={facets.loadIndexes.map(String)} anyLabel="Any load index" error={errors.load_index} />
				<Select name="speed_rating" label="Speed rating" value={values.speed_rating?.toUpperCase()} options={facets.speedRatings} anyLabel="Any speed rating" error={errors.speed_rating} />
				<fieldset className="filter-runflat" key={`runflat-${values.runflat ?? ''}`}>
					<legend>Runflat</legend>
					{[
						['', 'Any'],
						['yes', 'Yes'],
						['no', 'No'],
					].map(([value, label]) => (
						<label key={value} className="radio-pill">
							<input type="radio" name="runflat" value={value} defaultChecked={(values.runflat?.toLowerCase() ?? '') === value} />
							{label}
						</label>
					))}
					{errors.runflat ? <p className="field-error">{errors.runflat}</p> : null}
				</fieldset>
				<div className="filters-actions">
					<button type="submit" className={`button${hydrated ? ' visually-hidden' : ''}`}>
						Apply filters
					</button>
					<Link to={clearHref} preventScrollReset className="link-button">
						Clear filters
					</Link>
				</div>
			</Form>
		</div>
	)
}

function Select({
	name,
	label,
	value,
	options,
	anyLabel,
	error,
}: {
	name: string
	label: string
	value: string | undefined
	options: readonly (string | readonly [string, string])[]
	/** the option for 'any' (value '') */
	anyLabel: string
	error?: string
}) {
	const pairs = options.map((o) => (typeof o === 'string' ? ([o, o] as const) : o))
	const current = value ?? ''
	const known = current === '' || pairs.some(([v]) => v.toLowerCase() === current.toLowerCase())
	const selected = pairs.find(([v]) => v.toLowerCase() === current.toLowerCase())?.[0] ?? current
	const id = `filter-${name}`
	return (
		<Field meta={{ id, errors: error ? [error] : null }} label={label}>
			<select
				id={id}
				name={name}
				defaultValue={selected}
				key={selected}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
			>
				<option value="">{anyLabel}</option>
				{known ? null : <option value={current}>{current}</option>}
				{pairs.map(([v, text]) => (
					<option key={v} value={v}>
						{text}
					</option>
				))}
			</select>
		</Field>
	)
}
