import { data, Form, href, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/outbox'
import { OPT_OUT_SOURCES, optOut, recentOptOuts } from '#app/domain/consent/consent.server'
import { AddOptOutSchema } from '#app/domain/consent/consent-schema'
import { cancelScheduledMessage, sendFollowUpNow, waitingFollowUps } from '#app/domain/follow-ups/follow-ups.server'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { currentTime } from '#app/lib/clock.server'
import { OUTBOX_PAGE_SIZE, recentOutbox } from '#app/domain/messages/outbox.server'
import { recentReplies, REPLIES_PAGE_SIZE } from '#app/domain/messages/inbound.server'
import type { AdminPost } from '#app/lib/admin-post.server'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { getSmsSender, resendSms } from '#app/lib/outbox.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { FormAlert } from '#app/ui/forms/field'

const TAB = '/admin/outbox'
const STATUS_TEXT = { kept: 'Kept (not sent)', queued: 'Sent, awaiting delivery report', sent: 'Sent', delivered: 'Delivered', failed: 'Failed' } as const
const PROVIDER_NAME: Record<string, string> = { twilio: 'Twilio', clicksend: 'ClickSend' }
const STATUS_BADGE = { kept: '', queued: '', sent: 'admin-badge-ok', delivered: 'admin-badge-ok', failed: 'admin-badge-warn' } as const

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const timeZone = getEnv().SHOP_TIMEZONE
	const [messages, waiting, optOuts, replies] = await Promise.all([recentOutbox(getDb()), waitingFollowUps(getDb()), recentOptOuts(getDb()), recentReplies(getDb())])
	return {
		replies: replies.map((r) => ({ ...r, when: formatTimestamp(r.receivedAt, timeZone), provider: PROVIDER_NAME[r.provider] ?? r.provider })),
		repliesLimit: REPLIES_PAGE_SIZE,
		waiting: waiting.map((w) => ({ ...w, when: formatTimestamp(w.dueAt, timeZone) })),
		optOuts: optOuts.map((o) => ({ ...o, source: OPT_OUT_SOURCES[o.source] ?? o.source, when: formatTimestamp(o.at, timeZone) })),
		messages: messages.map((m) => ({ ...m, when: formatTimestamp(m.createdAt, timeZone), reported: m.statusAt ? formatTimestamp(m.statusAt, timeZone) : null })),
		limit: OUTBOX_PAGE_SIZE,
		mailConfigured: Boolean(getEnv().SMTP_URL),
		smsProvider: getSmsSender()?.name ?? null,
	}
}

// The outbox's four buttons (STYLE habit 6): a message's id, or the opt-out form's own fields.
const OutboxActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('cancel-scheduled') }),
	z.object({ intent: z.literal('send-scheduled') }),
	z.object({ intent: z.literal('add-opt-out') }),
	z.object({ intent: z.literal('resend') }),
])


export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ message: read.message, optOut: null }, { status: read.status })
	const parsed = OutboxActionSchema.safeParse({ intent: read.form.get('intent') })
	if (!parsed.success) return data({ message: 'That action was not understood.', optOut: null }, { status: 400 })
	const post: AdminPost = { db: getDb(), form: read.form, back: adminReturnPath(read.form, TAB) }
	switch (parsed.data.intent) {
		case 'cancel-scheduled':
			return cancelScheduled(post)
		case 'send-scheduled':
			return sendScheduled(post)
		case 'add-opt-out':
			return addOptOut(post)
		case 'resend':
			return resend(post)
	}
}

async function cancelScheduled({ db, form, back }: AdminPost) {
	const cancelled = await cancelScheduledMessage(db, Number(form.get('id')), { now: currentTime() })
	return cancelled
		? redirectWithToast(back, { type: 'success', title: 'Cancelled: it will not be sent.' })
		: redirectWithToast(back, { type: 'error', title: 'Not cancelled.', description: 'It was already sent or cancelled.' })
}

async function sendScheduled({ db, form, back }: AdminPost) {
	const sent = await sendFollowUpNow(db, Number(form.get('id')), { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE })
	return sent.ok ? redirectWithToast(back, { type: 'success', title: 'Sent.' }) : redirectWithToast(back, { type: 'error', title: 'Not sent.', description: sent.message })
}

async function addOptOut({ db, form, back }: AdminPost) {
	const parsed = AddOptOutSchema.safeParse(Object.fromEntries(form))
	const values = { channel: String(form.get('channel') ?? ''), recipient: String(form.get('recipient') ?? '') }
	if (!parsed.success) {
		const errors = parsed.error.flatten().fieldErrors
		return data({ message: null, optOut: { values, errors: { channel: errors.channel?.[0], recipient: errors.recipient?.[0] } } }, { status: 400 })
	}
	const added = await optOut(db, { ...parsed.data, source: 'owner' }, { now: currentTime() })
	if (!added.ok) return data({ message: null, optOut: { values, errors: { channel: undefined, recipient: added.message } } }, { status: 400 })
	return redirectWithToast(back, { type: 'success', title: added.already ? 'Already opted out.' : 'Opted out: no more review requests or reminders.', description: added.recipient })
}

async function resend({ db, form, back }: AdminPost) {
	const outcome = await resendSms(db, Number(form.get('id')))
	if (!outcome.ok) return redirectWithToast(back, { type: 'error', title: 'Not sent again.', description: outcome.message })
	return outcome.status === 'failed'
		? redirectWithToast(back, { type: 'error', title: 'Sent again, and it failed again.', description: 'The reason is on the new message at the top.' })
		: redirectWithToast(back, { type: 'success', title: 'Sent again.' })
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
	const { messages, limit, mailConfigured, smsProvider, waiting, optOuts, replies, repliesLimit } = loaderData
	const optOutForm = actionData && 'optOut' in actionData ? actionData.optOut : null
	return (
		<>
			<section aria-labelledby="replies-heading" className="admin-outbox-section">
				<h2 id="replies-heading">Replies</h2>
				<p className="field-hint">The last {repliesLimit} texts customers sent back, newest first.</p>
				{replies.length ? (
					<div className="admin-grid">
						{replies.map((r) => (
							<article key={r.id} className="admin-card" data-testid="sms-reply">
								<h3 className="admin-card-title">From {r.from}</h3>
								<p className="admin-card-meta">
									{r.when} · via {r.provider}
									{r.optOut ? (
										<>
											{' '}
											· <span className="admin-badge admin-badge-warn">Asked to stop texts</span>
										</>
									) : null}
								</p>
								<p className="admin-reply-body">{r.body}</p>
								{r.bookings.length ? (
									<p className="admin-card-meta">
										Bookings:{' '}
										{r.bookings.map((b, i) => (
											<span key={b.id}>
												{i ? ', ' : null}
												<Link to={`${href('/admin/bookings')}?${new URLSearchParams({ status: b.status === 'delivered' || b.status === 'cancelled' ? b.status : 'pending', q: b.reference })}`}>{b.reference}</Link> ({b.date})
											</span>
										))}
									</p>
								) : (
									<p className="admin-card-meta">No booking with this number.</p>
								)}
							</article>
						))}
					</div>
				) : (
					<p className="admin-empty">No replies yet.</p>
				)}
			</section>
			<section aria-labelledby="scheduled-heading" className="admin-outbox-section">
				<h2 id="scheduled-heading">Scheduled</h2>
				<p className="field-hint">
					Review requests and aftercare reminders waiting for their time (never sent in the shop's quiet hours, nor to anyone who opted out). Switch them on or off, and set the quiet hours, in Settings.
				</p>
				{waiting.length ? (
					<div className="admin-grid">
						{waiting.map((w) => (
							<article key={w.id} className="admin-card" data-testid="scheduled-message">
								<h3 className="admin-card-title">{w.label}</h3>
								<p className="admin-card-meta">
									To {w.customer} ({w.email}, {w.phone}) · {w.reference}
									<br />
									<span className="admin-badge">Scheduled for {w.when}</span>
								</p>
								<Form method="post" action={TAB} className="admin-card-actions">
									<input type="hidden" name="id" value={w.id} />
									<button type="submit" name="intent" value="send-scheduled" className="button button-small" aria-label={`Send now: the ${w.label.toLowerCase()} to ${w.customer}`}>
										Send now
									</button>
									<button type="submit" name="intent" value="cancel-scheduled" className="button button-secondary button-small" aria-label={`Cancel the ${w.label.toLowerCase()} to ${w.customer}`}>
										Cancel
									</button>
								</Form>
							</article>
						))}
					</div>
				) : (
					<p className="admin-empty">Nothing scheduled.</p>
				)}
			</section>
			<section aria-labelledby="outbox-heading">
				<h2 id="outbox-heading">Outbox</h2>
				<p className="field-hint">
					The last {limit} e-mails and text messages.{' '}
					{mailConfigured ? 'E-mail goes out over SMTP.' : 'No mail server is set up (SMTP_URL), so e-mails are kept here instead of sent.'}{' '}
					{smsProvider ? `Texts go out through ${PROVIDER_NAME[smsProvider] ?? 'the SMS gateway'}.` : 'No SMS provider is set up (SMS_PROVIDER), so texts are kept here instead of sent.'}
				</p>
				<FormAlert message={actionData?.message} />
				{messages.length ? (
					<div className="admin-grid">
						{messages.map((m) => (
							<article key={m.id} className="admin-card" data-testid="outbox-message">
								<h3 className="admin-card-title">{m.subject ?? (m.channel === 'sms' ? 'Text message' : '(no subject)')}</h3>
								<p className="admin-card-meta">
									{m.channel === 'sms' ? 'SMS' : 'E-mail'} to {m.recipient}
									<br />
									{m.when} ·{' '}
									<span className={`admin-badge ${STATUS_BADGE[m.status]}`}>{STATUS_TEXT[m.status]}</span>
									{m.reported ? <> · reported {m.reported}</> : null}
								</p>
								{m.error ? <p className="field-error">{m.error}</p> : null}
								{m.canResend ? (
									<Form method="post" action={TAB}>
										<input type="hidden" name="intent" value="resend" />
										<input type="hidden" name="id" value={m.id} />
										<button type="submit" className="button button-secondary button-small" aria-label={`Resend the text to ${m.recipient}`}>
											Resend
										</button>
									</Form>
								) : null}
								{m.attachments.length ? <p className="admin-card-meta">Attached: {m.attachments.join(', ')}</p> : null}
								<details>
									<summary>Message</summary>
									<pre className="admin-outbox-body">{m.body}</pre>
								</details>
							</article>
						))}
					</div>
				) : (
					<p className="admin-empty">Nothing sent yet.</p>
				)}
			</section>
			<section aria-labelledby="opt-outs-heading" className="admin-outbox-section">
				<h2 id="opt-outs-heading">Opted out</h2>
				<p className="field-hint">These get no review requests or aftercare reminders. Booking messages (codes, confirmations, reminders of a fitting) still go.</p>
				<Form method="post" action={TAB} className="admin-panel admin-form" aria-label="Add an opt-out">
					<div className="admin-form-grid">
						<div className="field">
							<label htmlFor="opt-out-channel">Channel</label>
							<select
								id="opt-out-channel"
								name="channel"
								defaultValue={optOutForm?.values.channel || 'sms'}
								aria-invalid={optOutForm?.errors.channel ? true : undefined}
								aria-describedby={optOutForm?.errors.channel ? 'opt-out-channel-error' : undefined}
							>
								<option value="sms">SMS</option>
								<option value="email">E-mail</option>
							</select>
							{optOutForm?.errors.channel ? (
								<p id="opt-out-channel-error" className="field-error">
									{optOutForm.errors.channel}
								</p>
							) : null}
						</div>
						<div className="field">
							<label htmlFor="opt-out-recipient">Phone number or e-mail</label>
							<input
								id="opt-out-recipient"
								name="recipient"
								type="text"
								required
								maxLength={254}
								defaultValue={optOutForm?.values.recipient ?? ''}
								aria-invalid={optOutForm?.errors.recipient ? true : undefined}
								aria-describedby={optOutForm?.errors.recipient ? 'opt-out-recipient-error' : undefined}
							/>
							{optOutForm?.errors.recipient ? (
								<p id="opt-out-recipient-error" className="field-error">
									{optOutForm.errors.recipient}
								</p>
							) : null}
						</div>
					</div>
					<input type="hidden" name="intent" value="add-opt-out" />
					<button type="submit" className="button button-small">
						Add opt-out
					</button>
				</Form>
				{optOuts.length ? (
					<ul className="admin-opt-outs" data-testid="opt-outs">
						{optOuts.map((o) => (
							<li key={`${o.channel}:${o.recipient}`}>
								{o.channel === 'sms' ? 'SMS' : 'E-mail'} · {o.recipient} · {o.source} · {o.when}
							</li>
						))}
					</ul>
				) : (
					<p className="admin-empty">No one has opted out.</p>
				)}
			</section>
		</>
	)
}
