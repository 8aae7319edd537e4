import { data, Form, href, Link, redirect } from 'react-router'
import type { Route } from './+types/price-lists'
import { catalogueSize, priceListHistory, uploadPriceList } from '#app/domain/price-lists/price-lists.server'
import { READ_MESSAGES } from '#app/domain/price-lists/read-file.server'
import { MAX_PRICE_LIST_BYTES, PRICE_LIST_MESSAGES } from '#app/domain/price-lists/schema'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { tryReadFormData } from '#app/lib/multipart.server'
import { Field, FormAlert, invalidProps } from '#app/ui/forms/field'
import { SubmitButton } from '#app/ui/forms/submit-button'

export const meta: Route.MetaFunction = () => [{ title: 'Price lists | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const db = getDb()
	const timeZone = getEnv().SHOP_TIMEZONE
	const [history, tyres] = await Promise.all([priceListHistory(db), catalogueSize(db)])
	return { history: history.map((h) => ({ ...h, when: h.appliedAt ? formatTimestamp(h.appliedAt, timeZone) : '' })), tyres }
}

export async function action({ request }: Route.ActionArgs) {
	const admin = await requireAdmin(request)
	// room for the file and the multipart framing around it
	const read = await tryReadFormData(request, { maxBytes: MAX_PRICE_LIST_BYTES + 64 * 1024 })
	if (!read.ok) return data({ message: read.status === 413 ? READ_MESSAGES.tooLarge : read.message }, { status: read.status })
	const file = read.form.get('file')
	if (!(file instanceof File) || file.size === 0) return data({ message: file instanceof File && file.name ? READ_MESSAGES.empty : PRICE_LIST_MESSAGES.chooseFile }, { status: 400 })
	const result = await uploadPriceList(getDb(), { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), uploadedBy: admin.username, now: currentTime() })
	if (!result.ok) return data({ message: result.message }, { status: 400 })
	return redirect(href('/admin/tyres/price-lists/:id', { id: String(result.id) }), 303)
}

export default function AdminPriceLists({ loaderData, actionData }: Route.ComponentProps) {
	const { history, tyres } = loaderData
	const error = actionData?.message
	return (
		<section aria-labelledby="price-lists-heading" className="price-lists">
			<p className="admin-back">
				<Link to="/admin/tyres">← Tyres</Link>
			</p>
			<h2 id="price-lists-heading">Price lists</h2>

			<Form method="post" encType="multipart/form-data" className="admin-panel admin-form" aria-labelledby="upload-heading">
				<h3 id="upload-heading">Import a price list</h3>
				<p className="field-hint">
					A CSV or Excel (.xlsx) file with a heading row, up to {MAX_PRICE_LIST_BYTES / 1024 / 1024} MB. You see what it would change before anything changes.
				</p>
				<FormAlert message={error} />
				<Field meta={{ id: 'price-list-file', errors: error ? [error] : null }} label="Price list file" errors={null}>
					<input
						type="file"
						name="file"
						required
						accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
						{...invalidProps('price-list-file', error ? [error] : null)}
					/>
				</Field>
				<SubmitButton pendingText="Reading the file…">Upload and preview</SubmitButton>
			</Form>

			<div className="admin-panel admin-panel-body">
				<h3>Export the catalogue</h3>
				<p className="field-hint">
					All {tyres.toLocaleString('en-AU')} tyres in the same columns. Edit prices and stock in a spreadsheet, then import the file here.
				</p>
				<p className="price-list-exports">
					<a className="button button-secondary" href={href('/admin/tyres/export/:format', { format: 'csv' })} download>
						Download CSV
					</a>
					<a className="button button-secondary" href={href('/admin/tyres/export/:format', { format: 'xlsx' })} download>
						Download Excel
					</a>
				</p>
			</div>

			<h3>Imports applied</h3>
			{history.length ? (
				<ul className="admin-list price-list-history" data-testid="price-list-history">
					{history.map((h) => (
						<li key={h.id} className="admin-list-item">
							<span>
								<Link to={href('/admin/tyres/price-lists/:id', { id: String(h.id) })}>{h.fileName}</Link>
								<br />
								<span className="admin-card-meta">
									{h.when} by {h.appliedBy} · {h.counts.added} new, {h.counts.changed} changed, {h.counts.unchanged} unchanged, {h.counts.refused} refused
									{h.fullRange ? `, ${h.counts.outOfStock} set out of stock` : ''}
								</span>
							</span>
							<a href={href('/admin/tyres/price-lists/:id/file', { id: String(h.id) })} download aria-label={`Download ${h.fileName}`}>
								Download
							</a>
						</li>
					))}
				</ul>
			) : (
				<p className="admin-empty">No price list applied yet.</p>
			)}
		</section>
	)
}
