import type { ApiCart } from '#app/domain/cart/cart-json'
import { isNotSent, type NotSent, type NotSentWords } from '#app/ui/forms/weak-signal'
import { phoneHref } from '#app/ui/phone'
import { useHydrated } from '#app/ui/use-hydrated'

// What the product page and a result card share around their add-to-cart forms.

/** What an add's fetcher gets back: the cart, the shop's refusal, or no answer at all (weak signal). */
export type AddAnswer = ApiCart | { error: string } | NotSent

/** The cart after an add that went through (the drawer then opens); undefined otherwise. */
export function addedCart(answer: AddAnswer | undefined): ApiCart | undefined {
	return answer && !isNotSent(answer) && !('error' in answer) ? answer : undefined
}

/** The shop's own refusal of an add (out of stock, a quantity it does not sell). */
export function addRefusal(answer: AddAnswer | undefined): string | null {
	return answer && !isNotSent(answer) && 'error' in answer ? answer.error : null
}

/** An add that got no answer says so beside its button: nothing is in the cart that the page does not show. */
export const ADD_NOT_SENT_WORDS: NotSentWords = {
	offline: "You're offline. Nothing was added.",
	unreachable: "We couldn't reach the shop. Nothing was added.",
}

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

/**
 * A fetcher form's submit handler sending it to the JSON `action` instead of its own (the page
 * route, which answers a post without JavaScript with a redirect). The form's markup is the same
 * before and after hydration, so the card or page need not render again once the page has hydrated.
 */
export function submitTo(fetcher: { submit: (form: HTMLFormElement, options: { method: 'post'; action: string }) => Promise<void> }, action: string) {
	return (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		void fetcher.submit(event.currentTarget, { method: 'post', action })
	}
}

/** The add button: with JavaScript it stays disabled until a quantity is chosen (without, the required options ask for one). */
export function AddButton({ className, disabled, unchosen, children }: { className: string; disabled: boolean; unchosen: boolean; children: React.ReactNode }) {
	const hydrated = useHydrated()
	return (
		<button type="submit" className={className} disabled={disabled || (hydrated && unchosen)}>
			{children}
		</button>
	)
}
