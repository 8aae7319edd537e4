import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { requireAdmin } from '#app/lib/auth.server'
import { ADMIN_HOME } from '#app/ui/admin/tabs'

// /admin opens on the owner's home screen.
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return redirect(ADMIN_HOME)
}
