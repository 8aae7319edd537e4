import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { requireAdmin } from '#app/lib/auth.server'
import { ADMIN_HOME } from '#app/ui/admin/tabs'

// /admin opens on the owner's home screen.
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return redirect(ADMIN_HOME)
}

// Never shown (the loader always redirects). With a component /admin is a page, not a resource
// route, so a post to it reaches the layout's action: the shell's Logout.
export default function AdminIndex() {
	return null
}
