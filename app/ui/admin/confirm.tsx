import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { useHydrated } from '#app/ui/use-hydrated'
import { useReturnUrl, useUrlWith } from './use-return-url'

type Fields = Record<string, string | number>

function HiddenFields({ fields, redirectTo }: { fields: Fields; redirectTo: string }) {
	return (
		<>
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<input type="hidden" name="redirectTo" value={redirectTo} />
		</>
	)
}

/**
 * A guarded action (delete, clear all). With JavaScript: a dialog with the spec's question and
 * Cancel / Confirm. Without: a link to this page's confirm step (`?<param>=<value>`), which the
 * page renders as <ConfirmStep>.
 */
export function ConfirmAction({
	label,
	message,
	fields,
	confirmParam,
	action,
	className = 'button button-danger button-small',
	accessibleLabel,
}: {
	label: string
	message: string
	fields: Fields
	/** [search parameter, value] that opens the confirm step without JavaScript */
	confirmParam: [string, string]
	action?: string
	className?: string
	accessibleLabel?: string
}) {
	const hydrated = useHydrated()
	const urlWith = useUrlWith()
	const [open, setOpen] = useState(false)
	if (!hydrated) {
		return (
			<Link className={className} to={urlWith(confirmParam[0], confirmParam[1], 'confirm')} aria-label={accessibleLabel}>
				{label}
			</Link>
		)
	}
	return (
		<>
			<button type="button" className={className} onClick={() => setOpen(true)} aria-label={accessibleLabel} aria-haspopup="dialog">
				{label}
			</button>
			{open ? <ConfirmDialog message={message} fields={fields} action={action} onClose={() => setOpen(false)} /> : null}
		</>
	)
}

/** A card's Delete (intent `delete` with the record's id; `?delete=<id>` without JavaScript). */
export function ConfirmDelete({ id, message, accessibleLabel }: { id: number; message: string; accessibleLabel: string }) {
	return (
		<div className="admin-card-actions">
			<ConfirmAction label="Delete" message={message} fields={{ intent: 'delete', id }} confirmParam={['delete', String(id)]} accessibleLabel={accessibleLabel} />
		</div>
	)
}

function ConfirmDialog({ message, fields, action, onClose }: { message: string; fields: Fields; action?: string; onClose: () => void }) {
	const ref = useRef<HTMLDialogElement>(null)
	const messageId = useId()
	const returnUrl = useReturnUrl()
	useEffect(() => {
		const dialog = ref.current
		if (dialog && !dialog.open) dialog.showModal()
	}, [])
	return (
		<dialog ref={ref} className="confirm-dialog" aria-labelledby={messageId} onClose={onClose}>
			<p id={messageId} className="confirm-message">
				{message}
			</p>
			<Form method="post" action={action} preventScrollReset onSubmit={onClose}>
				<HiddenFields fields={fields} redirectTo={returnUrl} />
				<div className="confirm-actions">
					<button type="button" className="button button-secondary" onClick={onClose}>
						Cancel
					</button>
					<button type="submit" className="button">
						Confirm
					</button>
				</div>
			</Form>
		</dialog>
	)
}

/** The no-JavaScript confirm step: the question with Cancel (back to the page) and Confirm. */
export function ConfirmStep({
	message,
	detail,
	fields,
	action,
	returnUrl: givenReturnUrl,
}: {
	message: string
	detail?: string
	fields: Fields
	action?: string
	/** where Cancel and the post land, when the page opens this step with parameters of its own */
	returnUrl?: string
}) {
	const messageId = useId()
	const pageReturnUrl = useReturnUrl()
	const returnUrl = givenReturnUrl ?? pageReturnUrl
	return (
		<section id="confirm" className="confirm-step" role="alertdialog" aria-labelledby={messageId}>
			<p id={messageId} className="confirm-message">
				{message}
			</p>
			{detail ? <p className="confirm-detail">{detail}</p> : null}
			<Form method="post" action={action}>
				<HiddenFields fields={fields} redirectTo={returnUrl} />
				<div className="confirm-actions">
					<Link className="button button-secondary" to={returnUrl}>
						Cancel
					</Link>
					<button type="submit" className="button">
						Confirm
					</button>
				</div>
			</Form>
		</section>
	)
}
