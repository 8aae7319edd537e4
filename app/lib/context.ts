// What the express server hands to every loader and action (getLoadContext).
declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		clientIp: string
		/** true when the request reached us over HTTPS (directly or through a trusted proxy) */
		secure: boolean
	}
}

/** The client's address as the express server saw it (behind a trusted proxy: the forwarded one). */
export function clientIp(context: unknown) {
	const ip = (context as { clientIp?: unknown } | undefined)?.clientIp
	return typeof ip === 'string' && ip ? ip : 'unknown'
}
