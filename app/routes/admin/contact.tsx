import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/contact'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { clearContactMessages, deleteContactMessage, listContactMessages } from '#app/domain/contact/contact-admin.server'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ConfirmAction, ConfirmDelete, ConfirmStep } from '#app/ui/admin/confirm'
import { FormAlert } from '#app/ui/forms/field'

const TAB = '/admin/contact'
// spec §8 confirmations
const DELETE_QUESTION = 'Delete this message?'
const CLEAR_QUESTION = 'Clear all messages?'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const messages = await listContactMessages(getDb())
	const params = new URL(request.url).searchParams
	const deleteId = Number(params.get('delete'))
	const confirmingMessage = messages.find((m) => m.id === deleteId)
	return {
		messages: messages.map((m) => ({ ...m, received: formatTimestamp(m.createdAt, getEnv().SHOP_TIMEZONE) })),
		confirming: confirmingMessage
			? { kind: 'delete' as const, id: confirmingMessage.id, detail: `${confirmingMessage.name}: ${confirmingMessage.subject}` }
			: params.get('clear') === '1' && messages.length
				? { kind: 'clear' as const }
				: null,
	}
}

// Clear all, or delete one message (STYLE habit 6).
const ContactActionSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('clear') }), z.object({ intent: z.literal('delete') })])

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ message: read.message }, { status: read.status })
	const parsed = ContactActionSchema.safeParse({ intent: read.form.get('intent') })
	if (!parsed.success) return data({ message: 'That action was not understood.' }, { status: 400 })
	const back = adminReturnPath(read.form, TAB)
	const db = getDb()
	switch (parsed.data.intent) {
		case 'clear': {
			const count = await clearContactMessages(db)
			return redirectWithToast(back, { type: 'success', title: count === 1 ? '1 message cleared.' : `${count} messages cleared.` })
		}
		case 'delete': {
			const deleted = await deleteContactMessage(db, Number(read.form.get('id')))
			if (!deleted) return redirectWithToast(back, { type: 'error', title: 'Failed to delete the message.', description: 'It no longer exists.' })
			return redirectWithToast(back, { type: 'success', title: 'Message deleted.' })
		}
	}
}

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
	const { messages, confirming } = loaderData
	return (
		<section aria-labelledby="contact-heading">
			<div className="admin-toolbar">
				<h2 id="contact-heading">Contact messages</h2>
				{messages.length ? <ConfirmAction label="Clear All" message={CLEAR_QUESTION} fields={{ intent: 'clear' }} confirmParam={['clear', '1']} /> : null}
			</div>
			<FormAlert message={actionData?.message} />
			{confirming?.kind === 'delete' ? <ConfirmStep message={DELETE_QUESTION} detail={confirming.detail} fields={{ intent: 'delete', id: confirming.id }} /> : null}
			{confirming?.kind === 'clear' ? <ConfirmStep message={CLEAR_QUESTION} fields={{ intent: 'clear' }} /> : null}
			{messages.length ? (
				<div className="admin-grid">
					{messages.map((m) => (
						<article key={m.id} className="admin-card" aria-labelledby={`message-${m.id}-subject`} data-testid="contact-message">
							<h3 id={`message-${m.id}-subject`} className="admin-card-title">
								{m.subject}
							</h3>
							<p className="admin-card-meta">
								{m.name} · <a href={`mailto:${m.email}`}>{m.email}</a> · <a href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>{m.phone}</a>
								<br />
								<time dateTime={m.createdAt}>{m.received}</time>
							</p>
							<p className="admin-message-body">{m.message}</p>
							<ConfirmDelete id={m.id} message={DELETE_QUESTION} accessibleLabel={`Delete the message from ${m.name}`} />
						</article>
					))}
				</div>
			) : (
				<p className="admin-empty">No messages.</p>
			)}
		</section>
	)
}
