import crypto from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import '#app/lib/context'
import { getEnv } from '#app/lib/env.server'
import { getLogger } from '#app/lib/logger.server'
import { backupCommand, bootShop, restoreCommand, seedCommand } from './boot'

export { bootShop as boot, seedCommand, backupCommand, restoreCommand }
export { BackupError } from '#app/lib/backup.server'
export { EnvError } from '#app/lib/env.server'
export { closeDb } from '#app/lib/db.server'

const MAX_BODY_BYTES = 1024 * 1024 // JSON and urlencoded forms
const MAX_MULTIPART_BYTES = 11 * 1024 * 1024 // two 5 MB images (tyre image and brand logo) plus fields

export const app = express()
app.disable('x-powered-by')
// One hop of reverse proxy (the Docker deployment sits behind one) may set X-Forwarded-*.
app.set('trust proxy', process.env.TRUST_PROXY === 'true' ? 1 : 'loopback')

app.use(compression())
app.use(requestLog)
app.use(securityHeaders)
app.use(bodyLimit)
app.use(discardUnreadBody)
app.use(sameOriginWrites)

// Built assets: hashed names are immutable; everything else in build/client gets a short cache.
const clientDir = path.resolve('build/client')
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
app.use(express.static(clientDir, { maxAge: '1h', index: false }))

// Uploaded and generated images. Never rendered as a document: sandboxed, no sniffing, and
// only image file types are served at all (anything else planted there is a 404).
const IMAGE_FILE = /\.(?:webp|png|jpe?g|gif|avif|svg)$/i
app.use('/uploads', (req, res, next) => {
	if (!IMAGE_FILE.test(req.path)) return res.status(404).type('text/plain').send('Not found')
	express.static(getEnv().uploadsDir, {
		index: false,
		dotfiles: 'deny',
		fallthrough: false,
		maxAge: '30d',
		setHeaders(res) {
			res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		},
	})(req, res, next)
})

app.use(
	createRequestHandler({
		build: () => import('virtual:react-router/server-build'),
		getLoadContext(req, res) {
			return {
				cspNonce: res.locals.cspNonce as string,
				clientIp: req.ip ?? 'unknown',
				secure: req.secure,
			}
		},
	}),
)

// Static-file errors (a missing asset, a bad path) end here without a stack trace.
app.use((error: { status?: number; statusCode?: number }, _req: Request, res: Response, next: NextFunction) => {
	if (res.headersSent) return next(error)
	const status = error.status ?? error.statusCode ?? 500
	if (status >= 500) getLogger().error({ err: error }, 'request failed')
	res.status(status).type('text/plain').send(status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Server error')
})

function requestLog(req: Request, res: Response, next: NextFunction) {
	const started = process.hrtime.bigint()
	res.on('finish', () => {
		const ms = Number(process.hrtime.bigint() - started) / 1e6
		getLogger().info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
	})
	next()
}

function securityHeaders(req: Request, res: Response, next: NextFunction) {
	res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
	res.setHeader('X-Content-Type-Options', 'nosniff')
	res.setHeader('X-Frame-Options', 'DENY')
	res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
	res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
	res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
	if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
	next()
}

/** Refuses bodies over the limit before anything reads them (413). */
function bodyLimit(req: Request, res: Response, next: NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const isMultipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data')
	const limit = isMultipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES
	// A streamed body of unknown length could be of any size: ask for its length instead.
	if (req.headers['transfer-encoding'] && req.headers['content-length'] === undefined) {
		return res.status(411).json({ error: 'Content-Length is required.' })
	}
	if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge(res)
	next()
}

/**
 * A request answered before its body was read (a refusal by size, a redirect for an empty cart, a
 * 404) leaves the client still sending that body, so the keep-alive connection would stall the
 * client's next request. Once the answer is sent, the rest is read and dropped, as Node does for
 * a body nobody touched; bodyLimit bounds how much that can be.
 */
function discardUnreadBody(req: Request, res: Response, next: NextFunction) {
	res.on('finish', () => {
		if (req.complete || req.destroyed) return
		req.removeAllListeners('data')
		req.on('data', () => {})
		req.resume()
	})
	next()
}

function tooLarge(res: Response) {
	res.status(413).json({ error: 'Request body is too large.' })
}

/**
 * CSRF: a browser always sends Origin on a cross-site POST; refuse writes whose Origin is
 * another site. API clients that send no Origin (curl, Stripe webhooks) are unaffected,
 * and their writes need a bearer token anyway.
 */
function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
	if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
	const origin = req.headers.origin
	if (origin === undefined || (origin !== 'null' && sameHost(origin, req))) return next()
	res.status(403).json({ error: 'Cross-site requests are not allowed.' })
}

function sameHost(origin: string, req: Request) {
	try {
		return new URL(origin).host === req.headers.host
	} catch {
		return false
	}
}
