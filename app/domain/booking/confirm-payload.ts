import crypto from 'node:crypto'
import { z } from 'zod'
import { getEnv } from '#app/lib/env.server'
import { isSlot, type Slot } from '#app/domain/slots/slot-rules'
import { isIsoDate, shopClock } from '#app/domain/slots/shop-time'
import { type CheckoutInput, checkoutSchema, firstCheckoutError, type PaymentMethod, POSITIONS, type Position } from './checkout-schema'

// spec §3/§7: POST /api/booking/confirm takes the booking payload { cart, form, formNew,
// formData, selectedTyres, selectedDate, selectedTime, total, finalAmount, appliedCoupon }.
// The three form objects hold vehicle, contact and address fields (which object holds which is
// not shown), so their fields are merged by name. total and finalAmount are ignored: the server
// computes every amount.

const text = z.union([z.string().max(300), z.number()]).transform(String)
const FormObject = z.record(z.string().max(40), z.unknown()).optional()

const tyreId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)])

/** spec §3 cart items as API clients send them: the tyre's id (`tyre`) and the quantity; the rest is ignored. */
export const CartItemsSchema = z
	.array(
		z.looseObject({
			tyre: tyreId.optional(),
			tyreId: tyreId.optional(),
			quantity: z.coerce.number({ error: 'Each cart item needs a quantity from 1 to 5.' }).int('Each cart item needs a quantity from 1 to 5.'),
		}),
		{ error: 'cart must be a list of { tyre, quantity }.' },
	)
	.min(1, 'Your cart is empty.')
	.max(20, 'Too many cart lines.')

export function cartLines(items: z.output<typeof CartItemsSchema>): { ok: true; lines: { tyreId: number; quantity: number }[] } | { ok: false; error: string } {
	const lines: { tyreId: number; quantity: number }[] = []
	for (const item of items) {
		const id = item.tyre ?? item.tyreId
		if (!id) return { ok: false, error: 'Each cart item needs its tyre id (tyre).' }
		lines.push({ tyreId: id, quantity: item.quantity })
	}
	return { ok: true, lines }
}

export const ConfirmPayloadSchema = z.object({
	cart: CartItemsSchema,
	form: FormObject,
	formNew: FormObject,
	formData: FormObject,
	selectedTyres: z.union([z.array(z.string().max(30)).max(10), z.record(z.string().max(30), z.unknown())]).optional(),
	selectedDate: text.optional(),
	selectedTime: text.optional(),
	total: z.unknown().optional(),
	finalAmount: z.unknown().optional(),
	appliedCoupon: z.union([z.string().max(40), z.looseObject({ code: z.string().max(40) }), z.null()]).optional(),
	paymentMethod: z.string().max(40).optional(),
	idempotencyKey: z.string().max(100).optional(),
})
export type ConfirmPayload = z.output<typeof ConfirmPayloadSchema>

const POSITION_ALIASES: Record<string, Position> = Object.fromEntries(POSITIONS.map((p) => [p.replace(/[^a-z]/g, ''), p]))

/** 'frontLeft', 'Front Left', 'front-left' → 'front-left'; unknown → null */
export function normalizePosition(value: string): Position | null {
	return POSITION_ALIASES[value.toLowerCase().replace(/[^a-z]/g, '')] ?? null
}

/** 'morning', 'Morning 8am-11am', "I'm flexible" → the slot; unknown → null */
export function normalizeSlot(value: string | undefined): Slot | null {
	if (!value) return null
	const word = value.trim().toLowerCase()
	if (isSlot(word)) return word
	if (word.includes('flexible')) return 'flexible'
	const first = word.split(/\s+/)[0]
	return isSlot(first) ? first : null
}

/** YYYY-MM-DD as is; a full ISO date-time becomes that day in the shop's time zone. */
export function normalizeDate(value: string | undefined, timeZone: string): string | undefined {
	if (!value) return undefined
	const trimmed = value.trim()
	if (isIsoDate(trimmed)) return trimmed
	if (/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
		const instant = new Date(trimmed)
		if (!Number.isNaN(instant.getTime())) return shopClock(instant, timeZone).date
	}
	return trimmed
}

export type PayloadResult =
	| {
			ok: true
			lines: { tyreId: number; quantity: number }[]
			input: CheckoutInput
			couponCode: string | null
			paymentMethod: PaymentMethod
			idempotencyKey: string
	  }
	| { ok: false; error: string }

/** Validates the spec's payload with the checkout's own schema and messages (terms excepted). */
export function parseConfirmPayload(
	body: unknown,
	{ timeZone, idempotencyKey, clientAddress = null }: { timeZone: string; idempotencyKey?: string | null; clientAddress?: string | null },
): PayloadResult {
	const parsed = ConfirmPayloadSchema.safeParse(body)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		return { ok: false, error: issue ? `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}` : 'Invalid booking.' }
	}
	const payload = parsed.data
	const items = cartLines(payload.cart)
	if (!items.ok) return items
	const { lines } = items

	const fields: Record<string, string> = {}
	for (const source of [payload.form, payload.formNew, payload.formData]) {
		for (const [key, value] of Object.entries(source ?? {})) {
			if (typeof value === 'string' && value.trim() !== '') fields[key] = value.slice(0, 300)
			else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value)
		}
	}
	const rawPositions = Array.isArray(payload.selectedTyres)
		? payload.selectedTyres
		: Object.entries(payload.selectedTyres ?? {})
				.filter(([, on]) => on === true)
				.map(([name]) => name)
	const positions: Position[] = []
	for (const raw of rawPositions) {
		const position = normalizePosition(raw)
		if (!position) return { ok: false, error: `Unknown tyre position "${raw}". Use front-left, front-right, rear-left, rear-right or spare.` }
		positions.push(position)
	}
	const paymentMethod = payload.paymentMethod === 'card' ? 'card' : 'pay_on_the_day'
	const candidate = {
		...fields,
		state: fields.state?.toUpperCase(),
		selectedDate: normalizeDate(payload.selectedDate, timeZone),
		selectedTime: normalizeSlot(payload.selectedTime) ?? payload.selectedTime,
		positions,
		paymentMethod,
	}
	const tyreCount = lines.reduce((n, l) => n + l.quantity, 0)
	const result = checkoutSchema({ tyreCount, requireTerms: false }).safeParse(candidate)
	if (!result.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of result.error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
		return { ok: false, error: firstCheckoutError(errors) ?? 'Invalid booking.' }
	}
	const coupon = typeof payload.appliedCoupon === 'string' ? payload.appliedCoupon : (payload.appliedCoupon?.code ?? null)
	const couponCode = coupon && coupon.trim() ? coupon.trim() : null
	// Without a key from the client, a retry of the same booking from the same address is
	// recognised by its content, under a key keyed with the server's secret: nobody can work it
	// out from what they know of a booking, and a replay never shows the booking to anyone but
	// the client that placed it (see placedByCaller).
	const key =
		idempotencyKey?.trim() ||
		payload.idempotencyKey?.trim() ||
		`auto-${crypto
			.createHmac('sha256', getEnv().sessionSecret)
			.update(
				JSON.stringify([
					clientAddress,
					lines,
					result.data.selectedDate,
					result.data.selectedTime,
					result.data.email.toLowerCase(),
					result.data.phone,
					result.data.address,
					result.data.postcode,
					couponCode,
					paymentMethod,
				]),
			)
			.digest('base64url')
			.slice(0, 40)}`
	return { ok: true, lines, input: result.data, couponCode, paymentMethod, idempotencyKey: key.slice(0, 100) }
}
