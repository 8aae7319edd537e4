// The admin booking tab's constants, safe for the browser (the queries are in booking-admin.server.ts).

/** The sub-tabs: the spec's Pending and Delivered, and the cancelled ones (beyond the spec). */
export const ADMIN_BOOKING_TABS = ['pending', 'delivered', 'cancelled'] as const
export type AdminBookingTab = (typeof ADMIN_BOOKING_TABS)[number]
/** Statuses an admin may set (spec §6: pending becomes delivered; back to pending undoes a slip). */
export const SETTABLE_STATUSES = ['pending', 'delivered'] as const
export type SettableStatus = (typeof SETTABLE_STATUSES)[number]

export const BOOKING_ADMIN_MESSAGES = {
	notFound: 'That booking no longer exists.',
	delivered: 'Booking marked as delivered.',
	deleted: 'Booking deleted.',
	notPending: 'Only a pending booking can be marked delivered.',
	cancelled: 'A cancelled booking cannot change status.',
	refundFirst: 'This booking was paid by card: refund it first (in full or less the fee), then delete it.',
} as const

