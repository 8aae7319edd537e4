import { useEffect, useState } from 'react'
import type { Toast } from '#app/lib/toast'
import { CloseIcon } from './icons'

const DEFAULT_TOAST_MS = 5000 // spec §9: default toast 5 s

/** A dismissible toast; it stays put without JavaScript and fades after its time with it. */
export function ToastMessage({ toast, durationMs = DEFAULT_TOAST_MS }: { toast: Toast; durationMs?: number }) {
	const [open, setOpen] = useState(true)
	useEffect(() => {
		const timer = setTimeout(() => setOpen(false), durationMs)
		return () => clearTimeout(timer)
	}, [durationMs])
	if (!open) return null
	return (
		<div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
			<div>
				<p className="toast-title">{toast.title}</p>
				{toast.description ? <p className="toast-description">{toast.description}</p> : null}
			</div>
			<button type="button" className="toast-close" aria-label="Dismiss" onClick={() => setOpen(false)}>
				<CloseIcon size={18} />
			</button>
		</div>
	)
}
