/** 'tel:' link target for a displayed Australian phone number. */
export function phoneHref(phone: string) {
	return `tel:${phone.replace(/[^0-9+]/g, '')}`
}
