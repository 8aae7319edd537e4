import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { logOutCustomer } from '#app/lib/customer-session.server'

// The account page's Log out posts to the account page itself (its code is in the browser
// already, so a tap with no signal keeps the page). This address still logs out a plain post
// from an account page served before that, and no GET changes anything.
export async function loader() {
	return redirect('/account', 303)
}

export async function action({ request }: Route.ActionArgs) {
	return logOutCustomer(request)
}
