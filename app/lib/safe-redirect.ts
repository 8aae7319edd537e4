// Any origin works for the check: only whether the target stays on it matters, and a reserved
// name can never be a real site.
const SITE = 'https://site.invalid'

/**
 * A redirect target from a form field or query string, kept on this site: a path ('/…') that
 * the URL parser resolves to this same origin and that survives parsing unchanged; anything
 * else is the fallback.
 *
 * Browsers drop tabs and newlines from a URL and read '\' as '/', so '/\tevil.example/' or
 * '/\evil.example' become '//evil.example' in the Location header: those characters, and every
 * other control or non-ASCII character (which would also make the Location header invalid),
 * send the visitor to the fallback instead. The answer is always safe to put in a header.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof target !== 'string' || !target.startsWith('/') || target.length > 2048) return fallback
	// only printable ASCII, never a backslash (parsers and browsers disagree about it)
	if (!/^[\x21-\x5b\x5d-\x7e]+$/.test(target)) return fallback
	let url: URL
	try {
		url = new URL(target, SITE)
	} catch {
		return fallback
	}
	if (url.origin !== SITE) return fallback
	const local = `${url.pathname}${url.search}${url.hash}`
	// '//host', '/./x', '%2e%2e' and the like are rewritten by the parser: refuse what is not
	// already the plain path the browser will go to.
	return local === target ? local : fallback
}
