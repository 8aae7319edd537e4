import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A page's error boundary: what went wrong, a line on what to do, and the one way on. */
export function ErrorPage({ title, message, action, testId }: { title: string; message: ReactNode; action: { to: string; label: string }; testId?: string }) {
	return (
		<section className="container error-page" data-testid={testId}>
			<h1>{title}</h1>
			<p>{message}</p>
			<p>
				<Link className="button" to={action.to}>
					{action.label}
				</Link>
			</p>
		</section>
	)
}
