import { ContentIcon } from '#app/ui/content/content-icon'
import { phoneHref } from '#app/ui/phone'

/** The shop's phone, e-mail and hours beside the contact form (home page and /contact). */
export function ContactDetailList({ shop }: { shop: { phone: string; email: string; openingHours: string } | undefined }) {
	if (!shop) return null
	return (
		<ul className="contact-detail-list">
			<li>
				<ContentIcon name="phone" />
				<a href={phoneHref(shop.phone)}>{shop.phone}</a>
			</li>
			<li>
				<ContentIcon name="mail" />
				<a href={`mailto:${shop.email}`}>{shop.email}</a>
			</li>
			<li>
				<ContentIcon name="clock" />
				<span>{shop.openingHours}</span>
			</li>
		</ul>
	)
}
