import { Transform, type TransformCallback } from 'node:stream'

// Every page works without JavaScript, so its first paint needs only the HTML and the CSS. React
// Router's <Scripts> asks for about 115 KB (gzipped) of modules at once with modulepreload links in
// the head; on a phone on slow 4G they share the connection with the stylesheets and the rest of
// the HTML, and the first paint waits for them (Lighthouse put it at 2.2 s on every page).
//
// This stream rewrites the document so the JavaScript starts once the page has painted: the
// modulepreload links leave the head, and React Router's inline module script (which imports the
// route modules and the client entry) becomes inert text followed by a small loader. After the
// first frame the loader adds the same modulepreload links and runs the module script with the
// request's nonce. A hidden tab never paints, so there the loader starts at once.
//
// It works on the markup React Router 7 renders (<link rel="modulepreload" href=…> and one
// <script … type="module" async="">), which the tests pin: a document without them passes
// through unchanged, and so does everything after the module script (streamed parts and data).

const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/
const MODULE_TYPE = 'type="module"'
const SCRIPT_END = '</script>'
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const HREF = /\bhref="([^"]+)"/
/** the inert module script's id: the loader reads its text */
export const BOOT_SCRIPT_ID = 'rr-boot'
/** a document whose module script has not come by this many characters is sent as it is */
const MAX_BUFFERED = 4_000_000

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

/** an attribute's value as React escaped it, unescaped */
function attributeText(value: string) {
	return value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!)
}

/** `text` with `<` escaped, safe inside an inline <script> */
function scriptSafe(text: string) {
	return text.replace(/</g, '\\u003c')
}

function loaderScript(nonce: string, hrefs: string[]) {
	const source = `(function(){var me=document.currentScript,hrefs=${scriptSafe(JSON.stringify(hrefs))};function start(){hrefs.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.nonce=me.nonce;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.nonce=me.nonce;s.textContent=document.getElementById('${BOOT_SCRIPT_ID}').textContent;document.body.appendChild(s)}if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0)})})()`
	return `<script nonce="${nonce}">${source}</script>`
}

/** The head without its modulepreload links, and their addresses in order. */
function headWithoutPreloads(head: string) {
	const hrefs: string[] = []
	const rest = head.replace(MODULE_PRELOAD, (link) => {
		const href = HREF.exec(link)?.[1]
		if (href) hrefs.push(attributeText(href))
		return ''
	})
	return { head: rest, hrefs }
}

/** React Router's module script (its attributes and source) as inert text, and the loader after it. */
function inertBoot(attributesBefore: string, attributesAfter: string, source: string, nonce: string, hrefs: string[]) {
	const attributes = `${attributesBefore}${attributesAfter}`.replace(/\basync(?:="")?/, '').trim()
	return `<script ${attributes} type="text/x-deferred-module" id="${BOOT_SCRIPT_ID}">${source}</script>${loaderScript(nonce, hrefs)}`
}

/**
 * The document with its scripts deferred to after the first paint (see above), or null when it has
 * no React Router module script.
 */
export function deferScripts(html: string, nonce: string): string | null {
	const boot = MODULE_SCRIPT.exec(html)
	if (!boot) return null
	const { head, hrefs } = headWithoutPreloads(html.slice(0, boot.index))
	return head + inertBoot(boot[1]!, boot[2]!, boot[3]!, nonce, hrefs) + html.slice(boot.index + boot[0].length)
}

const HEAD_END = Buffer.from('</head>')
const SCRIPT_START = Buffer.from('<script')
const SCRIPT_END_BYTES = Buffer.from(SCRIPT_END)
const TAG_END = '>'.charCodeAt(0)

/**
 * A stream that applies deferScripts to a streamed document as it comes, holding back only what it
 * must: the head until its end (the modulepreload links are there), then each script element until
 * its end, until React Router's module script has been rewritten; the rest passes through. Holding
 * the whole document until that script (near its end) kept about four copies of every page in
 * memory while it rendered and sent nothing before it. The texts it looks for are ASCII, which
 * never occurs inside a UTF-8 character, so a cut anywhere in the bytes is safe.
 */
export function scriptsAfterPaint(nonce: string) {
	let state: 'head' | 'body' | 'done' = 'head'
	let pending: Buffer = Buffer.alloc(0)
	let hrefs: string[] = []
	// where in `pending` the search for the next script goes on from
	let searchFrom = 0

	/** What of `pending` can go out now; the rest stays until more comes. */
	function advance(final: boolean): Buffer[] {
		const out: Buffer[] = []
		if (state === 'head') {
			const end = pending.indexOf(HEAD_END)
			if (end === -1) {
				if (!final && pending.length <= MAX_BUFFERED) return out
				// no head, or a very long one: the document goes as it came
				state = 'done'
				out.push(pending)
				pending = Buffer.alloc(0)
				return out
			}
			const cut = end + HEAD_END.length
			const rewritten = headWithoutPreloads(pending.subarray(0, cut).toString('utf8'))
			hrefs = rewritten.hrefs
			out.push(Buffer.from(rewritten.head))
			pending = pending.subarray(cut)
			state = 'body'
		}
		while (state === 'body') {
			const start = pending.indexOf(SCRIPT_START, searchFrom)
			if (start === -1) {
				// all but a tail that may be the start of '<script'
				const keep = final ? 0 : Math.min(pending.length, SCRIPT_START.length - 1)
				out.push(pending.subarray(0, pending.length - keep))
				pending = pending.subarray(pending.length - keep)
				searchFrom = 0
				break
			}
			const tagEnd = pending.indexOf(TAG_END, start)
			const end = tagEnd === -1 ? -1 : pending.indexOf(SCRIPT_END_BYTES, tagEnd)
			if (end === -1) {
				if (!final && pending.length - start <= MAX_BUFFERED) {
					// the script is not whole yet: what comes before it goes
					out.push(pending.subarray(0, start))
					pending = pending.subarray(start)
					searchFrom = 0
					break
				}
				state = 'done'
				break
			}
			const scriptEnd = end + SCRIPT_END_BYTES.length
			const opening = pending.subarray(start, tagEnd + 1).toString('latin1')
			const boot = opening.includes(MODULE_TYPE) ? MODULE_SCRIPT.exec(pending.subarray(start, scriptEnd).toString('utf8')) : null
			if (!boot) {
				searchFrom = scriptEnd
				continue
			}
			out.push(pending.subarray(0, start), Buffer.from(inertBoot(boot[1]!, boot[2]!, boot[3]!, nonce, hrefs)))
			pending = pending.subarray(scriptEnd)
			state = 'done'
		}
		if (state === 'done' && pending.length) {
			out.push(pending)
			pending = Buffer.alloc(0)
		}
		return out
	}

	return new Transform({
		transform(chunk: Buffer, _encoding, callback: TransformCallback) {
			if (state === 'done') return callback(null, chunk)
			pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
			for (const piece of advance(false)) if (piece.length) this.push(piece)
			callback()
		},
		flush(callback: TransformCallback) {
			for (const piece of advance(true)) if (piece.length) this.push(piece)
			callback()
		},
	})
}
