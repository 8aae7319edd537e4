import { type ReactNode, useState } from 'react'
import { Form } from 'react-router'
import type { AdminTyre } from '#app/domain/catalogue/types'
import { centsToDecimal, formatMoney } from '#app/lib/money'
import { ConfirmDelete } from '#app/ui/admin/confirm'
import { useReturnUrl } from '#app/ui/admin/use-return-url'
import { ErrorList } from '#app/ui/forms/field'
import { BrandMark, TyreImage } from '#app/ui/tyre-picture'

// Admin → Tyres: one tyre as a compact row (picture, name, size, stock) with its small forms:
// stock inline; prices, features & warranty and image behind one tap each; Delete.
// A refused card form comes back as a CardError for that tyre, with what the owner typed.

export type CardIntent = 'update-stock' | 'update-prices' | 'update-image' | 'update-details' | 'duplicate'
export interface CardError {
	form: 'card'
	id: number
	intent: CardIntent
	message: string
	fieldErrors: Record<string, string[] | undefined>
	values: Record<string, string>
}

export function TyreCard({ tyre, error, deleteQuestion }: { tyre: AdminTyre & { held: number }; error: CardError | null; deleteQuestion: string }) {
	const returnUrl = useReturnUrl()
	const [stockNote, setStockNote] = useState<string | null>(null)
	const errorFor = (intent: CardIntent) => (error?.intent === intent ? error : null)
	const stockError = errorFor('update-stock')
	const pricesError = errorFor('update-prices')
	const imageError = errorFor('update-image')
	const detailsError = errorFor('update-details')
	const duplicateError = errorFor('duplicate')
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
			<div className="admin-tyre-row">
				<TyreImage src={tyre.imageUrl} alt={`${title} tyre`} size={64} className="admin-tyre-image" testId="tyre-image" />
				<div className="admin-tyre-main">
					<h3 id={`tyre-${tyre.id}-title`} className="admin-card-title">
						{title}
					</h3>
					<p className="admin-tyre-spec">
						{[tyre.size, tyre.loadSpeedRating, tyre.marking, tyre.runflat ? 'RunFlat' : null, tyre.type, tyre.category].filter(Boolean).join(' · ')}
					</p>
					<p className="admin-tyre-facts">
						<span data-testid="tyre-stock">In stock: {tyre.stock}</span>
						<span data-testid="tyre-held">Held for bookings: {tyre.held}</span>
						<span>Price Incl GST: {formatMoney(tyre.priceInclGst)}</span>
					</p>
					{tyre.costPrice !== null ? (
						<p className="admin-tyre-facts" data-testid="tyre-margin">
							<span>Cost: {formatMoney(tyre.costPrice)}</span>
							{tyre.margin ? (
								<span>
									Margin on Price for 1: {formatMoney(tyre.margin.cents)} ({tyre.margin.percent})
								</span>
							) : null}
						</p>
					) : null}
				</div>
				<BrandMark brand={tyre.brand} logoUrl={tyre.brandLogoUrl} width={72} height={24} className="admin-tyre-logo" />
			</div>

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

			<div className="admin-tyre-tools">
			<details className="admin-tyre-tool" open={pricesError ? true : undefined}>
				<summary>Prices</summary>
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
									defaultValue={pricesError ? (pricesError.values[name] ?? '') : centsToDecimal(price)}
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

			<details className="admin-tyre-tool" open={detailsError ? true : undefined}>
				<summary>Features</summary>
				<TyreDetailsForm tyre={tyre} error={detailsError} hidden={hidden('update-details')} />
			</details>

			<details className="admin-tyre-tool" open={imageError ? true : undefined}>
				<summary>Image</summary>
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

			<details className="admin-tyre-tool" open={duplicateError ? true : undefined}>
				<summary>Duplicate</summary>
				<Form method="post" preventScrollReset className="admin-inline-form admin-duplicate-form">
					{hidden('duplicate')}
					<div className="field">
						<label htmlFor={`duplicate-size-${tyre.id}`}>New size</label>
						<input
							id={`duplicate-size-${tyre.id}`}
							name="size"
							required
							placeholder="205/55R16"
							maxLength={20}
							autoComplete="off"
							defaultValue={duplicateError?.values.size}
							aria-invalid={duplicateError?.fieldErrors.size ? true : undefined}
							aria-describedby={duplicateError ? `duplicate-${tyre.id}-error` : undefined}
						/>
					</div>
					<div className="field">
						<label htmlFor={`duplicate-rating-${tyre.id}`}>
							Load/speed rating<span className="field-optional"> (optional)</span>
						</label>
						<input
							id={`duplicate-rating-${tyre.id}`}
							name="loadSpeedRating"
							maxLength={12}
							autoComplete="off"
							placeholder={tyre.loadSpeedRating ?? '91V'}
							defaultValue={duplicateError?.values.loadSpeedRating}
							aria-invalid={duplicateError?.fieldErrors.loadSpeedRating ? true : undefined}
						/>
					</div>
					<button type="submit" className="button button-small">
						Duplicate as this size
					</button>
					{duplicateError ? (
						<div id={`duplicate-${tyre.id}-error`} role="alert">
							<p className="field-error">{duplicateError.message}</p>
							<ErrorList errors={[...(duplicateError.fieldErrors.size ?? []), ...(duplicateError.fieldErrors.loadSpeedRating ?? [])]} />
						</div>
					) : null}
				</Form>
			</details>

			<ConfirmDelete id={tyre.id} message={deleteQuestion} accessibleLabel={`Delete ${title} ${tyre.size}`} />
			</div>
		</article>
	)
}

/** The optional details the product page shows in 'Features & warranty'; empty fields clear them. */
function TyreDetailsForm({ tyre, error, hidden }: { tyre: AdminTyre; error: CardError | null; hidden: ReactNode }) {
	const { details } = tyre
	const value = (name: string, saved: string) => (error ? (error.values[name] ?? '') : saved)
	const field = (name: string) => {
		const errors = error?.fieldErrors[name]
		const id = `${name}-${tyre.id}`
		return { id, name, 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': errors?.length ? `${id}-error` : undefined }
	}
	return (
		<Form method="post" preventScrollReset key={`details-${details.features.join('|')}-${details.warrantyKm}-${details.fitmentGuarantee}`} className="admin-details-form">
			{hidden}
			{error ? (
				<p className="field-error" role="alert">
					{error.message}
				</p>
			) : null}
			<div className="field">
				<label htmlFor={`features-${tyre.id}`}>Features (one a line)</label>
				<textarea {...field('features')} rows={4} defaultValue={value('features', details.features.join('\n'))} />
				<ErrorList id={`features-${tyre.id}-error`} errors={error?.fieldErrors.features} />
			</div>
			<div className="field">
				<label htmlFor={`warrantyKm-${tyre.id}`}>Warranty (km)</label>
				<input {...field('warrantyKm')} type="text" inputMode="numeric" defaultValue={value('warrantyKm', details.warrantyKm === null ? '' : String(details.warrantyKm))} />
				<ErrorList id={`warrantyKm-${tyre.id}-error`} errors={error?.fieldErrors.warrantyKm} />
			</div>
			<div className="field">
				<label htmlFor={`fitmentGuarantee-${tyre.id}`}>Fitment guarantee</label>
				<input {...field('fitmentGuarantee')} type="text" maxLength={200} defaultValue={value('fitmentGuarantee', details.fitmentGuarantee ?? '')} />
				<ErrorList id={`fitmentGuarantee-${tyre.id}-error`} errors={error?.fieldErrors.fitmentGuarantee} />
			</div>
			<p className="field-hint">Shown on the product page when given; leave a field empty to show nothing for it.</p>
			<button type="submit" className="button button-small">
				Save features &amp; warranty
			</button>
		</Form>
	)
}
