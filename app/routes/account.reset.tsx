import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link } from 'react-router'
import type { Route } from './+types/account.reset'
import { completePasswordReset, RESET_SENT_MESSAGE, startPasswordReset } from '#app/domain/accounts/accounts.server'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { PASSWORD_MIN_LENGTH, ResetCodeSchema, SendResetOtpSchema } from '#app/domain/accounts/schema'
import { clientIp } from '#app/lib/context'
import { clearPendingStepCookie, pendingStepCookie, readPendingStep } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import { ErrorList, Field, Honeypot, HONEYPOT_FIELD, OtpField, ResendCode, SubmitButton } from '#app/ui/account-fields'
import accountCss from '#app/styles/account.css?url'
import { readPageForm } from '#app/lib/multipart.server'

// Password reset in two plain-form steps: the mobile number, then the texted code with the
// new password. The page says the same thing whether or not the number has an account.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: Route.MetaFunction = () => [
	...pageMeta({ title: 'Reset your password', description: 'Get a code by SMS to choose a new password for your account.' }),
	{ name: 'robots', content: 'noindex' },
]

const CODE_STEP = '/account/reset?step=code'
const TIMED_OUT = { type: 'error', title: 'Your reset timed out. Please start again.' } as const

export async function loader({ request }: Route.LoaderArgs) {
	const pending = await readPendingStep(request, 'reset')
	const wantsCode = new URL(request.url).searchParams.get('step') === 'code'
	if (wantsCode && !pending) throw await redirectWithToast('/account/reset', TIMED_OUT)
	return { step: wantsCode ? ('code' as const) : ('phone' as const), phone: pending ? formatAuMobile(pending.phone) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readPageForm(request)
	const intent = formData.get('intent')
	const db = getDb()
	const ip = clientIp(context)

	if (intent === 'reset' || intent === 'resend') {
		const pending = await readPendingStep(request, 'reset')
		if (!pending) return redirectWithToast('/account/reset', TIMED_OUT)
		if (intent === 'resend') {
			const sent = await startPasswordReset(db, pending, { ip })
			if (!sent.ok) return data({ intent, result: undefined, message: sent.message }, { status: sent.status })
			return redirectWithToast(CODE_STEP, { type: 'success', title: 'New code requested', description: RESET_SENT_MESSAGE })
		}
		const submission = parseWithZod(formData, { schema: ResetCodeSchema })
		if (submission.status !== 'success') return data({ intent, result: submission.reply({ hideFields: ['newPassword'] }) }, { status: 400 })
		const result = await completePasswordReset(db, { phone: pending.phone, ...submission.value })
		if (!result.ok) {
			return data({ intent, result: submission.reply({ formErrors: [result.message], hideFields: ['newPassword'] }) }, { status: result.status })
		}
		return redirectWithToast(
			'/account/login',
			{ type: 'success', title: 'Your password has been changed', description: 'Log in with your new password.' },
			{ headers: { 'Set-Cookie': await clearPendingStepCookie() } },
		)
	}

	const submission = parseWithZod(formData, { schema: SendResetOtpSchema })
	if (submission.status !== 'success') return data({ intent: 'send-code', result: submission.reply() }, { status: 400 })
	if (formData.get(HONEYPOT_FIELD)) return data({ intent: 'send-code', result: submission.reply({ formErrors: ['Please try again.'] }) }, { status: 400 })
	const sent = await startPasswordReset(db, submission.value, { ip })
	if (!sent.ok) return data({ intent: 'send-code', result: submission.reply({ formErrors: [sent.message] }) }, { status: sent.status })
	return redirectWithToast(
		CODE_STEP,
		{ type: 'success', title: 'Check your phone', description: RESET_SENT_MESSAGE },
		{ headers: { 'Set-Cookie': await pendingStepCookie({ kind: 'reset', phone: submission.value.phone }) } },
	)
}

export default function AccountReset({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<section className="container account-page">
			<div className="account-card">
				{loaderData.step === 'code' ? (
					<CodeStep
						phone={loaderData.phone ?? ''}
						lastResult={actionData?.intent === 'reset' ? actionData.result : undefined}
						resendError={actionData?.intent === 'resend' && 'message' in actionData ? actionData.message : undefined}
					/>
				) : (
					<PhoneStep lastResult={actionData?.intent === 'send-code' ? actionData.result : undefined} />
				)}
			</div>
		</section>
	)
}

type LastResult = SubmissionResult<string[]> | undefined

function PhoneStep({ lastResult }: { lastResult: LastResult }) {
	const [form, fields] = useForm({
		id: 'account-reset',
		lastResult,
		constraint: getZodConstraint(SendResetOtpSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SendResetOtpSchema }),
	})
	return (
		<>
			<h1>Reset your password</h1>
			<p className="account-lead">Enter the mobile number of your account and we will text you a code.</p>
			<Form method="post" {...getFormProps(form)}>
				<ErrorList id={form.errorId} errors={form.errors} />
				<Field
					label="Mobile number"
					input={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel', inputMode: 'tel', placeholder: '04xx xxx xxx' }}
					errors={fields.phone.errors}
					errorId={fields.phone.errorId}
				/>
				<Honeypot />
				<SubmitButton intent="send-code" pendingText="Sending code...">
					Send me a code
				</SubmitButton>
			</Form>
			<p className="account-links">
				<Link to={href('/account/login')}>Back to log in</Link>
			</p>
		</>
	)
}

function CodeStep({ phone, lastResult, resendError }: { phone: string; lastResult: LastResult; resendError?: string }) {
	const [form, fields] = useForm({
		id: 'account-reset-code',
		lastResult,
		constraint: getZodConstraint(ResetCodeSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetCodeSchema }),
	})
	return (
		<>
			<h1>Choose a new password</h1>
			<p className="account-lead">
				If <strong>{phone}</strong> has an account, we have texted it a 6-digit code. It expires in 10 minutes.
			</p>
			<Form method="post" {...getFormProps(form)}>
				<ErrorList id={form.errorId} errors={form.errors} />
				<OtpField input={getInputProps(fields.otp, { type: 'text' })} errors={fields.otp.errors} errorId={fields.otp.errorId} />
				<Field
					label="New password"
					hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
					input={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.newPassword.errors}
					errorId={fields.newPassword.errorId}
				/>
				<SubmitButton intent="reset" pendingText="Saving...">
					Save my new password
				</SubmitButton>
			</Form>
			<ResendCode error={resendError} />
			<p className="account-links">
				<Link to={href('/account/reset')}>Use another number</Link>
			</p>
		</>
	)
}
