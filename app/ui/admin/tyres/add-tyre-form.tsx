import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo, useRef, useState } from 'react'
import { Form } from 'react-router'
import { ADD_TYRE_REQUIRED, LOGO_NEEDED, MAX_FEATURES, NewTyreSchema, TYRE_CATEGORIES, TYRE_TYPES } from '#app/domain/catalogue/tyre-schema'
import { Panel } from '#app/ui/admin/panel'
import { useResetAfterSuccess } from '#app/ui/admin/use-reset-after-success'
import { useReturnUrl } from '#app/ui/admin/use-return-url'
import { control, Field, FormAlert } from '#app/ui/forms/field'

// Admin → Tyres: the Add New Tyre form (spec §5 'Add tyre'), a multipart post with two images.

export function AddTyreForm({
	brands,
	brandsWithLogo,
	lastResult,
}: {
	brands: string[]
	/** brands that have a logo: their tyres need none uploaded */
	brandsWithLogo: string[]
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const formRef = useRef<HTMLFormElement>(null)
	const withLogo = useMemo(() => new Set(brandsWithLogo.map((b) => b.toLowerCase())), [brandsWithLogo])
	const hasLogo = (brand: string) => withLogo.has(brand.trim().toLowerCase())
	// the server checks the same (addTyre); this says it before the images are sent
	const schema = NewTyreSchema.superRefine((value, ctx) => {
		if (!value.brandLogo && !hasLogo(value.brand)) ctx.addIssue({ code: 'custom', path: ['brandLogo'], message: LOGO_NEEDED })
	})
	const [form, fields] = useForm({
		id: 'add-tyre',
		lastResult,
		// the browser's own required checks until JavaScript takes over
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const [brandTyped, setBrandTyped] = useState(typeof fields.brand.initialValue === 'string' ? fields.brand.initialValue : '')
	useResetAfterSuccess(formRef, 'add')
	const hasErrors = Boolean(form.errors?.length) || Object.values(form.allErrors).some((errors) => errors.length > 0)
	// spec §5: a missing required field or image gives the one message
	const missing = Object.values(form.allErrors).some((errors) => errors.includes('Required'))
	const message = form.errors?.[0] ?? (missing ? ADD_TYRE_REQUIRED : null)
	const returnUrl = useReturnUrl()
	return (
		<Panel summary="Add New Tyre" forceOpen={hasErrors}>
			<Form method="post" encType="multipart/form-data" preventScrollReset ref={formRef} {...getFormProps(form)} className="admin-form">
				<FormAlert id={form.errorId} message={hasErrors ? message : null} />
				<input type="hidden" name="intent" value="add" />
				<input type="hidden" name="redirectTo" value={returnUrl} />
				<div className="admin-form-grid admin-tyre-form-grid">
					<Field label="Brand *" className="field-half" meta={fields.brand}>
						<input {...getInputProps(fields.brand, { type: 'text' })} list="tyre-brands" required autoComplete="off" onInput={(event) => setBrandTyped(event.currentTarget.value)} />
						<datalist id="tyre-brands">
							{brands.map((brand) => (
								<option key={brand} value={brand} />
							))}
						</datalist>
					</Field>
					<Field label="Model *" className="field-half" meta={fields.model}>
						<input {...getInputProps(fields.model, { type: 'text' })} required autoComplete="off" />
					</Field>
					<Field label="Width *" className="field-third" meta={fields.width}>
						<input {...getInputProps(fields.width, { type: 'number' })} min={105} max={395} inputMode="numeric" required placeholder="205" />
					</Field>
					<Field label="Profile *" className="field-third" meta={fields.profile}>
						<input {...getInputProps(fields.profile, { type: 'number' })} min={20} max={95} inputMode="numeric" required placeholder="55" />
					</Field>
					<Field label="Rim size *" className="field-third" meta={fields.rim}>
						<input {...getInputProps(fields.rim, { type: 'number' })} min={10} max={26} inputMode="numeric" required placeholder="16" />
					</Field>
					<Field label="Type" className="field-half" meta={fields.type}>
						<select {...getSelectProps(fields.type)}>
							<option value="">—</option>
							{TYRE_TYPES.map((type) => (
								<option key={type}>{type}</option>
							))}
						</select>
					</Field>
					<Field label="Load/speed rating" className="field-half" meta={fields.loadSpeedRating}>
						<input {...getInputProps(fields.loadSpeedRating, { type: 'text' })} placeholder="91V" autoComplete="off" />
					</Field>
					<Field label="Marking" className="field-half" meta={fields.marking}>
						<input {...getInputProps(fields.marking, { type: 'text' })} placeholder="XL" autoComplete="off" />
					</Field>
					<Field label="RunFlat" className="field-half" meta={fields.runflat}>
						<select {...getSelectProps(fields.runflat)}>
							<option value="NO">NO</option>
							<option value="YES">YES</option>
						</select>
					</Field>
					<Field label="Category" className="field-half" meta={fields.category}>
						<select {...getSelectProps(fields.category)}>
							<option value="">—</option>
							{TYRE_CATEGORIES.map((category) => (
								<option key={category}>{category}</option>
							))}
						</select>
					</Field>
					<Field label="Price Incl GST ($) *" className="field-half" meta={fields.priceInclGst}>
						<input {...getInputProps(fields.priceInclGst, { type: 'text' })} inputMode="decimal" required placeholder="189.00" />
					</Field>
					<Field label="In Stock *" className="field-half" meta={fields.inStock}>
						<input {...getInputProps(fields.inStock, { type: 'number' })} min={0} max={9999} inputMode="numeric" required />
					</Field>
					<Field label="Unloading in 24 hrs" className="field-half" meta={fields.unloading24h}>
						<input {...getInputProps(fields.unloading24h, { type: 'number' })} min={0} max={9999} inputMode="numeric" />
					</Field>
					<Field label="Tyre image *" meta={fields.image}>
						<input {...getInputProps(fields.image, { type: 'file' })} accept="image/*" required />
					</Field>
					<Field
						label="Brand logo"
						meta={fields.brandLogo}
						hint={
							brandTyped.trim() && hasLogo(brandTyped)
								? `Not needed: ${brandTyped.trim()} has a logo already.`
								: 'Needed only for a brand that has no logo yet.'
						}
					>
						<input {...control(getInputProps(fields.brandLogo, { type: 'file' }), { hint: true })} accept="image/*" />
					</Field>
					<Field
						label="Features"
						meta={fields.features}
						className="field-wide"
						hint={`Optional: one a line, at most ${MAX_FEATURES} (e.g. Short braking distance in the wet). Shown on the product page.`}
					>
						<textarea {...control(getTextareaProps(fields.features), { hint: true })} rows={3} />
					</Field>
					<Field label="Warranty (km)" meta={fields.warrantyKm} hint="Optional: the tread-life warranty, e.g. 80000.">
						<input {...control(getInputProps(fields.warrantyKm, { type: 'text' }), { hint: true })} inputMode="numeric" autoComplete="off" placeholder="80000" />
					</Field>
					<Field label="Fitment guarantee" meta={fields.fitmentGuarantee} className="field-wide" hint="Optional, e.g. Fitted and balanced at your place; free re-check within 30 days.">
						<input {...control(getInputProps(fields.fitmentGuarantee, { type: 'text' }), { hint: true })} maxLength={200} autoComplete="off" />
					</Field>
				</div>
				<p className="field-hint">The five quantity prices start at the Price Incl GST; change them on the tyre's card.</p>
				<button type="submit" className="button">
					Add Tyre
				</button>
			</Form>
		</Panel>
	)
}
