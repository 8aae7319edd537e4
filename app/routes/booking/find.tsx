import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/find'
import { readPageForm } from '#app/lib/multipart.server'
import { LOOKUP_MESSAGES, LookupSchema } from '#app/domain/booking/booking-lookup'
import { findBookingByEmail } from '#app/domain/booking/booking-lookup.server'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { clientIp } from '#app/lib/context'
import { getDb } from '#app/lib/db.server'
import { pageMeta } from '#app/lib/meta'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { bookingLookupsPerAddress } from '#app/lib/rate-limits/limits.server'
import { control, ErrorList, Field } from '#app/ui/forms/field'
import { SubmitButton } from '#app/ui/forms/submit-button'
import { keepFormOnFailedPost, NotSentNotice, serverAnswer, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'

// Find a booking without an account: reference + e-mail → the booking's signed page,
// where it can be rescheduled or cancelled.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const meta: Route.MetaFunction = () => [...pageMeta({ title: 'Find your booking', description: 'See, reschedule or cancel your booking.' }), { name: 'robots', content: 'noindex' }]

export async function action({ request, context }: Route.ActionArgs) {
	// a connection out of tries is refused before its form is read
	const allowed = await bookingLookupsPerAddress.check(clientIp(context))
	if (!allowed.ok) return data({ result: { status: 'error', error: { '': [tooManyTries(allowed.retryAfterSeconds)] } } satisfies SubmissionResult }, { status: 429 })
	const submission = parseWithZod(await readPageForm(request), { schema: LookupSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const limit = await bookingLookupsPerAddress.hit(clientIp(context))
	if (!limit.ok) return data({ result: submission.reply({ formErrors: [tooManyTries(limit.retryAfterSeconds)] }) }, { status: 429 })
	const reference = await findBookingByEmail(getDb(), submission.value.reference, submission.value.email)
	if (!reference) return data({ result: submission.reply({ formErrors: [LOOKUP_MESSAGES.notFound] }) }, { status: 400 })
	throw redirect((await orderLinkPath(getDb(), reference)) ?? '/booking/find', 303)
}

function tooManyTries(retryAfterSeconds: number) {
	return `Too many tries. Please try again ${retryIn(retryAfterSeconds)}, or call us.`
}

// With JavaScript a post that gets no answer keeps the form on screen with Try again.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function FindBooking({ actionData }: Route.ComponentProps) {
	const [form, fields] = useForm({
		id: 'find-booking',
		lastResult: serverAnswer(actionData)?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LookupSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<AccountCard>
			<h1>Find your booking</h1>
			<p className="account-lead">Enter the reference from your confirmation e-mail and the e-mail address you booked with. You can then see, reschedule or cancel it.</p>
			<Form method="post" {...getFormProps(form)}>
				<ErrorList id={form.errorId} errors={form.errors} />
				<Field meta={fields.reference} label="Booking reference">
					<input key={fields.reference.key} {...control(getInputProps(fields.reference, { type: 'text' }))} />
				</Field>
				<Field meta={fields.email} label="E-mail">
					<input key={fields.email.key} {...control(getInputProps(fields.email, { type: 'email' }))} autoComplete="email" />
				</Field>
				<NotSentNotice answer={actionData} />
				<SubmitButton pendingText="Looking…">Find booking</SubmitButton>
			</Form>
		</AccountCard>
	)
}
