import { useRouteLoaderData } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import type { Toast } from '#app/lib/toast'
import type { ReviewQuote } from '#app/domain/settings/review-quotes'

// What the root route's loader gives every page (root.tsx builds it). Declared here, below the
// root module, so the header, footer and other shared components can read it without
// importing root.tsx (which imports them).

export interface ShopInfo {
	businessName: string
	phone: string
	email: string
	openingHours: string
	publicUrl: string
	/** 'Rated 4.9 stars from 212 Google reviews', from the owner's settings; null when none is set */
	googleRating: string | null
	/** where 'Read all our Google reviews' goes; null when the owner gave none */
	googleReviewsUrl: string | null
	/** up to six short reviews from the owner's settings */
	reviewQuotes: ReviewQuote[]
	/**
	 * This year by the shop's clock, for the footer. The server's, so the browser hydrates the same
	 * text whatever its own clock or time zone says (a phone set to Perth on New Year's Eve).
	 */
	year: number
}

export interface RootData {
	shop: ShopInfo
	/** the suburbs we serve, for address suggestions */
	suburbs: string[]
	cartCount: number
	/** identity keys of the cart's lines: tyre cards say 'Already in Cart' (spec §2) */
	cartKeys: string[]
	toast: Toast | null
	/** the anonymous forms' honeypot (ui/forms/honeypot) */
	honeypot: HoneypotInputProps
}

export function useRootData() {
	return useRouteLoaderData<RootData>('root')
}
