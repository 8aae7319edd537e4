import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { perRequestSecurityHeaders } from './http-guards'

// GET /healthz: the liveness and readiness probe (a load balancer, a container orchestrator or
// an uptime monitor asks it every few seconds). 200 {"status":"ok"} when the database answers,
// 503 {"status":"error","error":"database unavailable"} when it does not; never cached.
//
// It is answered first in server/app.ts, before compression, the request log, the security
// headers and React Router, so a probe costs one prepared `select 1` and not a page's work:
// - no request log line: a probe every few seconds would bury the log; a failed check is
//   logged here as an error (a passing one says nothing new);
// - not compressed: the body is 15 bytes;
// - of the security headers only the fixed ones every answer of the shop carries (nosniff,
//   no framing, the referrer policy; HSTS over HTTPS), set as constants: the answer is JSON
//   of a fixed shape with no script or markup, so it needs no CSP nonce, which costs random
//   bytes per request;
// - no body limit or cross-site check: it reads no body and changes nothing; any method but
//   GET or HEAD is answered 405.

const HEADERS: [string, string][] = [
	['Content-Type', 'application/json; charset=utf-8'],
	['Cache-Control', 'no-store'],
	['X-Content-Type-Options', 'nosniff'],
	['X-Frame-Options', 'DENY'],
	['Referrer-Policy', 'strict-origin-when-cross-origin'],
]
const OK = JSON.stringify({ status: 'ok' })
const UNAVAILABLE = JSON.stringify({ status: 'error', error: 'database unavailable' })
const WRONG_METHOD = JSON.stringify({ error: 'Use GET or HEAD for this call.' })

export const HEALTHZ_PATH = '/healthz'

/**
 * Express middleware answering /healthz (and passing every other request on). `ping` resolves
 * when the database answers and rejects (or throws) when it does not.
 */
export function healthz({ ping, logger }: { ping: () => Promise<void>; logger: () => Logger }) {
	return async function healthzProbe(req: Request, res: Response, next: NextFunction) {
		if (req.path !== HEALTHZ_PATH) return next()
		for (const [name, value] of HEADERS) res.setHeader(name, value)
		perRequestSecurityHeaders(req, res)
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.setHeader('Allow', 'GET, HEAD')
			req.resume() // a body, if any, is read and dropped
			res.statusCode = 405
			res.end(WRONG_METHOD)
			return
		}
		let body = OK
		try {
			await ping()
		} catch (error) {
			logger().error({ err: error }, 'health check failed')
			res.statusCode = 503
			body = UNAVAILABLE
		}
		res.setHeader('Content-Length', Buffer.byteLength(body))
		res.end(req.method === 'HEAD' ? undefined : body)
	}
}
