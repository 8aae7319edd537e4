import { lazy, Suspense } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/day'
import { cancelBookingByOwner, rescheduleBookingByOwner, rescheduleChoices } from '#app/domain/booking/booking-changes.server'
import { CHANGE_KINDS } from '#app/domain/day/changes'
import { type DayPost, parseDayPost } from '#app/domain/day/day-post.server'
import { DAY_MESSAGES, isPaidBy, NotCompletedSchema, PAID_BY_LABELS, parseDayParam } from '#app/domain/day/day'
import { markJobDone, markJobNotCompleted, moveJob, resetSlotOrder, undoJobDone } from '#app/domain/day/day-actions.server'
import { ON_MY_WAY_MESSAGES } from '#app/domain/day/on-my-way'
import { onMyWayToast } from '#app/domain/day/on-my-way-post'
import { sendOnMyWay } from '#app/domain/day/on-my-way.server'
import { loadDaySheet, loadPickList } from '#app/domain/day/day-sheet.server'
import { fieldErrorsOf } from '#app/lib/form-fields'
import { shopToday } from '#app/domain/slots/shop-time'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { type Db, getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ConfirmStep } from '#app/ui/admin/confirm'
import { CANCEL_QUESTION, JobCard } from '#app/ui/admin/day/job-card'
import { NextJob } from '#app/ui/admin/day/next-job'
import { PickList } from '#app/ui/admin/day/pick-list'
import { PrintButton, RunSheet, Takings } from '#app/ui/admin/day/run-sheet'
import { withWaitingChanges } from '#app/ui/admin/offline/change-queue'
import { useChangeQueue } from '#app/ui/admin/offline/change-queue-context'
import { DayOffline } from '#app/ui/admin/offline/day-offline'
import { useKeepForOffline } from '#app/ui/admin/offline/service-worker'
import { useReturnUrl } from '#app/ui/admin/use-return-url'
import { FormAlert } from '#app/ui/forms/field'
import { OptionalPart } from '#app/ui/optional-part'
import { useHydrated } from '#app/ui/use-hydrated'
import dayCss from '#app/styles/admin-day.css?url'
import leafletCss from 'leaflet/dist/leaflet.css?url'

// Leaflet only on this page, and only in the browser
const DayMap = lazy(() => import('#app/ui/admin/day/day-map'))

// The owner's day, the admin's home screen: every confirmed booking of one day by slot, with
// call, navigate and the job's actions. /admin/day is today; ?date=YYYY-MM-DD any other day.

const DAY = '/admin/day'

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: leafletCss },
	{ rel: 'stylesheet', href: dayCss },
]

export const meta: Route.MetaFunction = ({ data }) => [
	{
		title: data ? `${data.sheet.isToday ? 'Today' : data.sheet.label} | Admin` : 'Admin',
	},
]

const Id = z.coerce.number().int().positive()

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const clock = { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }
	const db = getDb()
	const today = shopToday(clock.timeZone, clock.now)
	const day = parseDayParam(params.get('date'), today)
	if (!day.ok) throw data(day.message, { status: 400 })
	const sheet = await loadDaySheet(db, day.date, clock)
	const picks = await loadPickList(db, sheet)
	const hasToDo = sheet.slots.some((s) => s.jobs.some((j) => j.state !== 'done'))
	const choices = hasToDo
		? (await rescheduleChoices(db, clock)).map(({ value, label }) => ({
				value,
				label,
			}))
		: []
	const cancelId = Id.safeParse(params.get('cancel'))
	const confirming = cancelId.success ? (sheet.slots.flatMap((s) => s.jobs).find((j) => j.id === cancelId.data && j.state !== 'done') ?? null) : null
	// ?done=<id>(&paidBy=) after a Done on a job of another day: that card asks to confirm
	const doneId = Id.safeParse(params.get('done'))
	const paidBy = params.get('paidBy')
	const confirmingDone =
		doneId.success && !sheet.isToday && sheet.slots.some((s) => s.jobs.some((j) => j.id === doneId.data && j.state !== 'done'))
			? {
					id: doneId.data,
					paidBy: isPaidBy(paidBy) ? paidBy : null,
					question: `This job is booked for ${sheet.label}, not today. Mark it done anyway?`,
					detail: isPaidBy(paidBy) ? `Paid: ${PAID_BY_LABELS[paidBy]}` : undefined,
				}
			: null
	return {
		confirmingDone,
		sheet,
		// each job's Done, Undo and Couldn't complete post with an id of their own, made here for a
		// page without JavaScript (with it, the phone makes one per tap): a resent post applies once
		changeIds: Object.fromEntries(sheet.slots.flatMap((s) => s.jobs).map((j) => [j.id, Object.fromEntries(CHANGE_KINDS.map((k) => [k, crypto.randomUUID()]))])),
		loadedAt: clock.now.toISOString(),
		picks,
		choices,
		timeZone: clock.timeZone,
		tiles: { url: getEnv().MAP_TILE_URL, attribution: getEnv().MAP_TILE_ATTRIBUTION },
		confirming: confirming
			? {
					id: confirming.id,
					reference: confirming.reference,
					name: confirming.customer.name,
				}
			: null,
	}
}

type ActionData = {
	message: string
	notCompleted?: { id: number; reason: string; cause: string; fee: boolean; errors: string[] }
	done?: { id: number; errors: string[] }
}

/** What every intent's handler needs: the database, the shop clock and the day to go back to. */
type DayPostArgs = { db: Db; clock: { now: Date; timeZone: string }; back: string }

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data<ActionData>({ message: read.message }, { status: read.status })
	const form = read.form
	const parsed = parseDayPost(Object.fromEntries(form))
	if (!parsed.ok) return data<ActionData>({ message: parsed.message }, { status: 400 })
	const args: DayPostArgs = { db: getDb(), clock: { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }, back: adminReturnPath(form, DAY) }
	const { db, clock, back } = args
	const post = parsed.post
	switch (post.intent) {
		case 'reset-order':
			await resetSlotOrder(db, post.date, post.slot)
			return redirectWithToast(back, { type: 'success', title: DAY_MESSAGES.orderReset })
		case 'done':
			return markDone(args, post)
		case 'undo': {
			const result = await undoJobDone(db, post.id, clock, post.change)
			return toastOutcome(back, result, DAY_MESSAGES.undone, result.ok ? result.reference : undefined)
		}
		case 'not-completed':
			return markNotCompleted(args, post, form)
		case 'reschedule':
			return toastOutcome(back, await rescheduleBookingByOwner(db, post.id, post.choice, clock), DAY_MESSAGES.rescheduled)
		case 'move':
			return toastOutcome(back, await moveJob(db, post.id, post.direction, clock), DAY_MESSAGES.moved)
		case 'cancel':
			return toastOutcome(back, await cancelBookingByOwner(db, post.id, clock), DAY_MESSAGES.cancelled)
		case 'on-my-way': {
			if (post.minutes === null) return redirectWithToast(back, { type: 'error', title: ON_MY_WAY_MESSAGES.badMinutes })
			const result = await sendOnMyWay(db, post.id, post.minutes, clock)
			return redirectWithToast(back, result.ok ? onMyWayToast(result) : { type: 'error', title: result.message })
		}
	}
}

/** Done: asks how the money due was paid, and to confirm a job of another day, before marking it. */
async function markDone({ db, clock, back }: DayPostArgs, { id, change, paidBy, anyDay }: Extract<DayPost, { intent: 'done' }>) {
	const result = await markJobDone(db, id, clock, { paidBy, anyDay }, change)
	if (!result.ok && 'needs' in result) {
		if (result.needs === 'paid-by') return data<ActionData>({ message: result.message, done: { id, errors: [result.message] } }, { status: 400 })
		return redirect(confirmDoneUrl(back, result.date, id, paidBy ?? null))
	}
	return toastOutcome(back, result, DAY_MESSAGES.done, result.ok ? result.reference : undefined)
}

/** Couldn't complete: its reason, quick reason and fee are the card's own form, re-shown on the card when refused. */
async function markNotCompleted({ db, clock, back }: DayPostArgs, { id, change }: Extract<DayPost, { intent: 'not-completed' }>, form: FormData) {
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' && value !== '' ? value : undefined
	}
	const parsed = NotCompletedSchema.safeParse({ id, cause: text('cause'), reason: text('reason'), fee: text('fee') })
	if (!parsed.success) {
		const fields = fieldErrorsOf(parsed.error)
		const errors = [...(fields.cause ?? []), ...(fields.reason ?? [])]
		if (errors.length === 0) errors.push(DAY_MESSAGES.reasonRequired)
		return data<ActionData>(
			{ message: errors[0]!, notCompleted: { id, reason: text('reason') ?? '', cause: text('cause') ?? '', fee: text('fee') !== undefined, errors } },
			{ status: 400 },
		)
	}
	const result = await markJobNotCompleted(db, id, parsed.data, clock, change)
	return toastOutcome(back, result, result.ok && 'feeApplied' in result && result.feeApplied ? DAY_MESSAGES.feeApplied : DAY_MESSAGES.notCompleted, result.ok ? result.reference : undefined)
}

export default function AdminDay({ loaderData, actionData }: Route.ComponentProps) {
	const { picks, choices, timeZone, confirming, confirmingDone, tiles, changeIds, loadedAt } = loaderData
	// with JavaScript, the changes still waiting to be sent show as made
	const queue = useChangeQueue()
	const sheet = queue ? withWaitingChanges(loaderData.sheet, queue.state.waiting) : loaderData.sheet
	useKeepForOffline(sheet.isToday ? [DAY, `${DAY}?date=${sheet.next}`] : [])
	const hydrated = useHydrated()
	const stops = sheet.slots
		.flatMap((s) => s.jobs)
		.map((job, i) => ({ stop: i + 1, name: job.customer.name, suburb: job.address.suburb, coords: job.coords }))
		.filter((s): s is typeof s & { coords: NonNullable<typeof s.coords> } => s.coords !== null)
	const returnUrl = useReturnUrl(['delete', 'clear', 'cancel', 'done', 'paidBy'])
	let stop = 0
	return (
		<section aria-labelledby="day-heading" className="day">
			<h2 id="day-heading" className="day-title">
				{sheet.isToday ? 'Today' : sheet.label}
				{sheet.isToday ? <span className="day-head-date"> {sheet.label}</span> : null}
			</h2>
			{actionData?.message && !actionData.notCompleted && !actionData.done ? <FormAlert message={actionData.message} /> : null}
			{confirming ? <ConfirmStep message={CANCEL_QUESTION} detail={`${confirming.reference}, ${confirming.name}`} fields={{ intent: 'cancel', id: confirming.id }} /> : null}
			{/* phone first: the next job to do, then the day's summary, other days, pick list and map */}
			<NextJob sheet={sheet} />
			<p className="day-summary" data-testid="day-summary">
				{sheet.summary.jobs === 1 ? '1 job' : `${sheet.summary.jobs} jobs`} · {sheet.summary.done} done
				{sheet.summary.notCompleted ? ` · ${sheet.summary.notCompleted} not completed` : ''} · {sheet.summary.tyres} tyres
				{sheet.summary.toCollectCents ? ` · ${formatMoney(sheet.summary.toCollectCents)} to collect` : ''}
			</p>
			<Takings takings={sheet.takings} className="day-takings day-takings-screen" />
			<div className="day-head">
				<nav className="day-nav" aria-label="Other days">
					<Link className="button button-secondary button-small" to={`${DAY}?date=${sheet.previous}`} aria-label="Previous day">
						‹ Prev
					</Link>
					{sheet.isToday ? null : (
						<Link className="button button-secondary button-small" to={DAY}>
							Today
						</Link>
					)}
					<Link className="button button-secondary button-small" to={`${DAY}?date=${sheet.next}`} aria-label="Next day">
						Next ›
					</Link>
					<Link className="button button-secondary button-small" to="/admin/bookings/new">
						+ Phone booking
					</Link>
					<Form method="get" className="day-pick">
						<label className="visually-hidden" htmlFor="day-date">
							Date
						</label>
						<input id="day-date" type="date" name="date" defaultValue={sheet.date} required />
						<button type="submit" className="button button-secondary button-small">
							Show
						</button>
					</Form>
				</nav>
			</div>
			<DayOffline loadedAt={loadedAt} timeZone={timeZone} />
			{sheet.slots.length === 0 ? (
				<p className="admin-empty">No fittings booked for this day.</p>
			) : (
				<>
					<PickList rows={picks} />
					{hydrated && stops.length ? (
						<div className="day-map-wrap">
							<OptionalPart fallback={<p className="day-map-unavailable">The map needs a signal; the jobs below are all here.</p>}>
								<Suspense fallback={<div className="day-map day-map-loading" aria-hidden="true" />}>
									<DayMap stops={stops} tileUrl={tiles.url} attribution={tiles.attribution} />
								</Suspense>
							</OptionalPart>
						</div>
					) : null}
					<div className="day-print">
						<PrintButton />
					</div>
					<RunSheet sheet={sheet} picks={picks} />
				</>
			)}
			{sheet.slots.map((slot) => (
				<section key={slot.slot} className="day-slot" aria-labelledby={`slot-${slot.slot}`}>
					<h3 id={`slot-${slot.slot}`} className="day-slot-title">
						{slot.label} <span className="day-slot-count">({slot.jobs.length === 1 ? '1 job' : `${slot.jobs.length} jobs`})</span>
					</h3>
					{slot.jobs.length > 1 ? (
						<div className="day-slot-order">
							<span data-testid="slot-order">{slot.byHand ? 'Your order' : 'Suggested order: nearest next stop'}</span>
							{slot.byHand ? (
								<Form method="post" preventScrollReset>
									<input type="hidden" name="intent" value="reset-order" />
									<input type="hidden" name="date" value={sheet.date} />
									<input type="hidden" name="slot" value={slot.slot} />
									<input type="hidden" name="redirectTo" value={returnUrl} />
									<button type="submit" className="button button-secondary button-small">
										Use the suggested order
									</button>
								</Form>
							) : null}
						</div>
					) : null}
					<div className="day-slot-grid">
						{slot.jobs.map((job, index) => {
							stop += 1
							return (
								<JobCard
									key={job.id}
									job={job}
									stop={stop}
								canMove={{ up: index > 0, down: index < slot.jobs.length - 1 }}
									returnUrl={returnUrl}
									timeZone={timeZone}
									choices={choices}
									changeIds={changeIds[job.id]}
									notCompletedError={actionData?.notCompleted?.id === job.id ? actionData.notCompleted : null}
									doneError={actionData?.done?.id === job.id ? actionData.done : null}
									confirmDone={confirmingDone?.id === job.id ? { ...confirmingDone, returnUrl } : null}
									today={sheet.isToday}
								/>
							)
						})}
					</div>
				</section>
			))}
		</section>
	)
}

/** The booking's day with its card asking to confirm a Done on another day (plain HTML: a page of its own). */
function confirmDoneUrl(back: string, date: string, id: number, paidBy: string | null) {
	const url = new URL(back, 'http://day.invalid')
	url.searchParams.set('date', date)
	url.searchParams.set('done', String(id))
	if (paidBy) url.searchParams.set('paidBy', paidBy)
	else url.searchParams.delete('paidBy')
	return `${url.pathname}${url.search}#job-${id}`
}

/** Back to the day with the outcome of an action as a toast: its message when refused, `title` when done. */
function toastOutcome(back: string, result: { ok: true } | { ok: false; message: string }, title: string, description?: string) {
	if (!result.ok) return redirectWithToast(back, { type: 'error', title: result.message })
	return redirectWithToast(back, { type: 'success', title, description })
}
