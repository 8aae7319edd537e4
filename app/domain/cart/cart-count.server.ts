import type { Db } from '#app/lib/db.server'

/** Header badge: total quantity of tyres in the cart (spec §2). */
export async function cartQuantity(db: Db, cartId: string | null): Promise<number> {
	if (!cartId) return 0
	const row = await db
		.selectFrom('cart_lines')
		.select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
		.where('cart_id', '=', cartId)
		.executeTakeFirst()
	return Number(row?.quantity ?? 0)
}
