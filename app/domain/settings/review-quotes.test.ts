import { describe, expect, test } from 'vitest'
import { parseReviewQuotes, reviewDateText, reviewQuotesToText, storedReviewQuotes } from './review-quotes'

describe('review quotes', () => {
	test('one a line: name, date, stars and what they said; back to the same text', () => {
		const text = 'Priya S. | 2026-03-14 | 5 | Fitted at my work in 40 minutes.\n\nTom | 2026-02-01 | 4 | Good price | quick.'
		const parsed = parseReviewQuotes(text)
		expect(parsed).toEqual({
			ok: true,
			quotes: [
				{ name: 'Priya S.', date: '2026-03-14', stars: 5, text: 'Fitted at my work in 40 minutes.' },
				{ name: 'Tom', date: '2026-02-01', stars: 4, text: 'Good price | quick.' },
			],
		})
		if (!parsed.ok) throw new Error(parsed.message)
		expect(parseReviewQuotes(reviewQuotesToText(parsed.quotes))).toEqual(parsed)
		expect(storedReviewQuotes(JSON.stringify(parsed.quotes))).toEqual(parsed.quotes)
		expect(parseReviewQuotes('')).toEqual({ ok: true, quotes: [] })
	})

	test('each problem is named with its line', () => {
		expect(parseReviewQuotes('Priya | 2026-02-30 | 5 | Great')).toEqual({ ok: false, message: 'Line 1 needs a date such as 2026-03-14.' })
		expect(parseReviewQuotes('A | 2026-01-01 | 5 | ok\nB | 2026-01-01 | 6 | ok')).toEqual({ ok: false, message: 'Line 2 needs stars from 1 to 5.' })
		expect(parseReviewQuotes('Just some text')).toMatchObject({ ok: false, message: expect.stringMatching(/^Line 1: One review a line/) })
		expect(parseReviewQuotes('A | 2026-01-01 | 5 | <script>')).toEqual({ ok: false, message: 'Line 1 needs plain text (no < or >).' })
		expect(parseReviewQuotes(Array.from({ length: 7 }, () => 'A | 2026-01-01 | 5 | ok').join('\n'))).toEqual({ ok: false, message: 'At most 6 reviews.' })
	})

	test('stored values that no longer pass are left out; dates read without a time zone', () => {
		expect(storedReviewQuotes('not json')).toEqual([])
		expect(storedReviewQuotes(JSON.stringify([{ name: 'A', date: 'x', stars: 5, text: 'ok' }]))).toEqual([])
		expect(reviewDateText('2026-03-01')).toBe('1 Mar 2026')
	})
})
