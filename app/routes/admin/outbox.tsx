import type { Route } from './+types/outbox'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { OUTBOX_PAGE_SIZE, recentOutbox } from '#app/domain/admin/outbox-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'

const STATUS_TEXT = { kept: 'Kept (not sent)', sent: 'Sent', failed: 'Failed' } as const

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const timeZone = getEnv().SHOP_TIMEZONE
	const messages = await recentOutbox(getDb())
	return {
		messages: messages.map((m) => ({ ...m, when: formatTimestamp(m.createdAt, timeZone) })),
		limit: OUTBOX_PAGE_SIZE,
		mailConfigured: Boolean(getEnv().SMTP_URL),
	}
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
	const { messages, limit, mailConfigured } = loaderData
	return (
		<section aria-labelledby="outbox-heading">
			<h2 id="outbox-heading">Outbox</h2>
			<p className="field-hint">
				The last {limit} e-mails and text messages.{' '}
				{mailConfigured ? 'E-mail goes out over SMTP.' : 'No mail server is set up (SMTP_URL), so e-mails are kept here instead of sent.'}
			</p>
			{messages.length ? (
				<div className="admin-grid">
					{messages.map((m) => (
						<article key={m.id} className="admin-card" data-testid="outbox-message">
							<h3 className="admin-card-title">{m.subject ?? (m.channel === 'sms' ? 'Text message' : '(no subject)')}</h3>
							<p className="admin-card-meta">
								{m.channel === 'sms' ? 'SMS' : 'E-mail'} to {m.recipient}
								<br />
								{m.when} ·{' '}
								<span className={`admin-badge ${m.status === 'failed' ? 'admin-badge-warn' : m.status === 'sent' ? 'admin-badge-ok' : ''}`}>{STATUS_TEXT[m.status]}</span>
							</p>
							{m.error ? <p className="field-error">{m.error}</p> : null}
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
	)
}
