import { describe, expect, test } from 'vitest'
import { applyRule, basisPointsToPercent, describeRule, marginOf, parsePriceRule, percentToBasisPoints, type PriceRule, roundCents, RULE_MESSAGES, ruleToForm, SKIP_REASONS } from './rule'

const TYRE = { price_1: 20_000, price_2: 19_800, price_3: 19_600, price_4: 19_400, price_5: null, price_incl_gst: 21_000, cost_price: 15_000 }
const rule = (change: PriceRule['change'], rounding: PriceRule['rounding'] = 'cent'): PriceRule => ({ scope: { kind: 'all' }, change, rounding })

describe('percentages', () => {
	test('are read as hundredths of a percent, without floats', () => {
		expect(percentToBasisPoints('5')).toBe(500)
		expect(percentToBasisPoints('+2.5')).toBe(250)
		expect(percentToBasisPoints('-3 %')).toBe(-300)
		expect(percentToBasisPoints('\u22120.07')).toBe(-7)
		expect(percentToBasisPoints('1.005')).toBeNull()
		expect(percentToBasisPoints('five')).toBeNull()
		expect(basisPointsToPercent(250)).toBe('2.5')
		expect(basisPointsToPercent(-7)).toBe('-0.07')
		expect(basisPointsToPercent(2500)).toBe('25')
	})
})

describe('rounding', () => {
	test('to the cent, a whole dollar or .99, halves up', () => {
		// $189.455 is 189,455 / 10 cents
		expect(roundCents(189_455n, 10n, 'cent')).toBe(18_946)
		expect(roundCents(18_949n, 100n, 'cent')).toBe(189)
		expect(roundCents(18_950n, 1n, 'dollar')).toBe(19_000)
		expect(roundCents(18_949n, 1n, 'dollar')).toBe(18_900)
		expect(roundCents(18_740n, 1n, 'ninety-nine')).toBe(18_699)
		expect(roundCents(18_760n, 1n, 'ninety-nine')).toBe(18_799)
		expect(roundCents(18_999n, 1n, 'ninety-nine')).toBe(18_999)
		expect(roundCents(40n, 1n, 'ninety-nine')).toBe(-1)
	})
})

describe('a rule applied to one tyre', () => {
	test('cost + N % sets Price for 1 and moves the other prices in the same proportion', () => {
		const outcome = applyRule(TYRE, rule({ kind: 'cost', basisPoints: 2_500 }))
		// 150 × 1.25 = 187.50; Price for 2: 198 × 187.5 / 200 = 185.625
		expect(outcome).toEqual({ kind: 'priced', prices: { price_1: 18_750, price_2: 18_563, price_3: 18_375, price_4: 18_188, price_5: null, price_incl_gst: 19_688 } })
		expect(applyRule({ ...TYRE, cost_price: null }, rule({ kind: 'cost', basisPoints: 2_500 }))).toEqual({ kind: 'skipped', reason: SKIP_REASONS.noCost })
		// without a Price for 1 only Price for 1 is set
		expect(applyRule({ ...TYRE, price_1: null }, rule({ kind: 'cost', basisPoints: 0 }, 'dollar'))).toMatchObject({ prices: { price_1: 15_000, price_2: 19_800 } })
	})

	test('current ± N % moves every price the tyre has', () => {
		expect(applyRule(TYRE, rule({ kind: 'adjust', basisPoints: 500 }))).toEqual({ kind: 'priced', prices: { price_1: 21_000, price_2: 20_790, price_3: 20_580, price_4: 20_370, price_5: null, price_incl_gst: 22_050 } })
		expect(applyRule(TYRE, rule({ kind: 'adjust', basisPoints: -300 }, 'ninety-nine'))).toMatchObject({ prices: { price_1: 19_399, price_4: 18_799 } })
		expect(applyRule({ ...TYRE, price_1: null, price_2: null, price_3: null, price_4: null, price_incl_gst: null }, rule({ kind: 'adjust', basisPoints: 500 }))).toEqual({
			kind: 'skipped',
			reason: SKIP_REASONS.noPrices,
		})
	})

	test('quantity steps set each given Price for n from Price for 1 and leave the rest', () => {
		const outcome = applyRule(TYRE, rule({ kind: 'tiers', steps: [100, null, 300, 400] }, 'dollar'))
		expect(outcome).toEqual({ kind: 'priced', prices: { ...TYRE, cost_price: undefined, price_2: 19_800, price_4: 19_400, price_5: 19_200 } })
		expect(applyRule({ ...TYRE, price_1: null }, rule({ kind: 'tiers', steps: [100, null, null, null] }))).toEqual({ kind: 'skipped', reason: SKIP_REASONS.noPriceFor1 })
	})
})

describe('the form', () => {
	const form = { scope: 'brand', brand: 'Michelin', category: '', kind: 'adjust', percent: '+5', tier2: '', tier3: '', tier4: '', tier5: '', rounding: 'cent' }

	test('reads into a rule, and the rule back into the same fields', () => {
		const parsed = parsePriceRule(form)
		expect(parsed).toEqual({ ok: true, rule: { scope: { kind: 'brand', brand: 'Michelin' }, change: { kind: 'adjust', basisPoints: 500 }, rounding: 'cent' } })
		if (parsed.ok) {
			expect(ruleToForm(parsed.rule)).toEqual({ ...form, percent: '5' })
			expect(describeRule(parsed.rule)).toBe('Brand Michelin: current prices +5 %, rounded to the cent')
		}
		expect(describeRule(rule({ kind: 'tiers', steps: [100, null, 300, null] }, 'ninety-nine'))).toBe('All tyres: Price for 2 = Price for 1 − 1 %, Price for 4 = Price for 1 − 3 %, rounded to .99')
	})

	test('says what is wrong beside each field', () => {
		expect(parsePriceRule({})).toEqual({ ok: false, fieldErrors: { scope: [RULE_MESSAGES.scope], kind: [RULE_MESSAGES.kind], rounding: [RULE_MESSAGES.rounding] } })
		expect(parsePriceRule({ ...form, brand: '' })).toEqual({ ok: false, fieldErrors: { brand: [RULE_MESSAGES.brand] } })
		expect(parsePriceRule({ ...form, percent: '0' })).toEqual({ ok: false, fieldErrors: { percent: [RULE_MESSAGES.adjustPercent] } })
		expect(parsePriceRule({ ...form, percent: '5,5' })).toEqual({ ok: false, fieldErrors: { percent: [RULE_MESSAGES.percent] } })
		expect(parsePriceRule({ ...form, kind: 'cost', percent: '-5' })).toEqual({ ok: false, fieldErrors: { percent: [RULE_MESSAGES.costPercent] } })
		expect(parsePriceRule({ ...form, kind: 'tiers' })).toEqual({ ok: false, fieldErrors: { tier2: [RULE_MESSAGES.noTier] } })
		expect(parsePriceRule({ ...form, kind: 'tiers', tier4: '60' })).toEqual({ ok: false, fieldErrors: { tier4: [RULE_MESSAGES.tierPercent] } })
		expect(parsePriceRule({ ...form, rounding: 'up' })).toEqual({ ok: false, fieldErrors: { rounding: [RULE_MESSAGES.rounding] } })
	})
})

describe('margin', () => {
	test('is the price less the cost, in dollars and percent of the price', () => {
		expect(marginOf(20_000, 15_000)).toEqual({ cents: 5_000, percent: '25.0 %' })
		expect(marginOf(18_999, 15_000)).toEqual({ cents: 3_999, percent: '21.0 %' })
		expect(marginOf(14_000, 15_000)).toEqual({ cents: -1_000, percent: '-7.1 %' })
		expect(marginOf(20_000, null)).toBeNull()
		expect(marginOf(null, 15_000)).toBeNull()
	})
})
