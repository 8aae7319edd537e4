import { BE_READY_CHECKLIST, esc } from '#app/domain/booking/booking-emails'
import { signedOrderPath } from '#app/domain/booking/order-link.server'
import { loadDaySheet, type DaySheet } from '#app/domain/day/day-sheet.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { isSlot, slotLabel } from '#app/domain/slots/slot-rules'
import { nowIso, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { sendEmail, sendSms } from '#app/lib/outbox.server'
import { scheduleJob, type ScheduledJob } from '#app/lib/scheduler.server'
import { dueReminders } from './schedule'

// The reminders the scheduler sends (see schedule.ts for when): each is claimed in
// reminders_sent first, so it goes out once, whatever the number of runs or instances. Every
// message is recorded in the outbox by sendEmail/sendSms (and only kept there without SMTP or an
// SMS provider).

export interface ReminderRun {
	customers: string[]
	runSheets: string[]
}

/** Claims a reminder; true when this run is the one to send it. */
async function claim(db: Db, kind: string, key: string, now: Date): Promise<boolean> {
	const result = await db
		.insertInto('reminders_sent')
		.values({ kind, subject_key: key, sent_at: nowIso(now) })
		.onConflict((oc) => oc.columns(['kind', 'subject_key']).doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function sendDueReminders(db: Db, clock: { now: Date; timeZone: string }): Promise<ReminderRun> {
	const due = dueReminders(shopClock(clock.now, clock.timeZone))
	const run: ReminderRun = { customers: [], runSheets: [] }
	if (due.customersFor) run.customers = await remindCustomers(db, due.customersFor, clock.now)
	if (due.runSheetFor) {
		// a day with no jobs sends nothing (and a job booked later that evening still gets its sheet)
		const sheet = await loadDaySheet(db, due.runSheetFor, clock)
		if (sheet.summary.jobs > 0 && (await claim(db, 'owner-run-sheet', due.runSheetFor, clock.now))) {
			await sendOwnerRunSheet(db, sheet)
			run.runSheets.push(due.runSheetFor)
		}
	}
	return run
}

async function remindCustomers(db: Db, date: string, now: Date): Promise<string[]> {
	const bookings = await db
		.selectFrom('bookings')
		.select([
			'reference',
			'first_name',
			'email',
			'phone',
			'phone_e164',
			'address',
			'suburb',
			'postcode',
			'selected_date',
			'selected_slot',
			'payment_method',
			'payment_status',
			'final_amount',
		])
		.where('selected_date', '=', date)
		.where('status', '=', 'pending')
		.where('confirmed_at', 'is not', null)
		.orderBy('id')
		.execute()
	if (bookings.length === 0) return []
	const env = getEnv()
	const settings = await getShopSettings(db, env)
	const sent: string[] = []
	for (const b of bookings) {
		if (!(await claim(db, 'customer-day-before', b.reference, now))) continue
		const when = `${formatLongDate(b.selected_date)}, ${isSlot(b.selected_slot) ? slotLabel(b.selected_slot) : b.selected_slot}`
		const link = `${env.publicUrl}${signedOrderPath(b.reference, b.selected_date)}`
		const pay =
			b.payment_status === 'paid' ? 'Paid by card: nothing to pay on the day.' : b.payment_method === 'pay_on_the_day' ? `To pay on the day: ${formatMoney(b.final_amount)}.` : ''
		const lines = [
			`Hi ${b.first_name},`,
			`A reminder: we fit your tyres tomorrow, ${when}, at ${b.address}, ${b.suburb} ${b.postcode}.`,
			'Please have ready:',
			...BE_READY_CHECKLIST.map((item) => `- ${item}`),
			...(pay ? [pay] : []),
			`View, move or cancel your booking: ${link}`,
			`Questions? Call us on ${settings.phone}. Reference ${b.reference}.`,
		]
		await sendEmail(db, {
			to: b.email,
			replyTo: settings.email,
			subject: `Reminder: your tyre fitting is tomorrow (${b.reference})`,
			text: lines.join('\n\n'),
			html: lines.map((line) => `<p>${esc(line)}</p>`).join('\n'),
		})
		await sendSms(db, {
			to: b.phone_e164 ?? b.phone,
			body: `${settings.businessName}: we fit your tyres tomorrow, ${when}. Leave the locking wheel-nut key in the car. Manage: ${link}`,
		})
		sent.push(b.reference)
	}
	return sent
}

async function sendOwnerRunSheet(db: Db, sheet: DaySheet) {
	const env = getEnv()
	const settings = await getShopSettings(db, env)
	let stop = 0
	const lines = [`Run sheet for ${sheet.label}: ${sheet.summary.jobs === 1 ? '1 job' : `${sheet.summary.jobs} jobs`}, ${sheet.summary.tyres} tyres.`]
	for (const slot of sheet.slots) {
		lines.push('', slot.label)
		for (const job of slot.jobs) {
			stop += 1
			lines.push(
				`${stop}. ${job.customer.name}, ${job.customer.phone}, ${job.address.line}, ${job.address.suburb} ${job.address.postcode}`,
				`   ${job.tyres.map((t) => `${t.quantity} × ${t.size} ${t.brand} ${t.model}`).join('; ')}${job.vehicle.rego ? ` · ${job.vehicle.rego}` : ''}`,
			)
		}
	}
	lines.push('', `The day view: ${env.publicUrl}/admin/day?date=${sheet.date}`)
	await sendEmail(db, {
		to: settings.email,
		subject: `Run sheet for ${sheet.label}`,
		text: lines.join('\n'),
		html: `<pre>${esc(lines.join('\n'))}</pre>`,
	})
}

let job: ScheduledJob | undefined

/** The reminder run every few minutes, in the server (boot.ts); one instance at a time runs it. */
export function startReminderScheduler(
	db: Db,
	{ everyMs = 5 * 60_000, now, timeZone, onError }: { everyMs?: number; now: () => Date; timeZone: string; onError: (error: unknown) => void },
) {
	if (job) return
	job = scheduleJob(db, { name: 'reminders', everyMs, runAtStart: true, run: () => sendDueReminders(db, { now: now(), timeZone }), onError })
}

/** Stops the runs; resolves when the one under way (if any) has finished. */
export async function stopReminderScheduler() {
	const stopping = job?.stop()
	job = undefined
	await stopping
}
