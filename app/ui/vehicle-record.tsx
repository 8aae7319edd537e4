import type { VehicleRecord } from '#app/domain/vehicles/vehicle-record'
import { formatDay } from '#app/domain/slots/shop-time'

/** A vehicle's tyre record: each visit's tyres (size, brand, positions) and services, latest first. */
export function VehicleRecordCard({ record, headingLevel = 3 }: { record: VehicleRecord; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const title = [record.rego, record.state, record.description ? `· ${record.description}` : ''].filter(Boolean).join(' ')
	return (
		<article className="vehicle-record" data-testid="vehicle-record">
			<Heading>{title}</Heading>
			<ol className="vehicle-record-visits">
				{record.visits.map((visit) => (
					<li key={visit.reference}>
						<p className="vehicle-record-date">
							<strong>{formatDay(visit.date)}</strong> · {visit.reference}
						</p>
						{visit.tyres.map((t, i) => (
							<p key={i}>
								{t.quantity} × {t.size} {t.brand} {t.model}
							</p>
						))}
						{visit.positions.length ? <p>Fitted: {visit.positions.join(', ')}</p> : null}
						{visit.services.length ? <p>Services: {visit.services.join(', ')}</p> : null}
					</li>
				))}
			</ol>
		</article>
	)
}
