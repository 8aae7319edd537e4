import { z } from 'zod'
import {
	ADMIN_BOOKING_TABS,
	BOOKING_ADMIN_MESSAGES,
	deleteBookingByOwner,
	listAdminBookings,
	SETTABLE_STATUSES,
	setBookingStatus,
	toApiBooking,
} from '#app/domain/booking/booking-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { AdminBookingChangedAnswer, AdminBookingListAnswer, DoneAnswer } from './api-answers'

// The two booking API families of spec §7 (/api/bookings/* and /api/booking-backend/*) answer
// the same way, so their route modules share these endpoints (every call is admin-only).

const ListQuery = z.object({
	page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').max(100000).default(1),
	limit: z.coerce.number({ error: 'limit must be from 1 to 200.' }).int('limit must be from 1 to 200.').min(1, 'limit must be from 1 to 200.').max(200, 'limit must be from 1 to 200.').default(100),
	q: z.string().max(80, 'q is too long.').optional(),
})

const TabParams = z.object({ status: z.enum(ADMIN_BOOKING_TABS, { error: `status must be one of: ${ADMIN_BOOKING_TABS.join(', ')}.` }).optional() })

const StatusBody = z.object({
	status: z.enum(SETTABLE_STATUSES, { error: `status must be one of: ${SETTABLE_STATUSES.join(', ')}.` }),
})

const BookingId = idParams('booking')

/** GET: one page of bookings ({ success, bookings, total, page, totalPages }), of one tab when the URL names one. */
export const listBookings = apiRoute({
	method: 'GET',
	summary: 'Bookings for the admin, a page at a time',
	answer: AdminBookingListAnswer,
	guard: requireAdmin,
	params: TabParams,
	query: ListQuery,
	handler: async ({ db, params, query }) => {
		const list = await listAdminBookings(db, { status: params.status, q: query.q, page: query.page, pageSize: query.limit })
		return { success: true, bookings: list.bookings.map(toApiBooking), total: list.total, page: list.page, totalPages: list.pageCount }
	},
})

/** PATCH (/api/bookings) or PUT (/api/booking-backend) { status }: the booking with its new status. */
export function setStatusEndpoint(method: 'PATCH' | 'PUT') {
	return apiRoute({
		method,
		summary: 'Change a booking\'s status (admin)',
		answer: AdminBookingChangedAnswer,
		guard: requireAdmin,
		params: BookingId,
		body: StatusBody,
		handler: async ({ db, params, body }) => {
			const result = await setBookingStatus(db, params.id, body.status)
			if (!result.ok) return problem(result.status, result.message)
			return { success: true, message: 'Booking status updated.', booking: toApiBooking(result.booking) }
		},
	})
}

/** DELETE: removes the booking, unless card money is still held for it (refund first). */
export const deleteBookingEndpoint = apiRoute({
	method: 'DELETE',
	summary: 'Delete a booking (admin)',
	answer: DoneAnswer,
	guard: requireAdmin,
	params: BookingId,
	handler: async ({ db, params }) => {
		const deleted = await deleteBookingByOwner(db, params.id)
		if (!deleted.ok) return problem(deleted.status, deleted.message)
		return { success: true, message: BOOKING_ADMIN_MESSAGES.deleted }
	},
})
