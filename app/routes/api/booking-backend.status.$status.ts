import { listBookings } from './booking-admin-api.server'

// spec §7: GET /api/booking-backend/status/{status} (admin): pending, delivered or cancelled
export const loader = listBookings
export const action = listBookings
