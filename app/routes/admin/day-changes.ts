import type { Route } from './+types/day-changes'
import { isChangeKind, parseChangeId } from '#app/domain/day/changes'
import { DAY_MESSAGES, isPaidBy, NotCompletedSchema } from '#app/domain/day/day'
import { markJobDone, markJobNotCompleted, undoJobDone } from '#app/domain/day/day-actions.server'
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

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return answer({ ok: false, message: read.message }, read.status)
	const form = read.form
	const intent = form.get('intent')
	// "On my way" is sent at once from the card, never queued (a late "about 15 minutes" is wrong),
	// so it needs no change id: it is sent once per booking per day whatever posts it
	if (intent === 'on-my-way') return onMyWay(form)
	if (!isChangeKind(intent)) return answer({ ok: false, message: DAY_MESSAGES.badIntent }, 400)
	const change = parseChangeId(form.get('change'))
	if (!change.ok || !change.changeId) return answer({ ok: false, message: change.ok ? DAY_MESSAGES.badIntent : change.message }, 400)
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' && value !== '' ? value : undefined
	}
	// the id, and for Couldn't complete its quick reason, words and fee, as the day view's form sends them
	const parsed = NotCompletedSchema.safeParse(
		intent === 'not-completed' ? { id: text('id'), cause: text('cause'), reason: text('reason'), fee: text('fee') } : { id: text('id'), reason: 'not needed' },
	)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		return answer({ ok: false, message: issue?.path[0] === 'reason' || issue?.path[0] === 'cause' ? issue.message : DAY_MESSAGES.notFound }, 400)
	}
	const { id } = parsed.data
	const clock = { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }
	const db = getDb()
	const paidBy = text('paidBy')
	const result =
		intent === 'done'
			? await markJobDone(db, id, clock, { paidBy: isPaidBy(paidBy) ? paidBy : undefined, anyDay: text('anyDay') === 'yes' }, change.changeId)
			: intent === 'undo'
				? await undoJobDone(db, id, clock, change.changeId)
				: await markJobNotCompleted(db, id, parsed.data, clock, change.changeId)
	if (!result.ok) return answer({ ok: false, message: result.message }, result.status)
	const feeApplied = 'feeApplied' in result && result.feeApplied === true
	const title = intent === 'done' ? DAY_MESSAGES.done : intent === 'undo' ? DAY_MESSAGES.undone : feeApplied ? DAY_MESSAGES.feeApplied : DAY_MESSAGES.notCompleted
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
