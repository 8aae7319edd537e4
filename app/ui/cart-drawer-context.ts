import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { useFetcher } from 'react-router'
import type { ApiCart } from '#app/domain/cart/cart-json'
import type { NotSent } from './forms/weak-signal'

// The cart drawer's state, apart from the drawer itself: the header's cart button and the tyre
// cards open it, while the drawer's own code loads after the page (see root.tsx).

/** The cart, the shop's refusal of a change, or no answer to a change at all (weak signal). */
export type CartAnswer = ApiCart | { error: string } | NotSent

export interface CartDrawerController {
	isOpen: boolean
	open: () => void
	close: () => void
	fetcher: ReturnType<typeof useFetcher<CartAnswer>>
}

const CartDrawerContext = createContext<CartDrawerController | null>(null)
export const CartDrawerProvider = CartDrawerContext.Provider

/** Opens the drawer (and reloads the cart); undefined outside the app shell. */
export function useOpenCartDrawer() {
	return useContext(CartDrawerContext)?.open
}

export function useCartDrawerController(): CartDrawerController {
	const [isOpen, setOpen] = useState(false)
	const fetcher = useFetcher<CartAnswer>({ key: 'cart-drawer' })
	const { load } = fetcher
	const open = useCallback(() => {
		setOpen(true)
		void load('/api/cart')
	}, [load])
	const close = useCallback(() => setOpen(false), [])
	return useMemo(() => ({ isOpen, open, close, fetcher }), [isOpen, open, close, fetcher])
}

