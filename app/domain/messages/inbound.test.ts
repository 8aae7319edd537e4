import { describe, expect, test } from 'vitest'
import { isOptOut, OPT_OUT_KEYWORDS } from './inbound'

describe('opt-out keywords', () => {
	test('each keyword alone, in any case, with spaces or a newline around it, is an opt-out', () => {
		for (const word of OPT_OUT_KEYWORDS) {
			expect(isOptOut(word)).toBe(true)
			expect(isOptOut(word.toLowerCase())).toBe(true)
			expect(isOptOut(`  ${word[0]}${word.slice(1).toLowerCase()}\n`)).toBe(true)
		}
		expect(OPT_OUT_KEYWORDS).toEqual(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])
	})

	test('a keyword inside a sentence, another word or an empty reply is not', () => {
		expect(isOptOut('Please stop by at 10')).toBe(false)
		expect(isOptOut('Can I cancel my booking?')).toBe(false)
		expect(isOptOut('STOP.')).toBe(false)
		expect(isOptOut('STOP ALL')).toBe(false)
		expect(isOptOut('Thanks!')).toBe(false)
		expect(isOptOut('   ')).toBe(false)
	})
})
