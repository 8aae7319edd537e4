import { Form } from 'react-router'
import type { ChangeKind } from '#app/domain/day/changes'
import { NOT_COMPLETED_CAUSE_LABELS, NOT_COMPLETED_CAUSES, PAID_BY, PAID_BY_CHOICES, PAID_BY_LABELS, WHEEL_NUT_KEY_NOTE, type Collect, type DayJob, type PaidBy } from '#app/domain/day/day'
import { FAILED_ATTENDANCE_FEE_CENTS } from '#app/domain/booking/fees'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { formatMoney } from '#app/lib/money'
import { ConfirmAction, ConfirmStep } from '#app/ui/admin/confirm'
import { isWaiting } from '#app/ui/admin/offline/change-queue'
import { useChangeQueue } from '#app/ui/admin/offline/change-queue-context'
import { ErrorList } from '#app/ui/forms/field'
import { RescheduleSelect, type RescheduleChoice } from '#app/ui/booking/reschedule-select'
import { OnMyWay } from './on-my-way'

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
		case 'collected':
			return `Paid: ${PAID_BY_LABELS[collect.by]}, ${formatMoney(collect.cents)}`
	}
}

export function JobCard({
	job,
	stop,
	canMove,
	returnUrl,
	timeZone,
	choices,
	changeIds,
	notCompletedError,
	doneError,
	confirmDone,
	today = true,
}: {
	job: DayJob
	/** whether the job is on today's view: Done on another day's job asks first (a plain post), never through the queue */
	today?: boolean
	/** the job's place in the day's order, 1-based */
	stop: number
	/** whether it can move earlier or later within its slot */
	canMove: { up: boolean; down: boolean }
	returnUrl: string
	timeZone: string
	choices: RescheduleChoice[]
	/** the ids Done, Undo and Couldn't complete post with (see domain/day/changes.ts) */
	changeIds?: Record<string, string>
	/** the reason form's input and error when it was refused */
	notCompletedError?: { reason: string; cause: string; fee: boolean; errors: string[] } | null
	/** the Done form's error (how it was paid) when it was refused */
	doneError?: { errors: string[] } | null
	/** Done on a job of another day: the question, before it is marked */
	confirmDone?: { question: string; detail?: string; paidBy: PaidBy | null; returnUrl: string } | null
}) {
	const badge = STATE_BADGE[job.state]
	// with JavaScript, Done, Undo and Couldn't complete go through the phone's queue (sent at once
	// when there is a signal, kept until there is one)
	const queue = useChangeQueue()
	const waiting = queue ? isWaiting(queue.state.waiting, job.id) : false
	const queued = (kind: ChangeKind) =>
		queue
			? (event: React.FormEvent<HTMLFormElement>) => {
					event.preventDefault()
					queue.queueChange(event.currentTarget, { kind, bookingId: job.id, reference: job.reference, name: job.customer.name })
				}
			: undefined
	const titleId = `job-${job.id}-title`
	const hidden = (intent: string) => (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="id" value={job.id} />
			<input type="hidden" name="redirectTo" value={returnUrl} />
			{changeIds?.[intent] ? <input type="hidden" name="change" value={changeIds[intent]} /> : null}
		</>
	)
	return (
		<article id={`job-${job.id}`} className={`admin-card day-job day-job-${job.state}`} aria-labelledby={titleId} data-testid="day-job" data-reference={job.reference}>
			<header className="day-job-head">
				<span className="day-job-stop" aria-label={`Stop ${stop}`}>
					{stop}
				</span>
				<h4 id={titleId} className="admin-card-title">
					{job.customer.name}
				</h4>
				<span className={badge.className}>{badge.label}</span>
				{waiting ? (
					<span className="admin-badge day-job-waiting" data-testid="job-waiting">
						Waiting to send
					</span>
				) : null}
			</header>
			<div className="day-job-sub">
				<span className="day-job-ref">
					{job.reference}
					{job.byPhone ? ' · taken by phone' : ''}
				</span>
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

			<OnMyWay job={job} returnUrl={returnUrl} timeZone={timeZone} canSend={today && job.state !== 'done'} />

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
				<dd className={job.collect.kind === 'due' ? 'day-job-due' : job.collect.kind === 'collected' ? 'day-job-paid' : undefined} data-testid="job-payment">
					{collectText(job.collect)}
				</dd>
				{job.failedFee ? (
					<>
						<dt>Fee</dt>
						<dd data-testid="failed-fee">
							Failed-attendance fee {formatMoney(job.failedFee.cents)} applied {formatTimestamp(job.failedFee.at, timeZone)} (customer e-mailed)
						</dd>
					</>
				) : null}
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
					<Form method="post" preventScrollReset onSubmit={queued('undo')}>
						{hidden('undo')}
						<button type="submit" className="button button-secondary button-small" aria-label={`Undo done for ${job.customer.name}`}>
							Undo
						</button>
					</Form>
				</div>
			) : (
				<>
					{confirmDone ? (
						<ConfirmStep
							message={confirmDone.question}
							detail={confirmDone.detail}
							fields={{ intent: 'done', id: job.id, anyDay: 'yes', ...(confirmDone.paidBy ? { paidBy: confirmDone.paidBy } : {}) }}
							returnUrl={confirmDone.returnUrl}
						/>
					) : (
						<Form method="post" preventScrollReset className="day-job-actions day-job-close" onSubmit={today ? queued('done') : undefined}>
							{hidden('done')}
							{job.collect.kind === 'due' ? (
								<fieldset className="day-job-paid-by" aria-describedby={doneError ? `done-${job.id}-error` : undefined}>
									<legend>Done: how was the {formatMoney(job.collect.cents)} paid?</legend>
									<div className="day-job-choices">
										{PAID_BY.map((by) => (
											<label key={by} className="day-job-choice">
												<input type="radio" name="paidBy" value={by} required />
												{PAID_BY_CHOICES[by]}
											</label>
										))}
									</div>
									<ErrorList id={`done-${job.id}-error`} errors={doneError?.errors} />
								</fieldset>
							) : null}
							<button type="submit" className="button day-job-done-button" aria-label={`Done: ${job.customer.name}`}>
								Done
							</button>
						</Form>
					)}
					<details className="day-job-more" open={notCompletedError ? true : undefined}>
						<summary>Couldn't complete</summary>
						<Form method="post" preventScrollReset className="day-job-form" onSubmit={queued('not-completed')}>
							{hidden('not-completed')}
							<fieldset className="day-job-causes">
								<legend>Why not?</legend>
								<div className="day-job-choices">
									{NOT_COMPLETED_CAUSES.map((cause) => (
										<label key={cause} className="day-job-choice">
											<input type="radio" name="cause" value={cause} defaultChecked={notCompletedError?.cause === cause} />
											{NOT_COMPLETED_CAUSE_LABELS[cause]}
										</label>
									))}
								</div>
							</fieldset>
							<label htmlFor={`reason-${job.id}`}>Details (needed for Other; kept on the booking)</label>
							<textarea
								id={`reason-${job.id}`}
								name="reason"
								rows={2}
								maxLength={300}
								defaultValue={notCompletedError?.reason ?? ''}
								aria-invalid={notCompletedError ? true : undefined}
								aria-describedby={notCompletedError ? `reason-${job.id}-error` : undefined}
							/>
							<ErrorList id={`reason-${job.id}-error`} errors={notCompletedError?.errors} />
							{job.failedFee ? null : (
								<label className="day-job-choice day-job-fee">
									<input type="checkbox" name="fee" value="yes" defaultChecked={notCompletedError?.fee} />
									Apply the {formatMoney(FAILED_ATTENDANCE_FEE_CENTS)} failed-attendance fee and e-mail the customer
								</label>
							)}
							<button type="submit" className="button button-secondary">
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
