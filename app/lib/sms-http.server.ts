import type { Env } from './env.server'
import { fetchFailure } from './http/fetch-failure'
import type { SmsSender } from './outbox.server'

// The HTTP SMS provider adapter behind the SmsSender interface (ARCHITECTURE: Customer
// accounts). One generic shape that most SMS gateways, or a small relay in front of one, accept:
//   POST SMS_HTTP_URL
//   Content-Type: application/json
//   <SMS_HTTP_AUTH_HEADER, default Authorization>: <SMS_HTTP_AUTH>
//   {"to": "+61412345678", "from": "<SMS_FROM>", "body": "123456 is your code…"}
// Any 2xx answer counts as sent; anything else (or no answer within 10 s) is a failure that
// the outbox records for the owner to see.

const TIMEOUT_MS = 10_000

export interface HttpSmsOptions {
	url: string
	auth?: string
	authHeader?: string
	from?: string
	fetch?: typeof fetch
	timeoutMs?: number
}

export function httpSmsSender({ url, auth, authHeader = 'Authorization', from, fetch: doFetch = fetch, timeoutMs = TIMEOUT_MS }: HttpSmsOptions): SmsSender {
	return {
		name: 'http-sms',
		async deliver(sms) {
			const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
			if (auth) headers[authHeader] = auth
			let response: Response
			try {
				response = await doFetch(url, {
					method: 'POST',
					headers,
					body: JSON.stringify({ to: sms.to, ...(from ? { from } : {}), body: sms.body }),
					signal: AbortSignal.timeout(timeoutMs),
				})
			} catch (error) {
				throw new Error(`SMS provider unreachable: ${fetchFailure(error, timeoutMs)}`)
			}
			if (!response.ok) {
				const text = (await response.text().catch(() => '')).slice(0, 200)
				throw new Error(`SMS provider answered ${response.status}${text ? `: ${text}` : ''}`)
			}
		},
	}
}

/** The generic gateway, when the settings ask for it (SMS_PROVIDER http, or unset with SMS_HTTP_URL). */
export function httpSmsSenderFromEnv(env: Pick<Env, 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_AUTH' | 'SMS_HTTP_AUTH_HEADER' | 'SMS_FROM'>): SmsSender | null {
	if ((env.SMS_PROVIDER && env.SMS_PROVIDER !== 'http') || !env.SMS_HTTP_URL) return null
	return httpSmsSender({ url: env.SMS_HTTP_URL, auth: env.SMS_HTTP_AUTH, authHeader: env.SMS_HTTP_AUTH_HEADER, from: env.SMS_FROM })
}
