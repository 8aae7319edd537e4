import crypto from 'node:crypto'
import { sessionIdCookie } from './sessions.server'

// A browser that has logged in to an account before gets a long-lived signed cookie naming
// that account and a random device id. It grants nothing by itself (the password is still
// needed); it only gives that browser its own login back-off (see rate-limits/login-throttle.server.ts),
// so guesses from elsewhere cannot lock the owner out.

const DEVICE_MAX_AGE_S = 365 * 24 * 3600

/** The same signed, http-only, SameSite=Lax cookie as a session id, kept a year. */
function deviceCookie(name: string) {
	return sessionIdCookie(name, DEVICE_MAX_AGE_S)
}

interface DeviceValue {
	device: string
	account: string
}

async function readDevice(request: Request, name: string): Promise<DeviceValue | null> {
	const value: unknown = await deviceCookie(name).parse(request.headers.get('Cookie'))
	if (!value || typeof value !== 'object') return null
	const { device, account } = value as Record<string, unknown>
	return typeof device === 'string' && typeof account === 'string' ? { device, account } : null
}

/** The id of this browser's device cookie when it was issued for `account`, else null. */
export async function knownDevice(request: Request, name: string, account: string) {
	const found = await readDevice(request, name)
	return found && found.account === account ? found.device : null
}

/** Set-Cookie remembering this browser for `account` (keeping its device id when it has one). */
export async function rememberDevice(request: Request, name: string, account: string) {
	const device = (await readDevice(request, name))?.device ?? crypto.randomBytes(16).toString('base64url')
	return deviceCookie(name).serialize({ device, account } satisfies DeviceValue)
}
