import { type SubmissionResult, getInputProps, getSelectProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import type { Route } from './+types/coupons'
import { formatDay, shopToday } from '#app/domain/slots/shop-time'
import { COUPON_MESSAGES, couponSchema } from '#app/domain/coupons/coupon-schema'
import { addCoupon, couponFormValues, deleteCoupon, listCoupons, updateCoupon } from '#app/domain/coupons/coupon-admin.server'
import { currentTime } from '#app/lib/clock.server'
import { type AdminPost, addEditDeleteAction } from '#app/lib/admin-post.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { FIELDS_ONLY_BYTES } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ConfirmDelete, ConfirmStep } from '#app/ui/admin/confirm'
import { AddOrEditForm, useAddOrEditForm } from '#app/ui/admin/add-or-edit-form'
import { Field, FormAlert } from '#app/ui/forms/field'

const TAB = '/admin/coupons'
const DELETE_QUESTION = 'Are you sure you want to delete this coupon?'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const today = shopToday(getEnv().SHOP_TIMEZONE, currentTime())
	const coupons = await listCoupons(getDb())
	const params = new URL(request.url).searchParams
	const deleteId = Number(params.get('delete'))
	const editId = Number(params.get('edit'))
	const editing = coupons.find((c) => c.id === editId)
	return {
		editing: editing ? { id: editing.id, values: couponFormValues(editing) } : null,
		today,
		coupons: coupons.map((c) => ({
			id: c.id,
			code: c.code,
			discount: c.discount_type === 'percentage' ? `${c.discount_value}% off` : `${formatMoney(c.discount_value)} off`,
			minimum: c.minimum_amount > 0 ? `on orders of ${formatMoney(c.minimum_amount)} or more` : 'on any order',
			expiry: formatDay(c.expiry_date),
			expired: c.expiry_date < today,
		})),
		confirming: coupons.find((c) => c.id === deleteId) ?? null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	return addEditDeleteAction(request, { maxBytes: FIELDS_ONLY_BYTES, tab: TAB, notUnderstood: 'That coupon was not understood.', add: addFromForm, edit: editFromForm, delete: deleteFromCard })
}

function parseCoupon(form: FormData) {
	return parseWithZod(form, { schema: couponSchema(shopToday(getEnv().SHOP_TIMEZONE, currentTime())) })
}

async function addFromForm({ db, form, back }: AdminPost) {
	const submission = parseCoupon(form)
	if (submission.status !== 'success') {
		return data({ form: 'add' as const, result: submission.reply({ formErrors: [COUPON_MESSAGES.addFailed] }) }, { status: 400 })
	}
	const result = await addCoupon(db, submission.value)
	if (!result.ok) {
		return data({ form: 'add' as const, result: submission.reply({ formErrors: [COUPON_MESSAGES.addFailed], fieldErrors: { code: [result.message] } }) }, { status: result.status })
	}
	return redirectWithToast(back, { type: 'success', title: COUPON_MESSAGES.added })
}

async function editFromForm({ db, form }: AdminPost, id: number) {
	const submission = parseCoupon(form)
	if (submission.status !== 'success') {
		return data({ form: 'edit' as const, result: submission.reply({ formErrors: [COUPON_MESSAGES.updateFailed] }) }, { status: 400 })
	}
	const result = await updateCoupon(db, id, submission.value)
	if (!result.ok) {
		const fieldErrors: Record<string, string[]> = result.status === 409 ? { code: [result.message] } : {}
		return data({ form: 'edit' as const, result: submission.reply({ formErrors: [result.status === 404 ? result.message : COUPON_MESSAGES.updateFailed], fieldErrors }) }, { status: result.status })
	}
	// saved: the edit is over, back to the plain list
	return redirectWithToast(TAB, { type: 'success', title: COUPON_MESSAGES.updated, description: result.coupon.code })
}

async function deleteFromCard({ db, back }: AdminPost, id: number) {
	const result = await deleteCoupon(db, id)
	if (!result.ok) return redirectWithToast(back, { type: 'error', title: COUPON_MESSAGES.deleteFailed, description: result.message })
	return redirectWithToast(back, { type: 'success', title: COUPON_MESSAGES.deleted })
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
	const { coupons, confirming, today, editing } = loaderData
	return (
		<section aria-labelledby="coupons-heading">
			<h2 id="coupons-heading">Coupons</h2>
			{actionData?.form === 'request' ? <FormAlert message={actionData.message} /> : null}
			{confirming ? <ConfirmStep message={DELETE_QUESTION} detail={confirming.code} fields={{ intent: 'delete', id: confirming.id }} /> : null}
			{editing ? (
				<CouponForm key={`edit-${editing.id}`} today={today} editing={editing} lastResult={actionData?.form === 'edit' ? actionData.result : undefined} />
			) : (
				<CouponForm key="add" today={today} lastResult={actionData?.form === 'add' ? actionData.result : undefined} />
			)}
			{coupons.length ? (
				<div className="admin-grid">
					{coupons.map((coupon) => (
						<article key={coupon.id} className="admin-card" aria-labelledby={`coupon-${coupon.id}-code`} data-testid="admin-coupon-card">
							<h3 id={`coupon-${coupon.id}-code`} className="admin-card-title">
								{coupon.code} {coupon.expired ? <span className="admin-badge admin-badge-warn">Expired</span> : null}
							</h3>
							<p className="admin-card-meta">
								{coupon.discount} {coupon.minimum}
								<br />
								Valid until {coupon.expiry}
							</p>
							<div className="admin-card-actions">
								<Link className="button button-secondary button-small" to={`${TAB}?edit=${coupon.id}#edit-coupon`} aria-label={`Edit coupon ${coupon.code}`}>
									Edit
								</Link>
							</div>
							<ConfirmDelete id={coupon.id} message={DELETE_QUESTION} accessibleLabel={`Delete coupon ${coupon.code}`} />
						</article>
					))}
				</div>
			) : (
				<p className="admin-empty">No coupons yet.</p>
			)}
		</section>
	)
}

function CouponForm({
	today,
	lastResult,
	editing,
}: {
	today: string
	lastResult: SubmissionResult<string[]> | undefined
	/** the coupon being edited (?edit=<id>); without it, the Add form */
	editing?: { id: number; values: ReturnType<typeof couponFormValues> }
}) {
	const { form, fields, formRef, hasErrors } = useAddOrEditForm({
		name: 'coupon',
		editing: Boolean(editing),
		schema: couponSchema(today),
		lastResult,
		defaultValue: editing ? editing.values : { discountType: 'percentage' },
	})
	return (
		<AddOrEditForm
			form={form}
			formRef={formRef}
			hasErrors={hasErrors}
			editingId={editing?.id ?? null}
			failed={editing ? COUPON_MESSAGES.updateFailed : COUPON_MESSAGES.addFailed}
			submitLabel={editing ? 'Save coupon' : 'Add coupon'}
			cancelTo={TAB}
			heading={editing ? `Edit coupon ${editing.values.code}` : 'Add a coupon'}
			className="admin-panel admin-form"
		>
			<div className="admin-form-grid">
				<Field label="Code" meta={fields.code}>
					<input {...getInputProps(fields.code, { type: 'text' })} required autoCapitalize="characters" autoComplete="off" />
				</Field>
				<Field label="Discount type" meta={fields.discountType}>
					<select {...getSelectProps(fields.discountType)} required>
						<option value="percentage">percentage</option>
						<option value="flat">flat</option>
					</select>
				</Field>
				<Field label="Discount value" meta={fields.discountValue} hint="Percent for percentage, dollars for flat.">
					<input {...getInputProps(fields.discountValue, { type: 'text' })} inputMode="decimal" required />
				</Field>
				<Field label="Minimum amount ($)" meta={fields.minimumAmount}>
					<input {...getInputProps(fields.minimumAmount, { type: 'text' })} inputMode="decimal" placeholder="0" />
				</Field>
				<Field label="Expiry date" meta={fields.expiryDate}>
					<input {...getInputProps(fields.expiryDate, { type: 'date' })} min={today} required />
				</Field>
			</div>
		</AddOrEditForm>
	)
}
