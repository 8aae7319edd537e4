import type * as ReactDomServer from 'react-dom/server'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { getLogger } from '#app/lib/logger.server'
import handleRequest, { handleError, streamTimeout } from './entry.server'

vi.mock('react-dom/server', async (importOriginal) => ({ ...(await importOriginal<typeof ReactDomServer>()), renderToPipeableStream: vi.fn() }))

// A page that fails while it is opened with a signed booking link (or a phone number in its
// address) must not write that link to the error log: the request log hides it, and so must this.

afterEach(() => {
	vi.useRealTimers()
	vi.restoreAllMocks()
})

test('an unhandled error is logged with the path only: no signed link, phone number or Stripe id', () => {
	const logged: unknown[] = []
	vi.spyOn(getLogger(), 'error').mockImplementation(((fields: unknown) => void logged.push(fields)) as never)
	const urls = [
		'http://localhost:3000/order?ref=BK-7K2M9Q&exp=2027-01-01&sig=abcdefabcdefabcdef',
		'http://localhost:3000/order?payment_intent=pi_3Abc123&payment_intent_client_secret=pi_3Abc123_secret_xyz',
		'http://localhost:3000/account/login?redirectTo=%2Faccount&phone=0412345678',
	]
	for (const url of urls) handleError(new Error('boom'), { request: new Request(url), params: {}, context: {} } as never)
	expect(logged).toHaveLength(3)
	expect(logged.map((fields) => (fields as { url: string }).url)).toEqual(['/order?[redacted]', '/order?[redacted]', '/account/login?[redacted]'])
	const text = JSON.stringify(logged)
	for (const secret of ['BK-7K2M9Q', 'sig=', 'abcdef', 'pi_3Abc', 'secret_xyz', '0412345678']) expect(text).not.toContain(secret)
})

// The render's abort timer: a page still waiting on a part is aborted after the stream's time;
// a page whose parts are all rendered leaves no timer behind (its closure would hold the whole
// render, route data and all, for six seconds after the answer).
function startRender(userAgent = 'Mozilla/5.0 (Linux; Android 14) Mobile') {
	const abort = vi.fn()
	let options: RenderToPipeableStreamOptions | undefined
	vi.mocked(renderToPipeableStream).mockImplementation((_children, given) => {
		options = given
		return { pipe: <T extends NodeJS.WritableStream>(destination: T) => destination, abort }
	})
	const answer = handleRequest(new Request('http://localhost/', { headers: { 'user-agent': userAgent } }), 200, new Headers(), { isSpaMode: false, manifest: { routes: {} }, staticHandlerContext: { matches: [] } } as never, { cspNonce: 'nonce' } as never) as Promise<Response>
	const rendered = () => {
		if (!options) throw new Error('not rendering yet')
		return options
	}
	return { abort, answer, rendered }
}

test('a page whose parts are all rendered leaves no abort timer behind', async () => {
	vi.useFakeTimers()
	const { abort, answer, rendered } = startRender()
	await vi.waitFor(rendered)
	rendered().onShellReady?.()
	expect((await answer).status).toBe(200)
	expect(vi.getTimerCount()).toBeGreaterThan(0)
	rendered().onAllReady?.()
	expect(vi.getTimerCount()).toBe(0)
	vi.advanceTimersByTime(streamTimeout * 10)
	expect(abort).not.toHaveBeenCalled()
})

test('a page still waiting on a part after the stream time is aborted', async () => {
	vi.useFakeTimers()
	const { abort, answer, rendered } = startRender()
	await vi.waitFor(rendered)
	rendered().onShellReady?.()
	await answer
	vi.advanceTimersByTime(streamTimeout)
	expect(abort).not.toHaveBeenCalled()
	vi.advanceTimersByTime(1000)
	expect(abort).toHaveBeenCalledOnce()
})

test('a crawler gets the page once everything is rendered, and no timer is left', async () => {
	vi.useFakeTimers()
	const { answer, rendered } = startRender('Googlebot/2.1 (+http://www.google.com/bot.html)')
	await vi.waitFor(rendered)
	let sent = false
	void answer.then(() => (sent = true))
	rendered().onShellReady?.()
	await Promise.resolve()
	expect(sent).toBe(false)
	rendered().onAllReady?.()
	expect((await answer).status).toBe(200)
	expect(vi.getTimerCount()).toBe(0)
})
