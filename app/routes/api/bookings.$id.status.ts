import { setStatusEndpoint } from './booking-admin-api.server'

// spec §7: PATCH /api/bookings/{id}/status { status } → the booking (admin)
export const action = setStatusEndpoint('PATCH')
export const loader = action
