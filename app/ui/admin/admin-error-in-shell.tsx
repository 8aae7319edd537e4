import { adminErrorOf, AdminErrorPage } from './admin-error'
import { AdminShell } from './admin-shell'

/** An error in the admin, inside the admin's own frame: for its layout's error page and the root's. */
export function AdminErrorInShell({ error, username }: { error: unknown; username?: string }) {
	return (
		<AdminShell username={username}>
			<AdminErrorPage {...adminErrorOf(error)} />
		</AdminShell>
	)
}
