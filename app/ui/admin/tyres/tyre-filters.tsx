import { Form, Link, useSubmit } from 'react-router'
import { useHydrated } from '#app/ui/use-hydrated'

// Admin → Tyres: the filter row. A GET form (works without JavaScript); with it, each change
// submits at once.

export interface TyreFilterValues {
	brand: string
	model: string
	width: string | number
	profile: string | number
	rim: string | number
	q: string
	low: boolean
}

export interface TyreFilterOptions {
	brands: string[]
	models: string[]
	widths: Array<string | number>
	profiles: Array<string | number>
	rims: Array<string | number>
}

export function TyreFilters({ tab, filters, options }: { tab: string; filters: TyreFilterValues; options: TyreFilterOptions }) {
	const submit = useSubmit()
	const hydrated = useHydrated()
	const selects: Array<{ name: 'brand' | 'model' | 'width' | 'profile' | 'rim'; label: string; values: Array<string | number> }> = [
		{ name: 'brand', label: 'Brand', values: options.brands },
		{ name: 'model', label: 'Model', values: options.models },
		{ name: 'width', label: 'Width', values: options.widths },
		{ name: 'profile', label: 'Profile', values: options.profiles },
		{ name: 'rim', label: 'Rim', values: options.rims },
	]
	return (
		<Form
			method="get"
			className="admin-filters"
			aria-label="Filter tyres"
			onChange={(event) => {
				const form = event.currentTarget
				// the search box is sent with Enter or Search, not at every letter
				if ((event.target as unknown as HTMLInputElement).name === 'q') return
				// a new brand has other models: drop the model filter with it
				if ((event.target as unknown as HTMLSelectElement).name === 'brand') (form.elements.namedItem('model') as HTMLSelectElement).value = ''
				submit(form, { replace: true, preventScrollReset: true })
			}}
		>
			<div className="field admin-filter-search">
				<label htmlFor="filter-q">Search brand, model or size</label>
				<div className="admin-search-row">
					<input id="filter-q" name="q" type="search" defaultValue={filters.q} key={`q-${filters.q}`} maxLength={60} placeholder="e.g. michelin 205/55R16" />
					<button type="submit" className="button button-small">
						Search
					</button>
				</div>
			</div>
			{selects.map((select) => (
				<div className={`field admin-filter-${select.name}`} key={select.name}>
					<label htmlFor={`filter-${select.name}`}>{select.label}</label>
					<select id={`filter-${select.name}`} name={select.name} defaultValue={String(filters[select.name])} key={`${select.name}-${filters[select.name]}`}>
						<option value="">All</option>
						{select.values.map((value) => (
							<option key={value} value={value}>
								{value}
							</option>
						))}
					</select>
				</div>
			))}
			<label className="field-check admin-filter-low">
				<input type="checkbox" name="low" value="1" defaultChecked={filters.low} key={`low-${filters.low}`} />
				Low stock only
			</label>
			<div className="admin-filter-actions">
				{hydrated ? null : (
					<button type="submit" className="button button-small">
						Filter
					</button>
				)}
				<Link to={tab} className="button button-secondary button-small">
					Clear filters
				</Link>
			</div>
		</Form>
	)
}
