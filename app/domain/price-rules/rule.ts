import { z } from 'zod'

// A price rule as the owner composes it (client-safe: no server code): which tyres (all, a brand,
// a category), what it does to their prices, and how new prices are rounded; and what it makes
// of one tyre's prices. Percentages are read as text into hundredths of a percent (basis points)
// and every price is worked out in integer arithmetic from integer cents: no float ever decides
// a cent.

export const RULE_KINDS = ['cost', 'adjust', 'tiers'] as const
export const ROUNDINGS = ['cent', 'dollar', 'ninety-nine'] as const
export const SCOPES = ['all', 'brand', 'category'] as const
export type RuleKind = (typeof RULE_KINDS)[number]
export type Rounding = (typeof ROUNDINGS)[number]

export const KIND_LABELS: Record<RuleKind, string> = {
	cost: 'Cost price + N %',
	adjust: 'Current prices ± N %',
	tiers: 'Quantity prices: Price for 2 to 5 = Price for 1 − N %',
}
export const ROUNDING_LABELS: Record<Rounding, string> = {
	cent: 'To the cent',
	dollar: 'To a whole dollar',
	'ninety-nine': 'To .99 (such as $189.99)',
}

/** The most a rule may set a price to, in cents ($10,000 a tyre). */
export const MAX_RULE_PRICE = 1_000_000
export const TIER_FIELDS = ['tier2', 'tier3', 'tier4', 'tier5'] as const
export type TierField = (typeof TIER_FIELDS)[number]

/** The price columns a rule may change, with the names the owner knows them by. */
export const PRICE_COLUMNS = ['price_1', 'price_2', 'price_3', 'price_4', 'price_5', 'price_incl_gst'] as const
export type PriceColumn = (typeof PRICE_COLUMNS)[number]
export const PRICE_COLUMN_LABELS: Record<PriceColumn, string> = {
	price_1: 'Price for 1',
	price_2: 'Price for 2',
	price_3: 'Price for 3',
	price_4: 'Price for 4',
	price_5: 'Price for 5',
	price_incl_gst: 'Price Incl GST',
}
export type TyrePrices = Record<PriceColumn, number | null>

export type RuleScope = { kind: 'all' } | { kind: 'brand'; brand: string } | { kind: 'category'; category: string }
export type RuleChange =
	| { kind: 'cost'; basisPoints: number }
	| { kind: 'adjust'; basisPoints: number }
	/** each of Price for 2..5: basis points off Price for 1, or null to leave that price */
	| { kind: 'tiers'; steps: [number | null, number | null, number | null, number | null] }
export interface PriceRule {
	scope: RuleScope
	change: RuleChange
	rounding: Rounding
}

export const RULE_MESSAGES = {
	scope: 'Choose which tyres: all, a brand or a category.',
	brand: 'Choose the brand.',
	category: 'Choose the category.',
	kind: 'Choose what the rule does.',
	rounding: 'Choose how new prices are rounded.',
	percent: 'Enter a percentage such as 5 or 2.5 (two decimals at most).',
	costPercent: 'The margin on cost is from 0 to 500 %.',
	adjustPercent: 'The change is from −90 % to +200 %, and not 0 (write −5 to lower prices).',
	tierPercent: 'Each step is from 0 to 50 % off Price for 1; leave a price blank to keep it.',
	noTier: 'Give at least one of Price for 2 to 5.',
} as const

const PERCENT = /^([+-]?)(\d{1,4})(?:\.(\d{1,2}))?$/

/** '5', '+2.5', '-3', '−3 %' as basis points (500, 250, -300, -300); null when not a percentage. */
export function percentToBasisPoints(text: string): number | null {
	let plain = text.trim()
	if (plain.endsWith('%')) plain = plain.slice(0, -1).trimEnd()
	const match = PERCENT.exec(plain.replace(/^\u2212/, '-'))
	if (!match) return null
	const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
	return match[1] === '-' ? -value : value
}

/** Basis points as the owner writes a percentage: 250 -> '2.5', -300 -> '-3'. */
export function basisPointsToPercent(basisPoints: number): string {
	const sign = basisPoints < 0 ? '-' : ''
	const abs = Math.abs(basisPoints)
	const fraction = abs % 100
	return `${sign}${Math.floor(abs / 100)}${fraction ? `.${String(fraction).padStart(2, '0').replace(/0$/, '')}` : ''}`
}

const field = z
	.union([z.string(), z.undefined()])
	.optional()
	.transform((v) => (v ?? '').trim())

/** The form's fields, as text (a plain form post or the preview's query string). */
export const PriceRuleFormSchema = z.object({
	scope: field,
	brand: field,
	category: field,
	kind: field,
	percent: field,
	tier2: field,
	tier3: field,
	tier4: field,
	tier5: field,
	rounding: field,
})
export type PriceRuleForm = z.output<typeof PriceRuleFormSchema>
export type PriceRuleField = keyof PriceRuleForm
export type RuleFieldErrors = Partial<Record<PriceRuleField, string[]>>

export type ParsedRule = { ok: true; rule: PriceRule } | { ok: false; fieldErrors: RuleFieldErrors }

/** Reads the form into a rule, or the field errors to show beside each field. */
export function parsePriceRule(input: Record<string, unknown>): ParsedRule {
	const form = PriceRuleFormSchema.parse(
		Object.fromEntries(Object.keys(PriceRuleFormSchema.shape).map((key) => [key, typeof input[key] === 'string' ? input[key] : undefined])),
	)
	const errors: RuleFieldErrors = {}
	const fail = (key: PriceRuleField, message: string) => (errors[key] = [message])

	let scope: RuleScope | null = null
	if (form.scope === 'all') scope = { kind: 'all' }
	else if (form.scope === 'brand') {
		if (!form.brand || form.brand.length > 60) fail('brand', RULE_MESSAGES.brand)
		else scope = { kind: 'brand', brand: form.brand }
	} else if (form.scope === 'category') {
		if (!form.category || form.category.length > 60) fail('category', RULE_MESSAGES.category)
		else scope = { kind: 'category', category: form.category }
	} else fail('scope', RULE_MESSAGES.scope)

	const rounding = (ROUNDINGS as readonly string[]).includes(form.rounding) ? (form.rounding as Rounding) : null
	if (!rounding) fail('rounding', RULE_MESSAGES.rounding)

	let change: RuleChange | null = null
	if (form.kind === 'cost' || form.kind === 'adjust') {
		const basisPoints = percentToBasisPoints(form.percent)
		if (basisPoints === null) fail('percent', RULE_MESSAGES.percent)
		else if (form.kind === 'cost' && (basisPoints < 0 || basisPoints > 50_000)) fail('percent', RULE_MESSAGES.costPercent)
		else if (form.kind === 'adjust' && (basisPoints === 0 || basisPoints < -9_000 || basisPoints > 20_000)) fail('percent', RULE_MESSAGES.adjustPercent)
		else change = { kind: form.kind, basisPoints }
	} else if (form.kind === 'tiers') {
		const steps = TIER_FIELDS.map((key) => {
			if (form[key] === '') return null
			const basisPoints = percentToBasisPoints(form[key])
			if (basisPoints === null) fail(key, RULE_MESSAGES.percent)
			else if (basisPoints < 0 || basisPoints > 5_000) fail(key, RULE_MESSAGES.tierPercent)
			return basisPoints
		}) as [number | null, number | null, number | null, number | null]
		if (steps.every((s) => s === null) && !TIER_FIELDS.some((key) => errors[key])) fail('tier2', RULE_MESSAGES.noTier)
		else if (!TIER_FIELDS.some((key) => errors[key])) change = { kind: 'tiers', steps }
	} else fail('kind', RULE_MESSAGES.kind)

	if (!scope || !change || !rounding || Object.keys(errors).length) return { ok: false, fieldErrors: errors }
	return { ok: true, rule: { scope, change, rounding } }
}

/** The rule as form fields (the apply form repeats the previewed rule in hidden fields). */
export function ruleToForm(rule: PriceRule): Record<PriceRuleField, string> {
	const steps = rule.change.kind === 'tiers' ? rule.change.steps : [null, null, null, null]
	return {
		scope: rule.scope.kind,
		brand: rule.scope.kind === 'brand' ? rule.scope.brand : '',
		category: rule.scope.kind === 'category' ? rule.scope.category : '',
		kind: rule.change.kind,
		percent: rule.change.kind === 'tiers' ? '' : basisPointsToPercent(rule.change.basisPoints),
		tier2: steps[0] === null ? '' : basisPointsToPercent(steps[0]),
		tier3: steps[1] === null ? '' : basisPointsToPercent(steps[1]),
		tier4: steps[2] === null ? '' : basisPointsToPercent(steps[2]),
		tier5: steps[3] === null ? '' : basisPointsToPercent(steps[3]),
		rounding: rule.rounding,
	}
}

const ROUNDING_WORDS: Record<Rounding, string> = { cent: 'rounded to the cent', dollar: 'rounded to a whole dollar', 'ninety-nine': 'rounded to .99' }

/** The rule in words, for the preview and the history: "Brand Michelin: current prices +5 %, rounded to the cent". */
export function describeRule(rule: PriceRule): string {
	const scope = rule.scope.kind === 'all' ? 'All tyres' : rule.scope.kind === 'brand' ? `Brand ${rule.scope.brand}` : `Category ${rule.scope.category}`
	const percent = (bp: number) => `${basisPointsToPercent(bp)} %`
	let change: string
	if (rule.change.kind === 'cost') change = `cost price + ${percent(rule.change.basisPoints)}`
	else if (rule.change.kind === 'adjust') change = `current prices ${rule.change.basisPoints > 0 ? '+' : '−'}${percent(Math.abs(rule.change.basisPoints))}`
	else
		change = rule.change.steps
			.map((step, index) => (step === null ? null : `Price for ${index + 2} = Price for 1 − ${percent(step)}`))
			.filter(Boolean)
			.join(', ')
	return `${scope}: ${change}, ${ROUNDING_WORDS[rule.rounding]}`
}

/**
 * numerator / denominator cents (both whole, numerator ≥ 0), rounded as the rule says: to the
 * nearest cent, the nearest whole dollar, or the nearest price ending in .99 (halves go up).
 * In BigInt: cost × price × percentage passes 2^53 for large prices.
 */
export function roundCents(numerator: bigint, denominator: bigint, rounding: Rounding): number {
	if (rounding === 'cent') return Number((2n * numerator + denominator) / (2n * denominator))
	if (rounding === 'dollar') return Number((2n * numerator + 100n * denominator) / (200n * denominator)) * 100
	// the nearest k × 100 − 1: k is (value + 1) / 100 rounded
	return Number((2n * (numerator + denominator) + 100n * denominator) / (200n * denominator)) * 100 - 1
}

export type RuleOutcome = { kind: 'skipped'; reason: string } | { kind: 'priced'; prices: TyrePrices }

export const SKIP_REASONS = {
	noCost: 'No cost price.',
	noPriceFor1: 'No Price for 1 to step from.',
	noPrices: 'No prices.',
} as const

/**
 * A tyre's prices under the rule (before the bounds check):
 * - cost + N %: Price for 1 becomes the cost price + N %; the other prices move in the same
 *   proportion as Price for 1, so quantity discounts and the Incl GST price keep their step
 *   (with no Price for 1 yet, only Price for 1 is set);
 * - current ± N %: every price the tyre has moves by N %;
 * - tiers: each given Price for n becomes Price for 1 less its percentage; the rest stay.
 * Only prices the rule moves are rounded; a price the tyre does not have stays empty.
 */
export function applyRule(tyre: TyrePrices & { cost_price: number | null }, rule: PriceRule): RuleOutcome {
	const { change, rounding } = rule
	const next: TyrePrices = { ...pick(tyre) }
	if (change.kind === 'cost') {
		if (tyre.cost_price === null || tyre.cost_price <= 0) return { kind: 'skipped', reason: SKIP_REASONS.noCost }
		const target = BigInt(tyre.cost_price) * BigInt(10_000 + change.basisPoints) // × 1/10,000
		const base = tyre.price_1
		next.price_1 = roundCents(target, 10_000n, rounding)
		if (base !== null && base > 0) {
			for (const column of PRICE_COLUMNS) {
				const price = tyre[column]
				if (column === 'price_1' || price === null) continue
				next[column] = roundCents(BigInt(price) * target, 10_000n * BigInt(base), rounding)
			}
		}
		return { kind: 'priced', prices: next }
	}
	if (change.kind === 'adjust') {
		if (PRICE_COLUMNS.every((column) => tyre[column] === null)) return { kind: 'skipped', reason: SKIP_REASONS.noPrices }
		for (const column of PRICE_COLUMNS) {
			const price = tyre[column]
			if (price !== null) next[column] = roundCents(BigInt(price) * BigInt(10_000 + change.basisPoints), 10_000n, rounding)
		}
		return { kind: 'priced', prices: next }
	}
	const base = tyre.price_1
	if (base === null || base <= 0) return { kind: 'skipped', reason: SKIP_REASONS.noPriceFor1 }
	change.steps.forEach((step, index) => {
		if (step !== null) next[`price_${index + 2}` as PriceColumn] = roundCents(BigInt(base) * BigInt(10_000 - step), 10_000n, rounding)
	})
	return { kind: 'priced', prices: next }
}

function pick(tyre: TyrePrices): TyrePrices {
	return {
		price_1: tyre.price_1,
		price_2: tyre.price_2,
		price_3: tyre.price_3,
		price_4: tyre.price_4,
		price_5: tyre.price_5,
		price_incl_gst: tyre.price_incl_gst,
	}
}

/** The field whose value made a price fall out of bounds (for its field error). */
export function boundsField(rule: PriceRule, column: PriceColumn): PriceRuleField {
	if (rule.change.kind !== 'tiers') return 'percent'
	return column === 'price_1' || column === 'price_incl_gst' ? 'tier2' : (`tier${column.slice(-1)}` as TierField)
}

/**
 * Margin of a price over the cost price: dollars (cents) and percent of the price, one decimal.
 * Null without a cost price or a price.
 */
export function marginOf(price: number | null, cost: number | null): { cents: number; percent: string } | null {
	if (price === null || cost === null || price <= 0 || cost <= 0) return null
	const cents = price - cost
	// tenths of a percent, rounded half away from zero, in integers
	const tenths = Math.round((Math.abs(cents) * 1000) / price) * Math.sign(cents)
	return { cents, percent: `${(tenths / 10).toFixed(1)} %` }
}
