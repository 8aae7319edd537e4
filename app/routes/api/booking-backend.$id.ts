import { deleteBookingEndpoint } from './booking-admin-api.server'

// spec §7: DELETE /api/booking-backend/{id} (admin)
export const action = deleteBookingEndpoint
export const loader = deleteBookingEndpoint
