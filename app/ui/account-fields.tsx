import { Form, useNavigation } from 'react-router'

// Small form pieces for the account pages (issue 8): a labelled input with its errors, an
// error list, and a submit button that says what it is doing while the post is on its way.

type InputProps = Record<string, unknown> & { key?: string | undefined; id: string }

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
	const list = errors?.filter(Boolean) ?? []
	if (!list.length) return null
	return (
		<ul id={id} className="account-errors">
			{list.map((error) => (
				<li key={error} className="field-error">
					{error}
				</li>
			))}
		</ul>
	)
}

/** conform's getInputProps result, rendered with its label, hint and errors. */
export function Field({
	label,
	input,
	errors,
	errorId,
	hint,
}: {
	label: string
	input: InputProps
	errors?: string[]
	errorId: string
	hint?: string
}) {
	// conform hands back `key` (to reset the input); React must get it directly, not spread.
	const { key, ...props } = input
	const hintId = hint ? `${props.id}-hint` : undefined
	const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined
	return (
		<div className="field">
			<label htmlFor={props.id}>{label}</label>
			{hint ? (
				<p id={hintId} className="field-hint">
					{hint}
				</p>
			) : null}
			<input key={key} {...props} aria-describedby={describedBy} />
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

/** A submit button; with JavaScript it shows `pendingText` while its own form is posting. */
export function SubmitButton({
	children,
	pendingText,
	intent,
	className = 'button',
}: {
	children: React.ReactNode
	pendingText: string
	intent?: string
	className?: string
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
	return (
		<button type="submit" className={className} name={intent ? 'intent' : undefined} value={intent} disabled={pending} aria-busy={pending || undefined}>
			{pending ? pendingText : children}
		</button>
	)
}

/** A trap for form-filling bots: hidden from people and from assistive technology. */
export function Honeypot() {
	return (
		<div className="account-hp" aria-hidden="true">
			<label>
				Leave this field empty
				<input type="text" name="contact_me_by_fax" tabIndex={-1} autoComplete="off" defaultValue="" />
			</label>
		</div>
	)
}

export const HONEYPOT_FIELD = 'contact_me_by_fax'

/** The 6-digit code field: numeric keypad, and phones offer the code from the SMS. */
export function OtpField({ input, errors, errorId }: { input: InputProps; errors?: string[]; errorId: string }) {
	return (
		<Field
			label="Code from the SMS"
			input={{ ...input, autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 7, className: 'otp-input' }}
			errors={errors}
			errorId={errorId}
		/>
	)
}

/** Its own small form, so asking for a new code never trips the code field's validation. */
export function ResendCode({ error }: { error?: string }) {
	return (
		<Form method="post" className="account-resend">
			<span>No SMS after a minute?</span>
			<SubmitButton intent="resend" pendingText="Sending..." className="link-button">
				Send a new code
			</SubmitButton>
			{error ? (
				<p className="field-error" role="alert">
					{error}
				</p>
			) : null}
		</Form>
	)
}
