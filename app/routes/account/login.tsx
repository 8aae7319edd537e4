import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link, redirect } from 'react-router'
import type { Route } from './+types/login'
import { logIn } from '#app/domain/accounts/accounts.server'
import { LoginSchema } from '#app/domain/accounts/schema'
import { clientIp } from '#app/lib/context'
import { afterLoginPath, customerLoginCookie, getCustomer, knownCustomerDevice, rememberCustomerDevice } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import { control, ErrorList, ErrorSummary, Field } from '#app/ui/forms/field'
import { SubmitButton } from '#app/ui/forms/submit-button'
import { keepFormOnFailedPost, NotSentNotice, serverAnswer, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'
import accountCss from '#app/styles/account.css?url'
import { readPageForm } from '#app/lib/multipart.server'
import { AccountCard } from '#app/ui/account-card'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: Route.MetaFunction = () => [
	...pageMeta({ title: 'Log in | Your account', description: 'Log in with your mobile number and password to see your account.' }),
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	const redirectTo = new URL(request.url).searchParams.get('redirectTo')
	if (await getCustomer(request)) throw redirect(afterLoginPath(redirectTo), 303)
	return { redirectTo: redirectTo ? afterLoginPath(redirectTo) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readPageForm(request)
	const submission = parseWithZod(formData, { schema: LoginSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	// every input, the redirect target included, is settled before the login counts or changes anything
	const next = afterLoginPath(formData.get('redirectTo'))
	const db = getDb()
	const device = await knownCustomerDevice(request, submission.value.phone)
	const result = await logIn(db, submission.value, { ip: clientIp(context), device })
	if (!result.ok) {
		const headers: HeadersInit = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {}
		return data({ result: submission.reply({ formErrors: [result.message], hideFields: ['password'] }) }, { status: result.status, headers })
	}
	const headers = new Headers()
	headers.append('Set-Cookie', await customerLoginCookie({ id: result.customer.id, sessionVersion: result.sessionVersion }, db, { replacing: request }))
	headers.append('Set-Cookie', await rememberCustomerDevice(request, result.customer.phone))
	return redirectWithToast(next, { type: 'success', title: `Welcome back, ${result.customer.name}` }, { headers })
}

// With JavaScript a post that gets no answer keeps the form on screen with Try again.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function AccountLogin({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useForm({
		id: 'account-login',
		lastResult: serverAnswer(actionData)?.result,
		constraint: getZodConstraint(LoginSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
	})
	return (
		<AccountCard>
			<h1>Log in</h1>
			<p className="account-lead">Use the mobile number and password of your account.</p>
			<Form method="post" {...getFormProps(form)}>
				{loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
				<ErrorSummary id="account-login-summary" fields={fields} labels={{ phone: 'Mobile number', password: 'Password' }} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<Field meta={fields.phone} label="Mobile number">
					<input key={fields.phone.key} {...control(getInputProps(fields.phone, { type: 'tel' }))} autoComplete="tel" inputMode="tel" placeholder="04xx xxx xxx" />
				</Field>
				<Field meta={fields.password} label="Password">
					<input key={fields.password.key} {...control(getInputProps(fields.password, { type: 'password' }))} autoComplete="current-password" />
				</Field>
				<NotSentNotice answer={actionData} />
				<SubmitButton pendingText="Logging in...">Log in</SubmitButton>
			</Form>
			<p className="account-links">
				<Link to={href('/account/reset')}>Forgot your password?</Link>
				<span>
					New here? <Link to={href('/account/register')}>Create an account</Link>
				</span>
				<span>
					No account? <Link to={href('/booking/find')}>Find a booking by its reference</Link>
				</span>
			</p>
		</AccountCard>
	)
}
