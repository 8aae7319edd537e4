import { safeRedirect } from './safe-redirect'

// A browser form post that the cross-site check refuses (server/http-guards.ts) is answered with
// a page, in the shop's layout or the admin's, that says what happened and what to do, instead
// of the API's JSON error.

export const FORM_REFUSED_PAGE = '/form-refused'
export const ADMIN_FORM_REFUSED_PAGE = '/admin/form-refused'

/** Where a refused post to `path` is shown its page: the admin's for the admin's forms. */
export function refusedFormPage(path: string) {
	const page = path === '/admin' || path.startsWith('/admin/') ? ADMIN_FORM_REFUSED_PAGE : FORM_REFUSED_PAGE
	return `${page}?from=${encodeURIComponent(path)}`
}

export interface FormRefusal {
	title: string
	message: string
	advice: string
	/** the page the form was on, at the address that takes it */
	retryUrl: string
	retryLabel: string
}

export const FORM_REFUSED_TITLE = 'Your form was not sent'

/** What the refused page says; `publicUrl` is PUBLIC_URL when it is set. */
export function formRefusal(request: Request, publicUrl: string | undefined): FormRefusal {
	const from = safeRedirect(new URL(request.url).searchParams.get('from'), '/')
	const message = 'For your safety this site only takes a form sent from its own pages, and this one came from another address. Nothing was sent or changed.'
	if (publicUrl) {
		const origin = new URL(publicUrl).origin
		return { title: FORM_REFUSED_TITLE, message, advice: `This site's address is ${origin}. Open the page there and send the form again.`, retryUrl: `${origin}${from}`, retryLabel: `Open ${origin}${from}` }
	}
	return { title: FORM_REFUSED_TITLE, message, advice: 'Go back to the page, reload it and send the form again.', retryUrl: from, retryLabel: 'Back to the page' }
}
