import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import * as build from 'virtual:react-router/server-build'
import '#app/lib/context'
import { atTime } from '#app/lib/clock.server'
import { getDb, pingDatabase } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { refusedFormPage } from '#app/lib/form-refusal'
import { getLogger } from '#app/lib/logger.server'
import { getStorage } from '#app/lib/storage.server'
import { backupCommand, bootShop, copyToPostgresCommand, restoreCommand, seedCommand } from './boot'
import { detachableDrainListeners } from './compressed-streams'
import { healthz } from './healthz'
import { wellFormedHost } from './host-header'
import { serveUploads } from './uploads'
import {
	bodyLimit,
	clientAddress,
	readBodyAfterEarlyAnswer,
	requestLog,
	ownOrigin,
	sameOriginWrites,
	securityHeaders,
	trustProxySetting,
} from './http-guards'

export { bootShop as boot, seedCommand, backupCommand, restoreCommand, copyToPostgresCommand }
export { BackupError } from '#app/lib/backup.server'
export { EnvError } from '#app/lib/env.server'
export { closeDb } from '#app/lib/db.server'

export const app = express()
app.disable('x-powered-by')
// Only a proxy the settings name (TRUST_PROXY) may set X-Forwarded-*; see trustProxySetting.
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY))

// A malformed Host header is the client's mistake: a 400 before anything builds a URL from it.
app.use(wellFormedHost)
// The health probe next: see healthz.ts for which of the middlewares below it needs and why.
app.use(healthz({ ping: () => pingDatabase(getDb()), logger: getLogger }))
app.use(requestLog(getLogger()))
app.use(compression())
app.use(detachableDrainListeners)
app.use(securityHeaders)
app.use(bodyLimit)
app.use(readBodyAfterEarlyAnswer)
// With PUBLIC_URL set only its origin may post; without it, whatever address the shop was opened at.
app.use(
	sameOriginWrites(
		(req) => (getEnv().PUBLIC_URL ? new URL(getEnv().publicUrl).origin : ownOrigin(req)),
		(req) => refusedFormPage(req.path),
	),
)

// Built assets: hashed names are immutable; everything else in build/client gets a short cache.
const clientDir = path.resolve('build/client')
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
// Only a path that names a file can be one: pages and API calls skip the file system lookup.
// The admin's service worker is checked for a new version on every visit (a deploy reaches phones at once).
const serveClientFile = express.static(clientDir, {
	maxAge: '1h',
	index: false,
	setHeaders: (res, file) => {
		if (file === path.join(clientDir, 'admin', 'sw.js')) res.setHeader('Cache-Control', 'no-cache')
	},
})
const FILE_PATH = /\.[a-z0-9]+$/i
app.use((req, res, next) => (FILE_PATH.test(req.path) ? serveClientFile(req, res, next) : next()))

// Uploaded and generated images, from the upload storage (local disk or bucket): see uploads.ts.
app.use('/uploads', serveUploads(getStorage))

// Browser journeys pin the shop's clock for their own browser context with an `e2e-now` cookie
// (an ISO instant), so a journey on "a Saturday evening" does not depend on the day it runs.
// Only a server started with E2E_CLOCK_COOKIE=1 (tests/e2e/serve.js) reads it.
if (process.env.E2E_CLOCK_COOKIE === '1') {
	// it lets any visitor set the shop's clock (cut-offs, holds): never on a shop served over https
	if (process.env.PUBLIC_URL?.trim().startsWith('https:')) {
		throw new Error('E2E_CLOCK_COOKIE is for the browser tests only and is refused with an https PUBLIC_URL: unset it.')
	}
	app.use((req, _res, next) => {
		const pinned = /(?:^|;\s*)e2e-now=([^;]{1,40})/.exec(req.headers.cookie ?? '')
		const ms = pinned ? Date.parse(decodeURIComponent(pinned[1]!)) : Number.NaN
		if (Number.isNaN(ms)) return next()
		atTime(ms, () => next())
	})
}

app.use(
	createRequestHandler({
		// The build itself, not a function returning it: React Router then derives the route
		// tree and its static handler once, where a function makes it re-derive them on every
		// request. In development Vite re-evaluates this module when a route changes.
		build,
		getLoadContext(req, res) {
			return {
				cspNonce: res.locals.cspNonce as string,
				clientIp: clientAddress(req.ip),
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
