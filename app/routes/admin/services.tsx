import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import { data, Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/services'
import { MinutesPerTyreSchema, SERVICE_MESSAGES, ServiceFormSchema } from '#app/domain/services/service-schema'
import { addService, type BookableService, listServices, updateService } from '#app/domain/services/services.server'
import { standardJobMinutes } from '#app/domain/slots/work-minutes'
import { readMinutesPerTyre, saveMinutesPerTyre } from '#app/domain/slots/work-minutes.server'
import type { AdminPost } from '#app/lib/admin-post.server'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { formatMoney } from '#app/lib/money'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { useResetAfterSuccess } from '#app/ui/admin/use-reset-after-success'
import { useReturnUrl } from '#app/ui/admin/use-return-url'
import { Field, FormAlert } from '#app/ui/forms/field'

// The owner's bookable services: price (GST included), minutes of work, per tyre or per car,
// and whether customers can book it online; plus the fitting time per tyre that a window's
// minutes are counted against. Every form is a plain post; conform checks it first with JavaScript.

const TAB = '/admin/services'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const db = getDb()
	const [services, minutesPerTyre] = await Promise.all([listServices(db), readMinutesPerTyre(db)])
	return { services, minutesPerTyre }
}

// The tab's three forms (STYLE habit 6); each reads its own fields with its own schema.
const ServicesActionSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('minutes-per-tyre') }), z.object({ intent: z.literal('add') }), z.object({ intent: z.literal('update') })])


export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ form: 'request', message: read.message, result: undefined }, { status: read.status })
	const parsed = ServicesActionSchema.safeParse({ intent: read.form.get('intent') })
	if (!parsed.success) return data({ form: 'request', message: 'That change was not understood.', result: undefined }, { status: 400 })
	const post: AdminPost = { db: getDb(), form: read.form, back: adminReturnPath(read.form, TAB) }
	switch (parsed.data.intent) {
		case 'minutes-per-tyre':
			return saveMinutesFromForm(post)
		case 'add':
			return addFromForm(post)
		case 'update':
			return updateFromCard(post)
	}
}

async function saveMinutesFromForm({ db, form, back }: AdminPost) {
	const submission = parseWithZod(form, { schema: MinutesPerTyreSchema })
	if (submission.status !== 'success') return data({ form: 'minutes-per-tyre', message: null, result: submission.reply() }, { status: 400 })
	await saveMinutesPerTyre(db, submission.value.minutesPerTyre)
	return redirectWithToast(back, { type: 'success', title: SERVICE_MESSAGES.minutesPerTyreSaved })
}

async function addFromForm({ db, form, back }: AdminPost) {
	const submission = parseWithZod(form, { schema: ServiceFormSchema })
	if (submission.status !== 'success') return data({ form: 'add', message: null, result: submission.reply({ formErrors: [SERVICE_MESSAGES.saveFailed] }) }, { status: 400 })
	await addService(db, submission.value)
	return redirectWithToast(back, { type: 'success', title: SERVICE_MESSAGES.added })
}

async function updateFromCard({ db, form, back }: AdminPost) {
	const id = Number(form.get('id'))
	const formId = `service-${Number.isSafeInteger(id) ? id : 0}`
	const submission = parseWithZod(form, { schema: ServiceFormSchema })
	if (submission.status !== 'success') return data({ form: formId, message: null, result: submission.reply({ formErrors: [SERVICE_MESSAGES.saveFailed] }) }, { status: 400 })
	if (!Number.isSafeInteger(id) || !(await updateService(db, id, submission.value))) {
		return redirectWithToast(back, { type: 'error', title: SERVICE_MESSAGES.notFound })
	}
	return redirectWithToast(back, { type: 'success', title: SERVICE_MESSAGES.saved, description: submission.value.name })
}

type ActionData = Route.ComponentProps['actionData']

function resultFor(actionData: ActionData, form: string) {
	return actionData?.form === form ? (actionData.result as SubmissionResult<string[]> | undefined) : undefined
}

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
	const { services, minutesPerTyre } = loaderData
	return (
		<section aria-labelledby="services-heading">
			<h2 id="services-heading">Services</h2>
			<p className="field-hint">What customers can book online, with or without tyres. Prices include GST; a booking keeps the price it was made at.</p>
			{actionData?.form === 'request' ? <FormAlert message={actionData.message} /> : null}
			<MinutesPerTyreForm minutesPerTyre={minutesPerTyre} lastResult={resultFor(actionData, 'minutes-per-tyre')} />
			{services.length ? (
				<div className="admin-grid">
					{services.map((service) => (
						<ServiceCard key={service.id} service={service} lastResult={resultFor(actionData, `service-${service.id}`)} />
					))}
				</div>
			) : (
				<p className="admin-empty">No services yet.</p>
			)}
			<AddServiceForm lastResult={resultFor(actionData, 'add')} />
		</section>
	)
}

function MinutesPerTyreForm({ minutesPerTyre, lastResult }: { minutesPerTyre: number; lastResult: SubmissionResult<string[]> | undefined }) {
	const returnUrl = useReturnUrl()
	const [form, fields] = useForm({
		id: 'minutes-per-tyre',
		lastResult,
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: MinutesPerTyreSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: { minutesPerTyre: String(minutesPerTyre) },
	})
	return (
		<Form method="post" preventScrollReset {...getFormProps(form)} className="admin-panel admin-form" aria-labelledby="minutes-per-tyre-heading">
			<h3 id="minutes-per-tyre-heading">Fitting time</h3>
			<input type="hidden" name="intent" value="minutes-per-tyre" />
			<input type="hidden" name="redirectTo" value={returnUrl} />
			<Field
				label="Minutes per tyre"
				meta={fields.minutesPerTyre}
				hint={`A set of four takes ${standardJobMinutes(minutesPerTyre)} minutes. Slot capacity is minutes of work: tyres count at this rate, services by their own minutes.`}
			>
				<input {...getInputProps(fields.minutesPerTyre, { type: 'text' })} inputMode="numeric" required />
			</Field>
			<button type="submit" className="button">
				Save fitting time
			</button>
		</Form>
	)
}

function ServiceFields({ fields }: { fields: ReturnType<typeof useServiceForm>[1] }) {
	return (
		<>
			<div className="admin-form-grid">
				<Field label="Name" meta={fields.name}>
					<input {...getInputProps(fields.name, { type: 'text' })} required maxLength={60} />
				</Field>
				<Field label="Price incl. GST ($)" meta={fields.price}>
					<input {...getInputProps(fields.price, { type: 'text' })} inputMode="decimal" required />
				</Field>
				<Field label="Minutes of work" meta={fields.minutes}>
					<input {...getInputProps(fields.minutes, { type: 'text' })} inputMode="numeric" required />
				</Field>
				<div className="field-wide">
					<Field label="Description" meta={fields.description} optional>
						<textarea {...getTextareaProps(fields.description)} rows={2} maxLength={200} />
					</Field>
				</div>
			</div>
			<label className="field-check" htmlFor={fields.perTyre.id}>
				<input {...getInputProps(fields.perTyre, { type: 'checkbox' })} />
				Charged per tyre (1 to 5 tyres)
			</label>
			<label className="field-check" htmlFor={fields.active.id}>
				<input {...getInputProps(fields.active, { type: 'checkbox' })} />
				Customers can book it online
			</label>
		</>
	)
}

function useServiceForm(id: string, lastResult: SubmissionResult<string[]> | undefined, service?: BookableService) {
	return useForm({
		id,
		lastResult,
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ServiceFormSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: service
			? {
					name: service.name,
					description: service.description ?? '',
					price: (service.price / 100).toFixed(2),
					minutes: String(service.minutes),
					perTyre: service.perTyre ? 'on' : undefined,
					active: service.active ? 'on' : undefined,
				}
			: { active: 'on' },
	})
}

function ServiceCard({ service, lastResult }: { service: BookableService; lastResult: SubmissionResult<string[]> | undefined }) {
	const returnUrl = useReturnUrl()
	const [form, fields] = useServiceForm(`service-${service.id}`, lastResult, service)
	const hasErrors = Boolean(form.errors?.length) || Object.values(form.allErrors).some((errors) => errors.length > 0)
	return (
		<article className="admin-card" aria-labelledby={`service-${service.id}-name`} data-testid="admin-service-card">
			<h3 id={`service-${service.id}-name`} className="admin-card-title">
				{service.name} {service.active ? null : <span className="admin-badge admin-badge-warn">Not bookable</span>}
			</h3>
			<p className="admin-card-meta">
				{formatMoney(service.price)}
				{service.perTyre ? ' a tyre' : ''} · {service.minutes} min{service.perTyre ? ' a tyre' : ''}
			</p>
			<details className="admin-card-section" open={hasErrors || undefined}>
				<summary>Edit</summary>
				<Form method="post" preventScrollReset {...getFormProps(form)} className="admin-form">
					<FormAlert id={form.errorId} message={hasErrors ? (form.errors?.[0] ?? SERVICE_MESSAGES.saveFailed) : null} />
					<input type="hidden" name="intent" value="update" />
					<input type="hidden" name="id" value={service.id} />
					<input type="hidden" name="redirectTo" value={returnUrl} />
					<ServiceFields fields={fields} />
					<button type="submit" className="button">
						Save {service.name}
					</button>
				</Form>
			</details>
		</article>
	)
}

function AddServiceForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const formRef = useRef<HTMLFormElement>(null)
	const returnUrl = useReturnUrl()
	const [form, fields] = useServiceForm('add-service', lastResult)
	useResetAfterSuccess(formRef, 'add')
	const hasErrors = Boolean(form.errors?.length) || Object.values(form.allErrors).some((errors) => errors.length > 0)
	return (
		<Form method="post" preventScrollReset ref={formRef} {...getFormProps(form)} className="admin-panel admin-form" aria-labelledby="add-service-heading">
			<h3 id="add-service-heading">Add a service</h3>
			<FormAlert id={form.errorId} message={hasErrors ? (form.errors?.[0] ?? SERVICE_MESSAGES.saveFailed) : null} />
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="redirectTo" value={returnUrl} />
			<ServiceFields fields={fields} />
			<button type="submit" className="button">
				Add service
			</button>
		</Form>
	)
}
