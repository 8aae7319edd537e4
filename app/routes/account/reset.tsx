import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link } from 'react-router'
import type { Route } from './+types/reset'
import { completePasswordReset, RESET_SENT_MESSAGE, startPasswordReset } from '#app/domain/accounts/accounts.server'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { PASSWORD_MIN_LENGTH, ResetCodeSchema, SendResetOtpSchema } from '#app/domain/accounts/schema'
import { clearPendingStepCookie, pendingStepCookie, readPendingStep } from '#app/lib/customer-session.server'
import { type CodeStepPost, codeStepsAction } from '#app/lib/code-steps.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import { isSpam } from '#app/lib/honeypot.server'
import { control, ErrorList, ErrorSummary, Field } from '#app/ui/forms/field'
import { Honeypot } from '#app/ui/forms/honeypot'
import { OtpStep } from '#app/ui/forms/otp-step'
import { SubmitButton } from '#app/ui/forms/submit-button'
import { keepFormOnFailedPost, NotSentNotice, serverAnswer, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'

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
	return codeStepsAction({ request, context }, 'reset', { sendCode, finish: resetPassword, resend: resendCode })
}

async function sendCode({ db, formData, ip }: CodeStepPost) {
	const submission = parseWithZod(formData, { schema: SendResetOtpSchema })
	if (submission.status !== 'success') return data({ intent: 'send-code', result: submission.reply() }, { status: 400 })
	if (await isSpam(formData)) return data({ intent: 'send-code', result: submission.reply({ formErrors: ['Please try again.'] }) }, { status: 400 })
	const sent = await startPasswordReset(db, submission.value, { ip })
	if (!sent.ok) return data({ intent: 'send-code', result: submission.reply({ formErrors: [sent.message] }) }, { status: sent.status })
	return redirectWithToast(
		CODE_STEP,
		{ type: 'success', title: 'Check your phone', description: RESET_SENT_MESSAGE },
		{ headers: { 'Set-Cookie': await pendingStepCookie({ kind: 'reset', phone: submission.value.phone }) } },
	)
}

async function resetPassword({ db, request, formData }: CodeStepPost) {
	const pending = await readPendingStep(request, 'reset')
	if (!pending) return redirectWithToast('/account/reset', TIMED_OUT)
	const submission = parseWithZod(formData, { schema: ResetCodeSchema })
	if (submission.status !== 'success') return data({ intent: 'reset', result: submission.reply({ hideFields: ['newPassword'] }) }, { status: 400 })
	const result = await completePasswordReset(db, { phone: pending.phone, ...submission.value })
	if (!result.ok) {
		return data({ intent: 'reset', result: submission.reply({ formErrors: [result.message], hideFields: ['newPassword'] }) }, { status: result.status })
	}
	return redirectWithToast(
		'/account/login',
		{ type: 'success', title: 'Your password has been changed', description: 'Log in with your new password.' },
		{ headers: { 'Set-Cookie': await clearPendingStepCookie() } },
	)
}

async function resendCode({ db, request, ip }: CodeStepPost) {
	const pending = await readPendingStep(request, 'reset')
	if (!pending) return redirectWithToast('/account/reset', TIMED_OUT)
	const sent = await startPasswordReset(db, pending, { ip })
	if (!sent.ok) return data({ intent: 'resend', result: undefined, message: sent.message }, { status: sent.status })
	return redirectWithToast(CODE_STEP, { type: 'success', title: 'New code requested', description: RESET_SENT_MESSAGE })
}

// With JavaScript a post that gets no answer keeps the form on screen with Try again.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function AccountReset({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<AccountCard>
			{loaderData.step === 'code' ? (
				<OtpStep
					id="account-reset-code"
					schema={ResetCodeSchema}
					answer={actionData}
					title="Choose a new password"
					lead={
						<>
							If <strong>{loaderData.phone ?? ''}</strong> has an account, we have texted it a 6-digit code. It expires in 10 minutes.
						</>
					}
					submit={{ intent: 'reset', label: 'Save my new password', pendingText: 'Saving...' }}
					back={{ to: href('/account/reset'), label: 'Use another number' }}
					extraFields={(fields) => (
						<Field meta={fields.newPassword} label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
							<input key={fields.newPassword.key} {...control(getInputProps(fields.newPassword, { type: 'password' }), { hint: true })} autoComplete="new-password" />
						</Field>
					)}
				/>
			) : (
				<PhoneStep notSent={actionData} lastResult={serverAnswer(actionData)?.intent === 'send-code' ? serverAnswer(actionData)?.result : undefined} />
			)}
		</AccountCard>
	)
}

type LastResult = SubmissionResult<string[]> | undefined

function PhoneStep({ notSent, lastResult }: { lastResult: LastResult; notSent: unknown }) {
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
				<ErrorSummary id="account-reset-summary" fields={fields} labels={{ phone: 'Mobile number' }} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<Field meta={fields.phone} label="Mobile number">
					<input key={fields.phone.key} {...control(getInputProps(fields.phone, { type: 'tel' }))} autoComplete="tel" inputMode="tel" placeholder="04xx xxx xxx" />
				</Field>
				<Honeypot />
				<NotSentNotice answer={notSent} intent="send-code" />
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
