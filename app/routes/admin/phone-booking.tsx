import { data, Form, Link } from 'react-router'
import type { Route } from './+types/phone-booking'
import { fieldErrorsOf } from '#app/lib/form-fields'
import { PHONE_BOOKING_MESSAGES, PhoneBookingSchema } from '#app/domain/booking/phone-booking'
import { placePhoneBooking, tyresInSize, windowsOf } from '#app/domain/booking/phone-booking.server'
import { formatSize, parseSize } from '#app/domain/catalogue/size'
import { formatLongDate, isIsoDate, shopToday } from '#app/domain/slots/shop-time'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ErrorList, FormAlert, invalidProps } from '#app/ui/forms/field'

// A customer rings: the owner books them here (/admin/bookings/new). Find the size and the day
// (a GET form), then pick the tyre and window and type the customer's details (a POST form).
// It goes through the shop's own placing code, marked as taken by phone.

export const meta: Route.MetaFunction = () => [{ title: 'New phone booking | Admin' }]

const SIZE_MESSAGE = 'Enter a size like 205/55R16.'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const today = shopToday(getEnv().SHOP_TIMEZONE, currentTime())
	const sizeText = (params.get('size') ?? '').slice(0, 20)
	const dateText = params.get('date') ?? today
	const size = sizeText ? parseSize(sizeText) : null
	const date = isIsoDate(dateText) && dateText >= today ? dateText : null
	const problems = {
		size: sizeText && !size ? SIZE_MESSAGE : null,
		date: date ? null : 'Choose a day from today on.',
	}
	const db = getDb()
	const found = {
		sizeText,
		dateText,
		today,
		problems,
		size: size ? formatSize(size) : null,
		date,
		dateLabel: date ? formatLongDate(date) : null,
		tyres: size ? await tyresInSize(db, size) : [],
		windows: date ? await windowsOf(db, date) : [],
		// one key per form shown: a double tap or a resent post places the booking once
		idempotencyKey: crypto.randomUUID(),
	}
	return data(found, { status: problems.size || (params.has('date') && problems.date) ? 400 : 200 })
}

type Values = Record<string, string>
type ActionData = { message: string; values: Values; fieldErrors: Record<string, string[] | undefined> }

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data<ActionData>({ message: read.message, values: {}, fieldErrors: {} }, { status: read.status })
	const values: Values = {}
	for (const [key, value] of read.form) if (typeof value === 'string' && value !== '') values[key] = value
	const parsed = PhoneBookingSchema.safeParse(values)
	if (!parsed.success) {
		const fieldErrors = fieldErrorsOf(parsed.error)
		return data<ActionData>({ message: 'Check the fields marked below.', values, fieldErrors }, { status: 400 })
	}
	const clock = { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }
	const result = await placePhoneBooking(getDb(), parsed.data, clock)
	if (!result.ok) {
		const field = { slot: 'slot', address: 'suburb', lines: 'tyreId', positions: 'tyreId', coupon: 'tyreId', conflict: 'form', limit: 'form' }[result.problem.field]
		return data<ActionData>({ message: result.problem.message, values, fieldErrors: field === 'form' ? {} : { [field]: [result.problem.message] } }, { status: result.problem.field === 'conflict' ? 409 : 400 })
	}
	return redirectWithToast(`/admin/day?date=${parsed.data.date}`, {
		type: result.overbooked ? 'error' : 'success',
		title: result.overbooked ? PHONE_BOOKING_MESSAGES.overbooked : PHONE_BOOKING_MESSAGES.placed,
		description: result.booking.reference,
	})
}

export default function PhoneBooking({ loaderData, actionData }: Route.ComponentProps) {
	const { sizeText, dateText, today, problems, size, date, dateLabel, tyres, windows, idempotencyKey } = loaderData
	const values = actionData?.values ?? {}
	const errors = actionData?.fieldErrors ?? {}
	const text = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
		<div className="field">
			<label htmlFor={`pb-${name}`}>{label}</label>
			<input name={name} defaultValue={values[name] ?? ''} required {...props} {...invalidProps(`pb-${name}`, errors[name])} />
			<ErrorList id={`pb-${name}-error`} errors={errors[name]} />
		</div>
	)
	return (
		<section aria-labelledby="phone-heading" className="phone-booking">
			<p>
				<Link to="/admin/bookings">‹ Bookings</Link>
			</p>
			<h2 id="phone-heading">New phone booking</h2>
			<p className="field-hint">For a customer who rings: pay on the day, confirmed at once and e-mailed to them. The shop’s daily limits do not apply.</p>

			<Form method="get" className="admin-panel admin-form" aria-label="Find tyres and windows">
				<div className="admin-form-grid">
					<div className="field">
						<label htmlFor="pb-size">Tyre size</label>
						<input name="size" placeholder="205/55R16" defaultValue={sizeText} autoCapitalize="characters" {...invalidProps('pb-size', problems.size ? [problems.size] : null)} />
						<ErrorList id="pb-size-error" errors={problems.size ? [problems.size] : null} />
					</div>
					<div className="field">
						<label htmlFor="pb-day">Day</label>
						<input type="date" name="date" min={today} defaultValue={dateText} required {...invalidProps('pb-day', date ? null : [problems.date!])} />
						<ErrorList id="pb-day-error" errors={date ? null : [problems.date!]} />
					</div>
				</div>
				<button type="submit" className="button button-secondary">
					Find tyres and windows
				</button>
			</Form>

			{size && date ? (
				<Form method="post" className="admin-panel admin-form" aria-labelledby="phone-form-heading">
					<h3 id="phone-form-heading">
						{size} on {dateLabel}
					</h3>
					<FormAlert message={actionData?.message} />
					<input type="hidden" name="idempotencyKey" value={values.idempotencyKey ?? idempotencyKey} />
					<input type="hidden" name="date" value={date} />
					{tyres.length === 0 ? (
						<p className="admin-empty">No tyres in stock in {size}. Try another size.</p>
					) : (
						<fieldset className="phone-choices" aria-describedby={errors.tyreId ? 'pb-tyre-error' : undefined}>
							<legend>Tyre</legend>
							{tyres.map((tyre) => (
								<label key={tyre.id} className="phone-choice">
									<input type="radio" name="tyreId" value={tyre.id} required defaultChecked={values.tyreId === String(tyre.id)} />
									<span>
										<strong>{tyre.label}</strong>
										<span className="phone-choice-meta">
											{formatMoney(tyre.price)} each for 4 · {tyre.stock} in stock
										</span>
									</span>
								</label>
							))}
							<ErrorList id="pb-tyre-error" errors={errors.tyreId} />
						</fieldset>
					)}
					<div className="field">
						<label htmlFor="pb-quantity">How many tyres</label>
						<select name="quantity" defaultValue={values.quantity ?? '4'} {...invalidProps('pb-quantity', errors.quantity)}>
							{[1, 2, 3, 4, 5].map((n) => (
								<option key={n} value={n}>
									{n}
								</option>
							))}
						</select>
						<ErrorList id="pb-quantity-error" errors={errors.quantity} />
					</div>
					<fieldset className="phone-choices" aria-describedby={errors.slot ? 'pb-slot-error' : undefined}>
						<legend>Window</legend>
						{windows.map((w) => (
							<label key={w.slot} className="phone-choice" data-testid="phone-window">
								<input type="radio" name="slot" value={w.slot} required defaultChecked={values.slot === w.slot} />
								<span>
									<strong>{w.label}</strong>
									<span className={w.left > 0 ? 'phone-choice-meta' : 'phone-choice-meta phone-choice-full'}>
										{w.capacity === 0 ? 'Closed' : w.left > 0 ? `${w.left} of ${w.capacity} left` : `Full (${w.taken} booked of ${w.capacity})`}
									</span>
								</span>
							</label>
						))}
						<ErrorList id="pb-slot-error" errors={errors.slot} />
					</fieldset>
					<label className="phone-choice phone-overbook">
						<input type="checkbox" name="overbook" value="yes" defaultChecked={values.overbook === 'yes'} />
						<span>Book it anyway if the window is full (overbook on purpose)</span>
					</label>

					<h4>Customer</h4>
					<div className="admin-form-grid">
						{text('firstName', 'First name', { autoComplete: 'off' })}
						{text('lastName', 'Last name', { autoComplete: 'off' })}
						{text('phone', 'Phone', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
						{text('email', 'E-mail', { type: 'email', autoComplete: 'off' })}
						{text('address', 'Street address', { autoComplete: 'off' })}
						{text('suburb', 'Suburb', { autoComplete: 'off' })}
						{text('postcode', 'Postcode', { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]{4}' })}
					</div>
					<h4>Vehicle</h4>
					<div className="admin-form-grid">
						{text('rego', 'Rego (if known)', { required: false, autoCapitalize: 'characters', maxLength: 10 })}
						{text('make', 'Make')}
						{text('model', 'Model')}
					</div>
					<button type="submit" className="button">
						Place booking and e-mail the customer
					</button>
				</Form>
			) : null}
		</section>
	)
}
