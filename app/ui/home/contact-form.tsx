import { getFormProps, getInputProps, getTextareaProps, parse, useForm, type SubmissionResult } from '@conform-to/react'
import { useState, type FormEvent } from 'react'
import { CONTACT_CONSTRAINT, CONTACT_FAILED, CONTACT_SENT } from '#app/domain/contact/contact-texts'
import { HONEYPOT_FROM_FIELD } from '#app/lib/honeypot'
import type { Toast } from '#app/lib/toast'
import { control, ErrorSummary, Field, FormAlert } from '#app/ui/forms/field'
import { Honeypot } from '#app/ui/forms/honeypot'
import { type NotSent, NotSentNotice, notSentReason, POST_TIMEOUT_MS } from '#app/ui/forms/weak-signal'
import { ToastMessage } from '#app/ui/toast'
import type { validateContact } from './contact-validation'

export const CONTACT_TOAST_MS = 3000 // spec §9: contact toast 3 s

/**
 * The contact form (spec §2, §7 POST /api/contact/send). Without JavaScript it posts to /contact,
 * which redirects back with a flash message, or re-shows the form with field errors and the
 * input kept. With JavaScript the same schema validates in the browser and the message goes to
 * POST /api/contact/send, answered by a toast: 'Message sent successfully!' (3 s) or
 * 'Failed to send message. Try again.'
 *
 * The schema (zod, about 130 KB of script with conform's adapter) is fetched when the form is
 * first focused, not with the page: the form sits at the foot of the home page, which most
 * visitors never fill in. A send pressed before it has arrived waits for it; if it cannot be
 * fetched, the message goes to the server, which checks it the same way.
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
	const [notSent, setNotSent] = useState<NotSent | null>(null)
	const [form, fields] = useForm({
		id: 'contact-form',
		lastResult,
		constraint: CONTACT_CONSTRAINT,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		// only reached once the rules are here (submitFirstChecked); `notYetChecked` is a guard
		onValidate: ({ formData }) => (validate ?? notYetChecked)(formData),
		onSubmit(event, { formData }) {
			event.preventDefault()
			send(event.currentTarget, formData)
		},
	})
	const formProps = getFormProps(form)

	function send(formElement: HTMLFormElement, formData: FormData) {
		setSending(true)
		setToast(null)
		sendMessage(formData)
			.then(({ notSent, ...result }) => {
				setToast({ toast: result, key: Date.now() })
				// no answer (a weak signal): the message stays in the form with Try again
				setNotSent(notSent ? { notSent, intent: null } : null)
				if (result.type === 'success') {
					formElement.reset()
					form.reset()
				}
			})
			.finally(() => setSending(false))
	}

	/** A submit before the rules have arrived: wait for them, then submit again through conform. */
	function submitFirstChecked(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const formElement = event.currentTarget
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		// a field's own check on blur or input (conform's intent button): it is checked on sending
		if (submitter?.getAttribute('name') === CONFORM_INTENT) {
			loadValidation().catch(() => undefined)
			return
		}
		loadValidation().then(
			() => formElement.requestSubmit(submitter instanceof HTMLButtonElement && submitter.isConnected ? submitter : null),
			// no signal for the rules: the server checks the message and answers with what is wrong
			() => send(formElement, new FormData(formElement)),
		)
	}

	return (
		<>
			{sent ? (
				<p className="form-success" role="status" data-testid="contact-sent">
					{CONTACT_SENT} We will get back to you soon.
				</p>
			) : null}
			<FormAlert id={form.errorId} message={form.errors?.[0]} />
			<form
				method="post"
				action="/contact"
				className="contact-form"
				aria-labelledby={headingId}
				{...formProps}
				onFocus={() => loadValidation().catch(() => undefined)}
				onSubmit={(event) => (validate ? formProps.onSubmit(event) : submitFirstChecked(event))}
			>
				<ErrorSummary id="contact-summary" fields={fields} labels={{ name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' }} />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<div className="contact-grid">
					<Field meta={fields.name} label="Name" errors={fields.name.errors?.slice(0, 1)}>
						<input key={fields.name.key} {...control(getInputProps(fields.name, { type: 'text' }))} autoComplete="name" />
					</Field>
					<Field meta={fields.email} label="Email" errors={fields.email.errors?.slice(0, 1)}>
						<input key={fields.email.key} {...control(getInputProps(fields.email, { type: 'email' }))} autoComplete="email" />
					</Field>
					<Field meta={fields.phone} label="Phone" errors={fields.phone.errors?.slice(0, 1)}>
						<input key={fields.phone.key} {...control(getInputProps(fields.phone, { type: 'tel' }))} autoComplete="tel" />
					</Field>
					<Field meta={fields.subject} label="Subject" errors={fields.subject.errors?.slice(0, 1)}>
						<input key={fields.subject.key} {...control(getInputProps(fields.subject, { type: 'text' }))} />
					</Field>
				</div>
				<Field meta={fields.message} label="Message" errors={fields.message.errors?.slice(0, 1)}>
					<textarea key={fields.message.key} {...control(getTextareaProps(fields.message))} rows={5} />
				</Field>
				<Honeypot />
				<NotSentNotice answer={notSent} pending={sending} />
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

type Validate = typeof validateContact

/** the form's rules, once their chunk has arrived (shared by every contact form on the page) */
let validate: Validate | undefined
let validating: Promise<Validate> | undefined

function loadValidation(): Promise<Validate> {
	validating ??= import('./contact-validation').then(
		(module) => (validate = module.validateContact),
		(error: unknown) => {
			// the next focus or send asks again
			validating = undefined
			throw error
		},
	)
	return validating
}

/** the name of the button conform submits a field's own check with */
const CONFORM_INTENT = '__intent__'

/** A check with no rules yet: nothing is reported and nothing is sent. */
const notYetChecked: Validate = (formData) => parse(formData, { resolve: () => ({ error: {} }) })

async function sendMessage(formData: FormData): Promise<Toast & { notSent?: NotSent['notSent'] }> {
	const body: Record<string, string> = {}
	for (const [key, value] of formData) if (typeof value === 'string' && key !== 'redirectTo' && key !== HONEYPOT_FROM_FIELD) body[key] = value
	try {
		const response = await fetch('/api/contact/send', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			body: JSON.stringify(body),
			signal: AbortSignal.timeout(POST_TIMEOUT_MS),
		})
		if (response.ok) return { type: 'success', title: CONTACT_SENT }
		const answer = (await response.json().catch(() => null)) as { error?: string } | null
		const notSent = response.status >= 500 ? ('unreachable' as const) : undefined
		return { type: 'error', title: CONTACT_FAILED, description: (response.status === 429 || response.status === 400) && answer?.error ? answer.error : undefined, notSent }
	} catch (error) {
		return { type: 'error', title: CONTACT_FAILED, notSent: notSentReason(error, navigator.onLine) ?? undefined }
	}
}
