import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { AdminLoginSchema, LOGIN_FAILED } from '#app/lib/admin-login-schema'
import { AdminLoginError, authenticateAdminForm, commitAdminSession, getAdmin, rememberAdminDevice } from '#app/lib/auth.server'
import { brandFromMatches } from '#app/lib/meta'
import { safeRedirect } from '#app/lib/safe-redirect'
import { Field, FormAlert } from '#app/ui/forms/field'
import adminCss from '#app/styles/admin.css?url'
import { readPageForm } from '#app/lib/multipart.server'
import { useForgetAdminPages } from '#app/ui/admin/offline/service-worker'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `Admin login | ${brandFromMatches(matches)}` },
	{ name: 'robots', content: 'noindex, nofollow' },
]

function afterLogin(target: FormDataEntryValue | string | null) {
	const path = safeRedirect(target, '/admin')
	// only back into the admin: never to the login page itself or elsewhere on the site
	return path.startsWith('/admin') ? path : '/admin'
}

// spec §2: a logged-in admin is sent to /admin
export async function loader({ request }: Route.LoaderArgs) {
	if (await getAdmin(request)) throw redirect(afterLogin(new URL(request.url).searchParams.get('redirectTo')))
	return data(null, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request, context }: Route.ActionArgs) {
	// remix-auth's form strategy reads the body itself: validate a copy first.
	const submission = parseWithZod(await readPageForm(request.clone()), { schema: AdminLoginSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const next = afterLogin(submission.value.redirectTo ?? null)
	try {
		const admin = await authenticateAdminForm(request, { clientIp: context?.clientIp ?? 'unknown' })
		const headers = new Headers()
		headers.append('Set-Cookie', await commitAdminSession(admin, { replacing: request }))
		// this browser may keep trying even while someone elsewhere guesses at the password
		headers.append('Set-Cookie', await rememberAdminDevice(request, admin.username))
		return redirect(next, { status: 303, headers })
	} catch (error) {
		if (!(error instanceof AdminLoginError)) throw error
		const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}
		return data({ result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }) }, { status: error.status, headers })
	}
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
	// no admin is logged in here: this browser keeps none of the admin's pages (its service worker's caches)
	useForgetAdminPages()
	const navigation = useNavigation()
	const [searchParams] = useSearchParams()
	const [form, fields] = useForm({
		id: 'admin-login',
		lastResult: actionData?.result,
		// the browser's own required checks until JavaScript takes over
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminLoginSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login/admin') === true
	// spec §8: the server's message, else 'Login failed. Please try again.'
	const failure = form.errors ? (form.errors[0] ?? LOGIN_FAILED) : null
	const redirectTo = searchParams.get('redirectTo') ?? ''

	return (
		<section className="container admin-login">
			<div className="admin-login-card">
				<h1>Admin login</h1>
				<Form method="post" {...getFormProps(form)} aria-describedby={failure ? form.errorId : undefined}>
					<FormAlert id={form.errorId} message={failure} />
					{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
					<Field label="User ID" meta={fields.username}>
						<input {...getInputProps(fields.username, { type: 'text' })} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
					</Field>
					<Field label="Password" meta={fields.password}>
						<input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" required />
					</Field>
					<button type="submit" className="button admin-login-button" disabled={submitting}>
						{submitting ? 'Logging in...' : 'Login'}
					</button>
				</Form>
			</div>
		</section>
	)
}

export function ErrorBoundary() {
	// spec §8: an unexpected error on login
	return (
		<section className="container admin-login">
			<div className="admin-login-card">
				<h1>Admin login</h1>
				<p className="form-error" role="alert">
					Something went wrong
				</p>
				<a className="button" href="/login/admin">
					Try again
				</a>
			</div>
		</section>
	)
}
