import type { ReactNode } from 'react'

// Labelled inputs for the admin forms. Errors are linked to their input (aria-describedby)
// and every input keeps the value the owner typed when the server sends the form back.

export function ErrorList({ id, errors }: { id?: string; errors?: ReadonlyArray<string> | null }) {
	if (!errors?.length) return null
	return (
		<ul id={id} className="field-errors">
			{errors.map((error) => (
				<li key={error} className="field-error">
					{error}
				</li>
			))}
		</ul>
	)
}

interface FieldMeta {
	id: string
	name: string
	errors?: string[]
	errorId?: string
}

export function Field({
	label,
	meta,
	hint,
	children,
}: {
	label: ReactNode
	meta: FieldMeta
	hint?: ReactNode
	children: ReactNode
}) {
	return (
		<div className="field">
			<label htmlFor={meta.id}>{label}</label>
			{children}
			{hint ? <p className="field-hint">{hint}</p> : null}
			<ErrorList id={meta.errorId ?? `${meta.id}-error`} errors={meta.errors} />
		</div>
	)
}

/** The alert above a form that the server (or the client check) refused. */
export function FormAlert({ id, message }: { id?: string; message?: string | null }) {
	if (!message) return null
	return (
		<p id={id} className="form-error" role="alert">
			{message}
		</p>
	)
}
