import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { ADMIN_LOGIN_PATH, destroyAdminSession } from '#app/lib/auth.server'
import { redirectWithToast } from '#app/lib/toast.server'

// No GET changes anything: logging out is a POST (the dashboard's Logout button).
export async function loader() {
	return redirect('/admin')
}

// spec §4: logout clears the session and goes to /login/admin. Without a session this simply
// lands on the login page too.
export async function action({ request }: Route.ActionArgs) {
	return redirectWithToast(
		ADMIN_LOGIN_PATH,
		{ type: 'success', title: 'You are logged out.' },
		{ headers: { 'Set-Cookie': await destroyAdminSession(request) } },
	)
}
