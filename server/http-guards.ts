import crypto from 'node:crypto'
import net from 'node:net'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'
import onHeaders from 'on-headers'
import type { Logger } from 'pino'
import { normalizeClientAddress } from '#app/lib/client-address'
import { loggablePath } from '#app/lib/loggable-path'

// The express middleware that guards every request before React Router sees it: security
// headers, body limits, the cross-site write check, the request log line and which proxies may
// name the client.
// Kept apart from server/app.ts so it can be tested without a build.

/**
 * The usual security headers by helmet, as the shop needs them: the Content-Security-Policy is
 * not helmet's but entry.server.tsx's, with a nonce per request (made here, in cspNonce); HSTS
 * only on an HTTPS request, so a shop on plain http://localhost is never pinned to HTTPS; frames
 * denied outright; Cross-Origin-Resource-Policy left off, so images keep loading in e-mails.
 */
const helmetHeaders = helmet({
	contentSecurityPolicy: false,
	strictTransportSecurity: false,
	crossOriginResourcePolicy: false,
	referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
	xFrameOptions: { action: 'deny' },
})
/** HSTS for a year, subdomains included, as helmet writes it: set on HTTPS requests only */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

const NONCE_BYTES = 16
// Random bytes for 256 nonces at a time, each nonce its own 16 of them, never used twice: one
// crypto.randomBytes(16) a request took about 7 µs, a slice of the batch about 0.15 µs (Node's
// randomUUID batches the same way).
const nonceBytes = Buffer.alloc(NONCE_BYTES * 256)
let nextNonceAt = nonceBytes.length

/** A CSP nonce: 128 random bits, base64. */
export function newCspNonce() {
	if (nextNonceAt === nonceBytes.length) {
		crypto.randomFillSync(nonceBytes)
		nextNonceAt = 0
	}
	const nonce = nonceBytes.toString('base64', nextNonceAt, nextNonceAt + NONCE_BYTES)
	nextNonceAt += NONCE_BYTES
	return nonce
}

/** The headers of securityHeaders that depend on the request: HSTS over HTTPS only. */
export function perRequestSecurityHeaders(req: Request, res: Response) {
	// req.secure weighs the proxy settings for X-Forwarded-Proto; without that header (or TLS) it is false
	const maybeSecure = (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] !== undefined
	if (maybeSecure && req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
}

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
	res.locals.cspNonce = newCspNonce()
	// helmet has no Permissions-Policy: the card form may use the Payment Request API, nothing else
	res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
	helmetHeaders(req, res, (error?: unknown) => {
		if (!error) perRequestSecurityHeaders(req, res)
		next(error)
	})
}

const MAX_BODY_BYTES = 1024 * 1024 // JSON and forms everywhere
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024 // two 5 MB images (tyre image and brand logo) plus fields
// The only addresses that take images (all behind the admin login). The limit follows the
// address: a multipart body to any other one is held to 1 MB, and these take more only as the
// multipart upload they expect (anything else they would refuse unread).
const UPLOAD_PATH = /^\/(?:admin(?:\/|$)|api\/tyreall\/add$|api\/tyreall\/update-image\/|api\/blogs\/add$)/

/** The most bytes a request to `path` with this content type may send. */
export function bodyLimitFor(path: string, contentType = '') {
	return UPLOAD_PATH.test(path) && /^multipart\/form-data\b/i.test(contentType) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES
}

/** Refuses bodies over the limit before anything reads them (413). */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	// A streamed body of unknown length could be of any size: ask for its length instead.
	if (req.headers['transfer-encoding'] && req.headers['content-length'] === undefined) {
		return refuseBody(req, res, 411, 'Content-Length is required.')
	}
	if (Number(req.headers['content-length'] ?? 0) > bodyLimitFor(req.path, req.headers['content-type'])) return refuseBody(req, res, 413, 'Request body is too large.')
	next()
}

/**
 * A request answered before its body was read (a guard's 401 or 403, a redirect for an empty
 * cart, a 404) leaves its client still sending. Closing the connection then, because the client
 * asked for `Connection: close`, makes the kernel reset it while body bytes still arrive, and
 * the reset can overtake the answer: the client sees EPIPE or "connection reset" instead of the
 * 401. This is the lingering close web servers do: such an answer does not announce a close;
 * once it has gone out the rest of the body is read and dropped (within bodyLimit and
 * DRAIN_MAX_MS), and only then is the connection closed, if the client asked for that.
 */
export function readBodyAfterEarlyAnswer(req: Request, res: Response, next: NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD' || req.complete) return next()
	const clientCloses = /\bclose\b/i.test(req.headers.connection ?? '') || (req.httpVersion === '1.0' && !/\bkeep-alive\b/i.test(req.headers.connection ?? ''))
	let lingering = false
	onHeaders(res, () => {
		if (req.complete || res.hasHeader('Connection')) return
		lingering = true
		res.setHeader('Connection', 'keep-alive')
	})
	res.on('finish', () => {
		if (req.destroyed || (!lingering && req.complete)) return
		const done = () => {
			clearTimeout(timer)
			if (clientCloses) req.socket.end()
		}
		const timer = setTimeout(() => req.destroy(), DRAIN_MAX_MS)
		timer.unref()
		if (req.complete) return done()
		req.once('end', done)
		req.once('close', () => clearTimeout(timer))
		// whoever was reading (React Router's body stream) is gone: drop the rest
		req.removeAllListeners('data')
		req.on('data', () => {})
		req.resume()
	})
	next()
}

/** How much of a refused body is still read and dropped, so that its sender hears why. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024
const DRAIN_MAX_MS = 10_000

/**
 * Answers a request whose body will not be used, after reading and dropping that body (up to
 * a bound). Answering while the client is still sending and then closing makes the kernel
 * reset the connection, and the reset can overtake the answer: the client then sees
 * "connection reset" instead of the 413 and its message. Past the bound (in bytes or time) the
 * answer goes out anyway.
 */
function refuseBody(req: Request, res: Response, status: 411 | 413, error: string) {
	let answered = false
	const answer = () => {
		if (answered) return
		answered = true
		clearTimeout(timer)
		req.removeListener('data', count)
		res.setHeader('Connection', 'close')
		res.status(status).json({ error })
	}
	let seen = 0
	const count = (chunk: Buffer) => {
		seen += chunk.length
		if (seen > DRAIN_MAX_BYTES) answer()
	}
	const timer = setTimeout(answer, DRAIN_MAX_MS)
	timer.unref()
	if (Number(req.headers['content-length'] ?? 0) > DRAIN_MAX_BYTES) return answer()
	req.on('data', count)
	req.once('end', answer)
	req.once('error', answer)
}

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.'

/**
 * CSRF: a browser always sends Origin on a cross-site POST; refuse writes whose Origin is not the
 * shop's own. `allowedOrigin` gives it per request: PUBLIC_URL's origin when that is set, else the
 * origin the request was addressed to (ownOrigin), so a shop opened at localhost, 127.0.0.1 or a
 * LAN address takes its own forms. A browser sets Host to the address the page was opened at,
 * and a page on another site cannot send this Host with its own Origin (short of DNS rebinding,
 * where the browser holds no cookie of the shop's); a production shop sets PUBLIC_URL anyway.
 * API clients that send no Origin (curl, Stripe webhooks) are unaffected, and their writes need a
 * bearer token. A refused browser form post is handed on as a GET of `refusedFormPage` (a page
 * that says what happened and what to do); the API and the router's data requests get the JSON.
 */
export function sameOriginWrites(allowedOrigin: (req: Request) => string, refusedFormPage?: (req: Request) => string) {
	return (req: Request, res: Response, next: NextFunction) => {
		if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
		const origin = req.headers.origin
		if (origin === undefined || originOf(origin) === allowedOrigin(req)) return next()
		if (refusedFormPage && isPageFormPost(req)) {
			// the body is never read: readBodyAfterEarlyAnswer drops it once the page has gone out
			const page = refusedFormPage(req)
			req.method = 'GET'
			req.url = page
			req.originalUrl = page
			return next()
		}
		res.status(403).json({ error: CROSS_SITE_MESSAGE })
	}
}

/** The origin a request was addressed to: its scheme and Host (behind a trusted proxy, the forwarded ones). */
export function ownOrigin(req: Request) {
	return originOf(`${req.protocol}://${req.host}`) ?? ''
}

/** A page's own form post (not the JSON API, not React Router's data request made by JavaScript). */
function isPageFormPost(req: Request) {
	return req.method === 'POST' && !req.path.startsWith('/api/') && !req.path.endsWith('.data')
}

function originOf(value: string) {
	try {
		const origin = new URL(value).origin
		return origin === 'null' ? null : origin
	} catch {
		return null
	}
}

/**
 * One log line per request when the answer has gone out, saying only the method, the redacted
 * path, the status and the time taken: no headers (cookies, tokens), no query. A 5xx, or an
 * answer cut off before it was sent in full, is an error ('request failed'); a refusal (4xx) is
 * the shop working as meant, so it is info.
 * (pino-http wrote the same line, but made a child logger per request, serializing the request
 * even with the level off: about 10% of the CPU of a search answered from memory.)
 */
export function requestLog(logger: Logger) {
	return function logRequest(req: Request, res: Response, next: NextFunction) {
		const started = performance.now()
		const done = (error?: Error) => {
			res.removeListener('finish', onFinish)
			res.removeListener('close', onClose)
			const failed = error !== undefined || res.statusCode >= 500
			const level = failed ? 'error' : 'info'
			if (!logger.isLevelEnabled(level)) return
			const line = {
				req: { method: req.method, url: loggablePath(req.originalUrl ?? req.url) },
				res: { status: res.statusCode },
				responseTime: Math.round(performance.now() - started),
				...(error ? { err: error } : {}),
			}
			logger[level](line, failed ? 'request failed' : 'request')
		}
		const onFinish = () => done()
		const onClose = () => done(new Error('the answer was cut off before it was sent in full'))
		res.once('finish', onFinish)
		res.once('close', onClose)
		next()
	}
}

// Proxies on this machine or a private network: a Docker bridge, a sidecar, a load balancer
// inside the VPC. A client on the internet never connects from one of these.
const PRIVATE_NETWORKS = 'loopback, linklocal, uniquelocal'

/** 'a.b.c.d, e.f.g.h/24, ::1': every entry an IP address, optionally with a prefix length. */
export function isProxyList(value: string) {
	const entries = value.split(',').map((entry) => entry.trim())
	return entries.every((entry) => {
		const [address = '', prefix, ...rest] = entry.split('/')
		const version = net.isIP(address)
		if (!version || rest.length) return false
		return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
	})
}

/**
 * The client address every per-address limit counts by (logins, bookings, codes, messages).
 * An IPv6 client is usually handed a whole /64 and can take a new address from it for every
 * request, so an IPv6 address counts as its /64; an IPv4 address written as IPv6
 * ('::ffff:203.0.113.5', what a server listening on '::' sees, also in hex) counts as the IPv4
 * address (app/lib/client-address.ts, which the booking caps use too).
 */
export function clientAddress(ip: string | undefined): string {
	if (!ip) return 'unknown'
	return normalizeClientAddress(ip) ?? ip
}

/**
 * Express's 'trust proxy' for TRUST_PROXY: which peers may tell us the client's address and
 * scheme (X-Forwarded-For/-Proto). 'true' trusts proxies on loopback and private networks
 * only, so with no proxy in front a client on the internet cannot pick its address; a list of
 * addresses or CIDR ranges trusts exactly those; anything else trusts only this machine.
 */
export function trustProxySetting(value: string | undefined): string {
	const setting = value?.trim() ?? ''
	if (setting === 'true') return PRIVATE_NETWORKS
	if (isProxyList(setting)) return setting
	return 'loopback'
}
