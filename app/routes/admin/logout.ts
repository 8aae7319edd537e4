import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { logOutAdmin } from '#app/lib/auth.server'

// The admin's Logout posts to the admin layout (its code is in the browser already, so a tap with
// no signal keeps the page). This address still logs out a plain post from a page served before
// that, and no GET changes anything. Without a session it simply lands on the login page too.
export async function loader() {
	return redirect('/admin')
}

export async function action({ request }: Route.ActionArgs) {
	return logOutAdmin(request)
}
