import type { FormEvent } from 'react'
import { useSubmit } from 'react-router'
import { useCommitted } from './delegated-links'

// Plain forms in markup React does not own (a served island) still post within the app, as React
// Router's <Form> would: one submit handler on the island's element sends them through the router
// (its pending state, the data reloaded after, the scroll kept where the form asks). Before that
// handler is ready, and without JavaScript, they post as plain HTML forms.

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

/** A submit handler for an element whose plain forms should post within the app. */
export function useDelegatedForms() {
	const submit = useSubmit()
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
		void submit(from, { preventScrollReset: form.hasAttribute('data-prevent-scroll-reset') })
	}
}
