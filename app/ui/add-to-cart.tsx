import { phoneHref } from '#app/ui/phone'

// What the product page and a result card share around their add-to-cart forms.

/** The spec's note in place of the form when a tyre is out of stock. */
export function OutOfStockNote({ phone }: { phone: string }) {
	return (
		<p className="tyre-card-out" role="note">
			Currently out of stock. For assistance, please contact us at <a href={phoneHref(phone)}>{phone}</a>.
		</p>
	)
}

/** The hidden fields of an add to the cart: the same post for /cart (no JavaScript) and /api/cart/items. */
export function AddToCartFields({ tyreId, redirectTo }: { tyreId: number; redirectTo: string }) {
	return (
		<>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="tyreId" value={tyreId} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
		</>
	)
}
