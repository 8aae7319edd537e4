// spec §9 (terms): fees the customer is told about before they cancel or miss a booking.
export const CANCELLATION_FEE_CENTS = 6000
export const FAILED_ATTENDANCE_FEE_CENTS = 9900
