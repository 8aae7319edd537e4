import { setStatusEndpoint } from './booking-admin-api.server'

// spec §7: PUT /api/booking-backend/{id}/status { status: 'delivered' } (admin)
export const action = setStatusEndpoint('PUT')
export const loader = action
