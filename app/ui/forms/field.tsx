import type { ReactNode } from 'react'

// The forms kit: one labelled field, one error list, one summary, used by every form in the
// shop and the admin. Ids follow conform's (`<id>-error`, and `<id>-hint` for a hint), so an
// input's aria-describedby points at what is said about it.

/** What a field needs from conform's field metadata (or a hand-made form's own ids). */
export interface FieldMeta {
	id: string
	errorId?: string
	errors?: ReadonlyArray<string> | null
}

export function ErrorList({ id, errors }: { id?: string; errors?: ReadonlyArray<string> | null }) {
	const list = errors?.filter(Boolean) ?? []
	if (!list.length) return null
	return (
		<ul id={id} className="field-errors">
			{list.map((error) => (
				<li key={error} className="field-error">
					{error}
				</li>
			))}
		</ul>
	)
}

export function hintId(meta: { id: string }) {
	return `${meta.id}-hint`
}

/**
 * conform's input props ready to spread: without `key` (React must get that directly, not in a
 * spread) and, for a field with a hint, the hint added to aria-describedby.
 */
export function control<T extends { key?: unknown; id?: string; 'aria-describedby'?: string }>(props: T, { hint = false } = {}): Omit<T, 'key'> {
	const { key: _key, ...rest } = props
	if (!hint || !rest.id) return rest
	const describedBy = [rest['aria-describedby'], hintId({ id: rest.id })].filter(Boolean).join(' ')
	return { ...rest, 'aria-describedby': describedBy }
}

/**
 * The id and error wiring of a hand-made form's input (one without conform): its id, and while it
 * has errors aria-invalid and aria-describedby pointing at the ErrorList that Field renders.
 */
export function invalidProps(id: string, errors: ReadonlyArray<string> | null | undefined) {
	const invalid = Boolean(errors?.length)
	return { id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': invalid ? `${id}-error` : undefined }
}

/** A label, the control (children), an optional hint and the field's errors. */
export function Field({
	meta,
	label,
	hint,
	optional,
	errors,
	className,
	children,
}: {
	meta: FieldMeta
	label: ReactNode
	hint?: ReactNode
	optional?: boolean
	/** what to show instead of meta.errors (null: nothing, e.g. when the group's heading says it) */
	errors?: string | ReadonlyArray<string> | null
	className?: string
	children: ReactNode
}) {
	const shown = errors === undefined ? meta.errors : typeof errors === 'string' ? [errors] : errors
	// the input is marked invalid whenever the field has errors: when the group above says it
	// instead, its aria-describedby still needs a message to point at
	const unshown = !shown?.filter(Boolean).length && meta.errors?.length ? meta.errors[0] : null
	return (
		<div className={className ? `field ${className}` : 'field'}>
			<label htmlFor={meta.id}>
				{label}
				{optional ? <span className="field-optional"> (optional)</span> : null}
			</label>
			{children}
			{hint ? (
				<p id={hintId(meta)} className="field-hint">
					{hint}
				</p>
			) : null}
			<ErrorList id={meta.errorId ?? `${meta.id}-error`} errors={shown} />
			{unshown ? (
				<p id={meta.errorId ?? `${meta.id}-error`} className="visually-hidden">
					{unshown}
				</p>
			) : null}
		</div>
	)
}

/** One message for a whole group of fields (spec §5: 'Please fill in all contact details.'). */
export function GroupError({ id, message, testId }: { id?: string; message: string | null | undefined; testId: string }) {
	if (!message) return null
	return (
		<p id={id} className="form-error group-error" role="alert" data-testid={testId}>
			{message}
		</p>
	)
}

/** The alert above a form that the server (or the check in the browser) refused. */
export function FormAlert({ id, message }: { id?: string; message?: string | null }) {
	if (!message) return null
	return (
		<p id={id} className="form-error" role="alert">
			{message}
		</p>
	)
}

/**
 * Above a form that came back with errors: a link to each field that needs attention (in the
 * order of `labels`), so a keyboard or screen-reader user can go straight to it. The messages
 * stay beside their fields; the summary names the fields.
 */
export function ErrorSummary<Name extends string>({
	id,
	fields,
	labels,
	hrefs,
}: {
	id: string
	fields: Partial<Record<NoInfer<Name>, FieldMeta>>
	labels: Record<Name, string>
	/** where a link goes when the field's id is not a focusable control (a group, a hidden input) */
	hrefs?: Partial<Record<NoInfer<Name>, string>>
}) {
	const names = (Object.keys(labels) as Name[]).filter((name) => fields[name]?.errors?.some(Boolean))
	if (!names.length) return null
	return (
		<nav id={id} className="error-summary" aria-labelledby={`${id}-title`} data-testid="error-summary">
			<p id={`${id}-title`} className="error-summary-title">
				Please check {names.length === 1 ? 'this field' : 'these fields'}:
			</p>
			<ul>
				{names.map((name) => (
					<li key={name}>
						<a href={hrefs?.[name] ?? `#${fields[name]!.id}`}>{labels[name]}</a>
					</li>
				))}
			</ul>
		</nav>
	)
}
