import { useNavigation } from 'react-router'

/**
 * spec §2: a 'Processing...' overlay while an admin action runs (a post and the reload after
 * it). Only exists with JavaScript: without it the browser shows its own page load.
 */
export function ProcessingOverlay() {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== 'GET'
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
