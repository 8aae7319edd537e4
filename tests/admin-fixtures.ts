import sharp from 'sharp'
import { createAdminToken } from '#app/lib/admin-auth.server'
import { commitAdminSession } from '#app/lib/auth.server'
import { ensureAdmin } from '#app/domain/accounts/admin-users.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { BASE, type CallOptions, routeAnswer, routeResult, runAction, runLoader } from '#tests/helpers/routes'

// Helpers for admin route tests (vitest): a logged-in admin and real image files.

export const TEST_ADMIN = { username: 'owner', password: 'test-owner-password' }

/** Makes sure the test admin exists; returns an 'Authorization' header with a fresh token. */
let adminId: Promise<number> | undefined
export async function adminAuthHeader() {
	const db = getDb()
	adminId ??= ensureAdmin(db, TEST_ADMIN).then(async () => {
		const admin = await db.selectFrom('admin_users').select('id').where('username', '=', TEST_ADMIN.username).executeTakeFirstOrThrow()
		return admin.id
	})
	const { token } = await createAdminToken(db, await adminId)
	return { Authorization: `Bearer ${token}` }
}

/** The test admin's session cookie (`name=value`), as logging in to the admin pages sets it. */
export async function adminSessionCookie() {
	await adminAuthHeader()
	const admin = await getDb()
		.selectFrom('admin_users')
		.select(['id', 'username', 'session_version as sessionVersion'])
		.where('username', '=', TEST_ADMIN.username)
		.executeTakeFirstOrThrow()
	return (await commitAdminSession(admin)).split(';')[0]!
}

/** Creates (or sets the password of) an admin with these credentials, as ADMIN_USERNAME/ADMIN_PASSWORD at start would. */
export async function ensureTestAdmin(owner: { username: string; password: string }) {
	await ensureAdmin(getDb(), owner)
}

/** A PNG of the given size, as an upload. */
export async function pngFile(name = 'tyre.png', { width = 64, height = 64, colour = '#3366aa' } = {}) {
	const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
		.png()
		.toBuffer()
	return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

/** Form fields (text or files) as a multipart body. */
export function formData(fields: Record<string, string | File>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

/** Text pretending to be a PNG (the name and type say image; the content does not). */
export function fakePngFile(name = 'fake.png') {
	return new File(['this is not an image'], name, { type: 'image/png' })
}

/** The response a loader or action returned or threw. */
export async function responseOf(run: () => Promise<unknown>): Promise<Response> {
	try {
		const result = await run()
		if (result instanceof Response) return result
		throw new Error(`expected a Response, got ${JSON.stringify(result)?.slice(0, 200)}`)
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

/** What a route returned or threw, called through routeResult: a Response, or the data() payload with its status. */
export async function routeOutcome(handler: Handler, request: Request, options: CallOptions = {}) {
	return outcomeOf(() => routeResult(handler, request, options))
}

/** What a route returned or threw: a Response, or the data() payload with its status. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<{ response?: Response; data?: any; status: number }> {
	try {
		const result = await run()
		if (result instanceof Response) return { response: result, status: result.status }
		if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
			const value = result as { data: unknown; init?: { status?: number } }
			return { data: value.data, status: value.init?.status ?? 200 }
		}
		return { data: result, status: 200 }
	} catch (thrown) {
		if (thrown instanceof Response) return { response: thrown, status: thrown.status }
		if (thrown && typeof thrown === 'object' && (thrown as { type?: string }).type === 'DataWithResponseInit') {
			const value = thrown as { data: unknown; init?: { status?: number } }
			return { data: value.data, status: value.init?.status ?? 500 }
		}
		throw thrown
	}
}

type Handler = (args: any) => Promise<unknown>

/** Calls a resource route's loader (GET) or action the way React Router would, as a logged-in admin unless told otherwise. */
export async function callApi(
	handlers: { loader?: Handler; action?: Handler },
	{
		method = 'GET',
		path,
		params = {},
		json,
		form,
		auth = true,
		clientIp = '192.0.2.10',
	}: { method?: string; path: string; params?: Record<string, string>; json?: unknown; form?: FormData; auth?: boolean; clientIp?: string },
) {
	const headers: Record<string, string> = auth ? await adminAuthHeader() : {}
	const handler = method === 'GET' ? handlers.loader : handlers.action
	if (!handler) throw new Error(`no handler for ${method} ${path}`)
	const response =
		method === 'GET'
			? await runLoader(handler, path, { params, headers, clientIp })
			: await runAction(handler, path, { method, params, headers, clientIp, ...(typeof json === 'string' ? { body: json } : json !== undefined ? { json } : { form }) })
	const text = await response.text()
	return { status: response.status, body: text ? (JSON.parse(text) as any) : null }
}

type PageModule = { loader?: Handler; action?: Handler }

/**
 * GET `path` through an admin page's loader (signed in with the session cookie unless told
 * otherwise), through routeAnswer; `data` is what the page renders.
 */
export async function adminLoad(mod: PageModule, path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
	if (!mod.loader) throw new Error(`no loader for ${path}`)
	const request = new Request(`${BASE}${path}`, { headers: signedIn ? { Cookie: await adminSessionCookie() } : {} })
	const answer = await routeAnswer(mod.loader, request)
	return { ...answer, data: answer.body as any }
}

/**
 * Posts form fields to an admin page's action as a browser without JavaScript would (signed in
 * unless told otherwise): the answer, `data` being what the form re-shows, and the toast it set.
 */
export async function adminPost(mod: PageModule, path: string, fields: Record<string, string | File>, { signedIn = true }: { signedIn?: boolean } = {}) {
	if (!mod.action) throw new Error(`no action for ${path}`)
	const request = new Request(`${BASE}${path}`, { method: 'POST', headers: signedIn ? { Cookie: await adminSessionCookie() } : {}, body: formData(fields) })
	const answer = await routeAnswer(mod.action, request)
	const setCookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
	const toast = (await takeToast(new Request(BASE, { headers: { Cookie: setCookies } }))).toast
	return { ...answer, data: answer.body as any, toast }
}
