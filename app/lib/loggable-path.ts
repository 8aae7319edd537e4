// Anything that could be a phone number (8 or more digits, spaces and dashes allowed between),
// and Stripe's object ids and secrets (pi_…, cs_test_…, seti_…, whsec_…).
const PHONE_LIKE = /\+?\d(?:[\s-]?\d){7,}/g
const STRIPE_ID = /\b(?:pi|pm|cs|ch|re|py|seti|si|cus|evt|in|sub|src|tok|whsec|sk|pk|rk)_[A-Za-z0-9_]+/g

/**
 * What a log line may say about a URL: the path only, never the query string (signed order
 * links, phone numbers, Stripe's redirect parameters ride there), with anything in the path
 * that looks like a phone number or a Stripe id replaced. Takes a path with its query
 * ('/order?ref=…', as express's originalUrl) or a whole URL (a Request's url).
 *
 * The path is shown decoded, so an escaped '?' ('/order%3Fref%3D…', as a mail client may mangle
 * a link) ends the readable part too: whatever follows it never reaches the log.
 */
export function loggablePath(url: string) {
	const start = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0].length ?? 0
	const rest = url.slice(start) || '/'
	const question = rest.search(/[?#]/)
	const path = question === -1 ? rest : rest.slice(0, question)
	let decoded = path
	try {
		decoded = decodeURIComponent(path)
	} catch {
		// a broken escape: the raw path is redacted as it is
	}
	const escapedQuestion = decoded.search(/[?#]/)
	const hidden = question !== -1 || escapedQuestion !== -1
	const readable = escapedQuestion === -1 ? decoded : decoded.slice(0, escapedQuestion)
	const redacted = readable.replace(STRIPE_ID, '[redacted]').replace(PHONE_LIKE, '[redacted]')
	return hidden ? `${redacted}?[redacted]` : redacted
}
