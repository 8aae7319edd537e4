import type { DaySheet, Takings as DayTakings } from '#app/domain/day/day'
import { formatMoney } from '#app/lib/money'
import type { PickRow } from '#app/domain/day/pick-list'
import { useRootData } from '#app/ui/root-data'
import { useHydrated } from '#app/ui/use-hydrated'
import { collectText } from './job-card'

// The printed run sheet: this one page (stops in order, and the pick list) exists only in print;
// after it, each job card prints on a page of its own (admin-day.css, @media print).

export function PrintButton() {
	const hydrated = useHydrated()
	if (!hydrated) return <p className="day-print-hint">To print the run sheet, use your browser’s Print.</p>
	return (
		<button type="button" className="button button-secondary button-small" onClick={() => window.print()}>
			Print run sheet
		</button>
	)
}

/** The day's takings by how they were paid (the done jobs), on the day view and the run sheet. */
export function Takings({ takings, className = 'day-takings' }: { takings: DayTakings; className?: string }) {
	if (takings.byMethod.length === 0) return null
	return (
		<dl className={className} data-testid="day-takings" aria-label="Takings">
			{takings.byMethod.map((row) => (
				<div key={row.by}>
					<dt>
						{row.label} ({row.jobs === 1 ? '1 job' : `${row.jobs} jobs`})
					</dt>
					<dd>{formatMoney(row.cents)}</dd>
				</div>
			))}
			<div className="day-takings-total">
				<dt>Takings</dt>
				<dd>{formatMoney(takings.totalCents)}</dd>
			</div>
		</dl>
	)
}

export function RunSheet({ sheet, picks }: { sheet: DaySheet; picks: PickRow[] }) {
	const shop = useRootData()?.shop
	let stop = 0
	return (
		<section className="run-sheet" aria-label="Run sheet" data-testid="run-sheet">
			<h2 className="run-sheet-title">
				Run sheet: {sheet.label}
				{shop ? <span className="run-sheet-shop"> · {shop.businessName}</span> : null}
			</h2>
			<p>
				{sheet.summary.jobs === 1 ? '1 job' : `${sheet.summary.jobs} jobs`} · {sheet.summary.tyres} tyres
			</p>
			<Takings takings={sheet.takings} className="day-takings run-sheet-takings" />
			<table className="run-sheet-table">
				<thead>
					<tr>
						<th scope="col">#</th>
						<th scope="col">Slot</th>
						<th scope="col">Customer</th>
						<th scope="col">Address</th>
						<th scope="col">Vehicle</th>
						<th scope="col">Tyres and services</th>
						<th scope="col">Payment</th>
					</tr>
				</thead>
				<tbody>
					{sheet.slots.flatMap((slot) =>
						slot.jobs.map((job) => {
							stop += 1
							return (
								<tr key={job.id}>
									<td>{stop}</td>
									<td>{slot.label}</td>
									<td>
										{job.customer.name}
										<br />
										{job.customer.phone}
									</td>
									<td>
										{job.address.line}, {job.address.suburb} {job.address.postcode}
									</td>
									<td>
										{job.vehicle.rego ?? '—'} {job.vehicle.description}
									</td>
									<td>{[...job.tyres.map((t) => `${t.quantity} × ${t.size} ${t.brand} ${t.model}`), ...job.services].join('; ')}</td>
									<td>{job.state === 'done' ? `Done. ${collectText(job.collect)}` : collectText(job.collect)}</td>
								</tr>
							)
						}),
					)}
				</tbody>
			</table>
			{picks.length ? (
				<>
					<h3>Pick list</h3>
					<table className="run-sheet-table">
						<thead>
							<tr>
								<th scope="col">Load</th>
								<th scope="col">Tyre</th>
								<th scope="col">On the shelf</th>
								<th scope="col">Check</th>
							</tr>
						</thead>
						<tbody>
							{picks.map((row) => (
								<tr key={row.key}>
									<td>{row.needed}</td>
									<td>
										{row.size} {row.brand} {row.model} {row.rating ?? ''}
									</td>
									<td>{row.onShelf ?? 'not in the catalogue'}</td>
									<td>{row.shortBy ? `SHORT ${row.shortBy}` : '☐'}</td>
								</tr>
							))}
						</tbody>
					</table>
				</>
			) : null}
		</section>
	)
}
