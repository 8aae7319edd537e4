import type { ReactNode } from 'react'

/** A page of running text (about, terms, privacy): the red banner with its heading and lead, then the text. */
export function ProsePage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
	return (
		<>
			<section className="page-banner">
				<div className="container">
					<h1>{title}</h1>
					<p>{lead}</p>
				</div>
			</section>
			<article className="container prose">{children}</article>
		</>
	)
}
