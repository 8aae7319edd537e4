import { listBookings } from './booking-admin-api.server'

// spec §7: GET /api/bookings/all (admin) → { success, bookings, total, page, totalPages }; ?page, ?limit, ?q
export const loader = listBookings
export const action = listBookings
