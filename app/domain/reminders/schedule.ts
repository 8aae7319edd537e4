import { addDays } from '#app/domain/slots/shop-time'

// When reminders go out, on the shop's clock: the customer's the day before the fitting from
// 9am; the owner's run sheet for the next day from 6pm. A reminder whose time has passed still
// goes out at the next run that day (a restart at 9:30 loses nothing), never the day after.

export const CUSTOMER_REMINDER_FROM_MINUTES = 9 * 60
export const OWNER_RUN_SHEET_FROM_MINUTES = 18 * 60

export interface DueReminders {
	/** the fitting date whose customers are reminded now, if any */
	customersFor: string | null
	/** the date whose run sheet the owner gets now, if any */
	runSheetFor: string | null
}

export function dueReminders(shop: { date: string; minutes: number }): DueReminders {
	const tomorrow = addDays(shop.date, 1)
	return {
		customersFor: shop.minutes >= CUSTOMER_REMINDER_FROM_MINUTES ? tomorrow : null,
		runSheetFor: shop.minutes >= OWNER_RUN_SHEET_FROM_MINUTES ? tomorrow : null,
	}
}
