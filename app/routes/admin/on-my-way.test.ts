import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ON_MY_WAY_MESSAGES } from '#app/domain/day/on-my-way'
import { setClock } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { adminSessionCookie, outcomeOf, responseOf } from '#tests/admin-fixtures'
import { OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre } from '#tests/fixtures/booking'
import * as day from './day'
import * as changes from './day-changes'

// "On my way" from a job card: the plain post to the day view (no JavaScript) and the post the
// card sends with JavaScript to /admin/day/changes (JSON, never queued), on the booked day.

const ON_THE_DAY = new Date('2026-11-26T00:30:00Z')
beforeEach(() => setClock(() => ON_THE_DAY.getTime()))
afterEach(() => setClock(null))

const back = `/admin/day?date=${OPEN_DATE}`

async function booked() {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 14 })
	await setSlotCapacity(db, OPEN_DATE, 'afternoon', 20)
	return placedBooking({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' })
}

async function form(fields: Record<string, string>) {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	return body
}

async function postPage(fields: Record<string, string>, { signedIn = true } = {}) {
	const request = new Request('http://localhost:3000/admin/day', { method: 'POST', headers: signedIn ? { Cookie: await adminSessionCookie() } : {}, body: await form(fields) })
	const outcome = await outcomeOf(() => day.action({ request, params: {}, context: {} } as never))
	const setCookies = outcome.response?.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') ?? ''
	const toast = (await takeToast(new Request('http://x', { headers: { Cookie: setCookies } }))).toast
	return { ...outcome, location: outcome.response?.headers.get('Location') ?? null, toast }
}

async function postChange(fields: Record<string, string>) {
	const request = new Request('http://localhost:3000/admin/day/changes', { method: 'POST', headers: { Cookie: await adminSessionCookie() }, body: await form(fields) })
	const response = await responseOf(() => changes.action({ request, params: {}, context: {} } as never))
	return { status: response.status, body: await response.json() }
}

describe('On my way', () => {
	test('a plain post sends it and lands back on the day with a toast; a second is refused; the card shows it sent', async () => {
		const booking = await booked()
		const sent = await postPage({ intent: 'on-my-way', id: String(booking.id), minutes: '30', redirectTo: back })
		expect(sent.status).toBe(303)
		expect(sent.location).toBe(back)
		expect(sent.toast).toMatchObject({ type: 'success', title: ON_MY_WAY_MESSAGES.kept, description: `${booking.reference}: about 30 min` })
		const again = await postPage({ intent: 'on-my-way', id: String(booking.id), minutes: '15', redirectTo: back })
		expect(again.toast).toMatchObject({ type: 'error', title: ON_MY_WAY_MESSAGES.already })
		const request = new Request(`http://localhost:3000${back}`, { headers: { Cookie: await adminSessionCookie() } })
		const page = await outcomeOf(() => day.loader({ request, params: {}, context: {} } as never))
		const job = page.data.sheet.slots.flatMap((s: { jobs: { id: number }[] }) => s.jobs).find((j: { id: number }) => j.id === booking.id)
		expect(job.onMyWay).toEqual({ sentAt: ON_THE_DAY.toISOString(), minutes: 30, sms: 'kept' })
	})

	test('minutes other than 15, 30, 45 or 60 are refused and nothing is sent', async () => {
		const booking = await booked()
		const refused = await postPage({ intent: 'on-my-way', id: String(booking.id), minutes: '20', redirectTo: back })
		expect(refused.toast).toMatchObject({ type: 'error', title: ON_MY_WAY_MESSAGES.badMinutes })
		expect(await postChange({ intent: 'on-my-way', id: String(booking.id) })).toEqual({ status: 400, body: { ok: false, message: ON_MY_WAY_MESSAGES.badMinutes } })
		expect(await getDb().selectFrom('on_my_way').selectAll().where('booking_id', '=', booking.id).execute()).toEqual([])
	})

	test('with JavaScript it answers JSON, once: the second post says it was already sent', async () => {
		const booking = await booked()
		expect(await postChange({ intent: 'on-my-way', id: String(booking.id), minutes: '15' })).toEqual({ status: 200, body: { ok: true, message: ON_MY_WAY_MESSAGES.kept, reference: booking.reference } })
		expect(await postChange({ intent: 'on-my-way', id: String(booking.id), minutes: '15' })).toEqual({ status: 409, body: { ok: false, message: ON_MY_WAY_MESSAGES.already } })
		expect(await postChange({ intent: 'on-my-way', id: 'x', minutes: '15' })).toMatchObject({ status: 400 })
	})

	test('is for the admin only', async () => {
		const posted = await postPage({ intent: 'on-my-way', id: '1', minutes: '30' }, { signedIn: false })
		expect(posted.status).toBe(302)
		expect(posted.location).toMatch(/^\/login\/admin/)
	})
})
