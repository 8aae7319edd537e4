import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { contentSecurityPolicy, tileHostSource } from '#app/lib/csp.server'
import { getEnv } from '#app/lib/env.server'
import { loggablePath } from '#app/lib/loggable-path'
import { getLogger } from '#app/lib/logger.server'
import { withMatchedRoutesOnly } from '#app/lib/matched-routes.server'
import { NonceProvider } from '#app/lib/nonce'
import { scriptsAfterPaint } from '#app/lib/scripts-after-paint.server'
import { StaticMarkupProvider } from '#app/lib/static-markup'
import { writesOfOneTurn } from '#app/lib/writes-of-one-turn.server'
import { lazyPartsReady } from '#app/ui/lazy-part'

export const streamTimeout = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	// The page parts whose code the browser loads late are rendered in place: their modules started
	// loading when the app was imported, and the first page waits for them (later ones find them settled).
	await lazyPartsReady()
	const nonce = loadContext.cspNonce
	const development = process.env.NODE_ENV === 'development'
	return new Promise((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		// Crawlers and no-JS visitors get the whole document at once; browsers stream.
		const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
		let status = responseStatusCode

		const send = () => {
			shellRendered = true
			const body = new PassThrough()
			const stream = createReadableStreamFromReadable(body)
			responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
			responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { development, https: getEnv().publicUrl.startsWith('https://'), tileHosts: [tileHostSource(getEnv().MAP_TILE_URL)], formActionHosts: getEnv().STRIPE_API_BASE ? [new URL(getEnv().STRIPE_API_BASE!).origin] : [] }))
			if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache')
			resolve(new Response(stream, { headers: responseHeaders, status }))
			// the page's JavaScript starts once it has painted (see scripts-after-paint.server.ts);
			// in development Vite's client must run as it comes
			if (development) pipe(body)
			else pipe(writesOfOneTurn()).pipe(scriptsAfterPaint(nonce)).pipe(body)
		}

		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<StaticMarkupProvider value={renderToStaticMarkup}>
					<ServerRouter context={withMatchedRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
				</StaticMarkupProvider>
			</NonceProvider>,
			{
				nonce,
				// A finished Suspense boundary (the lazy parts of app/ui/lazy-part.tsx) goes out in place.
				// Past this size React would otherwise send it later in a hidden <div> revealed by a
				// script: invisible without JavaScript, and shown only after a reveal delay with it.
				progressiveChunkSize: Number.POSITIVE_INFINITY,
				onShellReady() {
					if (readyOption === 'onShellReady') send()
				},
				onAllReady() {
					// Everything is rendered: nothing is left to abort. The timer's closure holds the
					// whole render (React's request, the route data); left to run out, the timers of
					// every page answered in the last six seconds kept tens of megabytes in the heap
					// under load, for the garbage collector to mark again and again.
					clearTimeout(abortTimer)
					if (readyOption === 'onAllReady') send()
				},
				onShellError(error: unknown) {
					clearTimeout(abortTimer)
					reject(error)
				},
				onError(error: unknown) {
					status = 500
					if (shellRendered) getLogger().error({ err: error }, 'render error')
				},
			},
		)
		// a part still pending after the stream's time is aborted (and sent as its fallback)
		const abortTimer = setTimeout(abort, streamTimeout + 1000)
	})
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	// the URL as the request log shows it: a signed order link or a phone number never reaches the log
	getLogger().error({ err: error, url: loggablePath(request.url) }, 'unhandled error')
}
