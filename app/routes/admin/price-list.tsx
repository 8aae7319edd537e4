import type { ReactNode } from 'react'
import { data, Form, href, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/price-list'
import { FIELD_HEADINGS, PRICE_LIST_FIELDS } from '#app/domain/price-lists/columns'
import { applyPriceList, findPriceListImport, mapPriceListColumns, previewPriceList } from '#app/domain/price-lists/price-lists.server'
import { ApplyPriceListSchema, columnFieldName, PRICE_LIST_MESSAGES, PriceListIdSchema } from '#app/domain/price-lists/schema'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { Panel } from '#app/ui/admin/panel'
import { FormAlert } from '#app/ui/forms/field'
import { SubmitButton } from '#app/ui/forms/submit-button'

export const meta: Route.MetaFunction = () => [{ title: 'Price list preview | Admin' }]

/** How many lines of each list the preview shows (the counts are always whole). */
const SHOWN = 100

async function importOf(request: Request, params: { id: string }) {
	const id = PriceListIdSchema.safeParse(params.id)
	const found = id.success ? await findPriceListImport(getDb(), id.data) : null
	if (!found) throw data('Price list not found', { status: 404 })
	return found
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const found = await importOf(request, params)
	const timeZone = getEnv().SHOP_TIMEZONE
	const summary = {
		...found,
		uploaded: formatTimestamp(found.uploadedAt, timeZone),
		applied: found.appliedAt ? formatTimestamp(found.appliedAt, timeZone) : null,
	}
	if (found.status === 'applied') return { import: summary, preview: null }
	const preview = await previewPriceList(getDb(), found.id)
	if (!preview) throw data('Price list not found', { status: 404 })
	if (!preview.ok)
		return {
			import: summary,
			preview: { ok: false as const, message: preview.message },
		}
	const plan = preview.plan
	return {
		import: summary,
		preview: {
			ok: true as const,
			headings: preview.headings,
			mapping: preview.mapping,
			missingFields: preview.missing.map((f) => FIELD_HEADINGS[f]),
			plan: plan && {
				fingerprint: plan.fingerprint,
				rowsRead: plan.rowsRead,
				unchanged: plan.unchanged,
				counts: {
					added: plan.added.length,
					changed: plan.changed.length,
					refused: plan.refused.length,
					missing: plan.missing.length,
				},
				added: plan.added.slice(0, SHOWN).map((a) => ({ row: a.row, label: a.label })),
				changed: plan.changed.slice(0, SHOWN).map((c) => ({
					row: c.row,
					label: c.label,
					diffs: c.diffs.map((d) => ({
						...d,
						field: FIELD_HEADINGS[d.field],
					})),
				})),
				refused: plan.refused.slice(0, SHOWN),
				missing: plan.missing.slice(0, SHOWN),
			},
		},
	}
}

// Save the column mapping, or apply the previewed file (STYLE habit 6).
const PriceListPostSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('map') }), ApplyPriceListSchema])

export async function action({ request, params }: Route.ActionArgs) {
	const admin = await requireAdmin(request)
	const found = await importOf(request, params)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ message: read.message }, { status: read.status })
	const form = read.form
	const parsed = PriceListPostSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) return data({ message: PRICE_LIST_MESSAGES.notUnderstood }, { status: 400 })
	const back = href('/admin/tyres/price-lists/:id', { id: String(found.id) })
	const db = getDb()
	const post = parsed.data
	switch (post.intent) {
		case 'map': {
			const choices = [...form.keys()].filter((key) => key.startsWith('column-')).map((_, index) => form.get(columnFieldName(index)))
			const result = await mapPriceListColumns(db, found.id, choices, currentTime())
			if (!result.ok) return data({ message: result.message }, { status: 400 })
			return redirectWithToast(back, { type: 'success', title: PRICE_LIST_MESSAGES.columnsSaved })
		}
		case 'apply': {
			const result = await applyPriceList(db, { id: found.id, fingerprint: post.fingerprint, fullRange: post.fullRange, appliedBy: admin.username, now: currentTime() })
			if (!result.ok) return data({ message: result.message }, { status: result.stale ? 409 : 400 })
			const { counts } = result.import
			return redirectWithToast(back, {
				type: 'success',
				title: PRICE_LIST_MESSAGES.applied,
				description: `${counts.added} new, ${counts.changed} changed${result.import.fullRange ? `, ${counts.outOfStock} set out of stock` : ''}.`,
			})
		}
	}
}

function More({ shown, total }: { shown: number; total: number }) {
	return total > shown ? <p className="field-hint">and {(total - shown).toLocaleString('en-AU')} more</p> : null
}

export default function AdminPriceList({ loaderData, actionData }: Route.ComponentProps) {
	const { import: file, preview } = loaderData
	const columns = preview?.ok ? (
		<Panel summary={`Columns (${preview.mapping.filter((m) => m !== 'ignore').length} of ${preview.headings.length} imported)`} forceOpen={preview.missingFields.length > 0}>
			<Form method="post" className="admin-form price-list-columns">
				{preview.missingFields.length ? (
					<p className="form-error" role="alert">
						Choose the columns that hold {preview.missingFields.join(', ')}.
					</p>
				) : (
					<p className="field-hint">Each column of the file and what it fills. Your choices are remembered for the next file.</p>
				)}
				<div className="admin-form-grid">
					{preview.headings.map((heading, index) => (
						<div className="field" key={`${index}-${heading}`}>
							<label htmlFor={columnFieldName(index)}>{heading || `Column ${index + 1}`}</label>
							<select id={columnFieldName(index)} name={columnFieldName(index)} defaultValue={preview.mapping[index]}>
								<option value="ignore">— not imported —</option>
								{PRICE_LIST_FIELDS.map((field) => (
									<option key={field} value={field}>
										{FIELD_HEADINGS[field]}
									</option>
								))}
							</select>
						</div>
					))}
				</div>
				<SubmitButton intent="map" pendingText="Saving…" className="button button-secondary">
					Save columns
				</SubmitButton>
			</Form>
		</Panel>
	) : null
	return (
		<section aria-labelledby="price-list-heading" className="price-lists">
			<p className="admin-back">
				<Link to="/admin/tyres/price-lists">← Price lists</Link>
			</p>
			<h2 id="price-list-heading">{file.fileName}</h2>
			<p className="admin-card-meta">
				Uploaded {file.uploaded} by {file.uploadedBy} ·{' '}
				<a
					href={href('/admin/tyres/price-lists/:id/file', {
						id: String(file.id),
					})}
					download
				>
					Download the file
				</a>
			</p>
			<FormAlert message={actionData?.message} />

			{file.status === 'applied' ? (
				<div className="admin-panel admin-panel-body" data-testid="price-list-applied">
					<h3>
						Applied {file.applied} by {file.appliedBy}
					</h3>
					<Counts
						rows={file.counts.rowsRead}
						added={file.counts.added}
						changed={file.counts.changed}
						unchanged={file.counts.unchanged}
						refused={file.counts.refused}
						missing={file.fullRange ? file.counts.outOfStock : null}
						missingLabel="Set out of stock"
					/>
				</div>
			) : null}

			{preview && !preview.ok ? <FormAlert message={preview.message} /> : null}

			{preview?.ok ? (
				<>
					{/* the column mapping: open by itself while Brand, Model or SIZE is not mapped */}
					{preview.plan ? <Plan plan={preview.plan} columns={columns} /> : columns}
				</>
			) : null}
		</section>
	)
}

type PlanData = NonNullable<Extract<NonNullable<Route.ComponentProps['loaderData']['preview']>, { ok: true }>['plan']>

function Plan({ plan, columns }: { plan: PlanData; columns: ReactNode }) {
	const { counts } = plan
	const canSetOutOfStock = counts.refused === 0 && counts.missing > 0
	return (
		<>
			<div className="admin-panel admin-panel-body" data-testid="price-list-preview">
				<h3>Preview</h3>
				<Counts
					rows={plan.rowsRead}
					added={counts.added}
					changed={counts.changed}
					unchanged={plan.unchanged}
					refused={counts.refused}
					missing={counts.missing}
					missingLabel="In stock, not in the file"
				/>
				<Form method="post" className="price-list-apply">
					<input type="hidden" name="fingerprint" value={plan.fingerprint} />
					{counts.missing > 0 ? (
						<>
							<label className="field-check">
								<input type="checkbox" name="fullRange" disabled={!canSetOutOfStock} />
								<span>This file is my full range: set the {counts.missing.toLocaleString('en-AU')} tyres not in it out of stock (kept, not deleted)</span>
							</label>
							{counts.refused ? <p className="field-hint">Fix the refused rows first to use this.</p> : null}
						</>
					) : null}
					<p className="field-hint">
						{counts.refused ? `The ${counts.refused.toLocaleString('en-AU')} refused rows are skipped. ` : ''}
						Everything else is written at once, or nothing is.
					</p>
					<SubmitButton intent="apply" pendingText="Applying…">
						Apply price list
					</SubmitButton>
				</Form>
			</div>

			{columns}

			{counts.refused ? (
				<div className="admin-panel admin-panel-body price-list-section" data-testid="price-list-refused">
					<h3>Refused rows ({counts.refused.toLocaleString('en-AU')})</h3>
					<ul className="price-list-lines">
						{plan.refused.map((r) => (
							<li key={r.row}>
								<strong>Row {r.row}:</strong> {r.reason}
							</li>
						))}
					</ul>
					<More shown={plan.refused.length} total={counts.refused} />
				</div>
			) : null}

			{counts.added ? (
				<div className="admin-panel admin-panel-body price-list-section" data-testid="price-list-added">
					<h3>New tyres ({counts.added.toLocaleString('en-AU')})</h3>
					<ul className="price-list-lines">
						{plan.added.map((a) => (
							<li key={a.row}>
								<span className="admin-card-meta">Row {a.row}</span> {a.label}
							</li>
						))}
					</ul>
					<More shown={plan.added.length} total={counts.added} />
				</div>
			) : null}

			{counts.changed ? (
				<div className="admin-panel admin-panel-body price-list-section" data-testid="price-list-changed">
					<h3>Changed ({counts.changed.toLocaleString('en-AU')})</h3>
					<ul className="price-list-lines">
						{plan.changed.map((c) => (
							<li key={c.row}>
								<span className="admin-card-meta">Row {c.row}</span> {c.label}
								<ul className="price-list-diffs">
									{c.diffs.map((d) => (
										<li key={d.field}>
											{d.field}: <del>{d.from}</del> → <ins>{d.to}</ins>
										</li>
									))}
								</ul>
							</li>
						))}
					</ul>
					<More shown={plan.changed.length} total={counts.changed} />
				</div>
			) : null}

			{counts.missing ? (
				<details className="admin-panel price-list-section">
					<summary className="admin-panel-summary">In stock, not in the file ({counts.missing.toLocaleString('en-AU')})</summary>
					<div className="admin-panel-body">
						<ul className="price-list-lines">
							{plan.missing.map((m) => (
								<li key={m.id}>
									{m.label} <span className="admin-card-meta">({m.stock} in stock)</span>
								</li>
							))}
						</ul>
						<More shown={plan.missing.length} total={counts.missing} />
					</div>
				</details>
			) : null}
		</>
	)
}

function Counts(props: { rows: number; added: number; changed: number; unchanged: number; refused: number; missing: number | null; missingLabel: string }) {
	const items: [string, number | null][] = [
		['Rows read', props.rows],
		['New tyres', props.added],
		['Changed', props.changed],
		['Unchanged', props.unchanged],
		['Refused', props.refused],
		[props.missingLabel, props.missing],
	]
	return (
		<dl className="price-list-counts">
			{items
				.filter((item): item is [string, number] => item[1] !== null)
				.map(([label, value]) => (
					<div key={label}>
						<dt>{label}</dt>
						<dd>{value.toLocaleString('en-AU')}</dd>
					</div>
				))}
		</dl>
	)
}
