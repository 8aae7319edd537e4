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

/**
 * The document with its scripts deferred to after the first paint (see above), or null when it has
 * no React Router module script.
 */
export function deferScripts(html: string, nonce: string): string | null {
	const boot = MODULE_SCRIPT.exec(html)
	if (!boot) return null
	const before = html.slice(0, boot.index)
	const after = html.slice(boot.index + boot[0].length)
	const hrefs: string[] = []
	const head = before.replace(MODULE_PRELOAD, (link) => {
		const href = HREF.exec(link)?.[1]
		if (href) hrefs.push(attributeText(href))
		return ''
	})
	const attributes = `${boot[1]}${boot[2]}`.replace(/\basync(?:="")?/, '').trim()
	const inert = `<script ${attributes} type="text/x-deferred-module" id="${BOOT_SCRIPT_ID}">${boot[3]}</script>`
	return head + inert + loaderScript(nonce, hrefs) + after
}

/** A stream that applies deferScripts to a streamed document, passing the rest through as it comes. */
export function scriptsAfterPaint(nonce: string) {
	const parts: Buffer[] = []
	let length = 0
	// the next text to find: the module script's type, then the end of that script
	let wanted = MODULE_TYPE
	let tail = Buffer.alloc(0)
	let done = false
	return new Transform({
		transform(chunk: Buffer, _encoding, callback: TransformCallback) {
			if (done) return callback(null, chunk)
			parts.push(chunk)
			length += chunk.length
			// look in this chunk and the few bytes before it, where the text may have been cut
			let window = Buffer.concat([tail, chunk])
			let offset = length - window.length
			let found = window.indexOf(wanted)
			if (found !== -1 && wanted === MODULE_TYPE) {
				wanted = SCRIPT_END
				window = window.subarray(found)
				offset += found
				found = window.indexOf(wanted)
			}
			if (found === -1 && length <= MAX_BUFFERED) {
				tail = window.subarray(Math.max(0, window.length - wanted.length + 1))
				return callback()
			}
			done = true
			const buffered = Buffer.concat(parts, length)
			parts.length = 0
			if (found === -1) return callback(null, buffered)
			// the bytes up to the module script's end are whole characters (it ends in ASCII); what
			// follows may end inside one and goes out as it came
			const cut = offset + found + SCRIPT_END.length
			const head = buffered.subarray(0, cut).toString('utf8')
			this.push(deferScripts(head, nonce) ?? head)
			callback(null, buffered.subarray(cut))
		},
		flush(callback: TransformCallback) {
			callback(null, done || length === 0 ? undefined : Buffer.concat(parts, length))
		},
	})
}
