import { getShopSettings } from '#app/domain/settings/settings.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'

// The owner's third-party reviews widget (a setting the admin edits: a vendor's HTML and
// <script> snippet) as a page of its own. The home page shows it in an <iframe sandbox>
// without allow-same-origin, and this response carries the same sandbox in its CSP, so the
// vendor's code runs in an opaque origin: it can draw reviews and open links, but never read
// the shop's cookies, call the shop as the visitor, or break the page around it.

const FRAME_CSP = [
	'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
	"default-src 'none'",
	"script-src https: 'unsafe-inline'",
	"style-src https: 'unsafe-inline'",
	'img-src https: data:',
	'font-src https: data:',
	'connect-src https:',
	'frame-src https:',
	'media-src https:',
	"frame-ancestors 'self'",
	"base-uri 'none'",
	"form-action 'none'",
].join('; ')

// Tells the embedding page how tall the widget is (public/testimonial.js sizes the frame).
// It repeats for a while, because the page's script may load after the first report.
const HEIGHT_REPORTER = `(function(){var root=document.body,last=0,ticks=0;function send(force){var h=Math.ceil(root.getBoundingClientRect().height);if(force||h!==last){last=h;parent.postMessage({type:'reviews-widget:height',height:h},'*')}}
if(window.ResizeObserver){new ResizeObserver(function(){send(false)}).observe(root)}
var timer=setInterval(function(){ticks++;send(ticks<=20);if(ticks>120)clearInterval(timer)},500);window.addEventListener('load',function(){send(true)});send(true)})();`

export function reviewsWidgetDocument(widget: string) {
	return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Customer reviews</title>
<style>html,body{margin:0;padding:0;background:transparent;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}body{display:flow-root}</style>
</head>
<body>
<div id="reviews-root">
${widget}
</div>
<script>${HEIGHT_REPORTER}</script>
</body>
</html>
`
}

export async function loader() {
	const settings = await getShopSettings(getDb(), getEnv())
	const widget = settings.reviewsWidget?.trim()
	if (!widget) {
		return new Response('No reviews widget is set up.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
	}
	return new Response(reviewsWidgetDocument(widget), {
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Content-Security-Policy': FRAME_CSP,
			'X-Robots-Tag': 'noindex',
			'Cache-Control': 'public, max-age=300',
		},
	})
}
