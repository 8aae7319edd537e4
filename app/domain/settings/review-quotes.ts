// Short Google reviews the owner copies into Settings (up to six), shown where customers decide:
// the home hero, the product page and beside Book now. One a line in the admin's box:
// `Name | 2026-03-14 | 5 | What they said`. Only text is kept; it is never put into a page as HTML.

export interface ReviewQuote {
	name: string
	/** YYYY-MM-DD, the day of the review on Google */
	date: string
	/** 1 to 5 */
	stars: number
	text: string
}

export const REVIEW_QUOTES_MAX = 6
export const REVIEW_NAME_MAX = 40
export const REVIEW_TEXT_MAX = 280
export const REVIEW_QUOTES_FORMAT = 'One review a line: name | date (2026-03-14) | stars (1 to 5) | what they said.'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isRealDate(text: string) {
	const match = DATE.exec(text)
	if (!match) return false
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
	const date = new Date(Date.UTC(year, month - 1, day))
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function checkQuote(quote: ReviewQuote): string | null {
	if (!quote.name || quote.name.length > REVIEW_NAME_MAX) return `a name of 1 to ${REVIEW_NAME_MAX} characters`
	if (!isRealDate(quote.date)) return 'a date such as 2026-03-14'
	if (!Number.isInteger(quote.stars) || quote.stars < 1 || quote.stars > 5) return 'stars from 1 to 5'
	if (!quote.text || quote.text.length > REVIEW_TEXT_MAX) return `what they said, 1 to ${REVIEW_TEXT_MAX} characters`
	if (/[<>]/.test(quote.name + quote.text)) return 'plain text (no < or >)'
	return null
}

/** The admin's box read as reviews, or the first problem with its line number. */
export function parseReviewQuotes(text: string): { ok: true; quotes: ReviewQuote[] } | { ok: false; message: string } {
	const lines = text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean)
	if (lines.length > REVIEW_QUOTES_MAX) return { ok: false, message: `At most ${REVIEW_QUOTES_MAX} reviews.` }
	const quotes: ReviewQuote[] = []
	for (const [index, line] of lines.entries()) {
		const parts = line.split('|').map((part) => part.trim())
		if (parts.length < 4) return { ok: false, message: `Line ${index + 1}: ${REVIEW_QUOTES_FORMAT}` }
		const [name = '', date = '', stars = '', ...said] = parts
		const quote = { name, date, stars: /^\d$/.test(stars) ? Number(stars) : NaN, text: said.join(' | ') }
		const problem = checkQuote(quote)
		if (problem) return { ok: false, message: `Line ${index + 1} needs ${problem}.` }
		quotes.push(quote)
	}
	return { ok: true, quotes }
}

/** The reviews back as the admin's box shows them. */
export function reviewQuotesToText(quotes: readonly ReviewQuote[]) {
	return quotes.map((q) => `${q.name} | ${q.date} | ${q.stars} | ${q.text}`).join('\n')
}

/** The stored reviews (JSON), keeping only those that still pass the checks. */
export function storedReviewQuotes(json: string | undefined): ReviewQuote[] {
	if (!json) return []
	let value: unknown
	try {
		value = JSON.parse(json)
	} catch {
		return []
	}
	if (!Array.isArray(value)) return []
	return value
		.filter((q): q is ReviewQuote => typeof q === 'object' && q !== null && typeof q.name === 'string' && typeof q.date === 'string' && typeof q.stars === 'number' && typeof q.text === 'string')
		.filter((q) => checkQuote(q) === null)
		.slice(0, REVIEW_QUOTES_MAX)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '14 Mar 2026', from the date as written (no time zone can move it a day). */
export function reviewDateText(date: string) {
	const match = DATE.exec(date)
	if (!match) return date
	return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`
}
