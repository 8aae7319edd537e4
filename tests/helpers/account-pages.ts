import { afterEach, beforeEach, expect } from 'vitest'
import { honeypotInputProps } from '#app/lib/honeypot.server'
import { takeToast } from '#app/lib/toast.server'
import * as register from '#app/routes/account/register'
import { BASE, routeAnswer } from '#tests/helpers/routes'
import { captureSms } from '#tests/helpers/sms-capture'

// The account pages as plain HTML forms, as their tests use them: the actions and loaders called
// with real Requests, cookies carried from one step to the next as a browser would, the texted
// codes read off a stand-in phone.

let current: ReturnType<typeof captureSms> | undefined
/** The phone every SMS reaches, fresh for each test (its hooks are registered by importing this file). */
export const handset = {
	latest: (phone: string) => current!.latest(phone),
	code: (phone: string) => current!.code(phone),
}
beforeEach(() => {
	current = captureSms()
})
afterEach(() => current?.stop())

let counter = 0
export function fresh() {
	counter += 1
	const digits = String(30_000_000 + counter).slice(-8)
	return { typed: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, stored: `+614${digits}`, ip: '192.0.2.1' }
}

/** The honeypot fields as the page renders them (root loader), with `website` as given. */
export async function renderedHoneypot(website: string) {
	const props = await honeypotInputProps()
	return { [props.nameFieldName]: website, [props.validFromFieldName!]: props.encryptedValidFrom }
}

/** A cookie jar: keeps what Set-Cookie headers give, drops what they expire. */
export class Jar {
	cookies = new Map<string, string>()
	take(headers: Headers) {
		for (const header of headers.getSetCookie()) {
			const [pair] = header.split(';')
			const [name, ...rest] = pair!.split('=')
			const value = rest.join('=')
			if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name!)
			else this.cookies.set(name!, value)
		}
	}
	get header() {
		return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
	}
}

type Mod = { action?: (args: never) => unknown; loader?: (args: never) => unknown }

export async function submit(mod: Mod, url: string, fields: Record<string, string>, jar: Jar, ip: string) {
	const request = new Request(`${BASE}${url}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header },
		body: new URLSearchParams(fields),
	})
	return settle(await routeAnswer(mod.action!, request, ip), jar)
}

export async function visit(mod: Mod, url: string, jar: Jar) {
	return settle(await routeAnswer(mod.loader!, new Request(`${BASE}${url}`, { headers: { Cookie: jar.header } })), jar)
}

/** A redirect or another Response (with its toast), or the page data with its status. */
async function settle(answer: Awaited<ReturnType<typeof routeAnswer>>, jar: Jar) {
	jar.take(answer.headers)
	if (answer.location !== null || typeof answer.body === 'string') {
		const { toast } = await takeToast(new Request(BASE, { headers: { Cookie: jar.header } }))
		jar.cookies.delete('toast')
		return { status: answer.status, location: answer.location, toast, data: undefined as any }
	}
	return { status: answer.status, location: null, toast: null, data: answer.body as any }
}

export async function textedCode(phone: string) {
	return handset.code(phone)
}

export async function registerThroughPages(name: string, password: string) {
	const who = fresh()
	const jar = new Jar()
	await submit(register, '/account/register', { intent: 'send-code', name, phone: who.typed, password }, jar, who.ip)
	const done = await submit(register, '/account/register?step=code', { intent: 'verify', otp: await textedCode(who.stored) }, jar, who.ip)
	expect(done.location).toBe('/account')
	return { who, jar }
}
