import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link, redirect } from 'react-router'
import type { Route } from './+types/register'
import { completeRegistration, startRegistration } from '#app/domain/accounts/accounts.server'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { PASSWORD_MIN_LENGTH, RegisterCodeSchema, SendOtpSchema } from '#app/domain/accounts/schema'
import {
	clearPendingStepCookie,
	customerLoginCookie,
	getCustomer,
	pendingStepCookie,
	readPendingStep,
} from '#app/lib/customer-session.server'
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

// Registration in two plain-form steps (spec §4 Customer account): details, then the code
// texted to the phone. Between them, the details wait in an encrypted cookie.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: Route.MetaFunction = () => [
	...pageMeta({ title: 'Create an account', description: 'Create an account with your mobile number to see your bookings and coupons.' }),
	{ name: 'robots', content: 'noindex' },
]

const CODE_STEP = '/account/register?step=code'
const TIMED_OUT = { type: 'error', title: 'Your sign-up timed out. Please start again.' } as const

export async function loader({ request }: Route.LoaderArgs) {
	if (await getCustomer(request)) throw redirect('/account', 303)
	const pending = await readPendingStep(request, 'register')
	const wantsCode = new URL(request.url).searchParams.get('step') === 'code'
	if (wantsCode && !pending) {
		throw await redirectWithToast('/account/register', TIMED_OUT)
	}
	return {
		step: wantsCode ? ('code' as const) : ('details' as const),
		// Prefill after 'Change details'; the password is never sent back to the page.
		defaults: pending ? { name: pending.name, phone: formatAuMobile(pending.phone) } : null,
		phone: pending ? formatAuMobile(pending.phone) : null,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	return codeStepsAction({ request, context }, 'verify', { sendCode, finish: verifyCode, resend: resendCode })
}

async function sendCode({ db, formData, ip }: CodeStepPost) {
	const submission = parseWithZod(formData, { schema: SendOtpSchema })
	if (submission.status !== 'success') return data({ intent: 'send-code', result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	if (await isSpam(formData)) {
		return data({ intent: 'send-code', result: submission.reply({ formErrors: ['Please try again.'], hideFields: ['password'] }) }, { status: 400 })
	}
	const sent = await startRegistration(db, submission.value, { ip })
	if (!sent.ok) {
		const reply =
			sent.status === 409
				? submission.reply({ fieldErrors: { phone: [sent.message] }, hideFields: ['password'] })
				: submission.reply({ formErrors: [sent.message], hideFields: ['password'] })
		return data({ intent: 'send-code', result: reply }, { status: sent.status })
	}
	return redirectWithToast(
		CODE_STEP,
		{ type: 'success', title: 'Code sent', description: `We have texted a 6-digit code to ${formatAuMobile(submission.value.phone)}.` },
		{ headers: { 'Set-Cookie': await pendingStepCookie({ kind: 'register', ...submission.value }) } },
	)
}

async function verifyCode({ db, request, formData }: CodeStepPost) {
	const pending = await readPendingStep(request, 'register')
	if (!pending) return redirectWithToast('/account/register', TIMED_OUT)
	const submission = parseWithZod(formData, { schema: RegisterCodeSchema })
	if (submission.status !== 'success') return data({ intent: 'verify', result: submission.reply() }, { status: 400 })
	const result = await completeRegistration(db, { ...pending, otp: submission.value.otp })
	if (!result.ok) return data({ intent: 'verify', result: submission.reply({ formErrors: [result.message] }) }, { status: result.status })
	const headers = new Headers()
	headers.append('Set-Cookie', await customerLoginCookie(result.customer.id, db))
	headers.append('Set-Cookie', await clearPendingStepCookie())
	return redirectWithToast('/account', { type: 'success', title: `Welcome, ${result.customer.name}! Your account is ready.` }, { headers })
}

async function resendCode({ db, request, ip }: CodeStepPost) {
	const pending = await readPendingStep(request, 'register')
	if (!pending) return redirectWithToast('/account/register', TIMED_OUT)
	const sent = await startRegistration(db, pending, { ip })
	if (!sent.ok) return data({ intent: 'resend', result: undefined, message: sent.message }, { status: sent.status })
	return redirectWithToast(CODE_STEP, { type: 'success', title: 'New code sent', description: `Check the SMS on ${formatAuMobile(pending.phone)}.` })
}

// With JavaScript a post that gets no answer keeps the form on screen with Try again.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function AccountRegister({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<AccountCard>
			{loaderData.step === 'code' ? (
				<OtpStep
					id="account-register-code"
					schema={RegisterCodeSchema}
					answer={actionData}
					title="Enter your code"
					lead={
						<>
							We have texted a 6-digit code to <strong>{loaderData.phone ?? ''}</strong>. It expires in 10 minutes.
						</>
					}
					submit={{ intent: 'verify', label: 'Create my account', pendingText: 'Checking...' }}
					back={{ to: href('/account/register'), label: 'Change my details' }}
				/>
			) : (
				<DetailsStep notSent={actionData} defaults={loaderData.defaults} lastResult={serverAnswer(actionData)?.intent === 'send-code' ? serverAnswer(actionData)?.result : undefined} />
			)}
		</AccountCard>
	)
}

type LastResult = SubmissionResult<string[]> | undefined

function DetailsStep({ notSent, defaults, lastResult }: { defaults: { name: string; phone: string } | null; lastResult: LastResult; notSent: unknown }) {
	const [form, fields] = useForm({
		id: 'account-register',
		lastResult,
		defaultValue: { name: defaults?.name ?? '', phone: defaults?.phone ?? '', password: '' },
		constraint: getZodConstraint(SendOtpSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SendOtpSchema }),
	})
	return (
		<>
			<h1>Create an account</h1>
			<p className="account-lead">See your bookings and coupons in one place. We will text a code to your mobile to check it is yours.</p>
			<Form method="post" {...getFormProps(form)}>
				<ErrorSummary id="account-register-summary" fields={fields} labels={{ name: 'Your name', phone: 'Mobile number', password: 'Password' }} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<Field meta={fields.name} label="Your name">
					<input key={fields.name.key} {...control(getInputProps(fields.name, { type: 'text' }))} autoComplete="name" />
				</Field>
				<Field meta={fields.phone} label="Mobile number">
					<input key={fields.phone.key} {...control(getInputProps(fields.phone, { type: 'tel' }))} autoComplete="tel" inputMode="tel" placeholder="04xx xxx xxx" />
				</Field>
				<Field meta={fields.password} label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
					<input key={fields.password.key} {...control(getInputProps(fields.password, { type: 'password' }), { hint: true })} autoComplete="new-password" />
				</Field>
				<Honeypot />
				<NotSentNotice answer={notSent} intent="send-code" />
				<SubmitButton intent="send-code" pendingText="Sending code...">
					Send me a code
				</SubmitButton>
			</Form>
			<p className="account-links">
				<span>
					Already have an account? <Link to={href('/account/login')}>Log in</Link>
				</span>
			</p>
		</>
	)
}
