import { z } from 'zod'
import type { Route } from './+types/day-changes'
import { parseChangeId } from '#app/domain/day/changes'
import { DAY_MESSAGES, isPaidBy, NotCompletedSchema } from '#app/domain/day/day'
import { type JobResult, markJobDone, markJobNotCompleted, undoJobDone } from '#app/domain/day/day-actions.server'
import { ON_MY_WAY_MESSAGES } from '#app/domain/day/on-my-way'
import { onMyWayToast, parseOnMyWayMinutes } from '#app/domain/day/on-my-way-post'
import { sendOnMyWay } from '#app/domain/day/on-my-way.server'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { toastCookie } from '#app/lib/toast.server'

// Where the phone sends the day view's Done, Undo and Couldn't complete with JavaScript (its queue,
// app/ui/admin/offline), and On my way (sent at once, not queued): the same fields as the day view's forms, always with a change id, and
// the answer as JSON so each queued change learns whether it was applied or refused, and why.

const NO_STORE = { 'Cache-Control': 'private, no-store' }

function answer(body: { ok: boolean; message: string; reference?: string }, status: number, headers: HeadersInit = {}) {
	return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

// The card's four buttons that post here (STYLE habit 6). Done, Undo and Couldn't complete come
// from the phone's queue under a change id; On my way does not (see onMyWay).
const DayChangeIntentSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('on-my-way') }),
	z.object({ intent: z.literal('done') }),
	z.object({ intent: z.literal('undo') }),
	z.object({ intent: z.literal('not-completed') }),
])

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return answer({ ok: false, message: read.message }, read.status)
	const form = read.form
	const parsed = DayChangeIntentSchema.safeParse({ intent: form.get('intent') })
	if (!parsed.success) return answer({ ok: false, message: DAY_MESSAGES.badIntent }, 400)
	const intent = parsed.data.intent
	// "On my way" is sent at once from the card, never queued (a late "about 15 minutes" is wrong),
	// so it needs no change id: it is sent once per booking per day whatever posts it
	if (intent === 'on-my-way') return onMyWay(form)
	const change = parseChangeId(form.get('change'))
	if (!change.ok || !change.changeId) return answer({ ok: false, message: change.ok ? DAY_MESSAGES.badIntent : change.message }, 400)
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' && value !== '' ? value : undefined
	}
	// the id, and for Couldn't complete its quick reason, words and fee, as the day view's form sends them
	const job = NotCompletedSchema.safeParse(
		intent === 'not-completed' ? { id: text('id'), cause: text('cause'), reason: text('reason'), fee: text('fee') } : { id: text('id'), reason: 'not needed' },
	)
	if (!job.success) {
		const issue = job.error.issues[0]
		return answer({ ok: false, message: issue?.path[0] === 'reason' || issue?.path[0] === 'cause' ? issue.message : DAY_MESSAGES.notFound }, 400)
	}
	const { id } = job.data
	const clock = { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }
	const db = getDb()
	switch (intent) {
		case 'done': {
			const paidBy = text('paidBy')
			const options = { paidBy: isPaidBy(paidBy) ? paidBy : undefined, anyDay: text('anyDay') === 'yes' }
			return answerChange(await markJobDone(db, id, clock, options, change.changeId), DAY_MESSAGES.done)
		}
		case 'undo':
			return answerChange(await undoJobDone(db, id, clock, change.changeId), DAY_MESSAGES.undone)
		case 'not-completed': {
			const result = await markJobNotCompleted(db, id, job.data, clock, change.changeId)
			return answerChange(result, result.ok && result.feeApplied === true ? DAY_MESSAGES.feeApplied : DAY_MESSAGES.notCompleted)
		}
	}
}

/** A queued change's answer: applied (with the toast the day view shows when it reloads) or refused, and why. */
async function answerChange(result: JobResult, title: string) {
	if (!result.ok) return answer({ ok: false, message: result.message }, result.status)
	// the day view reloads after a change is sent: it shows the same toast as the plain post's
	return answer({ ok: true, message: title, reference: result.reference }, 200, { 'Set-Cookie': await toastCookie({ type: 'success', title, description: result.reference }) })
}

async function onMyWay(form: FormData) {
	const id = Number(form.get('id'))
	if (!Number.isInteger(id) || id <= 0) return answer({ ok: false, message: DAY_MESSAGES.notFound }, 400)
	const minutes = parseOnMyWayMinutes(form.get('minutes'))
	if (minutes === null) return answer({ ok: false, message: ON_MY_WAY_MESSAGES.badMinutes }, 400)
	const result = await sendOnMyWay(getDb(), id, minutes, { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE })
	if (!result.ok) return answer({ ok: false, message: result.message }, result.status)
	const toast = onMyWayToast(result)
	return answer({ ok: true, message: toast.title, reference: result.reference }, 200, { 'Set-Cookie': await toastCookie(toast) })
}
