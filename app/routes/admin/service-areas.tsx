import { useRef } from 'react'
import { data, Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/service-areas'
import { fieldErrorsOf } from '#app/lib/form-fields'
import { SERVICE_AREA_MESSAGES, ServiceAreaSchema } from '#app/domain/service-areas/service-area-schema'
import { addServiceArea, listServiceAreas, removeServiceArea } from '#app/domain/service-areas/service-area-admin.server'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ConfirmAction, ConfirmStep } from '#app/ui/admin/confirm'
import { Field, FormAlert, invalidProps } from '#app/ui/forms/field'
import { useResetAfterSuccess } from '#app/ui/admin/use-reset-after-success'
import { useReturnUrl } from '#app/ui/admin/use-return-url'

const TAB = '/admin/service-areas'
const DELETE_QUESTION = 'Are you sure you want to delete this service area ?' // spec §8, spacing as shown

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const areas = await listServiceAreas(getDb())
	const deleteId = Number(new URL(request.url).searchParams.get('delete'))
	return { areas, confirming: areas.find((a) => a.id === deleteId) ?? null }
}

// Add an area (the form above the list; also a post without an intent) or delete one (STYLE habit 6).
const AreaPostSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('add') }), z.object({ intent: z.literal('delete') })])

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ message: read.message, fieldErrors: {}, values: { postcode: '', suburb: '' } }, { status: read.status })
	const form = read.form
	const which = AreaPostSchema.safeParse({ intent: form.get('intent') ?? 'add' })
	if (!which.success) return data({ message: 'That action was not understood.', fieldErrors: {}, values: { postcode: '', suburb: '' } }, { status: 400 })
	const back = adminReturnPath(form, TAB)
	const parsed = ServiceAreaSchema.safeParse({ postcode: form.get('postcode') ?? '', suburb: form.get('suburb') ?? '' })
	const db = getDb()
	switch (which.data.intent) {
		case 'delete': {
			const result = parsed.success ? await removeServiceArea(db, parsed.data) : { ok: false as const, message: 'That service area was not understood.' }
			if (!result.ok) return redirectWithToast(back, { type: 'error', title: SERVICE_AREA_MESSAGES.removeFailed, description: result.message })
			return redirectWithToast(back, { type: 'success', title: SERVICE_AREA_MESSAGES.removed })
		}
		case 'add': {
			const values = { postcode: String(form.get('postcode') ?? ''), suburb: String(form.get('suburb') ?? '') }
			if (!parsed.success) return data({ message: SERVICE_AREA_MESSAGES.addFailed, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 })
			const result = await addServiceArea(db, parsed.data)
			if (!result.ok) return data({ message: `${SERVICE_AREA_MESSAGES.addFailed}: ${result.message}`, fieldErrors: {}, values }, { status: result.status })
			return redirectWithToast(back, { type: 'success', title: SERVICE_AREA_MESSAGES.added })
		}
	}
}

export default function AdminServiceAreas({ loaderData, actionData }: Route.ComponentProps) {
	const returnUrl = useReturnUrl()
	const formRef = useRef<HTMLFormElement>(null)
	useResetAfterSuccess(formRef, 'add')
	const { areas, confirming } = loaderData
	const errors: Partial<Record<'postcode' | 'suburb', string[]>> = actionData?.fieldErrors ?? {}
	return (
		<section aria-labelledby="areas-heading">
			<h2 id="areas-heading">Service Areas</h2>
			{confirming ? (
				<ConfirmStep
					message={DELETE_QUESTION}
					detail={`${confirming.postcode} ${confirming.suburb}`}
					fields={{ intent: 'delete', postcode: confirming.postcode, suburb: confirming.suburb }}
				/>
			) : null}
			{/* spec §5: nothing is sent while either field is empty (the browser's required check) */}
			<Form method="post" preventScrollReset className="admin-panel admin-form" aria-labelledby="add-area-heading" ref={formRef}>
				<h3 id="add-area-heading">Add a service area</h3>
				<FormAlert message={actionData?.message} />
				<input type="hidden" name="intent" value="add" />
				<input type="hidden" name="redirectTo" value={returnUrl} />
				<div className="admin-form-grid">
					<Field meta={{ id: 'area-postcode', errors: errors.postcode }} label="Postcode">
						<input
							name="postcode"
							required
							inputMode="numeric"
							pattern="\d{4}"
							maxLength={4}
							autoComplete="off"
							title="A postcode is 4 digits."
							defaultValue={actionData?.values.postcode}
							{...invalidProps('area-postcode', errors.postcode)}
						/>
					</Field>
					<Field meta={{ id: 'area-suburb', errors: errors.suburb }} label="Suburb">
						<input name="suburb" required maxLength={60} autoComplete="off" defaultValue={actionData?.values.suburb} {...invalidProps('area-suburb', errors.suburb)} />
					</Field>
				</div>
				<button type="submit" className="button">
					Add
				</button>
			</Form>

			<p className="admin-count">{areas.length === 1 ? '1 service area' : `${areas.length} service areas`}</p>
			{areas.length ? (
				<ul className="admin-list" data-testid="service-area-list">
					{areas.map((area) => (
						<li key={area.id} className="admin-list-item">
							<span>
								<strong>{area.postcode}</strong> {area.suburb}
							</span>
							<ConfirmAction
								label="Remove"
								message={DELETE_QUESTION}
								fields={{ intent: 'delete', postcode: area.postcode, suburb: area.suburb }}
								confirmParam={['delete', String(area.id)]}
								accessibleLabel={`Remove ${area.postcode} ${area.suburb}`}
							/>
						</li>
					))}
				</ul>
			) : (
				<p className="admin-empty">No service areas yet.</p>
			)}
		</section>
	)
}
