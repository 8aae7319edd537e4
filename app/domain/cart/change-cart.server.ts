import type { Db } from '#app/lib/db.server'
import { addPairToCart, addServiceToCart, addToCart, type CartChange, clearCart, removeLine, removeServiceLine, setLineQuantity, setServiceQuantity } from './cart.server'
import type { CartIntent } from './cart-intent'
import { staggeredFromFields } from './staggered-cart'

/** Applies one posted cart change: each intent is one of the cart's own rules. */
export function changeCart(db: Db, cartId: string | null, change: CartIntent): Promise<CartChange> {
	switch (change.intent) {
		case 'add':
			return addToCart(db, cartId, { tyreId: change.tyreId, quantity: change.quantity, position: change.position ?? null, staggered: staggeredFromFields(change) })
		case 'add-pair':
			return addPairToCart(db, cartId, { frontTyreId: change.frontTyreId, rearTyreId: change.rearTyreId, quantity: change.quantity, staggered: staggeredFromFields(change) })
		case 'set-quantity':
			return setLineQuantity(db, cartId, change.lineId, change.quantity)
		case 'remove':
			return removeLine(db, cartId, change.lineId)
		case 'clear':
			return clearCart(db, cartId)
		case 'add-service':
			return addServiceToCart(db, cartId, { serviceId: change.serviceId, quantity: change.quantity })
		case 'set-service-quantity':
			return setServiceQuantity(db, cartId, change.lineId, change.quantity)
		case 'remove-service':
			return removeServiceLine(db, cartId, change.lineId)
	}
}
