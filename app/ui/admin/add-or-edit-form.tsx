import { type DefaultValue, type FormMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ReactNode, type RefObject, useRef } from 'react'
import { Form, Link } from 'react-router'
import type { z } from 'zod'
import { FormAlert } from '#app/ui/forms/field'
import { useResetAfterSuccess } from './use-reset-after-success'
import { useReturnUrl } from './use-return-url'

// The form above an admin list (coupons, blogs) that adds an item, or with ?edit=<id> edits
// that one: one schema in the browser and on the server, the browser's own required checks
// until JavaScript takes over, emptied after an add went through, and an edit that saves or
// is cancelled back to the plain list.

type FormSchema = z.ZodType<unknown, Record<string, unknown>>

/** The conform form for adding (`add-<name>`) or, with `editing`, editing (`edit-<name>`) one item. */
export function useAddOrEditForm<Schema extends FormSchema>(options: {
	name: string
	editing: boolean
	schema: Schema
	lastResult: SubmissionResult<string[]> | undefined
	defaultValue?: DefaultValue<z.input<Schema>>
}) {
	const formRef = useRef<HTMLFormElement>(null)
	const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
		id: options.editing ? `edit-${options.name}` : `add-${options.name}`,
		lastResult: options.lastResult,
		defaultNoValidate: false,
		defaultValue: options.defaultValue,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	useResetAfterSuccess(formRef, 'add')
	const hasErrors = Boolean(form.errors?.length) || Object.values(form.allErrors).some((errors) => errors.length > 0)
	return { form, fields, formRef, hasErrors }
}

/**
 * The form itself: its heading, the error (`failed` when no field says more), the intent, the
 * item's id and where to come back to, the fields, then Add or Save (and Cancel when editing).
 */
export function AddOrEditForm<Schema extends Record<string, unknown>>({
	form,
	formRef,
	hasErrors,
	editingId,
	failed,
	submitLabel,
	cancelTo,
	heading,
	className,
	encType,
	children,
}: {
	form: FormMetadata<Schema, string[]>
	formRef: RefObject<HTMLFormElement | null>
	hasErrors: boolean
	editingId: number | null
	failed: string
	submitLabel: string
	cancelTo: string
	heading?: ReactNode
	className: string
	encType?: 'multipart/form-data'
	children: ReactNode
}) {
	const returnUrl = useReturnUrl(['delete', 'clear', 'cancel', 'edit'])
	return (
		<Form
			method="post"
			encType={encType}
			preventScrollReset
			ref={formRef}
			{...getFormProps(form)}
			className={className}
			aria-labelledby={heading ? `${form.id}-heading` : undefined}
		>
			{heading ? <h3 id={`${form.id}-heading`}>{heading}</h3> : null}
			<FormAlert id={form.errorId} message={hasErrors ? (form.errors?.[0] ?? failed) : null} />
			<input type="hidden" name="intent" value={editingId === null ? 'add' : 'edit'} />
			{editingId === null ? null : <input type="hidden" name="id" value={editingId} />}
			<input type="hidden" name="redirectTo" value={returnUrl} />
			{children}
			<div className="admin-card-actions">
				<button type="submit" className="button">
					{submitLabel}
				</button>
				{editingId === null ? null : (
					<Link className="button button-secondary" to={cancelTo}>
						Cancel
					</Link>
				)}
			</div>
		</Form>
	)
}
