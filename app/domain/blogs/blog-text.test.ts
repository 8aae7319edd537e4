import { describe, expect, test } from 'vitest'
import { blogExcerpt, blogParagraphs, formatBlogDate, isoDate } from './blog-text'

describe('blog text', () => {
	test('splits the description into paragraphs by line, dropping blank lines', () => {
		expect(blogParagraphs('First line.\n\n  Second line.  \r\nThird')).toEqual(['First line.', 'Second line.', 'Third'])
		expect(blogParagraphs('')).toEqual([])
	})

	test('the excerpt keeps short text and cuts long text at a word with an ellipsis', () => {
		expect(blogExcerpt('Short and sweet.', 50)).toBe('Short and sweet.')
		const long = 'Tyres wear out gradually, so it is easy to miss the point where they stop doing their job.'
		const excerpt = blogExcerpt(long, 40)
		expect(excerpt.endsWith('…')).toBe(true)
		expect(excerpt.length).toBeLessThanOrEqual(41)
		expect(long.startsWith(excerpt.slice(0, -1))).toBe(true)
		expect(excerpt).toBe('Tyres wear out gradually, so it is easy…')
		// paragraphs are joined with a space, never run together
		expect(blogExcerpt('One.\nTwo.', 100)).toBe('One. Two.')
	})

	test('dates read the Australian way in Melbourne time', () => {
		expect(formatBlogDate('2026-03-10T09:00:00.000Z')).toBe('10 March 2026')
		// 20:00 UTC on the 9th is already the 10th in Melbourne
		expect(formatBlogDate('2026-03-09T20:00:00.000Z')).toBe('10 March 2026')
		expect(formatBlogDate('not a date')).toBe('')
		expect(isoDate('2026-03-10T09:00:00.000Z')).toBe('2026-03-10')
	})
})
