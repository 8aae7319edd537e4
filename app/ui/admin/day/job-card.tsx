import { Form } from 'react-router'
import { WHEEL_NUT_KEY_NOTE, type Collect, type DayJob } from '#app/domain/day/day'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { formatMoney } from '#app/lib/money'
import { ConfirmAction } from '#app/ui/admin/confirm'
import { ErrorList } from '#app/ui/forms/field'
import { RescheduleSelect, type RescheduleChoice } from '#app/ui/booking/reschedule-select'

// One fitting on the owner's day: everything needed at the kerb, then the job's actions. Every
// action is a plain form post back to the day view (it lands on the same day, with a toast).

export const CANCEL_QUESTION = 'Cancel this booking and e-mail the customer?'

const STATE_BADGE: Record<DayJob['state'], { label: string; className: string }> = {
	'to-do': { label: 'To do', className: 'admin-badge' },
	done: { label: 'Done', className: 'admin-badge admin-badge-ok' },
	'not-completed': { label: "Couldn't complete", className: 'admin-badge admin-badge-warn' },
}

export function collectText(collect: Collect) {
	switch (collect.kind) {
		case 'due':
			return `${formatMoney(collect.cents)} to collect`
		case 'paid':
			return 'Paid by card'
		case 'paid-part-refunded':
			return 'Paid by card (part refunded)'
		case 'nothing-due':
			return 'Nothing to collect'
	}
}

export function JobCard({
	job,
	stop,
	canMove,
	returnUrl,
	timeZone,
	choices,
	notCompletedError,
}: {
	job: DayJob
	/** the job's place in the day's order, 1-based */
	stop: number
	/** whether it can move earlier or later within its slot */
	canMove: { up: boolean; down: boolean }
	returnUrl: string
	timeZone: string
	choices: RescheduleChoice[]
	/** the reason form's input and error when it was refused */
	notCompletedError?: { reason: string; errors: string[] } | null
}) {
	const badge = STATE_BADGE[job.state]
	const titleId = `job-${job.id}-title`
	const hidden = (intent: string) => (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="id" value={job.id} />
			<input type="hidden" name="redirectTo" value={returnUrl} />
		</>
	)
	return (
		<article className={`admin-card day-job day-job-${job.state}`} aria-labelledby={titleId} data-testid="day-job" data-reference={job.reference}>
			<header className="day-job-head">
				<span className="day-job-stop" aria-label={`Stop ${stop}`}>
					{stop}
				</span>
				<h4 id={titleId} className="admin-card-title">
					{job.customer.name}
				</h4>
				<span className={badge.className}>{badge.label}</span>
			</header>
			<div className="day-job-sub">
				<span className="day-job-ref">{job.reference}</span>
				{canMove.up || canMove.down ? (
					<span className="day-job-move">
						{(['up', 'down'] as const).map((direction) =>
							canMove[direction] ? (
								<Form method="post" preventScrollReset key={direction}>
									{hidden('move')}
									<input type="hidden" name="direction" value={direction} />
									<button type="submit" className="button button-secondary button-small" aria-label={`Visit ${job.customer.name} ${direction === 'up' ? 'earlier' : 'later'}`}>
										{direction === 'up' ? '↑ Earlier' : '↓ Later'}
									</button>
								</Form>
							) : null,
						)}
					</span>
				) : null}
			</div>

			<div className="day-job-go">
				<a className="button button-small day-job-call" href={job.customer.callHref}>
					Call {job.customer.phone}
				</a>
				<a className="button button-secondary button-small" href={job.address.directionsUrl} target="_blank" rel="noreferrer">
					Navigate
				</a>
			</div>

			<dl className="day-job-facts">
				<dt>Address</dt>
				<dd>
					<a href={job.address.directionsUrl} target="_blank" rel="noreferrer">
						{job.address.line}, {job.address.suburb} {job.address.postcode}
					</a>
				</dd>
				<dt>Vehicle</dt>
				<dd>
					{job.vehicle.rego ? (
						<strong className="day-job-rego">
							{job.vehicle.rego}
							{job.vehicle.state ? ` (${job.vehicle.state})` : ''}
						</strong>
					) : (
						'No rego given'
					)}
					{job.vehicle.description ? ` · ${job.vehicle.description}` : ''}
				</dd>
				{job.services.length ? (
					<>
						<dt>Services</dt>
						<dd data-testid="day-job-services">{job.services.join(', ')}</dd>
					</>
				) : null}
				<dt>Tyres</dt>
				<dd>
					{job.tyres.length ? null : 'No tyres'}
					<ul className="day-job-tyres">
						{job.tyres.map((tyre, i) => (
							<li key={i}>
								<strong>{tyre.quantity} ×</strong> {tyre.brand} {tyre.model} <strong>{tyre.size}</strong>
								{tyre.rating ? ` ${tyre.rating}` : ''}
							</li>
						))}
					</ul>
					{job.positions.length ? <span className="day-job-positions">Positions: {job.positions.join(', ')}</span> : null}
				</dd>
				<dt>Wheel-nut key</dt>
				<dd>{WHEEL_NUT_KEY_NOTE}</dd>
				{job.notes ? (
					<>
						<dt>Notes</dt>
						<dd>{job.notes}</dd>
					</>
				) : null}
				<dt>Payment</dt>
				<dd className={job.collect.kind === 'due' ? 'day-job-due' : undefined}>{collectText(job.collect)}</dd>
			</dl>

			{job.notCompleted ? (
				<p className="day-job-reason" data-testid="not-completed-reason">
					Couldn't complete ({formatTimestamp(job.notCompleted.at, timeZone)}): {job.notCompleted.reason}
				</p>
			) : null}

			<div className="day-job-paper" aria-hidden="true">
				<p>Done ☐ Time: ________ Collected: ________</p>
				<p>Notes:</p>
				<p>&nbsp;</p>
			</div>

			{job.state === 'done' ? (
				<div className="day-job-actions">
					<p className="day-job-done-note">Done{job.doneAt ? ` at ${formatTimestamp(job.doneAt, timeZone)}` : ''}.</p>
					<Form method="post" preventScrollReset>
						{hidden('undo')}
						<button type="submit" className="button button-secondary button-small" aria-label={`Undo done for ${job.customer.name}`}>
							Undo
						</button>
					</Form>
				</div>
			) : (
				<>
					<div className="day-job-actions">
						<Form method="post" preventScrollReset>
							{hidden('done')}
							<button type="submit" className="button day-job-done-button" aria-label={`Done: ${job.customer.name}`}>
								Done
							</button>
						</Form>
					</div>
					<details className="day-job-more" open={notCompletedError ? true : undefined}>
						<summary>Couldn't complete</summary>
						<Form method="post" preventScrollReset className="day-job-form">
							{hidden('not-completed')}
							<label htmlFor={`reason-${job.id}`}>Why not? (kept on the booking)</label>
							<textarea
								id={`reason-${job.id}`}
								name="reason"
								rows={2}
								maxLength={300}
								required
								defaultValue={notCompletedError?.reason ?? job.notCompleted?.reason ?? ''}
								aria-invalid={notCompletedError ? true : undefined}
								aria-describedby={notCompletedError ? `reason-${job.id}-error` : undefined}
							/>
							<ErrorList id={`reason-${job.id}-error`} errors={notCompletedError?.errors} />
							<button type="submit" className="button button-secondary button-small">
								Keep as not completed
							</button>
						</Form>
					</details>
					<details className="day-job-more">
						<summary>Reschedule or cancel</summary>
						<Form method="post" preventScrollReset className="day-job-form">
							{hidden('reschedule')}
							<label htmlFor={`move-${job.id}`}>Move to</label>
							<RescheduleSelect id={`move-${job.id}`} choices={choices} />
							<button type="submit" className="button button-secondary button-small">
								Move and e-mail the customer
							</button>
						</Form>
						<div className="day-job-form">
							<ConfirmAction
								label="Cancel booking"
								message={CANCEL_QUESTION}
								fields={{ intent: 'cancel', id: job.id }}
								confirmParam={['cancel', String(job.id)]}
								accessibleLabel={`Cancel booking ${job.reference}`}
							/>
						</div>
					</details>
				</>
			)}
		</article>
	)
}
