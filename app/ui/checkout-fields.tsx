// Small form pieces for the checkout (labels, hints and errors wired up for screen readers).

/** conform's helpers return a `key`; React must not get it through a spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
	const { key: _key, ...rest } = props
	return rest
}

export function Field({
	id,
	label,
	optional,
	hint,
	error,
	className,
	children,
}: {
	id: string
	label: string
	optional?: boolean
	hint?: string
	/** shown under the field (a message the group heading does not already show) */
	error?: string | null
	className?: string
	children: React.ReactNode
}) {
	return (
		<div className={`field${className ? ` ${className}` : ''}`}>
			<label htmlFor={id}>
				{label}
				{optional ? <span className="field-optional"> (optional)</span> : null}
			</label>
			{children}
			{hint ? (
				<p className="field-hint" id={`${id}-hint`}>
					{hint}
				</p>
			) : null}
			{error ? (
				<p className="field-error" id={`${id}-error`}>
					{error}
				</p>
			) : null}
		</div>
	)
}

/** One message for a whole group of fields (spec §5: 'Please fill in all contact details.'). */
export function GroupError({ message, testId }: { message: string | null | undefined; testId: string }) {
	if (!message) return null
	return (
		<p className="form-error group-error" role="alert" data-testid={testId}>
			{message}
		</p>
	)
}
