import type { NextFunction, Request, Response } from 'express'
import { BoundedCache } from '#app/lib/bounded-cache'
import { type GzipParts, gzipChunks, gzipJoin, gzipParts } from './gzip-parts'

// The catalogue pages (home, with or without a search, and product pages) and the search API's
// answers as an anonymous visitor gets them, kept in memory so the next anonymous visitor skips
// the loaders and the render. Only what is the same for every such visitor is kept:
// - a request with any cookie (a cart, a login, a flash toast, an admin) is never answered
//   from here nor stored, so the cart badge, the header and toasts are always its own;
// - only a 200 HTML or JSON answer that sets no cookie is stored;
// - the per-request CSP nonce is replaced in the stored page and its CSP header with this
//   request's nonce, so every answer carries a fresh one;
// - the key holds the versions of the catalogue and of the public content (blogs, settings,
//   service areas) from the database, read once per turn of the event loop (see oncePerTurn):
//   a change to any of those, from this process or another, misses at once. A write (a POST,
//   PUT, PATCH or DELETE) through this process empties the cache too, except a customer's
//   (CUSTOMER_WRITE); and a page is kept at most `maxAgeMs` (60 s), for anything else a page
//   shows that another instance changed.
// A kept page is held as UTF-8 bytes split at the nonce, and compressed once when kept: an
// answer from here puts this request's nonce between the parts, plain or gzip (gzip-parts.ts),
// where compressing a 200 KB page on every answer cost about 5 ms of CPU.

export interface PageCacheOptions {
	/** the versions in the database of what the pages show, asked for each cacheable request (server/app.ts reads them once per turn of the event loop) */
	version: () => Promise<number | string>
	/** the CSP nonce a rendered answer was given (by securityHeaders, which runs after `answer`) */
	nonceOf: (res: Response) => string
	/** a fresh nonce for an answer from the cache */
	newNonce: () => string
	/** the headers an answer from the cache sets of its own, per request (HSTS over HTTPS) */
	ownHeaders?: (req: Request, res: Response) => void
	now?: () => number
	maxAgeMs?: number
	/**
	 * how long a request waits for another request's render of the same page before rendering
	 * its own (default 5 s; the wait ends as soon as that render's body is complete)
	 */
	waitForRenderMs?: number
	/** at most this many answers (default 200) … */
	maxEntries?: number
	/** … and this many bytes in all, plain and compressed (default 16 MB: a 200 KB page takes about 240 KB) */
	maxBytes?: number
}

interface StoredPage {
	/** the body split at each occurrence of the nonce it was rendered with, as UTF-8 */
	parts: Buffer[]
	/** the same parts compressed for a gzip answer (see gzip-parts.ts) */
	gzip: GzipParts
	/** with no nonce in it (JSON), the whole gzip body, made once */
	gzipWhole?: Buffer
	/** the nonce it was rendered with; '' when neither its body nor its headers hold it (JSON) */
	nonce: string
	/** its headers as writeHead takes them: name, value, name, value … */
	rawHeaders: string[]
	/** where in rawHeaders a value holds the nonce */
	nonceAt: number[]
	storedAt: number
}

// the pages (home, with or without a search, a product page) and the search API's answers
const CACHEABLE_PATH = /^\/(?:product\/[^/]+|api\/tyreall\/search)?$/

// A customer's writes (a cart, a fitting time, a checkout and its payment, a sign-in, a contact
// message, a coupon or area check) change nothing a kept page shows but the stock a booking takes,
// which moves the catalogue version. They leave the cache alone, so that a busy shop's cart adds
// do not empty it for every anonymous visitor. Any other write empties it (the owner's).
const CUSTOMER_WRITE =
	/^\/(?:cart|shipping|checkout|order|vehicle|contact|booking\/find|account(?:\/[^/]+)?|api\/(?:cart(?:\/items(?:\/[^/]+)?|\/pair)?|slots\/check|service\/check|coupons\/apply|booking\/confirm|bookings\/create|stripe\/(?:create-payment-intent|webhook)|auth\/[^/]+|contact\/send))\/?$/

/** Whether a write to this path is a customer's (which leaves the kept pages), not the owner's. */
export function isCustomerWrite(path: string) {
	return CUSTOMER_WRITE.test(path)
}

const CACHEABLE_TYPE = /^(?:text\/html|application\/json)\b/
// headers that belong to one answer and are set again (or not at all) for a copy; HSTS is set
// for an HTTPS request only (ownHeaders)
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'vary', 'strict-transport-security'])
/** where `answer` leaves a cacheable request's key for `keep` */
const KEY = 'pageCacheKey'
/** where `answer` leaves the call that wakes the requests waiting for this render */
const RENDERED = 'pageCacheRendered'

/**
 * Two middlewares: `answer`, mounted early (before compression and the security headers, whose
 * work a kept answer already holds), answers from the cache or notes the request's key; `keep`,
 * mounted just before React Router, keeps the rendered answer. Any write empties the cache.
 */
export function createPageCache(options: PageCacheOptions) {
	const now = options.now ?? Date.now
	const maxAgeMs = options.maxAgeMs ?? 60_000
	const pages = new BoundedCache<string, StoredPage>({
		maxEntries: options.maxEntries ?? 200,
		maxWeight: options.maxBytes ?? 16_000_000,
		weigh: (page) =>
			page.parts.reduce((n, part) => n + part.length, 0) + page.gzip.parts.reduce((n, part) => n + part.deflated.length, 0) + (page.gzipWhole?.length ?? 0),
	})

	// Pages being rendered, by key: a request that misses while the same page is being rendered
	// waits for that render to be kept instead of rendering it too. Without this, a burst of
	// visitors after the page expired (or the catalogue changed) rendered it once each: 20 at
	// once cost 20 renders and left the server's memory 25-35 MB larger for good.
	const rendering = new Map<string, Promise<void>>()
	const waitForRenderMs = options.waitForRenderMs ?? 5_000

	function fresh(key: string) {
		const stored = pages.get(key)
		if (stored && now() - stored.storedAt > maxAgeMs) {
			pages.delete(key)
			return undefined
		}
		return stored
	}

	async function answer(req: Request, res: Response, next: NextFunction) {
		if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
			if (!isCustomerWrite(req.path)) res.once('finish', () => pages.clear())
			return next()
		}
		if (req.method !== 'GET' || req.headers.cookie || !CACHEABLE_PATH.test(req.path)) return next()
		let key: string
		try {
			key = `${await options.version()}|${req.originalUrl}`
		} catch (error) {
			return next(error)
		}
		let stored = fresh(key)
		const other = stored ? undefined : rendering.get(key)
		if (other) {
			// a slow render (or a client slow to take it) never holds the others up for long
			let timer: NodeJS.Timeout | undefined
			await Promise.race([other, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitForRenderMs)))])
			clearTimeout(timer)
			stored = fresh(key)
		}
		if (!stored) {
			res.locals[KEY] = key
			if (!other && !rendering.has(key)) {
				let wake = () => {}
				const rendered = new Promise<void>((resolve) => (wake = resolve))
				rendering.set(key, rendered)
				const done = () => {
					if (rendering.get(key) === rendered) rendering.delete(key)
					wake()
				}
				// kept (keep calls it as the body ends), or not keepable, or the client went away
				res.locals[RENDERED] = done
				res.once('close', done)
			}
			return next()
		}
		const nonce = stored.nonce ? options.newNonce() : ''
		// one flat list for writeHead: Node then writes the kept headers without a setHeader each
		const headers = [...stored.rawHeaders, 'X-Page-Cache', 'hit', 'Vary', 'Accept-Encoding']
		for (const at of stored.nonceAt) headers[at] = headers[at]!.replaceAll(stored.nonce, nonce)
		options.ownHeaders?.(req, res)
		const between = Buffer.from(nonce)
		let body: { chunks: Buffer[]; length: number }
		if (between.length === stored.gzip.betweenLength && acceptsGzip(req.headers['accept-encoding'])) {
			headers.push('Content-Encoding', 'gzip')
			body = stored.gzipWhole ? { chunks: [stored.gzipWhole], length: stored.gzipWhole.length } : gzipChunks(stored.gzip, between)
		} else {
			const chunks = stored.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part]))
			body = { chunks, length: chunks.reduce((n, chunk) => n + chunk.length, 0) }
		}
		headers.push('Content-Length', String(body.length))
		res.writeHead(200, headers)
		// the kept bytes as they are, sent together: no copy of the page per answer
		res.cork()
		for (const chunk of body.chunks) res.write(chunk)
		res.end()
	}

	function keep(_req: Request, res: Response, next: NextFunction) {
		const key = res.locals[KEY] as string | undefined
		if (key === undefined) return next()
		const nonce = options.nonceOf(res)
		const rendered = (res.locals[RENDERED] as (() => void) | undefined) ?? (() => {})
		keepWhatIsSent(res, (body) => {
			try {
				store(key, nonce, res, body)
			} finally {
				rendered()
			}
		})
		next()
	}

	function store(key: string, nonce: string, res: Response, body: string) {
		if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return
		if (!CACHEABLE_TYPE.test(String(res.getHeader('content-type') ?? ''))) return
		const headers: [string, string][] = []
		for (const [name, value] of Object.entries(res.getHeaders())) {
			if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue
			headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
		}
		const parts = (nonce ? body.split(nonce) : [body]).map((text) => Buffer.from(text))
		const holdsNonce = parts.length > 1 || (nonce !== '' && headers.some(([, value]) => value.includes(nonce)))
		const gzip = gzipParts(parts, holdsNonce ? Buffer.byteLength(nonce) : 0)
		const gzipWhole = holdsNonce ? undefined : gzipJoin(gzip, Buffer.alloc(0))
		const rawHeaders = headers.flat()
		const nonceAt = holdsNonce ? rawHeaders.flatMap((value, i) => (i % 2 === 1 && value.includes(nonce) ? [i] : [])) : []
		pages.set(key, { parts, gzip, gzipWhole, nonce: holdsNonce ? nonce : '', rawHeaders, nonceAt, storedAt: now() })
	}

	return { answer, keep, pages }
}

/**
 * Calls `kept` with the whole body as the response ends (its last chunk handed over), unless the
 * client has gone by then. Not at 'finish', which waits for a slow client to take the bytes:
 * the requests waiting for this page would wait for that client too.
 */
function keepWhatIsSent(res: Response, kept: (body: string) => void) {
	const chunks: Buffer[] = []
	const write = res.write
	const end = res.end
	const take = (chunk: unknown, encoding?: unknown) => {
		if (chunk === undefined || chunk === null || typeof chunk === 'function') return
		chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array))
	}
	res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
		take(chunk, rest[0])
		return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
	} as Response['write']
	res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
		take(chunk, rest[0])
		const result = (end as (...args: unknown[]) => Response).call(this, chunk, ...rest)
		if (!this.destroyed) kept(Buffer.concat(chunks).toString('utf8'))
		return result
	} as Response['end']
}

/**
 * Does this Accept-Encoding take gzip? gzip (or x-gzip, or else *) named with a weight above
 * 0. What `req.acceptsEncodings` answers for gzip, without building its negotiator on every
 * answer from the cache.
 */
export function acceptsGzip(header: string | undefined): boolean {
	if (!header) return false
	let any = false
	for (const item of header.split(',')) {
		const [coding = '', ...params] = item.split(';')
		const name = coding.trim().toLowerCase()
		const q = params.map((p) => p.trim()).find((p) => /^q=/i.test(p))
		const weight = q === undefined ? 1 : Number(q.slice(2))
		if (name === 'gzip' || name === 'x-gzip') return weight > 0
		if (name === '*') any = weight > 0
	}
	return any
}

/**
 * `read`, asked at most once per turn of the event loop: the requests handled in one turn (those
 * whose bytes arrived together) share one answer. For the catalogue version this is the same as
 * those requests having arrived a moment earlier, when the version was read; the next turn reads
 * it again. (Reading it was 4% of the CPU of a kept search: more than `select 1`, as it reads a table.)
 */
export function oncePerTurn<T>(read: () => Promise<T>): () => Promise<T> {
	let pending: Promise<T> | undefined
	return () => {
		if (pending) return pending
		const current = read()
		pending = current
		setImmediate(() => {
			if (pending === current) pending = undefined
		})
		return current
	}
}
