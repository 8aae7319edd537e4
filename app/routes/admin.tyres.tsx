import { getFormProps, type SubmissionResult, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { data, Form, Link, useLocation, useNavigate, useNavigation, useSubmit } from 'react-router'
import type { Route } from './+types/admin.tyres'
import { fieldErrorsOf } from '#app/domain/admin/fields'
import {
	ADD_TYRE_REQUIRED,
	NewTyreSchema,
	parseTyreFilters,
	TYRE_CATEGORIES,
	TYRE_TYPES,
	TyrePricesSchema,
	TyreStockSchema,
} from '#app/domain/admin/tyre-schema'
import {
	addTyre,
	type AdminTyre,
	deleteTyre,
	findAdminTyres,
	findTyre,
	replaceTyreImage,
	toAdminTyre,
	tyreFilterOptions,
	updateTyrePrices,
	updateTyreStock,
} from '#app/domain/catalogue/tyre-admin.server'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError } from '#app/lib/images.server'
import { formatMoney } from '#app/lib/money'
import { TWO_IMAGE_FORM_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { AdminPager } from '#app/ui/admin/pager'
import { ConfirmAction, ConfirmStep } from '#app/ui/admin/confirm'
import { ErrorList, Field, FormAlert } from '#app/ui/forms/field'
import { Panel } from '#app/ui/admin/panel'
import { useResetAfterSuccess } from '#app/ui/admin/use-reset-after-success'
import { useReturnUrl } from '#app/ui/admin/use-return-url'
import { useHydrated } from '#app/ui/use-hydrated'

const TAB = '/admin/tyres'
const DELETE_QUESTION = 'Are you sure you want to delete this tyre?' // spec §8

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const url = new URL(request.url)
	const parsed = parseTyreFilters(url.searchParams)
	if (!parsed.success) throw data('That filter or page is not valid.', { status: 400 })
	const filters = parsed.data
	const db = getDb()
	const [result, options] = await Promise.all([
		findAdminTyres(db, { ...filters, limit: undefined, page: filters.through ? undefined : (filters.page ?? 1) }),
		tyreFilterOptions(db, filters.brand),
	])
	const deleteId = Number(url.searchParams.get('delete'))
	const confirming = Number.isInteger(deleteId) && deleteId > 0 ? await findTyre(db, deleteId) : null
	return {
		tyres: result.rows.map(toAdminTyre),
		total: result.total,
		page: result.page,
		lastPage: result.lastPage,
		totalPages: result.totalPages,
		filters: { brand: filters.brand ?? '', model: filters.model ?? '', width: filters.width ?? '', profile: filters.profile ?? '', rim: filters.rim ?? '' },
		options,
		confirming: confirming ? { id: confirming.id, label: `${confirming.brand} ${confirming.model} ${confirming.size}` } : null,
	}
}

type CardIntent = 'update-stock' | 'update-prices' | 'update-image'
interface CardError {
	form: 'card'
	id: number
	intent: CardIntent
	message: string
	fieldErrors: Record<string, string[] | undefined>
	values: Record<string, string>
}

function cardError(id: number, intent: CardIntent, message: string, form: FormData, fieldErrors: Record<string, string[] | undefined> = {}) {
	const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	return data({ form: 'card', id, intent, message, fieldErrors, values } satisfies CardError, { status: 400 })
}

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: TWO_IMAGE_FORM_BYTES })
	if (!read.ok) return data({ form: 'request' as const, message: read.message }, { status: read.status })
	const form = read.form
	const back = adminReturnPath(form, TAB)
	const db = getDb()
	const id = Number(form.get('id'))
	const intent = form.get('intent')

	if (intent === 'add') {
		const submission = parseWithZod(form, { schema: NewTyreSchema })
		if (submission.status !== 'success') {
			const missing = Object.values(submission.error ?? {}).some((errors) => errors?.includes('Required'))
			return data(
				{ form: 'add' as const, result: submission.reply({ formErrors: [missing ? ADD_TYRE_REQUIRED : 'Please correct the fields marked below.'] }) },
				{ status: 400 },
			)
		}
		try {
			await addTyre(db, submission.value)
		} catch (error) {
			if (!(error instanceof ImageUploadError)) throw error
			return data(
				{ form: 'add' as const, result: submission.reply({ formErrors: [error.message], fieldErrors: error.field ? { [error.field]: [error.message] } : {} }) },
				{ status: 400 },
			)
		}
		return redirectWithToast(back, { type: 'success', title: 'Tyre added successfully!' }) // spec §8
	}

	if (!Number.isInteger(id) || id <= 0) return data({ form: 'request' as const, message: 'That tyre was not understood.' }, { status: 400 })

	switch (intent) {
		case 'delete': {
			const result = await deleteTyre(db, id)
			if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Delete failed.', description: result.message })
			return redirectWithToast(back, { type: 'success', title: 'Tyre deleted successfully!' })
		}
		case 'update-stock': {
			const parsed = TyreStockSchema.safeParse({ inStock: form.get('inStock') ?? '' })
			if (!parsed.success) return cardError(id, 'update-stock', 'Stock update failed.', form, { inStock: parsed.error.issues.map((i) => i.message) })
			const result = await updateTyreStock(db, id, parsed.data.inStock)
			if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Stock update failed.', description: result.message })
			if (!result.tyre.changed) return redirectWithToast(back, { type: 'info', title: `Stock is already ${result.tyre.stock}.` })
			return redirectWithToast(back, { type: 'success', title: 'Stock updated successfully!' })
		}
		case 'update-prices': {
			// read directly (not through conform): an emptied price must reach the schema as ''
			const parsed = TyrePricesSchema.safeParse(Object.fromEntries(form))
			if (!parsed.success) return cardError(id, 'update-prices', 'Failed to update prices.', form, fieldErrorsOf(parsed.error))
			const result = await updateTyrePrices(db, id, parsed.data)
			if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Failed to update prices.', description: result.message })
			return redirectWithToast(back, { type: 'success', title: 'Prices updated successfully' })
		}
		case 'update-image': {
			try {
				const result = await replaceTyreImage(db, id, form.get('image'))
				if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Image update failed.', description: result.message })
			} catch (error) {
				if (!(error instanceof ImageUploadError)) throw error
				return cardError(id, 'update-image', 'Image update failed.', form, { image: [error.message] })
			}
			return redirectWithToast(back, { type: 'success', title: 'Image updated successfully!' })
		}
		default:
			return data({ form: 'request' as const, message: 'That action was not understood.' }, { status: 400 })
	}
}

export default function AdminTyres({ loaderData, actionData }: Route.ComponentProps) {
	const hydrated = useHydrated()
	const { tyres, total, confirming } = loaderData
	const card = actionData?.form === 'card' ? (actionData as CardError) : null
	return (
		<section aria-labelledby="tyres-heading">
			<h2 id="tyres-heading">Tyres</h2>
			{actionData?.form === 'request' ? <FormAlert message={actionData.message} /> : null}
			{confirming ? <ConfirmStep message={DELETE_QUESTION} detail={confirming.label} fields={{ intent: 'delete', id: confirming.id }} /> : null}
			<AddTyreForm brands={loaderData.options.brands} lastResult={actionData?.form === 'add' ? actionData.result : undefined} />
			<TyreFilters filters={loaderData.filters} options={loaderData.options} />
			<p className="admin-count" data-testid="tyre-count">
				{total === 1 ? '1 tyre' : `${total} tyres`}
			</p>
			{tyres.length ? (
				<div className="admin-grid">
					{tyres.map((tyre) => (
						<TyreCard key={tyre.id} tyre={tyre} error={card?.id === tyre.id ? card : null} />
					))}
				</div>
			) : (
				<p className="admin-empty">No tyres match these filters.</p>
			)}
			{hydrated ? <LoadMore shown={tyres.length} total={total} lastPage={loaderData.lastPage} totalPages={loaderData.totalPages} /> : <AdminPager tab={TAB} page={loaderData.page} totalPages={loaderData.totalPages} drop={['through', 'delete']} />}
		</section>
	)
}

function AddTyreForm({ brands, lastResult }: { brands: string[]; lastResult: SubmissionResult<string[]> | undefined }) {
	const formRef = useRef<HTMLFormElement>(null)
	const [form, fields] = useForm({
		id: 'add-tyre',
		lastResult,
		// the browser's own required checks until JavaScript takes over
		defaultNoValidate: false,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: NewTyreSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
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
				<div className="admin-form-grid">
					<Field label="Brand *" meta={fields.brand}>
						<input {...getInputProps(fields.brand, { type: 'text' })} list="tyre-brands" required autoComplete="off" />
						<datalist id="tyre-brands">
							{brands.map((brand) => (
								<option key={brand} value={brand} />
							))}
						</datalist>
					</Field>
					<Field label="Model *" meta={fields.model}>
						<input {...getInputProps(fields.model, { type: 'text' })} required autoComplete="off" />
					</Field>
					<Field label="Width *" meta={fields.width}>
						<input {...getInputProps(fields.width, { type: 'number' })} min={105} max={395} inputMode="numeric" required placeholder="205" />
					</Field>
					<Field label="Profile *" meta={fields.profile}>
						<input {...getInputProps(fields.profile, { type: 'number' })} min={20} max={95} inputMode="numeric" required placeholder="55" />
					</Field>
					<Field label="Rim size *" meta={fields.rim}>
						<input {...getInputProps(fields.rim, { type: 'number' })} min={10} max={26} inputMode="numeric" required placeholder="16" />
					</Field>
					<Field label="Type" meta={fields.type}>
						<select {...getSelectProps(fields.type)}>
							<option value="">—</option>
							{TYRE_TYPES.map((type) => (
								<option key={type}>{type}</option>
							))}
						</select>
					</Field>
					<Field label="Load/speed rating" meta={fields.loadSpeedRating}>
						<input {...getInputProps(fields.loadSpeedRating, { type: 'text' })} placeholder="91V" autoComplete="off" />
					</Field>
					<Field label="Marking" meta={fields.marking}>
						<input {...getInputProps(fields.marking, { type: 'text' })} placeholder="XL" autoComplete="off" />
					</Field>
					<Field label="RunFlat" meta={fields.runflat}>
						<select {...getSelectProps(fields.runflat)}>
							<option value="NO">NO</option>
							<option value="YES">YES</option>
						</select>
					</Field>
					<Field label="Category" meta={fields.category}>
						<select {...getSelectProps(fields.category)}>
							<option value="">—</option>
							{TYRE_CATEGORIES.map((category) => (
								<option key={category}>{category}</option>
							))}
						</select>
					</Field>
					<Field label="Price Incl GST ($) *" meta={fields.priceInclGst}>
						<input {...getInputProps(fields.priceInclGst, { type: 'text' })} inputMode="decimal" required placeholder="189.00" />
					</Field>
					<Field label="In Stock *" meta={fields.inStock}>
						<input {...getInputProps(fields.inStock, { type: 'number' })} min={0} max={9999} inputMode="numeric" required />
					</Field>
					<Field label="Unloading in 24 hrs" meta={fields.unloading24h}>
						<input {...getInputProps(fields.unloading24h, { type: 'number' })} min={0} max={9999} inputMode="numeric" />
					</Field>
					<Field label="Tyre image *" meta={fields.image}>
						<input {...getInputProps(fields.image, { type: 'file' })} accept="image/*" required />
					</Field>
					<Field label="Brand logo *" meta={fields.brandLogo}>
						<input {...getInputProps(fields.brandLogo, { type: 'file' })} accept="image/*" required />
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

function TyreFilters({ filters, options }: { filters: Route.ComponentProps['loaderData']['filters']; options: Route.ComponentProps['loaderData']['options'] }) {
	const submit = useSubmit()
	const hydrated = useHydrated()
	const selects: Array<{ name: keyof typeof filters; label: string; values: Array<string | number> }> = [
		{ name: 'brand', label: 'Brand', values: options.brands },
		{ name: 'model', label: 'Model', values: options.models },
		{ name: 'width', label: 'Width', values: options.widths },
		{ name: 'profile', label: 'Profile', values: options.profiles },
		{ name: 'rim', label: 'Rim', values: options.rims },
	]
	return (
		<Form
			method="get"
			className="admin-filters"
			aria-label="Filter tyres"
			onChange={(event) => {
				const form = event.currentTarget
				// a new brand has other models: drop the model filter with it
				if ((event.target as unknown as HTMLSelectElement).name === 'brand') (form.elements.namedItem('model') as HTMLSelectElement).value = ''
				submit(form, { replace: true, preventScrollReset: true })
			}}
		>
			{selects.map((select) => (
				<div className="field" key={select.name}>
					<label htmlFor={`filter-${select.name}`}>{select.label}</label>
					<select id={`filter-${select.name}`} name={select.name} defaultValue={String(filters[select.name])} key={`${select.name}-${filters[select.name]}`}>
						<option value="">All</option>
						{select.values.map((value) => (
							<option key={value} value={value}>
								{value}
							</option>
						))}
					</select>
				</div>
			))}
			<div className="admin-filter-actions">
				{hydrated ? null : (
					<button type="submit" className="button button-small">
						Filter
					</button>
				)}
				<Link to={TAB} className="button button-secondary button-small">
					Clear filters
				</Link>
			</div>
		</Form>
	)
}

const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))

function TyreCard({ tyre, error }: { tyre: AdminTyre; error: CardError | null }) {
	const returnUrl = useReturnUrl()
	const [stockNote, setStockNote] = useState<string | null>(null)
	const errorFor = (intent: CardIntent) => (error?.intent === intent ? error : null)
	const stockError = errorFor('update-stock')
	const pricesError = errorFor('update-prices')
	const imageError = errorFor('update-image')
	const title = `${tyre.brand} ${tyre.model}`
	const hidden = (intent: string) => (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="id" value={tyre.id} />
			<input type="hidden" name="redirectTo" value={returnUrl} />
		</>
	)
	return (
		<article className="admin-card admin-tyre" aria-labelledby={`tyre-${tyre.id}-title`} data-testid="admin-tyre-card" data-tyre-id={tyre.id}>
			<div className="admin-tyre-media">
				{tyre.imageUrl ? <img src={tyre.imageUrl} alt={`${title} tyre`} width={120} height={120} loading="lazy" data-testid="tyre-image" /> : null}
				{tyre.brandLogoUrl ? <img src={tyre.brandLogoUrl} alt={`${tyre.brand} logo`} width={96} height={32} loading="lazy" className="admin-tyre-logo" /> : null}
			</div>
			<h3 id={`tyre-${tyre.id}-title`} className="admin-card-title">
				{title}
			</h3>
			<p className="admin-tyre-spec">
				{[tyre.size, tyre.loadSpeedRating, tyre.marking, tyre.runflat ? 'RunFlat' : null, tyre.type, tyre.category].filter(Boolean).join(' · ')}
			</p>
			<p className="admin-tyre-facts">
				<span data-testid="tyre-stock">In stock: {tyre.stock}</span>
				<span>Price Incl GST: {formatMoney(tyre.priceInclGst)}</span>
			</p>

			<Form
				method="post"
				preventScrollReset
				className="admin-inline-form"
				key={`stock-${tyre.stock}`}
				onSubmit={(event) => {
					// spec §5: a stock update is only sent when non-empty and changed
					const value = (event.currentTarget.elements.namedItem('inStock') as HTMLInputElement).value.trim()
					if (value === '' || Number(value) === tyre.stock) {
						event.preventDefault()
						setStockNote(value === '' ? 'Enter the number in stock.' : `Stock is already ${tyre.stock}.`)
					} else setStockNote(null)
				}}
			>
				{hidden('update-stock')}
				<div className="field">
					<label htmlFor={`stock-${tyre.id}`}>In Stock</label>
					<input
						id={`stock-${tyre.id}`}
						name="inStock"
						type="number"
						min={0}
						max={9999}
						inputMode="numeric"
						defaultValue={stockError?.values.inStock ?? tyre.stock}
						aria-invalid={stockError ? true : undefined}
						aria-describedby={stockError || stockNote ? `stock-${tyre.id}-error` : undefined}
					/>
				</div>
				<button type="submit" className="button button-small">
					Update stock
				</button>
				{stockError ? (
					<div id={`stock-${tyre.id}-error`} role="alert">
						<p className="field-error">{stockError.message}</p>
						<ErrorList errors={stockError.fieldErrors.inStock} />
					</div>
				) : stockNote ? (
					<p id={`stock-${tyre.id}-error`} className="field-hint" role="status">
						{stockNote}
					</p>
				) : null}
			</Form>

			<details className="admin-card-section" open={pricesError ? true : undefined}>
				<summary>Edit prices</summary>
				<Form method="post" preventScrollReset key={`prices-${tyre.prices.join('-')}`} className="admin-prices">
					{hidden('update-prices')}
					{pricesError ? (
						<p className="field-error" role="alert">
							{pricesError.message}
						</p>
					) : null}
					{tyre.prices.map((price, index) => {
						const name = `price${index + 1}`
						const errors = pricesError?.fieldErrors[name]
						return (
							<div className="field" key={name}>
								<label htmlFor={`${name}-${tyre.id}`}>Price for {index + 1} ($)</label>
								<input
									id={`${name}-${tyre.id}`}
									name={name}
									type="text"
									inputMode="decimal"
									defaultValue={pricesError ? (pricesError.values[name] ?? '') : money(price)}
									aria-invalid={errors?.length ? true : undefined}
									aria-describedby={errors?.length ? `${name}-${tyre.id}-error` : undefined}
								/>
								<ErrorList id={`${name}-${tyre.id}-error`} errors={errors} />
							</div>
						)
					})}
					<p className="field-hint">Leave a price empty to stop selling that quantity.</p>
					<button type="submit" className="button button-small">
						Update prices
					</button>
				</Form>
			</details>

			<details className="admin-card-section" open={imageError ? true : undefined}>
				<summary>Replace image</summary>
				<Form method="post" encType="multipart/form-data" preventScrollReset className="admin-inline-form">
					{hidden('update-image')}
					<div className="field">
						<label htmlFor={`image-${tyre.id}`}>New image</label>
						<input
							id={`image-${tyre.id}`}
							name="image"
							type="file"
							accept="image/*"
							required
							aria-invalid={imageError ? true : undefined}
							aria-describedby={imageError ? `image-${tyre.id}-error` : undefined}
						/>
					</div>
					<button type="submit" className="button button-small">
						Update image
					</button>
					{imageError ? (
						<div id={`image-${tyre.id}-error`} role="alert">
							<p className="field-error">{imageError.message}</p>
							<ErrorList errors={imageError.fieldErrors.image} />
						</div>
					) : null}
				</Form>
			</details>

			<div className="admin-card-actions">
				<ConfirmAction
					label="Delete"
					message={DELETE_QUESTION}
					fields={{ intent: 'delete', id: tyre.id }}
					confirmParam={['delete', String(tyre.id)]}
					accessibleLabel={`Delete ${title} ${tyre.size}`}
				/>
			</div>
		</article>
	)
}

/** With JavaScript: the grid grows when its end scrolls into view (pages 1..through). */
function LoadMore({ shown, total, lastPage, totalPages }: { shown: number; total: number; lastPage: number; totalPages: number }) {
	const navigate = useNavigate()
	const navigation = useNavigation()
	const location = useLocation()
	const sentinel = useRef<HTMLDivElement>(null)
	const hasMore = lastPage < totalPages
	const idle = navigation.state === 'idle'
	const loadMore = () => {
		const params = new URLSearchParams(location.search)
		params.delete('page')
		params.set('through', String(lastPage + 1))
		navigate(`${TAB}?${params}`, { replace: true, preventScrollReset: true })
	}
	const loadMoreRef = useRef(loadMore)
	loadMoreRef.current = loadMore
	useEffect(() => {
		const element = sentinel.current
		if (!hasMore || !idle || !element) return
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current()
		}, { rootMargin: '600px 0px' })
		observer.observe(element)
		return () => observer.disconnect()
	}, [hasMore, idle, lastPage])
	if (!hasMore) return null
	return (
		<div ref={sentinel} className="admin-load-more">
			<span>
				Showing {shown} of {total}
			</span>
			<button type="button" className="button button-secondary button-small" onClick={loadMore} disabled={!idle}>
				{idle ? 'Load more' : 'Loading…'}
			</button>
		</div>
	)
}
