import type { NextFunction, Request, Response } from 'express'
import { BoundedCache } from '#app/lib/bounded-cache'

// The catalogue pages (home, with or without a search, and product pages) as an anonymous
// visitor gets them, kept in memory so the next anonymous visitor skips the loaders and the
// render. Only what is the same for every such visitor is kept:
// - a request with any cookie (a cart, a login, a flash toast, an admin) is never answered
//   from here nor stored, so the cart badge, the header and toasts are always its own;
// - only a 200 HTML answer that sets no cookie is stored;
// - the per-request CSP nonce is replaced in the stored page and its CSP header with this
//   request's nonce, so every answer carries a fresh one;
// - the key holds the catalogue version from the database, so a change to tyres or brands
//   (from this process or another) misses at once; any write (a POST, PUT, PATCH or DELETE)
//   through this process empties the cache, as content, settings and areas change that way;
//   and a page is kept at most `maxAgeMs` (60 s), so a change made elsewhere shows within it.

export interface PageCacheOptions {
	/** the catalogue version in the database, read for each cacheable request */
	version: () => Promise<number>
	/** this request's CSP nonce (set by an earlier middleware) */
	nonceOf: (res: Response) => string
	now?: () => number
	maxAgeMs?: number
	/** at most this many pages (default 200) … */
	maxEntries?: number
	/** … and this many characters in all (default 32 million, about 32 MB of HTML) */
	maxChars?: number
}

interface StoredPage {
	body: string
	nonce: string
	headers: [string, string][]
	storedAt: number
}

const CACHEABLE_PATH = /^\/(?:product\/[^/]+)?$/
// headers that belong to one answer and are set again (or not at all) for a copy
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'vary'])

export function createPageCache(options: PageCacheOptions) {
	const now = options.now ?? Date.now
	const maxAgeMs = options.maxAgeMs ?? 60_000
	const pages = new BoundedCache<string, StoredPage>({
		maxEntries: options.maxEntries ?? 200,
		maxWeight: options.maxChars ?? 32_000_000,
		weigh: (page) => page.body.length,
	})

	async function middleware(req: Request, res: Response, next: NextFunction) {
		if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
			res.once('finish', () => pages.clear())
			return next()
		}
		if (req.method !== 'GET' || req.headers.cookie || !CACHEABLE_PATH.test(req.path)) return next()
		let key: string
		try {
			key = `${await options.version()}|${req.originalUrl}`
		} catch (error) {
			return next(error)
		}
		const nonce = options.nonceOf(res)
		const stored = pages.get(key)
		if (stored && now() - stored.storedAt <= maxAgeMs) {
			for (const [name, value] of stored.headers) res.setHeader(name, value.replaceAll(stored.nonce, nonce))
			res.setHeader('X-Page-Cache', 'hit')
			res.status(200).end(stored.body.replaceAll(stored.nonce, nonce))
			return
		}
		if (stored) pages.delete(key)
		keepWhatIsSent(res, (body) => {
			if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return
			if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return
			const headers: [string, string][] = []
			for (const [name, value] of Object.entries(res.getHeaders())) {
				if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue
				headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
			}
			pages.set(key, { body, nonce, headers, storedAt: now() })
		})
		next()
	}

	return { middleware, pages }
}

/** Calls `kept` with the whole body once the response has been sent in full. */
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
		return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest)
	} as Response['end']
	res.once('finish', () => kept(Buffer.concat(chunks).toString('utf8')))
}
