// A booked service as the order page, e-mails, invoice and the owner's day show it (client-safe).

export interface BookedServiceView {
	name: string
	quantity: number
	unitPrice: number
	lineTotal: number
	/** minutes of work for the whole line */
	minutes: number
}

export function toBookedServiceView(row: { name: string; quantity: number; unit_price: number; line_total: number; minutes: number }): BookedServiceView {
	return { name: row.name, quantity: row.quantity, unitPrice: row.unit_price, lineTotal: row.line_total, minutes: row.minutes }
}

/** 'Puncture repair', 'Puncture repair x 2': a booked service in a line of text. */
export function serviceLineText(service: Pick<BookedServiceView, 'name' | 'quantity'>) {
	return service.quantity > 1 ? `${service.name} x ${service.quantity}` : service.name
}
