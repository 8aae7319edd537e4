import { Form, Link } from 'react-router'
import { AdminNav } from './admin-nav'
import { ProcessingOverlay } from './processing'
import { ADMIN_HOME } from './tabs'

/** The admin's frame: its header (with Logout), its sections and the Processing overlay. */
export function AdminShell({ username, children }: { username?: string; children: React.ReactNode }) {
	return (
		<div className="admin">
			<header className="admin-head">
				<div className="container admin-head-bar">
					<h1 className="admin-title">
						<Link to={ADMIN_HOME}>Admin dashboard</Link>
					</h1>
					{username ? (
						<div className="admin-user">
							<span className="admin-username">{username}</span>
							<Form method="post" action="/admin/logout">
								<button type="submit" className="button button-secondary button-small">
									Logout
								</button>
							</Form>
						</div>
					) : null}
				</div>
			</header>
			<AdminNav />
			<main id="main" className="container admin-body">
				{children}
			</main>
			<ProcessingOverlay />
		</div>
	)
}

