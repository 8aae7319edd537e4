import { type Db, writeTransaction } from '#app/lib/db.server'
import { removeUnusedUploads, removeUploads, storeUploadedImage } from '#app/lib/images.server'
import type { Blog } from '#db/schema'
import { type EditBlogInput, META_DESCRIPTION_FALLBACK_LENGTH, type NewBlogInput } from '#app/domain/blogs/blog-schema'
import { freeSlug, slugify } from '#app/lib/slug'

// The owner's side of the blog (admin Blogs tab, POST /api/blogs/add, DELETE /api/blogs/{id}).
// Public reading lives in blogs.server.ts beside this file.

export interface AdminBlog {
	id: number
	title: string
	slug: string
	imageUrl: string
	createdAt: string
	metaTitle: string
}

export async function listAdminBlogs(db: Db): Promise<AdminBlog[]> {
	const rows = await db.selectFrom('blogs').select(['id', 'title', 'slug', 'image_url', 'created_at', 'meta_title']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
	return rows.map((r) => ({ id: r.id, title: r.title, slug: r.slug, imageUrl: r.image_url, createdAt: r.created_at, metaTitle: r.meta_title }))
}

/** spec §3 field names. */
export function toApiBlog(b: Blog) {
	return {
		_id: b.id,
		title: b.title,
		description: b.description,
		metaTitle: b.meta_title,
		metaDescription: b.meta_description,
		image: b.image_url,
		slug: b.slug,
		createdAt: b.created_at,
	}
}

export function blogSlug(title: string) {
	return slugify(title, 80) || 'post'
}

/** spec §5: an empty meta description falls back to the first 150 characters of the description. */
export function metaDescriptionFor(description: string, metaDescription: string | null) {
	if (metaDescription) return metaDescription
	return description.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_FALLBACK_LENGTH)
}

export async function addBlog(db: Db, input: NewBlogInput, now = new Date()): Promise<Blog> {
	const imageUrl = await storeUploadedImage(input.image, 'blogs', 'image')
	try {
		return await writeTransaction(db, async (tx) => {
			const root = blogSlug(input.title)
			const taken = await tx.selectFrom('blogs').select('slug').where('slug', 'like', `${root}%`).execute()
			const slug = freeSlug(root, new Set(taken.map((r) => r.slug)))
			return tx
				.insertInto('blogs')
				.values({
					title: input.title,
					slug,
					description: input.description,
					meta_title: input.metaTitle,
					meta_description: metaDescriptionFor(input.description, input.metaDescription),
					image_url: imageUrl,
					created_at: now.toISOString(),
				})
				.returningAll()
				.executeTakeFirstOrThrow()
		})
	} catch (error) {
		await removeUploads([imageUrl])
		throw error
	}
}

/** The edit form's starting values. */
export async function blogForEditing(db: Db, id: number) {
	const b = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst()
	return b ? { id: b.id, title: b.title, description: b.description, metaTitle: b.meta_title, metaDescription: b.meta_description, imageUrl: b.image_url, slug: b.slug } : null
}

/**
 * Edits a post: title, text and meta; a new image replaces the old one (removed once unused).
 * The slug stays, so links already shared keep working. Null when the post no longer exists.
 */
export async function updateBlog(db: Db, id: number, input: EditBlogInput): Promise<Blog | null> {
	const before = await db.selectFrom('blogs').select('image_url').where('id', '=', id).executeTakeFirst()
	if (!before) return null
	const imageUrl = input.image ? await storeUploadedImage(input.image, 'blogs', 'image') : before.image_url
	const blog = await db
		.updateTable('blogs')
		.set({
			title: input.title,
			description: input.description,
			meta_title: input.metaTitle,
			meta_description: metaDescriptionFor(input.description, input.metaDescription),
			image_url: imageUrl,
		})
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	if (!blog) {
		if (imageUrl !== before.image_url) await removeUploads([imageUrl])
		return null
	}
	if (imageUrl !== before.image_url) await removeUnusedUploads(db, [before.image_url])
	return blog
}

/** Deletes a blog and its image (once nothing else uses it); null when it did not exist. */
export async function deleteBlog(db: Db, id: number): Promise<Blog | null> {
	const blog = await db.deleteFrom('blogs').where('id', '=', id).returningAll().executeTakeFirst()
	if (!blog) return null
	await removeUnusedUploads(db, [blog.image_url])
	return blog
}
