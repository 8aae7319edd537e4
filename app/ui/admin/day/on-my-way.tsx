import { useState } from 'react'
import { Form, useRevalidator } from 'react-router'
import type { DayJob } from '#app/domain/day/day'
import { ON_MY_WAY_MESSAGES, ON_MY_WAY_MINUTES } from '#app/domain/day/on-my-way'
import { CHANGES_URL } from '#app/ui/admin/offline/send-change'
import { dateTimeFormat } from '#app/lib/date-format'

// "On my way" on a job card of today: one tap texts (and e-mails) the customer that the van is
// coming, about the chosen minutes away. Once per booking per day; afterwards the card says when
// it went. Without JavaScript a plain post to the day view. With it, sent at once to the day's
// change endpoint and never queued: a text saying "about 15 minutes" is wrong an hour later, so a
// tap without a signal says it was not sent.

function shopTime(stored: string, timeZone: string) {
	return dateTimeFormat({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(new Date(stored))
}

const SMS_NOTE: Record<NonNullable<DayJob['onMyWay']>['sms'], string> = {
	kept: ' (kept in the Outbox: no SMS provider)',
	queued: '',
	sent: '',
	delivered: '',
	failed: ' (the text failed: see the Outbox)',
}

export function OnMyWay({ job, returnUrl, timeZone, canSend }: { job: DayJob; returnUrl: string; timeZone: string; canSend: boolean }) {
	const [notSent, setNotSent] = useState<string | null>(null)
	const [sending, setSending] = useState(false)
	const { revalidate } = useRevalidator()
	if (job.onMyWay) {
		return (
			<p className="day-job-on-my-way-sent" data-testid="on-my-way-sent">
				On my way sent {shopTime(job.onMyWay.sentAt, timeZone)}, about {job.onMyWay.minutes} min{SMS_NOTE[job.onMyWay.sms]}
			</p>
		)
	}
	if (!canSend) return null

	async function send(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		if (navigator.onLine === false) return setNotSent(ON_MY_WAY_MESSAGES.noSignal)
		setSending(true)
		setNotSent(null)
		try {
			const response = await fetch(CHANGES_URL, { method: 'POST', body: new FormData(form), redirect: 'manual', credentials: 'same-origin' })
			// logged out, a server that is down or a proxy's page: the plain post shows what happened
			if (!response.headers.get('Content-Type')?.includes('application/json')) return form.submit()
			const answer = (await response.json()) as { ok: boolean; message: string }
			if (!answer.ok) return setNotSent(answer.message)
			await revalidate()
		} catch {
			setNotSent(ON_MY_WAY_MESSAGES.noSignal)
		} finally {
			setSending(false)
		}
	}

	return (
		<Form method="post" preventScrollReset className="day-job-on-my-way" onSubmit={send} aria-label={`On my way to ${job.customer.name}`}>
			<input type="hidden" name="intent" value="on-my-way" />
			<input type="hidden" name="id" value={job.id} />
			<input type="hidden" name="redirectTo" value={returnUrl} />
			<fieldset className="day-job-minutes">
				<legend>On my way: about</legend>
				<div className="day-job-minute-choices">
					{ON_MY_WAY_MINUTES.map((minutes) => (
						<label key={minutes} className="day-job-choice">
							<input type="radio" name="minutes" value={minutes} defaultChecked={minutes === job.suggestedMinutes} required />
							{minutes} min
						</label>
					))}
				</div>
			</fieldset>
			<button type="submit" className="button button-secondary day-job-on-my-way-button" disabled={sending} aria-label={`On my way: text ${job.customer.name}`}>
				{sending ? 'Sending…' : 'On my way'}
			</button>
			{notSent ? (
				<p className="field-error" role="alert" data-testid="on-my-way-not-sent">
					{notSent}
				</p>
			) : null}
		</Form>
	)
}
