import type { PickRow } from '#app/domain/day/pick-list'

// The day's pick list on the day view: what to load into the van, shortfalls first.

export function PickList({ rows }: { rows: PickRow[] }) {
	const total = rows.reduce((n, r) => n + r.needed, 0)
	const short = rows.filter((r) => r.shortBy > 0).length
	return (
		<details className="admin-panel day-pick-list" open={short > 0 ? true : undefined} data-testid="pick-list">
			<summary className="admin-panel-summary">
				Pick list: {total === 1 ? '1 tyre' : `${total} tyres`} to load
				{short ? <span className="admin-badge admin-badge-warn"> {short === 1 ? '1 short' : `${short} short`}</span> : null}
			</summary>
			{rows.length === 0 ? (
				<p className="admin-panel-body">Nothing left to load for this day.</p>
			) : (
				<ul className="day-pick-rows">
					{rows.map((row) => (
						<li key={row.key} className={`day-pick-row${row.shortBy ? ' day-pick-short' : ''}`} data-testid="pick-row">
							<span className="day-pick-qty">{row.needed} ×</span>
							<span className="day-pick-tyre">
								<strong>{row.size}</strong> {row.brand} {row.model}
								{row.rating ? ` ${row.rating}` : ''}
								<span className="day-pick-meta">
									{row.jobs === 1 ? '1 job' : `${row.jobs} jobs`}
									{row.onShelf === null ? ' · not in the catalogue: check stock by hand' : ` · on the shelf ${row.onShelf} · ${row.inStock} to sell`}
								</span>
							</span>
							{row.shortBy ? (
								<span className="admin-badge admin-badge-warn">Short {row.shortBy}</span>
							) : row.low ? (
								<span className="admin-badge">Low</span>
							) : (
								<span className="admin-badge admin-badge-ok">OK</span>
							)}
						</li>
					))}
				</ul>
			)}
		</details>
	)
}
