import type { NextFunction, Request, Response } from 'express'

// A host as RFC 3986 allows it in a URL's authority: a bracketed IPv6 literal or a name of
// unreserved characters (IPv4 included), then an optional port.
const HOST = /^(?:\[[\d.:a-f]+\]|[\w.~-]+)(?::\d{1,5})?$/i

/** Whether a Host (or forwarded host) header is one a URL can be built from. */
export function isWellFormedHost(value: string | undefined): boolean {
	if (value === undefined || !HOST.test(value)) return false
	try {
		new URL(`http://${value}/`)
		return true
	} catch {
		// a port above 65535 or an IPv6 literal that is not one
		return false
	}
}

/**
 * The page's URL is built from the Host header (or X-Forwarded-Host behind a trusted proxy), which
 * the client chooses: a malformed one (`a b`, `[::1`, `:99999`, empty) is the client's mistake,
 * answered 400 here, before the app would fail to build a URL from it and answer 500.
 */
export function wellFormedHost(req: Request, res: Response, next: NextFunction) {
	const forwarded = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
	if (isWellFormedHost(req.headers.host) && (forwarded === undefined || isWellFormedHost(forwarded))) return next()
	res.setHeader('Connection', 'close')
	res.status(400).type('text/plain').send('Bad request: the Host header is not a valid host name.')
}
