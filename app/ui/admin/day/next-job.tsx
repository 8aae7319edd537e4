import { nextJobOf, type DaySheet } from '#app/domain/day/day'

// The top of the owner's day on a phone: the next job still to do, with what is needed to get
// going (who, when, where, Call and Navigate) and a link down to its card.

export function NextJob({ sheet }: { sheet: DaySheet }) {
	const next = nextJobOf(sheet)
	if (!next) return null
	const { job, stop, slotLabel } = next
	return (
		<section className="day-next" aria-labelledby="day-next-heading" data-testid="next-job">
			<h3 id="day-next-heading" className="day-next-title">
				{sheet.isToday ? 'Next job' : 'First job'} <span className="day-next-stop">· stop {stop}</span>
			</h3>
			<p className="day-next-who">
				<strong>{job.customer.name}</strong>
				<span className="day-next-when">{slotLabel}</span>
			</p>
			<p className="day-next-where">
				{job.address.line}, {job.address.suburb} {job.address.postcode}
			</p>
			<div className="day-job-go">
				<a className="button button-small" href={job.address.directionsUrl} target="_blank" rel="noreferrer">
					Navigate
				</a>
				<a className="button button-secondary button-small" href={job.customer.callHref}>
					Call
				</a>
			</div>
			<a className="day-next-card" href={`#job-${job.id}`}>
				The job’s tyres, vehicle and Done ↓
			</a>
		</section>
	)
}
