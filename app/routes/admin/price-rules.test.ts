import { describe, expect, test } from 'vitest'
import { PRICE_RULE_MESSAGES } from '#app/domain/price-rules/price-rules.server'
import { RULE_MESSAGES } from '#app/domain/price-rules/rule'
import { getDb } from '#app/lib/db.server'
import { adminLoad, adminPost } from '#tests/admin-fixtures'
import * as priceRules from './price-rules'

// The price-rules page as plain form posts and GETs (the no-JavaScript path), with bad input.

const PATH = '/admin/tyres/price-rules'

async function get(query: Record<string, string>) {
	return adminLoad(priceRules, `${PATH}?${new URLSearchParams(query)}`)
}

async function post(fields: Record<string, string>) {
	return adminPost(priceRules, PATH, fields)
}

const prices = () => getDb().selectFrom('tyres').select(['id', 'price_1', 'price_2', 'price_3', 'price_4', 'price_5', 'price_incl_gst']).orderBy('id').execute()

async function someBrand() {
	return (await getDb().selectFrom('tyres').select('brand').orderBy('id').executeTakeFirstOrThrow()).brand
}

describe('price rules page', () => {
	test('without a rule it shows the form; a bad rule comes back as field errors, never a 500', async () => {
		const empty = await get({})
		expect(empty.status).toBe(200)
		expect(empty.data.preview).toBeNull()

		const bad = await get({ scope: 'brand', brand: '', kind: 'adjust', percent: 'lots', rounding: 'sideways' })
		expect(bad.status).toBe(400)
		expect(bad.data.fieldErrors).toEqual({ brand: [RULE_MESSAGES.brand], percent: [RULE_MESSAGES.percent], rounding: [RULE_MESSAGES.rounding] })
		expect(bad.data.values).toMatchObject({ scope: 'brand', percent: 'lots' })

		const tooHigh = await get({ scope: 'all', kind: 'adjust', percent: '200', rounding: 'cent' })
		// a seeded price tripled may pass $10,000 or not: either a preview or a field error, never a 500
		expect([200, 400]).toContain(tooHigh.status)
	})

	test('preview, then apply: every previewed price changes at once, with a toast and a history entry', async () => {
		const brand = await someBrand()
		const query = { scope: 'brand', brand, kind: 'adjust', percent: '5', rounding: 'cent' }
		const page = await get(query)
		expect(page.status).toBe(200)
		const preview = page.data.preview
		expect(preview.counts.changed).toBeGreaterThan(0)
		expect(preview.rule).toMatchObject(query)
		const before = await prices()

		const applied = await post({ intent: 'apply', ...preview.rule, fingerprint: preview.fingerprint })
		expect(applied.status).toBe(303)
		expect(applied.location).toBe(PATH)
		expect(applied.toast).toMatchObject({ title: PRICE_RULE_MESSAGES.applied })
		const after = await prices()
		expect(after.filter((t, i) => t.price_incl_gst !== before[i]!.price_incl_gst)).toHaveLength(preview.counts.changed)
		expect((await get({})).data.history[0]).toMatchObject({ description: preview.description, counts: { changed: preview.counts.changed } })

		// the same preview again is stale now: refused, nothing written
		const again = await post({ intent: 'apply', ...preview.rule, fingerprint: preview.fingerprint })
		expect(again.status).toBe(409)
		expect(again.data.message).toBe(PRICE_RULE_MESSAGES.stale)
		expect(await prices()).toEqual(after)
	})

	test('a bad apply post is a 4xx with a message or field errors, and changes nothing', async () => {
		const before = await prices()
		const brand = await someBrand()
		const noFingerprint = await post({ intent: 'apply', scope: 'brand', brand, kind: 'adjust', percent: '5', rounding: 'cent' })
		expect(noFingerprint.status).toBe(400)
		expect(noFingerprint.data.message).toBeTruthy()
		const badRule = await post({ intent: 'apply', scope: 'brand', brand, kind: 'tiers', tier3: '99', rounding: 'cent', fingerprint: 'x' })
		expect(badRule.status).toBe(400)
		expect(badRule.data.fieldErrors).toEqual({ tier3: [RULE_MESSAGES.tierPercent] })
		const forged = await post({ intent: 'apply', scope: 'brand', brand, kind: 'adjust', percent: '5', rounding: 'cent', fingerprint: 'not-the-preview' })
		expect(forged.status).toBe(409)
		const wrongIntent = await post({ intent: 'drop', fingerprint: 'x' })
		expect(wrongIntent.status).toBe(400)
		expect(await prices()).toEqual(before)
	})
})
