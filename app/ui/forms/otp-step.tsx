import { type FieldMetadata, getFormProps, getInputProps, type Submission, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import type { z } from 'zod'
import { control, ErrorList, Field, type FieldMeta } from './field'
import { SubmitButton } from './submit-button'
import { NotSentNotice } from './weak-signal'

// The second step of sign-up and password reset: the 6-digit code texted to the phone (numeric
// keypad; phones offer the code from the SMS), any fields the step adds, and a separate small
// form to ask for a new code. Both post to their page's action as plain forms.

/** The step's form: the code and whatever the step adds. */
type CodeForm = { otp: unknown } & Record<string, unknown>

/** The code field on its own, for a form that asks for a code among other things. */
export function OtpField({ meta, input }: { meta: FieldMeta; input: ReturnType<typeof getInputProps> }) {
	return (
		<Field meta={meta} label="Code from the SMS">
			<input key={input.key} {...control(input)} autoComplete="one-time-code" inputMode="numeric" maxLength={7} className="otp-input" />
		</Field>
	)
}

/** Its own small form, so asking for a new code never trips the code field's validation. */
export function ResendCode({ error, answer }: { error?: string; answer?: OtpAnswer }) {
	return (
		<Form method="post" className="account-resend">
			<span>No SMS after a minute?</span>
			<SubmitButton intent="resend" pendingText="Sending..." className="link-button">
				Send a new code
			</SubmitButton>
			<NotSentNotice answer={answer} intent="resend" />
			{error ? (
				<p className="field-error" role="alert">
					{error}
				</p>
			) : null}
		</Form>
	)
}

/** What the page's action answered: the code form refused, or the resend refused with a message. */
export type OtpAnswer = { intent: unknown; result?: SubmissionResult<string[]>; message?: string } | undefined

export function OtpStep<Value extends CodeForm>({
	id,
	schema,
	answer,
	title,
	lead,
	submit,
	back,
	extraFields,
}: {
	id: string
	schema: z.ZodType<unknown, Value>
	answer: OtpAnswer
	title: string
	lead: ReactNode
	/** the code form's button; its intent tells the answer to this form from the resend's */
	submit: { intent: string; label: string; pendingText: string }
	back: { to: string; label: string }
	/** fields the step asks for besides the code (reset: the new password) */
	extraFields?: (fields: ReturnType<typeof useForm<Value>>[1]) => ReactNode
}) {
	const lastResult = answer?.intent === submit.intent ? answer.result : undefined
	const resendError = answer?.intent === 'resend' ? answer.message : undefined
	const [form, fields] = useForm<Value>({
		id,
		lastResult,
		constraint: getZodConstraint(schema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		// parseWithZod types its result by the schema's output; conform wants the form's own value type
		onValidate: ({ formData }) => parseWithZod(formData, { schema }) as unknown as Submission<Value>,
	})
	const otp = fields.otp as unknown as FieldMetadata<string>
	return (
		<>
			<h1>{title}</h1>
			<p className="account-lead">{lead}</p>
			<Form method="post" {...getFormProps(form)}>
				<ErrorList id={form.errorId} errors={form.errors} />
				<OtpField meta={otp} input={getInputProps(otp, { type: 'text' })} />
				{extraFields?.(fields)}
				<NotSentNotice answer={answer} intent={submit.intent} />
				<SubmitButton intent={submit.intent} pendingText={submit.pendingText}>
					{submit.label}
				</SubmitButton>
			</Form>
			<ResendCode error={resendError} answer={answer} />
			<p className="account-links">
				<Link to={back.to}>{back.label}</Link>
			</p>
		</>
	)
}
