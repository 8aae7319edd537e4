// What the express server hands to every loader and action (getLoadContext).
declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		clientIp: string
		/** true when the request reached us over HTTPS (directly or through a trusted proxy) */
		secure: boolean
	}
}
export {}
