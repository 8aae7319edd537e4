import { Link } from 'react-router'
import { useRootData } from '#app/ui/root-data'
import { ContentIcon } from '#app/ui/content/content-icon'
import { phoneHref } from '#app/ui/phone'

/** A closing band on content pages: find tyres online or call to book. */
export function CallToBook({ heading = 'Ready to book?' }: { heading?: string }) {
	const phone = useRootData()?.shop.phone ?? ''
	return (
		<section className="cta-band" aria-labelledby="cta-heading">
			<div className="container cta-inner">
				<div>
					<h2 id="cta-heading">{heading}</h2>
					<p>Find your tyres online and pick a time, or call us and we will sort it out for you. Open 7 days.</p>
				</div>
				<div className="cta-actions">
					<Link className="button button-light" to="/">
						Find Tyres
					</Link>
					<a className="button button-outline-light" href={phoneHref(phone)}>
						<ContentIcon name="phone" size={18} />
						Call {phone}
					</a>
				</div>
			</div>
		</section>
	)
}
