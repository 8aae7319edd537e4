import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import type { ComponentProps } from 'react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/settings'
import { rescheduleAftercare } from '#app/domain/follow-ups/follow-ups.server'
import { hourLabel } from '#app/domain/follow-ups/schedule'
import { FollowUpSettingsSchema, type FollowUpSettings } from '#app/domain/settings/follow-up-settings'
import { getFollowUpSettings, saveFollowUpSettings } from '#app/domain/settings/follow-up-settings.server'
import { saveShopSettings } from '#app/domain/settings/settings-admin.server'
import { settingsProblems, ShopSettingsSchema } from '#app/domain/settings/settings-schema'
import { getShopSettings, legacyReviewsWidget } from '#app/domain/settings/settings.server'
import { REVIEW_QUOTES_FORMAT, reviewQuotesToText } from '#app/domain/settings/review-quotes'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb, writeTransaction } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { Field, FormAlert } from '#app/ui/forms/field'

const TAB = '/admin/settings'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const env = getEnv()
	const db = getDb()
	const [settings, oldReviewsCode, followUps] = await Promise.all([getShopSettings(db, env), legacyReviewsWidget(db), getFollowUpSettings(db)])
	return { settings, oldReviewsCode, followUps, cardPaymentsConfigured: Boolean(env.STRIPE_SECRET_KEY) }
}

// The shop's settings form (it posts no intent) and the follow-ups form (STYLE habit 6).
const SettingsPostSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('settings') }), z.object({ intent: z.literal('follow-ups') })])

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ result: null, message: read.message }, { status: read.status })
	const parsed = SettingsPostSchema.safeParse({ intent: read.form.get('intent') ?? 'settings' })
	if (!parsed.success) return data({ result: null, message: 'That form was not understood.' }, { status: 400 })
	switch (parsed.data.intent) {
		case 'settings':
			return saveSettings(read.form)
		case 'follow-ups':
			return saveFollowUps(read.form)
	}
}

async function saveSettings(form: FormData) {
	const submission = parseWithZod(form, { schema: ShopSettingsSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), message: null }, { status: 400 })
	const problems = settingsProblems(submission.value, { cardPaymentsConfigured: Boolean(getEnv().STRIPE_SECRET_KEY) })
	if (Object.keys(problems).length) return data({ result: submission.reply({ fieldErrors: problems }), message: null }, { status: 400 })
	await saveShopSettings(getDb(), submission.value)
	return redirectWithToast(TAB, { type: 'success', title: 'Settings saved.' })
}

/** The "After a fitting" form: review requests and aftercare reminders. */
async function saveFollowUps(form: FormData) {
	const submission = parseWithZod(form, { schema: FollowUpSettingsSchema })
	if (submission.status !== 'success') return data({ followUps: submission.reply(), result: null, message: null }, { status: 400 })
	const { intent: _intent, ...next } = submission.value
	const db = getDb()
	await writeTransaction(db, async (tx) => {
		const before = await getFollowUpSettings(tx)
		await saveFollowUpSettings(tx, next satisfies FollowUpSettings)
		// waiting aftercare reminders move with the months
		if (before.aftercareMonths !== next.aftercareMonths) await rescheduleAftercare(tx, next.aftercareMonths, { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE })
	})
	return redirectWithToast(TAB, { type: 'success', title: 'Settings saved.' })
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { settings, oldReviewsCode, cardPaymentsConfigured, followUps } = loaderData
	const [followForm, followFields] = useForm({
		id: 'follow-ups',
		lastResult: actionData && 'followUps' in actionData ? actionData.followUps : undefined,
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: FollowUpSettingsSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: {
			reviewRequests: followUps.reviewRequests ? 'on' : undefined,
			reviewDelayHours: String(followUps.reviewDelayHours),
			aftercareReminders: followUps.aftercareReminders ? 'on' : undefined,
			aftercareMonths: String(followUps.aftercareMonths),
			quietFromHour: String(followUps.quietFromHour),
			quietUntilHour: String(followUps.quietUntilHour),
		},
	})
	const [form, fields] = useForm({
		id: 'settings',
		lastResult: actionData?.result,
		// the browser's own required checks until JavaScript takes over
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ShopSettingsSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		defaultValue: {
			businessName: settings.businessName,
			phone: settings.phone,
			email: settings.email,
			abn: settings.abn ?? '',
			openingHours: settings.openingHours,
			payOnTheDay: settings.payOnTheDay ? 'on' : undefined,
			googleReviews: settings.googleReviews ?? '',
			googleRating: settings.googleRating === null ? '' : settings.googleRating.toFixed(1),
			googleReviewCount: settings.googleReviewCount === null ? '' : String(settings.googleReviewCount),
			googleReviewQuotes: reviewQuotesToText(settings.googleReviewQuotes),
		},
	})
	const hasErrors = Object.values(form.allErrors).some((errors) => errors.length > 0)
	return (
		<section aria-labelledby="settings-heading">
			<h2 id="settings-heading">Settings</h2>
			<p className="field-hint">Kept in the database; the environment variables only gave the first values.</p>
			<Form method="post" preventScrollReset {...getFormProps(form)} className="admin-panel admin-form">
				<FormAlert message={actionData?.message ?? (hasErrors ? 'Please correct the fields marked below.' : null)} />
				<div className="admin-form-grid">
					<Field label="Business name" meta={fields.businessName}>
						<input {...getInputProps(fields.businessName, { type: 'text' })} required />
					</Field>
					<Field label="Phone" meta={fields.phone}>
						<input {...getInputProps(fields.phone, { type: 'tel' })} required />
					</Field>
					<Field label="E-mail" meta={fields.email}>
						<input {...getInputProps(fields.email, { type: 'email' })} required />
					</Field>
					<Field label="ABN" meta={fields.abn}>
						<input {...getInputProps(fields.abn, { type: 'text' })} inputMode="numeric" />
					</Field>
					<div className="field-wide">
						<Field label="Opening hours" meta={fields.openingHours}>
							<input {...getInputProps(fields.openingHours, { type: 'text' })} required />
						</Field>
					</div>
				</div>
				<div className="field">
					<label className="field-check" htmlFor={fields.payOnTheDay.id}>
						<input {...getInputProps(fields.payOnTheDay, { type: 'checkbox' })} />
						Pay on the day
					</label>
					<p className="field-hint">
						{cardPaymentsConfigured
							? 'Customers may choose to pay at the fitting instead of by card.'
							: 'Card payments are not set up, so customers pay on the day.'}
					</p>
					{fields.payOnTheDay.errors ? (
						<p id={fields.payOnTheDay.errorId} className="field-error">
							{fields.payOnTheDay.errors[0]}
						</p>
					) : null}
				</div>
				<div className="admin-form-grid">
					<Field label="Google rating" meta={fields.googleRating} hint="As Google shows it, e.g. 4.9. Shown in the home page hero and on product pages; leave empty to show none.">
						<input {...getInputProps(fields.googleRating, { type: 'text' })} inputMode="decimal" maxLength={3} />
					</Field>
					<Field label="Google review count" meta={fields.googleReviewCount} hint="How many Google reviews, e.g. 212.">
						<input {...getInputProps(fields.googleReviewCount, { type: 'text' })} inputMode="numeric" maxLength={7} />
					</Field>
				</div>
				<Field
					label="Google reviews: Place ID or link"
					meta={fields.googleReviews}
					hint="Your Google Place ID (Google's Place ID Finder shows it, e.g. ChIJN1t_tDeuEmsRUsoyG83frY4) or the link to your reviews from Google Maps. The home page's 'What our customers say' shows the rating above and a 'Read our reviews on Google' link."
				>
					<input {...getInputProps(fields.googleReviews, { type: 'text' })} autoComplete="off" spellCheck={false} maxLength={500} />
				</Field>
				<Field
					label="Short reviews (up to 6)"
					meta={fields.googleReviewQuotes}
					hint={`Shown with the rating in the home page hero, on product pages and beside Book now. ${REVIEW_QUOTES_FORMAT} For example: Priya S. | 2026-03-14 | 5 | Fitted at my work in 40 minutes.`}
				>
					<textarea {...getTextareaProps(fields.googleReviewQuotes)} rows={6} maxLength={3000} spellCheck />
				</Field>
				{oldReviewsCode ? (
					<details className="admin-old-code" data-testid="old-reviews-code">
						<summary>Your old reviews widget code (no longer shown on the site)</summary>
						<p className="field-hint">Embed code is not run on the site any more. If it holds your Place ID or a Google link, copy it into the field above.</p>
						<pre>{oldReviewsCode}</pre>
					</details>
				) : null}
				<button type="submit" className="button">
					Save settings
				</button>
			</Form>
			<h3 id="follow-ups-heading">After a fitting</h3>
			<Form method="post" preventScrollReset {...getFormProps(followForm)} className="admin-panel admin-form" aria-labelledby="follow-ups-heading">
				<input type="hidden" name="intent" value="follow-ups" />
				<p className="field-hint">
					Messages to customers after Done, by e-mail and SMS. Never sent in the quiet hours below (they wait for their end), nor to anyone who opted out; each carries a way to opt out. The outbox lists the waiting ones.
				</p>
				<FormAlert message={Object.values(followForm.allErrors).some((errors) => errors.length > 0) ? 'Please correct the fields marked below.' : null} />
				<div className="field">
					<label className="field-check" htmlFor={followFields.reviewRequests.id}>
						<input {...getInputProps(followFields.reviewRequests, { type: 'checkbox' })} />
						Ask for a Google review
					</label>
					<p className="field-hint">A short thank-you with your Google reviews link (above); none is sent while that link is empty.</p>
				</div>
				<div className="admin-form-grid">
					<Field label="Hours after Done" meta={followFields.reviewDelayHours} hint="0 to 72; 2 is usual.">
						<input {...getInputProps(followFields.reviewDelayHours, { type: 'number' })} min={0} max={72} step={1} inputMode="numeric" required />
					</Field>
				</div>
				<div className="field">
					<label className="field-check" htmlFor={followFields.aftercareReminders.id}>
						<input {...getInputProps(followFields.aftercareReminders, { type: 'checkbox' })} />
						Remind about a rotation and balance
					</label>
					<p className="field-hint">After a tyre fitting, with a link that books the rotation and balance for that vehicle.</p>
				</div>
				<div className="admin-form-grid">
					<Field label="Months after the fitting" meta={followFields.aftercareMonths} hint="1 to 24; 6 is usual.">
						<input {...getInputProps(followFields.aftercareMonths, { type: 'number' })} min={1} max={24} step={1} inputMode="numeric" required />
					</Field>
				</div>
				<fieldset className="field">
					<legend>Quiet hours</legend>
					<p className="field-hint">By the shop's clock. A message due in them waits for their end; 8 pm to 9 am is usual.</p>
					<div className="admin-form-grid">
						<Field label="Quiet from" meta={followFields.quietFromHour}>
							<HourSelect {...getSelectProps(followFields.quietFromHour)} />
						</Field>
						<Field label="Quiet until" meta={followFields.quietUntilHour}>
							<HourSelect {...getSelectProps(followFields.quietUntilHour)} />
						</Field>
					</div>
				</fieldset>
				<button type="submit" className="button">
					Save
				</button>
			</Form>
		</section>
	)
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** The 24 hours of the shop's day, by name (8 pm), posting the hour (20). */
function HourSelect(props: ComponentProps<'select'>) {
	return (
		<select {...props} required>
			{HOURS.map((hour) => (
				<option key={hour} value={hour}>
					{hourLabel(hour)}
				</option>
			))}
		</select>
	)
}
