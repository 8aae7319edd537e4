import type { FormEvent } from 'react'
import { useCommitted } from './delegated-links'

// Plain forms in markup React does not own (a served island) still post within the app: one submit
// handler on the island's element sends them through the router (a fetcher: its pending state,
// the data reloaded after, the scroll kept where the form asks, and a post that got no answer
// shown in place rather than as the error page). Before that handler is ready, and without
// JavaScript, they post as plain HTML forms.

/** What of a submitted form decides whether the app takes it. */
export interface SubmittedForm {
	/** its method attribute in lower case: 'get', 'post' or 'dialog' */
	method: string
	/** its action attribute resolved against the page's address */
	action: string
	target: string | null
}

/**
 * Whether the app should send this form itself: a post to the shop's own origin, in this window.
 * A GET form (a search), a dialog's form, a form to another origin or into another window or tab
 * is the browser's.
 */
export function takesSubmit(form: SubmittedForm, origin: string): boolean {
	if (form.method !== 'post') return false
	if (form.target && form.target !== '_self') return false
	try {
		return new URL(form.action).origin === origin
	} catch {
		return false
	}
}

/** What sends a taken form: the button pressed (or the form), the form, and whether to keep the scroll. */
export type SendForm = (from: HTMLButtonElement | HTMLInputElement | HTMLFormElement, form: HTMLFormElement, preventScrollReset: boolean) => void

/**
 * A submit handler for an element whose plain forms should post within the app: `send` posts
 * them (a fetcher, whose answer, or its lack on a weak signal, the caller shows).
 */
export function useDelegatedForms(send: SendForm) {
	const committed = useCommitted()
	return (event: FormEvent<HTMLElement>) => {
		const form = event.target
		if (!committed.current || event.defaultPrevented || !(form instanceof HTMLFormElement) || !event.currentTarget.contains(form)) return
		// read from the attributes: a field named `action` or `method` shadows the form's properties
		const method = (form.getAttribute('method') ?? 'get').toLowerCase()
		const action = new URL(form.getAttribute('action') ?? '', document.baseURI).href
		if (!takesSubmit({ method, action, target: form.getAttribute('target') }, window.location.origin)) return
		event.preventDefault()
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		const from = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form
		send(from, form, form.hasAttribute('data-prevent-scroll-reset'))
	}
}
