import { ICalAlarmType, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency, ICalCalendar } from 'ical-generator'
import { SLOT_INFO, type Slot, slotLabel } from '#app/domain/slots/slot-rules'
import { shopTimeToInstant } from '#app/domain/slots/shop-time'

// An iCalendar (RFC 5545) event for the fitting window, attached to the confirmation e-mail,
// written by ical-generator (escaping, folding at 75 octets, CRLF line ends). Times are written
// in UTC, converted from the shop's time zone, so every calendar shows the right local time
// without a VTIMEZONE block.

export interface FittingEvent {
	reference: string
	date: string
	slot: Slot
	timeZone: string
	location: string
	businessName: string
	phone: string
	/** the host part of the site, for a globally unique UID */
	domain: string
	description: string
	now: Date
}

export function fittingIcs(event: FittingEvent): string {
	const info = SLOT_INFO[event.slot]
	const calendar = new ICalCalendar({
		prodId: { company: event.businessName, product: 'Bookings', language: 'EN' },
		method: ICalCalendarMethod.PUBLISH,
	})
	const fitting = calendar.createEvent({
		id: `${event.reference}@${event.domain}`,
		stamp: event.now,
		start: shopTimeToInstant(event.date, info.start, event.timeZone),
		end: shopTimeToInstant(event.date, info.end, event.timeZone),
		summary: `Mobile tyre fitting (${slotLabel(event.slot)}) - ${event.reference}`,
		location: event.location,
		description: event.description,
		// a parameter value cannot hold a double quote, even escaped (RFC 5545 §3.2)
		organizer: { name: event.businessName.replace(/["\r\n]/g, ''), email: `noreply@${event.domain}` },
		status: ICalEventStatus.CONFIRMED,
		transparency: ICalEventTransparency.OPAQUE,
	})
	fitting.createAlarm({
		type: ICalAlarmType.display,
		triggerBefore: 12 * 3600,
		description: `Tyre fitting tomorrow: ${slotLabel(event.slot)}. Leave the locking wheel-nut key in the car.`,
	})
	// every content line ends with CRLF, the last one too (RFC 5545 §3.1)
	return `${calendar.toString()}\r\n`
}
