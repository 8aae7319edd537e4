import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { customerLogoutCookie } from '#app/lib/customer-session.server'
import { redirectWithToast } from '#app/lib/toast.server'

// Logging out is a POST (no GET changes anything); spec §4: logout goes to the root path.
export async function loader() {
	return redirect('/account', 303)
}

export async function action({ request }: Route.ActionArgs) {
	return redirectWithToast('/', { type: 'success', title: 'You have logged out.' }, { headers: { 'Set-Cookie': await customerLogoutCookie(request) } })
}
