/**
 * The Content-Security-Policy for HTML pages. Scripts run only with this request's nonce;
 * Stripe.js, its frames and the map tiles are the only third parties.
 */
export function contentSecurityPolicy(nonce: string, options: { development?: boolean; https?: boolean; tileHosts?: string[]; extraScriptHosts?: string[]; formActionHosts?: string[] } = {}) {
	const tiles = options.tileHosts ?? ['https://*.tile.openstreetmap.org']
	const scriptHosts = ['https://js.stripe.com', ...(options.extraScriptHosts ?? [])]
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...scriptHosts],
		'style-src': ["'self'", "'unsafe-inline'"],
		'img-src': ["'self'", 'data:', 'blob:', ...tiles, 'https://*.stripe.com'],
		'font-src': ["'self'", 'data:'],
		'connect-src': ["'self'", 'https://api.stripe.com', ...(options.development ? ['ws:', 'wss:'] : [])],
		// no frames of our own: the reviews section is a link, never a vendor's embed
		'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.stripe.com'],
		'frame-ancestors': ["'none'"],
		// a checkout without JavaScript is redirected to Stripe Checkout (tests: the local fake's origin)
		'form-action': ["'self'", 'https://checkout.stripe.com', ...(options.formActionHosts ?? [])],
		// the admin's service worker and its app manifest, both from this site only
		'worker-src': ["'self'"],
		'manifest-src': ["'self'"],
		'base-uri': ["'self'"],
		'object-src': ["'none'"],
	}
	// Only a site served over HTTPS may ask for upgrades; on plain http (a LAN install) it would break every asset.
	if (options.https && !options.development) directives['upgrade-insecure-requests'] = []
	return Object.entries(directives)
		.map(([name, values]) => [name, ...values].join(' '))
		.join('; ')
}

/** The CSP source for a map tile URL template: 'https://{s}.tile.example.org/…' → 'https://*.tile.example.org'. */
export function tileHostSource(template: string): string {
	const match = /^https:\/\/([^/]+)/.exec(template)
	if (!match) return 'https://*.tile.openstreetmap.org'
	const host = match[1]!.replace(/^\{[^}]+\}\./, '*.')
	return /[{}]/.test(host) ? 'https:' : `https://${host}`
}
