import type { Selectable } from 'kysely'
import type { Db } from '#app/lib/db.server'
import type { BlogsTable } from '#db/schema'
import { blogExcerpt, formatBlogDate, isoDate, summaryFromApi, type Blog, type BlogApiShape, type BlogSummary } from './blog-text'

// Public reading of blogs (spec §2 Blogs, §7 GET /api/blogs/getall and /api/blogs/{slug}).
// Newest first everywhere: the home teaser shows the first four, /blogs features the first.

type BlogRow = Selectable<BlogsTable>

export type { Blog, BlogApiShape, BlogSummary } from './blog-text'

const newestFirst = (db: Db) => db.selectFrom('blogs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc')

function toBlog(row: BlogRow): Blog {
	return {
		id: row.id,
		slug: row.slug,
		title: row.title,
		excerpt: blogExcerpt(row.description),
		imageUrl: row.image_url,
		publishedAt: row.created_at,
		publishedDate: isoDate(row.created_at),
		dateLabel: formatBlogDate(row.created_at),
		description: row.description,
		metaTitle: row.meta_title,
		metaDescription: row.meta_description,
	}
}

function toSummary(row: BlogRow): BlogSummary {
	return summaryFromApi(toBlogApiShape(row))
}

export function toBlogApiShape(row: BlogRow): BlogApiShape {
	return {
		_id: String(row.id),
		title: row.title,
		description: row.description,
		metaTitle: row.meta_title,
		metaDescription: row.meta_description,
		image: row.image_url,
		slug: row.slug,
		createdAt: row.created_at,
	}
}

/** Every blog, newest first. */
export async function listBlogs(db: Db): Promise<BlogSummary[]> {
	return (await newestFirst(db).execute()).map(toSummary)
}

/** The newest `limit` blogs and how many there are in all (the home teaser, spec §9: 4). */
export async function latestBlogs(db: Db, limit: number): Promise<{ blogs: BlogSummary[]; total: number }> {
	const [rows, count] = await Promise.all([
		newestFirst(db).limit(limit).execute(),
		db.selectFrom('blogs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
	])
	return { blogs: rows.map(toSummary), total: Number(count.n) }
}

/** One blog with the others for its sidebar (spec §2: Other Blogs lists all others), or null. */
export async function blogPage(db: Db, slug: string): Promise<{ blog: Blog; others: BlogSummary[] } | null> {
	const rows = await newestFirst(db).execute()
	const row = rows.find((r) => r.slug === slug)
	if (!row) return null
	return { blog: toBlog(row), others: rows.filter((r) => r.id !== row.id).map(toSummary) }
}

/** GET /api/blogs/getall: every blog in the spec's shape, newest first. */
export async function allBlogsForApi(db: Db): Promise<BlogApiShape[]> {
	return (await newestFirst(db).execute()).map(toBlogApiShape)
}

/** GET /api/blogs/{slug}: one blog in the spec's shape, or null. */
export async function blogForApi(db: Db, slug: string): Promise<BlogApiShape | null> {
	const row = await db.selectFrom('blogs').selectAll().where('slug', '=', slug).executeTakeFirst()
	return row ? toBlogApiShape(row) : null
}

/** Slugs and dates for the sitemap. */
export async function blogSitemapEntries(db: Db): Promise<Array<{ slug: string; lastmod: string }>> {
	const rows = await db.selectFrom('blogs').select(['slug', 'created_at']).orderBy('created_at', 'desc').execute()
	return rows.map((r) => ({ slug: r.slug, lastmod: isoDate(r.created_at) }))
}
