// The shop's Google reviews: the owner gives a Place ID or a link, the site shows a plain link to
// them. Nothing the owner types here is ever put into a page as HTML.

export const GOOGLE_REVIEWS_MAX = 500
export const GOOGLE_REVIEWS_MESSAGE = 'Give your Google Place ID (such as ChIJN1t_tDeuEmsRUsoyG83frY4) or a link to your Google reviews.'
export const GOOGLE_REVIEWS_NOT_CODE = 'Paste only the Place ID or the link, not embed code.'

// Place IDs are URL-safe base64-like text; Google documents no fixed length
const PLACE_ID = /^[A-Za-z0-9_-]{16,300}$/
// links that open the shop's reviews on Google (Maps share links, the g.page review link, search)
const GOOGLE_HOSTS = /^(?:(?:www\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?|search\.google\.com|maps\.google\.[a-z]{2,3}(?:\.[a-z]{2})?|g\.page|maps\.app\.goo\.gl|goo\.gl)$/i

/** What the owner typed, tidied: a Place ID, or a Google https link; null when it is neither. */
export function googleReviewsSetting(value: string): string | null {
	const text = value.trim()
	if (!text || text.length > GOOGLE_REVIEWS_MAX) return null
	if (PLACE_ID.test(text)) return text
	let url: URL
	try {
		url = new URL(text)
	} catch {
		return null
	}
	if (url.protocol !== 'https:' || url.username || url.password || url.port || !GOOGLE_HOSTS.test(url.hostname)) return null
	return url.href
}

/** The address of 'Read our reviews on Google', or null when the owner gave none. */
export function googleReviewsUrl(setting: string | null): string | null {
	const value = setting ? googleReviewsSetting(setting) : null
	if (!value) return null
	if (PLACE_ID.test(value)) return `https://search.google.com/local/reviews?placeid=${encodeURIComponent(value)}`
	return value
}
