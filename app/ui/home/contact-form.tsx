import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { CONTACT_FAILED, CONTACT_SENT, ContactSchema, HONEYPOT_FIELD } from '#app/domain/contact/contact-schema'
import type { Toast } from '#app/lib/toast.server'
import { ToastMessage } from '#app/ui/toast'

export const CONTACT_TOAST_MS = 3000 // spec §9: contact toast 3 s

type FieldMeta = { id: string; errorId: string; errors?: string[] }

function FieldError({ field }: { field: FieldMeta }) {
	return (
		<p id={field.errorId} className="field-error" aria-live="polite">
			{field.errors?.[0] ?? ''}
		</p>
	)
}

/**
 * The contact form (spec §2, §7 POST /api/contact/send). Without JavaScript it posts to /contact,
 * which redirects back with a flash message, or re-shows the form with field errors and the
 * input kept. With JavaScript the same schema validates in the browser and the message goes to
 * POST /api/contact/send, answered by a toast: 'Message sent successfully!' (3 s) or
 * 'Failed to send message. Try again.'
 */
export function ContactForm({
	lastResult,
	redirectTo,
	sent = false,
	headingId,
}: {
	lastResult?: SubmissionResult<string[]> | null
	/** where the no-JS post lands after success */
	redirectTo: string
	/** the page was reached right after a successful no-JS post */
	sent?: boolean
	headingId?: string
}) {
	const [sending, setSending] = useState(false)
	const [toast, setToast] = useState<{ toast: Toast; key: number } | null>(null)
	const [form, fields] = useForm({
		id: 'contact-form',
		lastResult,
		constraint: getZodConstraint(ContactSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
		onSubmit(event, { formData }) {
			event.preventDefault()
			const formElement = event.currentTarget
			setSending(true)
			setToast(null)
			sendMessage(formData)
				.then((result) => {
					setToast({ toast: result, key: Date.now() })
					if (result.type === 'success') {
						formElement.reset()
						form.reset()
					}
				})
				.finally(() => setSending(false))
		},
	})

	return (
		<>
			{sent ? (
				<p className="form-success" role="status" data-testid="contact-sent">
					{CONTACT_SENT} We will get back to you soon.
				</p>
			) : null}
			{form.errors?.length ? (
				<p className="form-error" role="alert" id={form.errorId}>
					{form.errors[0]}
				</p>
			) : null}
			<form method="post" action="/contact" className="contact-form" aria-labelledby={headingId} {...getFormProps(form)}>
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<div className="contact-grid">
					<div className="field">
						<label htmlFor={fields.name.id}>Name</label>
						<input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" />
						<FieldError field={fields.name} />
					</div>
					<div className="field">
						<label htmlFor={fields.email.id}>Email</label>
						<input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
						<FieldError field={fields.email} />
					</div>
					<div className="field">
						<label htmlFor={fields.phone.id}>Phone</label>
						<input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" />
						<FieldError field={fields.phone} />
					</div>
					<div className="field">
						<label htmlFor={fields.subject.id}>Subject</label>
						<input {...getInputProps(fields.subject, { type: 'text' })} />
						<FieldError field={fields.subject} />
					</div>
				</div>
				<div className="field">
					<label htmlFor={fields.message.id}>Message</label>
					<textarea {...getTextareaProps(fields.message)} rows={5} />
					<FieldError field={fields.message} />
				</div>
				{/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
				<div className="contact-hp" hidden>
					<label htmlFor="contact-website">Leave this field empty</label>
					<input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
				</div>
				<button type="submit" className="button contact-submit" disabled={sending}>
					{sending ? 'Sending...' : 'Send Message'}
				</button>
			</form>
			{toast ? (
				<ToastMessage key={toast.key} toast={toast.toast} durationMs={toast.toast.type === 'success' ? CONTACT_TOAST_MS : undefined} />
			) : null}
		</>
	)
}

async function sendMessage(formData: FormData): Promise<Toast> {
	const body: Record<string, string> = {}
	for (const [key, value] of formData) if (typeof value === 'string' && key !== 'redirectTo') body[key] = value
	try {
		const response = await fetch('/api/contact/send', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			body: JSON.stringify(body),
		})
		if (response.ok) return { type: 'success', title: CONTACT_SENT }
		const answer = (await response.json().catch(() => null)) as { error?: string } | null
		return { type: 'error', title: CONTACT_FAILED, description: response.status === 429 && answer?.error ? answer.error : undefined }
	} catch {
		return { type: 'error', title: CONTACT_FAILED }
	}
}
