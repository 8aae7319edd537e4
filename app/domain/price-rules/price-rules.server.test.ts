import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { dialectOf } from '#app/lib/db/dialect.server'
import { getDb } from '#app/lib/db.server'
import { applyPriceRule, PRICE_RULE_MESSAGES, previewPriceRule, priceRuleHistory, priceRuleScopes } from './price-rules.server'
import { MAX_RULE_PRICE, type PriceRule, SKIP_REASONS } from './rule'

const NOW = new Date('2026-03-02T01:00:00Z')

async function brandTyres(brand: string) {
	return getDb().selectFrom('tyres').selectAll().where('brand', '=', brand).orderBy('id').execute()
}

/** A brand with at least three tyres, the first two given cost prices, the rest none. */
async function brandWithCosts(offset: number) {
	const db = getDb()
	const brands = await db.selectFrom('tyres').select('brand').groupBy('brand').having(sql`count(*)`, '>=', 3).orderBy('brand').execute()
	const brand = brands[offset]!.brand
	const tyres = await brandTyres(brand)
	await db.updateTable('tyres').set({ cost_price: null }).where('brand', '=', brand).execute()
	await db.updateTable('tyres').set({ cost_price: 10_000 }).where('id', 'in', [tyres[0]!.id, tyres[1]!.id]).execute()
	return { brand, tyres: await brandTyres(brand) }
}

const adjust = (brand: string, basisPoints: number): PriceRule => ({ scope: { kind: 'brand', brand }, change: { kind: 'adjust', basisPoints }, rounding: 'cent' })

async function plan(rule: PriceRule) {
	const preview = await previewPriceRule(getDb(), rule)
	if (!preview.ok) throw new Error(JSON.stringify(preview.fieldErrors))
	return preview.plan
}

describe('price rules', () => {
	test('the preview lists each tyre of the scope old → new, nothing changing until it is applied', async () => {
		const { brand, tyres } = await brandWithCosts(0)
		const preview = await plan(adjust(brand, 500))
		expect(preview.tyres).toBe(tyres.length)
		expect(preview.description).toBe(`Brand ${brand}: current prices +5 %, rounded to the cent`)
		const first = preview.changed.find((c) => c.id === tyres[0]!.id)!
		expect(first.changes).toContainEqual({ column: 'price_incl_gst', from: tyres[0]!.price_incl_gst, to: Math.round(tyres[0]!.price_incl_gst * 1.05) })
		// only this brand's tyres
		expect(preview.changed.every((c) => tyres.some((t) => t.id === c.id))).toBe(true)
		expect(await brandTyres(brand)).toEqual(tyres)

		const result = await applyPriceRule(getDb(), { rule: adjust(brand, 500), fingerprint: preview.fingerprint, appliedBy: 'owner', now: NOW })
		expect(result).toMatchObject({ ok: true, run: { description: preview.description, appliedBy: 'owner', counts: { changed: preview.changed.length, unchanged: preview.unchanged, skipped: 0 } } })
		const after = await brandTyres(brand)
		expect(after[0]!.price_incl_gst).toBe(Math.round(tyres[0]!.price_incl_gst * 1.05))
		expect(after[0]!.updated_at).toBe(NOW.toISOString())
		const [latest] = await priceRuleHistory(getDb())
		expect(latest).toMatchObject({ description: preview.description, appliedBy: 'owner', appliedAt: NOW.toISOString() })
	})

	test('cost + N % changes the tyres with a cost price and lists the others as skipped', async () => {
		const { brand, tyres } = await brandWithCosts(1)
		const preview = await plan({ scope: { kind: 'brand', brand }, change: { kind: 'cost', basisPoints: 2_500 }, rounding: 'dollar' })
		expect(preview.changed.map((c) => c.id)).toEqual([tyres[0]!.id, tyres[1]!.id].filter((id) => preview.changed.some((c) => c.id === id)))
		expect(preview.changed.length + preview.unchanged).toBe(2)
		expect(preview.skipped).toHaveLength(tyres.length - 2)
		expect(preview.skipped.every((s) => s.reason === SKIP_REASONS.noCost)).toBe(true)
		for (const change of preview.changed) expect(change.prices.price_1).toBe(12_500)
	})

	test('a rule scoped to a category takes that category only, whatever its case', async () => {
		const { categories } = await priceRuleScopes(getDb())
		const category = categories[0]!
		const inCategory = await getDb().selectFrom('tyres').select('id').where('category', '=', category).execute()
		const preview = await plan({ scope: { kind: 'category', category: category.toUpperCase() }, change: { kind: 'tiers', steps: [100, 200, 300, 400] }, rounding: 'cent' })
		expect(preview.tyres).toBe(inCategory.length)
	})

	test('a rule that would take a price to $0 or past the bound is refused with a field error', async () => {
		const { brand } = await brandWithCosts(2)
		const low = await previewPriceRule(getDb(), { scope: { kind: 'brand', brand }, change: { kind: 'tiers', steps: [null, null, 5_000, null] }, rounding: 'cent' })
		expect(low.ok).toBe(true)
		await getDb().updateTable('tyres').set({ price_1: 1 }).where('brand', '=', brand).execute()
		const zero = await previewPriceRule(getDb(), { scope: { kind: 'brand', brand }, change: { kind: 'tiers', steps: [null, null, 5_000, null] }, rounding: 'dollar' })
		expect(zero).toEqual({ ok: false, fieldErrors: { tier4: [expect.stringContaining('Price for 4')] } })
		await getDb().updateTable('tyres').set({ price_incl_gst: MAX_RULE_PRICE }).where('brand', '=', brand).execute()
		const high = await previewPriceRule(getDb(), adjust(brand, 100))
		expect(high).toEqual({ ok: false, fieldErrors: { percent: [expect.stringContaining('$10,000.00')] } })
	})

	test('when the catalogue changed after the preview, nothing is written', async () => {
		const { brand, tyres } = await brandWithCosts(3)
		const preview = await plan(adjust(brand, -1_000))
		await getDb().updateTable('tyres').set({ price_1: 12_345 }).where('id', '=', tyres[0]!.id).execute()
		const result = await applyPriceRule(getDb(), { rule: adjust(brand, -1_000), fingerprint: preview.fingerprint, appliedBy: 'owner', now: NOW })
		expect(result).toEqual({ ok: false, reason: 'stale', message: PRICE_RULE_MESSAGES.stale })
		expect((await brandTyres(brand)).slice(1)).toEqual(tyres.slice(1))
	})

	test('a failure part-way leaves every price as it was and no history', async () => {
		const { brand, tyres } = await brandWithCosts(4)
		const db = getDb()
		const preview = await plan(adjust(brand, 700))
		const runs = (await priceRuleHistory(db)).length
		// the history's write, the last of the transaction, fails after the prices were written
		const postgres = dialectOf(db) === 'postgres'
		if (postgres) {
			await sql`CREATE FUNCTION fail_rule() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END; $$ LANGUAGE plpgsql`.execute(db)
			await sql`CREATE TRIGGER fail_rule BEFORE INSERT ON price_rule_runs FOR EACH ROW EXECUTE FUNCTION fail_rule()`.execute(db)
		} else {
			await sql`CREATE TRIGGER fail_rule BEFORE INSERT ON price_rule_runs BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(db)
		}
		await expect(applyPriceRule(db, { rule: adjust(brand, 700), fingerprint: preview.fingerprint, appliedBy: 'owner', now: NOW })).rejects.toThrow(/disk full/)
		await sql`DROP TRIGGER fail_rule${sql.raw(postgres ? ' ON price_rule_runs' : '')}`.execute(db)
		expect(await brandTyres(brand)).toEqual(tyres)
		expect(await priceRuleHistory(db)).toHaveLength(runs)
	})
})
