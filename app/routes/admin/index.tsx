import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { requireAdmin } from '#app/lib/auth.server'
import { ADMIN_TABS } from '#app/ui/admin/tabs'

// /admin opens the first tab.
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return redirect(ADMIN_TABS[0].to)
}
