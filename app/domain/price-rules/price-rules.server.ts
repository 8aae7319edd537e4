import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { TYRE_COLUMN_TYPES, tyreLabel } from '#app/domain/price-lists/plan.server'
import { updateRowsById } from '#app/lib/db/batch-update.server'
import { type Db, writeTransaction } from '#app/lib/db.server'
import { formatMoney } from '#app/lib/money'
import {
	applyRule,
	boundsField,
	describeRule,
	MAX_RULE_PRICE,
	PRICE_COLUMN_LABELS,
	PRICE_COLUMNS,
	type PriceColumn,
	type PriceRule,
	type RuleFieldErrors,
	type TyrePrices,
} from './rule'

// A price rule from preview to history, like a price list: the preview says what the rule
// would make of each tyre in its scope (old → new prices; how many stay as they are; the
// tyres skipped and why) before anything changes; Apply makes the plan again inside one write
// transaction and writes it only when it is the one the owner saw, else nothing; each applied
// rule is kept with who, when, the rule and its counts.

export interface PriceChange {
	column: PriceColumn
	from: number | null
	to: number | null
}
export interface PlannedPriceChange {
	id: number
	label: string
	costPrice: number | null
	changes: PriceChange[]
	prices: TyrePrices
}
export interface PriceRulePlan {
	description: string
	/** tyres in the rule's scope */
	tyres: number
	changed: PlannedPriceChange[]
	unchanged: number
	skipped: { id: number; label: string; reason: string }[]
	fingerprint: string
}
export type PriceRulePreview = { ok: true; plan: PriceRulePlan } | { ok: false; fieldErrors: RuleFieldErrors }

const TYRE_COLUMNS = ['id', 'brand', 'model', 'size', 'load_speed_rating', 'cost_price', ...PRICE_COLUMNS] as const

function tyresInScope(db: Db, rule: PriceRule) {
	let query = db.selectFrom('tyres').select(TYRE_COLUMNS).orderBy('brand').orderBy('model').orderBy('size').orderBy('id')
	// as the owner picked it from the list; case aside, so 'MICHELIN' rows are Michelin's too
	if (rule.scope.kind === 'brand') query = query.where(sql`lower(brand)`, '=', rule.scope.brand.toLowerCase())
	if (rule.scope.kind === 'category') query = query.where(sql`lower(category)`, '=', rule.scope.category.toLowerCase())
	return query.execute()
}

/** What the rule would do to the catalogue as it is now, or the field errors that refuse it. */
export async function previewPriceRule(db: Db, rule: PriceRule): Promise<PriceRulePreview> {
	return planRule(await tyresInScope(db, rule), rule)
}

function planRule(tyres: Awaited<ReturnType<typeof tyresInScope>>, rule: PriceRule): PriceRulePreview {
	const plan: Omit<PriceRulePlan, 'fingerprint'> = { description: describeRule(rule), tyres: tyres.length, changed: [], unchanged: 0, skipped: [] }
	for (const tyre of tyres) {
		const outcome = applyRule(tyre, rule)
		if (outcome.kind === 'skipped') {
			plan.skipped.push({ id: tyre.id, label: tyreLabel(tyre), reason: outcome.reason })
			continue
		}
		const changes: PriceChange[] = []
		for (const column of PRICE_COLUMNS) {
			const to = outcome.prices[column]
			if (to === tyre[column]) continue
			if (to === null || to <= 0 || to > MAX_RULE_PRICE) {
				const shown = to === null ? 'empty' : formatMoney(to)
				const message = `This would make the ${PRICE_COLUMN_LABELS[column]} of ${tyreLabel(tyre)} ${shown}: a rule sets prices from $0.01 to ${formatMoney(MAX_RULE_PRICE)}.`
				return { ok: false, fieldErrors: { [boundsField(rule, column)]: [message] } }
			}
			changes.push({ column, from: tyre[column], to })
		}
		if (changes.length === 0) plan.unchanged++
		else plan.changed.push({ id: tyre.id, label: tyreLabel(tyre), costPrice: tyre.cost_price, changes, prices: outcome.prices })
	}
	return { ok: true, plan: { ...plan, fingerprint: fingerprintOf(plan) } }
}

function fingerprintOf(plan: Omit<PriceRulePlan, 'fingerprint'>) {
	const hash = createHash('sha256')
	hash.update(`${plan.description}|${plan.tyres}|${plan.unchanged}|`)
	for (const c of plan.changed) hash.update(`${c.id}:${c.changes.map((p) => `${p.column}=${p.from}>${p.to}`).join(',')};`)
	hash.update('|')
	for (const s of plan.skipped) hash.update(`${s.id}:${s.reason};`)
	return hash.digest('base64url').slice(0, 32)
}

export interface PriceRuleRun {
	id: number
	description: string
	appliedBy: string
	appliedAt: string
	counts: { changed: number; unchanged: number; skipped: number }
}

type RunRow = { id: number; description: string; applied_by: string; applied_at: string; changed_count: number; unchanged_count: number; skipped_count: number }
const RUN_COLUMNS = ['id', 'description', 'applied_by', 'applied_at', 'changed_count', 'unchanged_count', 'skipped_count'] as const
const toRun = (row: RunRow): PriceRuleRun => ({
	id: row.id,
	description: row.description,
	appliedBy: row.applied_by,
	appliedAt: row.applied_at,
	counts: { changed: row.changed_count, unchanged: row.unchanged_count, skipped: row.skipped_count },
})

export const PRICE_RULE_MESSAGES = {
	stale: 'The catalogue changed since this preview (an import, an edit or another rule). Check the new preview and apply again.',
	nothing: 'This rule changes no price: nothing to apply.',
	applied: 'Price rule applied.',
} as const

export type ApplyRuleResult =
	| { ok: true; run: PriceRuleRun }
	| { ok: false; reason: 'invalid'; fieldErrors: RuleFieldErrors }
	| { ok: false; reason: 'stale' | 'nothing'; message: string }

/**
 * Applies a previewed rule in one write transaction: the plan is made again inside it and
 * written, with its history entry, only when it is the one the owner saw (`fingerprint`).
 */
export async function applyPriceRule(db: Db, input: { rule: PriceRule; fingerprint: string; appliedBy: string; now: Date }): Promise<ApplyRuleResult> {
	return writeTransaction(db, async (tx): Promise<ApplyRuleResult> => {
		const preview = planRule(await tyresInScope(tx, input.rule), input.rule)
		if (!preview.ok) return { ok: false, reason: 'invalid', fieldErrors: preview.fieldErrors }
		const { plan } = preview
		if (plan.fingerprint !== input.fingerprint) return { ok: false, reason: 'stale', message: PRICE_RULE_MESSAGES.stale }
		if (plan.changed.length === 0) return { ok: false, reason: 'nothing', message: PRICE_RULE_MESSAGES.nothing }
		const updatedAt = input.now.toISOString()
		await updateRowsById(
			tx,
			'tyres',
			plan.changed.map((c) => ({ id: c.id, set: { ...Object.fromEntries(c.changes.map((p) => [p.column, p.to])), updated_at: updatedAt } })),
			TYRE_COLUMN_TYPES,
		)
		const row = await tx
			.insertInto('price_rule_runs')
			.values({
				rule_json: JSON.stringify(input.rule),
				description: plan.description,
				applied_by: input.appliedBy,
				applied_at: updatedAt,
				changed_count: plan.changed.length,
				unchanged_count: plan.unchanged,
				skipped_count: plan.skipped.length,
			})
			.returning(RUN_COLUMNS)
			.executeTakeFirstOrThrow()
		return { ok: true, run: toRun(row) }
	})
}

/** The applied rules, newest first. */
export async function priceRuleHistory(db: Db, limit = 50): Promise<PriceRuleRun[]> {
	const rows = await db.selectFrom('price_rule_runs').select(RUN_COLUMNS).orderBy('applied_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
	return rows.map(toRun)
}

/** The brands and categories a rule can be scoped to (as the catalogue spells them). */
export async function priceRuleScopes(db: Db): Promise<{ brands: string[]; categories: string[] }> {
	const [brands, categories] = await Promise.all([
		db.selectFrom('tyres').select('brand').distinct().orderBy('brand').execute(),
		db.selectFrom('tyres').select('category').distinct().where('category', 'is not', null).where('category', '!=', '').orderBy('category').execute(),
	])
	return { brands: brands.map((b) => b.brand), categories: categories.map((c) => c.category!).filter(Boolean) }
}
