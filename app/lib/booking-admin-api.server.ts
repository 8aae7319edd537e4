import { z } from 'zod'
import {
	ADMIN_BOOKING_TABS,
	BOOKING_ADMIN_MESSAGES,
	deleteBooking,
	holdsCardMoney,
	listAdminBookings,
	SETTABLE_STATUSES,
	setBookingStatus,
	toApiBooking,
} from '#app/domain/booking/booking-admin.server'
import { apiError, apiOk, idParam, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { getDb } from '#app/lib/db.server'
import { readFields } from '#app/lib/multipart.server'

// The two booking API families of spec §7 (/api/bookings/* and /api/booking-backend/*) answer
// the same way; their route modules call these after requireAdmin (every call is admin-only).

const ListQuery = z.object({
	page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').max(100000).default(1),
	limit: z.coerce.number({ error: 'limit must be from 1 to 200.' }).int('limit must be from 1 to 200.').min(1, 'limit must be from 1 to 200.').max(200, 'limit must be from 1 to 200.').default(100),
	q: z.string().max(80, 'q is too long.').optional(),
})

const StatusBody = z.object({
	status: z.enum(SETTABLE_STATUSES, { error: `status must be one of: ${SETTABLE_STATUSES.join(', ')}.` }),
})

export async function listBookingsCall(request: Request, status?: string) {
	const wrongMethod = methodNotAllowed(request, ['GET'])
	if (wrongMethod) return wrongMethod
	if (status !== undefined && !(ADMIN_BOOKING_TABS as readonly string[]).includes(status)) {
		return apiError(400, `status must be one of: ${ADMIN_BOOKING_TABS.join(', ')}.`)
	}
	const query = ListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!query.success) return apiError(400, query.error.issues[0]!.message)
	const list = await listAdminBookings(getDb(), { status: status as (typeof ADMIN_BOOKING_TABS)[number] | undefined, q: query.data.q, page: query.data.page, pageSize: query.data.limit })
	return apiOk({ success: true, bookings: list.bookings.map(toApiBooking), total: list.total, page: list.page, totalPages: list.pageCount })
}

export async function setStatusCall(request: Request, idText: string | undefined, method: 'PATCH' | 'PUT') {
	const wrongMethod = methodNotAllowed(request, [method])
	if (wrongMethod) return wrongMethod
	const id = idParam(idText)
	if (!id) return apiError(400, 'The booking id must be a number.')
	return withBodyErrors(async () => {
		const body = await readFields(request)
		const parsed = StatusBody.safeParse({ status: body.status })
		if (!parsed.success) return apiError(400, parsed.error.issues[0]!.message)
		const result = await setBookingStatus(getDb(), id, parsed.data.status)
		if (!result.ok) return apiError(result.status, result.message)
		return apiOk({ success: true, message: 'Booking status updated.', booking: toApiBooking(result.booking) })
	})
}

export async function deleteBookingCall(request: Request, idText: string | undefined) {
	const wrongMethod = methodNotAllowed(request, ['DELETE'])
	if (wrongMethod) return wrongMethod
	const id = idParam(idText)
	if (!id) return apiError(400, 'The booking id must be a number.')
	if (await holdsCardMoney(getDb(), id)) return apiError(409, BOOKING_ADMIN_MESSAGES.refundFirst)
	const deleted = await deleteBooking(getDb(), id)
	if (!deleted) return apiError(404, BOOKING_ADMIN_MESSAGES.notFound)
	return apiOk({ success: true, message: BOOKING_ADMIN_MESSAGES.deleted })
}

/** 405 for a GET on a route that only changes things. */
export function notForGet(request: Request, allowed: string[]) {
	return methodNotAllowed(request, allowed)
}
