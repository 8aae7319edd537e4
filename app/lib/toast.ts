export interface Toast {
	type: 'success' | 'error' | 'info'
	title: string
	description?: string
	/** set by redirectWithToast, so the same message twice in a row still shows twice */
	id?: string
}
