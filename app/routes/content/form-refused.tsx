import { data } from 'react-router'
import type { Route } from './+types/form-refused'
import { getEnv } from '#app/lib/env.server'
import { FORM_REFUSED_TITLE, formRefusal } from '#app/lib/form-refusal'
import { RefusedFormAddress } from '#app/ui/refused-form-address'
import { ErrorPage } from '#app/ui/error-page'

// The page a browser form post gets when the cross-site check refuses it (server/http-guards.ts):
// what happened, and how to send it again.

export const meta: Route.MetaFunction = () => [{ title: FORM_REFUSED_TITLE }, { name: 'robots', content: 'noindex, nofollow' }]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export function loader({ request }: Route.LoaderArgs) {
	return data(formRefusal(request, getEnv().PUBLIC_URL), { status: 403, headers: { 'Cache-Control': 'private, no-store' } })
}

export default function FormRefused({ loaderData }: Route.ComponentProps) {
	const refusal = loaderData
	return (
		<>
			<RefusedFormAddress />
			<ErrorPage
				title={refusal.title}
				message={`${refusal.message} ${refusal.advice}`}
				action={{ to: refusal.retryUrl, label: refusal.retryLabel }}
				testId="form-refused"
			/>
		</>
	)
}
