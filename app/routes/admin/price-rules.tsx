import { data, Form, Link } from 'react-router'
import type { Route } from './+types/price-rules'
import { applyPriceRule, PRICE_RULE_MESSAGES, previewPriceRule, priceRuleHistory, priceRuleScopes } from '#app/domain/price-rules/price-rules.server'
import {
	KIND_LABELS,
	marginOf,
	parsePriceRule,
	PRICE_COLUMN_LABELS,
	PriceRuleFormSchema,
	type PriceRuleField,
	type PriceRuleForm,
	ROUNDING_LABELS,
	ROUNDINGS,
	RULE_KINDS,
	ruleToForm,
	type RuleFieldErrors,
	TIER_FIELDS,
} from '#app/domain/price-rules/rule'
import { formatTimestamp } from '#app/domain/slots/shop-time'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { FIELDS_ONLY_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ErrorList, FormAlert, invalidProps } from '#app/ui/forms/field'
import { SubmitButton } from '#app/ui/forms/submit-button'

// Price rules: the owner composes a rule (which tyres, what it does, rounding) and sees its
// preview, a GET of this page with the rule in the query (nothing changes); Apply posts the
// previewed rule with its fingerprint and is refused when the catalogue changed since, the page
// then showing the new preview.

export const meta: Route.MetaFunction = () => [{ title: 'Price rules | Admin' }]

const PAGE = '/admin/tyres/price-rules'
/** How many lines of each list the preview shows (the counts are always whole). */
const SHOWN = 100

const EMPTY_FORM: PriceRuleForm = PriceRuleFormSchema.parse({ scope: 'all', kind: 'adjust', rounding: 'cent' })

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const db = getDb()
	const url = new URL(request.url)
	const timeZone = getEnv().SHOP_TIMEZONE
	const [scopes, history] = await Promise.all([priceRuleScopes(db), priceRuleHistory(db)])
	const page = {
		scopes,
		history: history.map((h) => ({ ...h, when: formatTimestamp(h.appliedAt, timeZone) })),
	}
	// the compose form alone until a rule is previewed
	if (!url.searchParams.has('kind')) return { ...page, values: EMPTY_FORM, fieldErrors: {} as RuleFieldErrors, preview: null }
	const query = Object.fromEntries(url.searchParams)
	const values = PriceRuleFormSchema.parse(Object.fromEntries(Object.keys(EMPTY_FORM).map((key) => [key, typeof query[key] === 'string' ? query[key] : undefined])))
	const parsed = parsePriceRule(query)
	if (!parsed.ok) return data({ ...page, values, fieldErrors: parsed.fieldErrors, preview: null }, { status: 400 })
	const preview = await previewPriceRule(db, parsed.rule)
	if (!preview.ok) return data({ ...page, values, fieldErrors: preview.fieldErrors, preview: null }, { status: 400 })
	const { plan } = preview
	return {
		...page,
		values,
		fieldErrors: {} as RuleFieldErrors,
		preview: {
			description: plan.description,
			fingerprint: plan.fingerprint,
			rule: ruleToForm(parsed.rule),
			counts: { tyres: plan.tyres, changed: plan.changed.length, unchanged: plan.unchanged, skipped: plan.skipped.length },
			changed: plan.changed.slice(0, SHOWN).map((c) => {
				const margin = marginOf(c.prices.price_1, c.costPrice)
				return {
					id: c.id,
					label: c.label,
					changes: c.changes.map((p) => ({ label: PRICE_COLUMN_LABELS[p.column], from: p.from === null ? '—' : formatMoney(p.from), to: p.to === null ? '—' : formatMoney(p.to) })),
					margin: margin && c.costPrice !== null ? `Cost ${formatMoney(c.costPrice)} · margin on Price for 1 ${formatMoney(margin.cents)} (${margin.percent})` : null,
				}
			}),
			skipped: plan.skipped.slice(0, SHOWN),
		},
	}
}

export async function action({ request }: Route.ActionArgs) {
	const admin = await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES })
	if (!read.ok) return data({ message: read.message, fieldErrors: {} as RuleFieldErrors }, { status: read.status })
	const form = Object.fromEntries([...read.form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	const fingerprint = form.fingerprint?.trim() ?? ''
	if (form.intent !== 'apply' || !fingerprint || fingerprint.length > 64) return data({ message: 'That action was not understood.', fieldErrors: {} as RuleFieldErrors }, { status: 400 })
	const parsed = parsePriceRule(form)
	if (!parsed.ok) return data({ message: 'Please correct the rule: see the fields marked below.', fieldErrors: parsed.fieldErrors }, { status: 400 })
	const result = await applyPriceRule(getDb(), { rule: parsed.rule, fingerprint, appliedBy: admin.username, now: currentTime() })
	if (!result.ok) {
		if (result.reason === 'invalid') return data({ message: 'Please correct the rule: see the fields marked below.', fieldErrors: result.fieldErrors }, { status: 400 })
		return data({ message: result.message, fieldErrors: {} as RuleFieldErrors }, { status: result.reason === 'stale' ? 409 : 400 })
	}
	const { counts } = result.run
	return redirectWithToast(PAGE, {
		type: 'success',
		title: PRICE_RULE_MESSAGES.applied,
		description: `${counts.changed.toLocaleString('en-AU')} tyres changed, ${counts.unchanged.toLocaleString('en-AU')} unchanged, ${counts.skipped.toLocaleString('en-AU')} skipped.`,
	})
}

function More({ shown, total }: { shown: number; total: number }) {
	return total > shown ? <p className="field-hint">and {(total - shown).toLocaleString('en-AU')} more</p> : null
}

export default function AdminPriceRules({ loaderData, actionData }: Route.ComponentProps) {
	const { scopes, history, values, preview } = loaderData
	const fieldErrors: RuleFieldErrors = { ...loaderData.fieldErrors, ...actionData?.fieldErrors }
	const errorsOf = (key: PriceRuleField) => fieldErrors[key] ?? null
	const radio = (name: PriceRuleField, value: string, label: string) => (
		<label className="field-check" key={value}>
			<input type="radio" name={name} value={value} defaultChecked={values[name] === value} />
			<span>{label}</span>
		</label>
	)
	const hasErrors = Object.keys(fieldErrors).length > 0
	return (
		<section aria-labelledby="price-rules-heading" className="price-lists price-rules">
			<p className="admin-back">
				<Link to="/admin/tyres">← Tyres</Link>
			</p>
			<h2 id="price-rules-heading">Price rules</h2>
			<FormAlert message={actionData?.message} />

			{/* a GET: previewing changes nothing, and the preview's address can be opened again */}
			<Form method="get" className="admin-panel admin-form price-rule-form" aria-labelledby="rule-heading" key={JSON.stringify(values)}>
				<h3 id="rule-heading">Compose a rule</h3>
				{hasErrors && !actionData?.message ? <FormAlert message="Please correct the rule: see the fields marked below." /> : null}
				<fieldset>
					<legend>Which tyres</legend>
					<ErrorList id="scope-error" errors={errorsOf('scope')} />
					{radio('scope', 'all', 'All tyres')}
					{radio('scope', 'brand', 'One brand')}
					<div className="field price-rule-sub">
						<label htmlFor="rule-brand">Brand</label>
						<select name="brand" defaultValue={values.brand} {...invalidProps('rule-brand', errorsOf('brand'))}>
							<option value="">— choose —</option>
							{scopes.brands.map((b) => (
								<option key={b} value={b}>
									{b}
								</option>
							))}
						</select>
						<ErrorList id="rule-brand-error" errors={errorsOf('brand')} />
					</div>
					{radio('scope', 'category', 'One category')}
					<div className="field price-rule-sub">
						<label htmlFor="rule-category">Category</label>
						<select name="category" defaultValue={values.category} {...invalidProps('rule-category', errorsOf('category'))}>
							<option value="">— choose —</option>
							{scopes.categories.map((c) => (
								<option key={c} value={c}>
									{c}
								</option>
							))}
						</select>
						<ErrorList id="rule-category-error" errors={errorsOf('category')} />
					</div>
				</fieldset>

				<fieldset>
					<legend>What it does</legend>
					<ErrorList id="kind-error" errors={errorsOf('kind')} />
					{RULE_KINDS.map((kind) => radio('kind', kind, KIND_LABELS[kind]))}
					<div className="field">
						<label htmlFor="rule-percent">Percentage</label>
						<input name="percent" inputMode="decimal" autoComplete="off" defaultValue={values.percent} {...invalidProps('rule-percent', errorsOf('percent'))} />
						<p className="field-hint">Such as 25 for cost + 25 %, 5 to raise prices 5 %, −3 to lower them 3 %. Tyres without a cost price are skipped by cost + N %.</p>
						<ErrorList id="rule-percent-error" errors={errorsOf('percent')} />
					</div>
					<p className="field-hint">Quantity prices: % off Price for 1 (leave blank to keep that price).</p>
					<div className="price-rule-tiers">
						{TIER_FIELDS.map((key, index) => (
							<div className="field" key={key}>
								<label htmlFor={`rule-${key}`}>Price for {index + 2}</label>
								<input name={key} inputMode="decimal" autoComplete="off" defaultValue={values[key]} {...invalidProps(`rule-${key}`, errorsOf(key))} />
								<ErrorList id={`rule-${key}-error`} errors={errorsOf(key)} />
							</div>
						))}
					</div>
				</fieldset>

				<fieldset>
					<legend>Rounding of new prices</legend>
					<ErrorList id="rounding-error" errors={errorsOf('rounding')} />
					{ROUNDINGS.map((rounding) => radio('rounding', rounding, ROUNDING_LABELS[rounding]))}
				</fieldset>
				<button type="submit" className="button">
					Preview
				</button>
			</Form>

			{preview ? (
				<>
					<div className="admin-panel admin-panel-body" data-testid="price-rule-preview">
						<h3>Preview</h3>
						<p>
							<strong>{preview.description}</strong>
						</p>
						<dl className="price-list-counts">
							{(
								[
									['Tyres in scope', preview.counts.tyres],
									['Changed', preview.counts.changed],
									['Unchanged', preview.counts.unchanged],
									['Skipped', preview.counts.skipped],
								] as const
							).map(([label, value]) => (
								<div key={label}>
									<dt>{label}</dt>
									<dd>{value.toLocaleString('en-AU')}</dd>
								</div>
							))}
						</dl>
						{preview.counts.changed ? (
							<Form method="post" className="price-list-apply">
								{Object.entries(preview.rule).map(([name, value]) => (
									<input key={name} type="hidden" name={name} value={value} />
								))}
								<input type="hidden" name="fingerprint" value={preview.fingerprint} />
								<p className="field-hint">All {preview.counts.changed.toLocaleString('en-AU')} changes are written at once, or none is.</p>
								<SubmitButton intent="apply" pendingText="Applying…">
									Apply to {preview.counts.changed.toLocaleString('en-AU')} tyres
								</SubmitButton>
							</Form>
						) : (
							<p className="field-hint">This rule changes no price.</p>
						)}
					</div>

					{preview.counts.changed ? (
						<div className="admin-panel admin-panel-body price-list-section" data-testid="price-rule-changed">
							<h3>Changed ({preview.counts.changed.toLocaleString('en-AU')})</h3>
							<ul className="price-list-lines">
								{preview.changed.map((c) => (
									<li key={c.id}>
										{c.label}
										<ul className="price-list-diffs">
											{c.changes.map((d) => (
												<li key={d.label}>
													{d.label}: <del>{d.from}</del> → <ins>{d.to}</ins>
												</li>
											))}
										</ul>
										{c.margin ? <p className="admin-card-meta">{c.margin}</p> : null}
									</li>
								))}
							</ul>
							<More shown={preview.changed.length} total={preview.counts.changed} />
						</div>
					) : null}

					{preview.counts.skipped ? (
						<div className="admin-panel admin-panel-body price-list-section" data-testid="price-rule-skipped">
							<h3>Skipped ({preview.counts.skipped.toLocaleString('en-AU')})</h3>
							<ul className="price-list-lines">
								{preview.skipped.map((s) => (
									<li key={s.id}>
										{s.label}: <span className="admin-card-meta">{s.reason}</span>
									</li>
								))}
							</ul>
							<More shown={preview.skipped.length} total={preview.counts.skipped} />
						</div>
					) : null}
				</>
			) : null}

			<h3>Rules applied</h3>
			{history.length ? (
				<ul className="admin-list price-list-history" data-testid="price-rule-history">
					{history.map((h) => (
						<li key={h.id} className="admin-list-item">
							<span>
								{h.description}
								<br />
								<span className="admin-card-meta">
									{h.when} by {h.appliedBy} · {h.counts.changed} changed, {h.counts.unchanged} unchanged, {h.counts.skipped} skipped
								</span>
							</span>
						</li>
					))}
				</ul>
			) : (
				<p className="admin-empty">No price rule applied yet.</p>
			)}
		</section>
	)
}
