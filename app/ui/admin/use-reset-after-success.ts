import { type RefObject, useEffect, useRef } from 'react'
import { useActionData, useNavigation } from 'react-router'

/**
 * Empties a form after its post succeeded. A successful admin post redirects back to the same
 * page (with a toast), which leaves the typed values in place; a refused one answers with
 * action data for that form instead, and keeps them.
 */
export function useResetAfterSuccess(formRef: RefObject<HTMLFormElement | null>, intent: string) {
	const navigation = useNavigation()
	const actionData = useActionData() as { form?: string } | undefined
	const submitted = useRef(false)
	useEffect(() => {
		if (navigation.state === 'submitting' && navigation.formData?.get('intent') === intent) {
			submitted.current = true
		} else if (navigation.state === 'idle' && submitted.current) {
			submitted.current = false
			if (!actionData) formRef.current?.reset()
		}
	}, [navigation.state, navigation.formData, actionData, formRef, intent])
}
