/**
 * A redirect target from a form field, kept on this site: only a local path ('/…', not '//…'
 * nor '/\…'), else the fallback. Stops a posted redirectTo from sending visitors elsewhere.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
		return fallback
	}
	return target
}
