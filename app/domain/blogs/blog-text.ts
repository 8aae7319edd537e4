import { dateTimeFormat } from '#app/lib/date-format'

// Pure helpers for blog text. A blog's description is plain text, one paragraph per line
// (spec §2: "description split into paragraphs by line"); it is always rendered as text.

/** The description's paragraphs: one per non-empty line, trimmed. */
export function blogParagraphs(description: string): string[] {
	return description
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean)
}

/**
 * A teaser of at most `maxChars` characters from the start of the description, cut at a word
 * boundary with an ellipsis when it had to be shortened.
 */
export function blogExcerpt(description: string, maxChars = 160): string {
	const text = blogParagraphs(description).join(' ')
	if (text.length <= maxChars) return text
	const cut = text.slice(0, maxChars + 1)
	const lastSpace = cut.lastIndexOf(' ')
	const base = lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, maxChars)
	// trailing spaces and punctuation, trimmed by walking back (an end-anchored pattern rescans from every start)
	let end = base.length
	while (end > 0 && /[\s,.;:!?-]/.test(base[end - 1]!)) end--
	return `${base.slice(0, end)}…`
}

/** '10 March 2026' for a stored ISO timestamp, in the shop's time zone. */
export function formatBlogDate(iso: string, timeZone = 'Australia/Melbourne'): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date)
}

/** 'YYYY-MM-DD' for <time dateTime> and sitemaps. */
export function isoDate(iso: string): string {
	return iso.slice(0, 10)
}

/** A blog as the pages show it. */
export interface BlogSummary {
	id: number
	slug: string
	title: string
	excerpt: string
	imageUrl: string
	publishedAt: string
	/** 'YYYY-MM-DD' */
	publishedDate: string
	/** '10 March 2026' */
	dateLabel: string
}

export interface Blog extends BlogSummary {
	description: string
	metaTitle: string
	metaDescription: string
}

/** The spec's Blog entity (§3) as the JSON API returns it. */
export interface BlogApiShape {
	_id: string
	title: string
	description: string
	metaTitle: string
	metaDescription: string
	image: string
	slug: string
	createdAt: string
}

/** The list view of a blog from the API's shape (the /blogs page builds it in the browser too). */
export function summaryFromApi(blog: BlogApiShape): BlogSummary {
	return {
		id: Number(blog._id),
		slug: blog.slug,
		title: blog.title,
		excerpt: blogExcerpt(blog.description),
		imageUrl: blog.image,
		publishedAt: blog.createdAt,
		publishedDate: isoDate(blog.createdAt),
		dateLabel: formatBlogDate(blog.createdAt),
	}
}
