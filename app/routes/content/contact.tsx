import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/contact'
import { MESSAGE_FORM_BYTES, readPageForm } from '#app/lib/multipart.server'
import { ContactSchema } from '#app/domain/contact/contact-schema'
import { CONTACT_FAILED, CONTACT_SENT } from '#app/domain/contact/contact-texts'
import { contactAllowed, submitContactMessage } from '#app/domain/contact/contact.server'
import { getDb } from '#app/lib/db.server'
import { isSpam } from '#app/lib/honeypot.server'
import { getLogger } from '#app/lib/logger.server'
import { safeRedirect } from '#app/lib/safe-redirect'
import { fixedPageMeta } from '#app/lib/seo'
import { redirectWithToast } from '#app/lib/toast.server'
import { useRootData } from '#app/ui/root-data'
import { ContactForm } from '#app/ui/home/contact-form'
import contentCss from '#app/styles/content.css?url'
import { ContactDetailList } from '#app/ui/content/contact-detail-list'

// The contact form as a page of its own, and the no-JavaScript home of its post: success goes
// back where the form was (303 with a flash toast); bad input re-shows the form here with the
// field errors and the customer's input kept.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }]

export const meta: Route.MetaFunction = fixedPageMeta((brand) => ({
	title: `Contact Us | ${brand}`,
	description: `Send ${brand} a message about tyres, fitting or a booking, or call us. We reply to every message, 7 days a week.`,
	keywords: 'contact mobile tyres, mobile tyre fitting enquiry, tyre quote Melbourne',
}))

export async function action({ request, context }: Route.ActionArgs) {
	const allowed = await contactAllowed({ ip: context?.clientIp ?? 'unknown' })
	if (allowed.status === 'rate-limited') {
		return data({ result: { status: 'error', error: { '': [allowed.message] } } satisfies SubmissionResult }, { status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } })
	}
	const formData = await readPageForm(request, { maxBytes: MESSAGE_FORM_BYTES })
	const redirectTo = safeRedirect(formData.get('redirectTo'), '/contact')
	const submission = parseWithZod(formData, { schema: ContactSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	if (await isSpam(formData)) {
		// answered like a success so the bot learns nothing; nothing is kept or sent
		getLogger().info({ ip: context?.clientIp ?? 'unknown' }, 'contact form: honeypot tripped, message dropped')
		return redirectWithToast(redirectTo, { type: 'success', title: CONTACT_SENT })
	}
	try {
		const outcome = await submitContactMessage(getDb(), submission.value, { ip: context?.clientIp ?? 'unknown' })
		if (outcome.status === 'rate-limited') {
			return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 429 })
		}
	} catch (error) {
		getLogger().error({ err: error }, 'contact message failed')
		return data({ result: submission.reply({ formErrors: [CONTACT_FAILED] }) }, { status: 500 })
	}
	return redirectWithToast(redirectTo, { type: 'success', title: CONTACT_SENT })
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
	const root = useRootData()
	const shop = root?.shop
	return (
		<>
			<section className="page-banner">
				<div className="container">
					<h1>Contact Us</h1>
					<p>Questions about tyres, fitting or a booking? Send us a message or give us a call.</p>
				</div>
			</section>
			<section className="section">
				<div className="container contact-page">
					<aside className="contact-details" aria-label="Other ways to reach us">
						<ContactDetailList shop={shop} />
					</aside>
					<div className="contact-card">
						<h2 id="contact-page-heading">Send us a message</h2>
						<ContactForm
							headingId="contact-page-heading"
							lastResult={actionData?.result}
							redirectTo="/contact"
							sent={!actionData && root?.toast?.title === CONTACT_SENT}
						/>
					</div>
				</div>
			</section>
		</>
	)
}
