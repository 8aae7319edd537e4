import type { Db } from '#app/lib/db.server'
import { tyreIdentityKey } from './identity'

/** Header badge: total quantity in the cart (spec §2): tyres, and the services booked. */
export async function cartQuantity(db: Db, cartId: string | null): Promise<number> {
	return (await cartBadge(db, cartId)).quantity
}

/**
 * What every page needs to know about the cart: the badge (total quantity) and the identity
 * keys of its lines, so a tyre card can say 'Already in Cart' (spec §2).
 */
export async function cartBadge(db: Db, cartId: string | null): Promise<{ quantity: number; keys: string[] }> {
	if (!cartId) return { quantity: 0, keys: [] }
	const rows = await db
		.selectFrom('cart_lines as l')
		.innerJoin('tyres as t', 't.id', 'l.tyre_id')
		.select(['l.quantity', 't.brand', 't.model', 't.size', 't.load_speed_rating', 't.marking', 't.type', 't.runflat'])
		.where('l.cart_id', '=', cartId)
		.execute()
	const services = await db
		.selectFrom('cart_services')
		.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.val(0)).as('n'))
		.where('cart_id', '=', cartId)
		.executeTakeFirst()
	return {
		quantity: rows.reduce((n, r) => n + r.quantity, 0) + Number(services?.n ?? 0),
		keys: rows.map((r) =>
			tyreIdentityKey({
				brand: r.brand,
				model: r.model,
				size: r.size,
				loadSpeedRating: r.load_speed_rating,
				marking: r.marking,
				type: r.type,
				runflat: r.runflat === 1,
			}),
		),
	}
}
