import type { ReactNode } from 'react'

/** The account pages' frame: one card in the middle of the page (wide for lists). */
export function AccountCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
	return (
		<section className="container account-page">
			<div className={wide ? 'account-card account-card-wide' : 'account-card'}>{children}</div>
		</section>
	)
}
