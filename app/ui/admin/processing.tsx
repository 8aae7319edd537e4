import { useFetchers, useNavigation } from 'react-router'

const isWrite = (method: string | undefined) => method !== undefined && method.toUpperCase() !== 'GET'

/**
 * spec §2: a 'Processing...' overlay while an admin action runs (a post and the reload after
 * it), whether a form's or a fetcher's (Logout). Only exists with JavaScript: without it the
 * browser shows its own page load.
 */
export function ProcessingOverlay() {
	const navigation = useNavigation()
	const fetchers = useFetchers()
	const busy = (navigation.state !== 'idle' && isWrite(navigation.formMethod)) || fetchers.some((fetcher) => fetcher.state === 'submitting' && isWrite(fetcher.formMethod))
	if (!busy) return null
	return (
		<div className="admin-processing" role="status" aria-live="assertive">
			<div className="admin-processing-box">
				<span className="admin-spinner" aria-hidden="true" />
				Processing...
			</div>
		</div>
	)
}
