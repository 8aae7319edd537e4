import { data, Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/slots'
import { formatDay, shopToday, WEEKDAY_NAMES } from '#app/domain/slots/shop-time'
import { fieldErrorsOf } from '#app/lib/form-fields'
import { capacityField, closedDateSchema, MAX_SLOT_CAPACITY, SLOT_LABELS, SLOT_NAMES, SlotCapacitySchema } from '#app/domain/slots/slot-schema'
import { bookingsAtAGlance, closeDate, listClosedDates, readSlotCapacity, reopenDate, saveSlotCapacity } from '#app/domain/slots/slot-admin.server'
import { currentTime } from '#app/lib/clock.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ErrorList, FormAlert } from '#app/ui/forms/field'

const TAB = '/admin/slots'
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] // Monday first

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const db = getDb()
	const today = shopToday(getEnv().SHOP_TIMEZONE, currentTime())
	const [capacity, closedDates, days] = await Promise.all([readSlotCapacity(db), listClosedDates(db, today), bookingsAtAGlance(db, today)])
	return {
		today,
		capacity,
		closedDates: closedDates.map((c) => ({ ...c, label: formatDay(c.date) })),
		days: days.map((d) => ({ ...d, label: formatDay(d.date) })),
	}
}

type ActionResult = { form: 'capacity' | 'close' | 'request'; message: string; fieldErrors: Record<string, string[] | undefined>; values: Record<string, string> }

// The tab's three forms (STYLE habit 6); each reads its own fields with its own schema.
const SlotsActionSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('save-capacity') }), z.object({ intent: z.literal('close-date') }), z.object({ intent: z.literal('reopen-date') })])

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data<ActionResult>({ form: 'request', message: read.message, fieldErrors: {}, values: {} }, { status: read.status })
	const form = read.form
	const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'))
	const intent = SlotsActionSchema.safeParse({ intent: form.get('intent') })
	if (!intent.success) return data<ActionResult>({ form: 'request', message: 'That action was not understood.', fieldErrors: {}, values: {} }, { status: 400 })
	const db = getDb()
	switch (intent.data.intent) {
		case 'save-capacity': {
			const parsed = SlotCapacitySchema.safeParse(values)
			if (!parsed.success) {
				return data<ActionResult>({ form: 'capacity', message: 'Minutes were not saved: please correct the marked numbers.', fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 })
			}
			await saveSlotCapacity(db, parsed.data)
			return redirectWithToast(TAB, { type: 'success', title: 'Slot capacity saved.' })
		}
		case 'close-date': {
			const parsed = closedDateSchema(shopToday(getEnv().SHOP_TIMEZONE, currentTime())).safeParse({ date: values.date ?? '', reason: values.reason })
			if (!parsed.success) {
				return data<ActionResult>({ form: 'close', message: 'The date was not closed.', fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 })
			}
			await closeDate(db, parsed.data)
			return redirectWithToast(TAB, { type: 'success', title: `${formatDay(parsed.data.date)} is closed for bookings.` })
		}
		case 'reopen-date': {
			const date = values.date ?? ''
			if (!(await reopenDate(db, date))) return redirectWithToast(TAB, { type: 'error', title: 'That date was not closed.' })
			return redirectWithToast(TAB, { type: 'success', title: `${formatDay(date)} is open again.` })
		}
	}
}

export default function AdminSlots({ loaderData, actionData }: Route.ComponentProps) {
	const { capacity, closedDates, days, today } = loaderData
	const capacityErrors = actionData?.form === 'capacity' ? actionData : null
	const closeErrors = actionData?.form === 'close' ? actionData : null
	return (
		<section aria-labelledby="slots-heading">
			<h2 id="slots-heading">Slots</h2>
			{actionData?.form === 'request' ? <FormAlert message={actionData.message} /> : null}

			<h3>Today and tomorrow</h3>
			<div className="admin-days">
				{days.map((day) => (
					<article key={day.date} className="admin-card" aria-labelledby={`day-${day.date}`} data-testid="slot-day">
						<h4 id={`day-${day.date}`} className="admin-card-title">
							{day.date === today ? 'Today' : 'Tomorrow'}, {day.label}{' '}
							{day.closed ? <span className="admin-badge admin-badge-warn">Closed{day.closedReason ? `: ${day.closedReason}` : ''}</span> : null}
						</h4>
						<ul className="admin-slot-usage">
							{day.slots.map((s) => (
								<li key={s.slot}>
									{SLOT_LABELS[s.slot]}: {s.booked} of {s.capacity} minutes booked
								</li>
							))}
						</ul>
						{day.bookings.length ? (
							<ul className="admin-list">
								{day.bookings.map((b) => (
									<li key={b.id} className="admin-list-item">
										<span>
											<strong>{SLOT_LABELS[b.slot as keyof typeof SLOT_LABELS] ?? b.slot}</strong> · {b.name} ·{' '}
											<a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a>
											<br />
											{b.address}, {b.suburb} · {b.tyres} {b.tyres === 1 ? 'tyre' : 'tyres'} · {b.reference}
										</span>
										<span className={`admin-badge ${b.status === 'delivered' ? 'admin-badge-ok' : ''}`}>{b.status}</span>
									</li>
								))}
							</ul>
						) : (
							<p className="admin-card-meta">No bookings.</p>
						)}
					</article>
				))}
			</div>

			<Form method="post" preventScrollReset className="admin-panel admin-form" aria-labelledby="capacity-heading">
				<h3 id="capacity-heading">Minutes of work per slot</h3>
				<p className="field-hint">
					How many minutes of work each time slot takes on each weekday (0 closes the slot). A set of four tyres and each service take the minutes set on the{' '}
					<a href="/admin/services">Services</a> screen; 180 minutes fits three 1-hour tyre jobs.
				</p>
				<FormAlert message={capacityErrors?.message} />
				<input type="hidden" name="intent" value="save-capacity" />
				<div className="admin-table-wrap">
					<table className="admin-table admin-capacity-table">
						<thead>
							<tr>
								<th scope="col">Day</th>
								{SLOT_NAMES.map((slot) => (
									<th scope="col" key={slot}>
										{SLOT_LABELS[slot]}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{WEEK_ORDER.map((weekday) => (
								<tr key={weekday}>
									<th scope="row">{WEEKDAY_NAMES[weekday]}</th>
									{SLOT_NAMES.map((slot) => {
										const name = capacityField(weekday, slot)
										const errors = capacityErrors?.fieldErrors[name]
										return (
											<td key={slot} data-label={SLOT_LABELS[slot]}>
												<input
													type="number"
													name={name}
													min={0}
													max={MAX_SLOT_CAPACITY}
													required
													inputMode="numeric"
													aria-label={`${WEEKDAY_NAMES[weekday]} ${SLOT_LABELS[slot]}`}
													defaultValue={capacityErrors?.values[name] ?? capacity[weekday]![slot]}
													aria-invalid={errors ? true : undefined}
												/>
												<ErrorList errors={errors} />
											</td>
										)
									})}
								</tr>
							))}
						</tbody>
					</table>
				</div>
				<button type="submit" className="button">
					Save minutes
				</button>
			</Form>

			<div className="admin-panel admin-panel-body">
				<h3>Closed dates</h3>
				<Form method="post" preventScrollReset className="admin-inline-form" aria-label="Close a date">
					<input type="hidden" name="intent" value="close-date" />
					<div className="field">
						<label htmlFor="closed-date">Date</label>
						<input
							id="closed-date"
							type="date"
							name="date"
							min={today}
							required
							defaultValue={closeErrors?.values.date}
							aria-invalid={closeErrors?.fieldErrors.date ? true : undefined}
							aria-describedby={closeErrors?.fieldErrors.date ? 'closed-date-error' : undefined}
						/>
						<ErrorList id="closed-date-error" errors={closeErrors?.fieldErrors.date} />
					</div>
					<div className="field">
						<label htmlFor="closed-reason">Reason (optional)</label>
						<input id="closed-reason" name="reason" maxLength={100} defaultValue={closeErrors?.values.reason} />
						<ErrorList errors={closeErrors?.fieldErrors.reason} />
					</div>
					<button type="submit" className="button button-small">
						Close date
					</button>
				</Form>
				{closedDates.length ? (
					<ul className="admin-list" data-testid="closed-dates">
						{closedDates.map((closed) => (
							<li key={closed.date} className="admin-list-item">
								<span>
									<strong>{closed.label}</strong>
									{closed.reason ? ` · ${closed.reason}` : ''}
								</span>
								<Form method="post" preventScrollReset>
									<input type="hidden" name="intent" value="reopen-date" />
									<input type="hidden" name="date" value={closed.date} />
									<button type="submit" className="button button-secondary button-small" aria-label={`Reopen ${closed.label}`}>
										Reopen
									</button>
								</Form>
							</li>
						))}
					</ul>
				) : (
					<p className="admin-card-meta">No closed dates ahead.</p>
				)}
			</div>
		</section>
	)
}
