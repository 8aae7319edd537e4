import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, test } from 'vitest'
import { BOOT_SCRIPT_ID, deferScripts, scriptsAfterPaint } from './scripts-after-paint.server'

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0'

// as React Router 7 renders a page: modulepreload links hoisted into the head, the context script,
// the module script that imports the route modules and the client entry, then streamed data
const page = [
	'<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><title>Tyres – Southside</title>',
	`<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="${NONCE}"/>`,
	`<link rel="modulepreload" href="/assets/root-B2.js" nonce="${NONCE}"/>`,
	`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-C3.css"/>`,
	'</head><body><main><h1>Mobile tyre fitting – Ümlaut café</h1></main>',
	`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
	`<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-B2.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A1.js");</script>`,
	`<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("type=\\"module\\" é");</script>`,
	'</body></html>',
].join('')

async function throughStream(chunks: Buffer[]) {
	return (await buffer(Readable.from(chunks).pipe(scriptsAfterPaint(NONCE)))).toString('utf8')
}

/** the document's bytes cut every `size` bytes (so also inside multi-byte characters and tags) */
function cut(text: string, size: number) {
	const bytes = Buffer.from(text)
	const chunks: Buffer[] = []
	for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
	return chunks
}

describe('deferScripts', () => {
	const html = deferScripts(page, NONCE)!

	test('takes the modulepreload links out and leaves the stylesheet', () => {
		expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
		expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-C3.css"/>`)
	})

	test('leaves no module script to run as the page loads: it is inert text the loader reads', () => {
		expect(html).not.toMatch(/<script[^>]*type="module"/)
		expect(html).toContain(`<script nonce="${NONCE}" type="text/x-deferred-module" id="${BOOT_SCRIPT_ID}">import * as route0 from "/assets/root-B2.js";`)
	})

	test('adds a loader with the nonce that preloads the same modules, in order, after the first paint', () => {
		const loader = html.slice(html.indexOf('</script>', html.indexOf(BOOT_SCRIPT_ID)) + '</script>'.length)
		expect(loader.startsWith(`<script nonce="${NONCE}">`)).toBe(true)
		expect(loader).toContain('["/assets/entry.client-A1.js","/assets/root-B2.js"]')
		expect(loader).toContain('requestAnimationFrame(function(){setTimeout(start,0)})')
		expect(loader).toContain("document.visibilityState==='hidden'")
	})

	test('keeps everything else as it was', () => {
		expect(html).toContain('<h1>Mobile tyre fitting – Ümlaut café</h1>')
		expect(html).toContain('window.__reactRouterContext = {};')
		expect(html.endsWith(`enqueue("type=\\"module\\" é");</script></body></html>`)).toBe(true)
	})

	test('hands the loader each address as it was before React escaped it, safe inside its script', () => {
		const odd = page.replace('/assets/root-B2.js" nonce', '/assets/a&lt;/script&gt;&amp;b.js" nonce')
		expect(deferScripts(odd, NONCE)).toContain('"/assets/a\\u003c/script>&b.js"')
	})

	test('is null for a document without a module script', () => {
		expect(deferScripts('<html><body><p>Not found</p></body></html>', NONCE)).toBeNull()
	})
})

describe('scriptsAfterPaint', () => {
	test('gives the same document however the stream is cut', async () => {
		const whole = deferScripts(page, NONCE)
		for (const size of [1, 2, 3, 7, 64, 1000, 100_000]) expect(await throughStream(cut(page, size))).toBe(whole)
	})

	test('passes a document without a module script through unchanged', async () => {
		const plain = '<html><body><p>Ünchanged – as sent</p></body></html>'
		expect(await throughStream(cut(plain, 5))).toBe(plain)
	})

	test('rewrites only the first module script: what streams after it goes out as it came', async () => {
		const later = `${page}<script nonce="${NONCE}" type="module">import("/later.js")</script>`
		const out = await throughStream(cut(later, 11))
		expect(out.endsWith(`<script nonce="${NONCE}" type="module">import("/later.js")</script>`)).toBe(true)
		expect(out.match(/id="rr-boot"/g)).toHaveLength(1)
	})

	test('sends the head once it has ended, and the body as it comes, before the module script has', async () => {
		const stream = scriptsAfterPaint(NONCE)
		const sent: string[] = []
		stream.on('data', (piece: Buffer) => sent.push(piece.toString('utf8')))
		const headEnd = page.indexOf('</head>') + '</head>'.length
		const bootStart = page.indexOf(`<script nonce="${NONCE}" type="module"`)
		stream.write(Buffer.from(page.slice(0, headEnd)))
		await new Promise((resolve) => setImmediate(resolve))
		const whole = deferScripts(page, NONCE)!
		expect(sent.join('')).toBe(whole.slice(0, whole.indexOf('</head>') + '</head>'.length))
		// the body up to the module script, cut inside the script before it
		const contextScript = page.indexOf('window.__reactRouterContext = {};')
		stream.write(Buffer.from(page.slice(headEnd, contextScript)))
		await new Promise((resolve) => setImmediate(resolve))
		expect(sent.join('')).toContain('<h1>Mobile tyre fitting – Ümlaut café</h1></main>')
		expect(sent.join('')).not.toContain('__reactRouterContext')
		stream.end(Buffer.from(page.slice(contextScript)))
		await new Promise((resolve) => stream.on('end', resolve))
		expect(sent.join('')).toBe(whole)
		expect(bootStart).toBeGreaterThan(contextScript)
	})

	test('passes a script that only looks like the module script through, and rewrites the real one after it', async () => {
		const lookalike = `<script nonce="${NONCE}" xtype="module">var a = 1</script>`
		const withLookalike = page.replace('</main>', `</main>${lookalike}`)
		const out = await throughStream(cut(withLookalike, 13))
		expect(out).toContain(lookalike)
		expect(out).toBe(deferScripts(withLookalike, NONCE))
	})
})
