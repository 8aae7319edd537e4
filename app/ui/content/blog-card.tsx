import { href } from 'react-router'
import type { BlogSummary } from '#app/domain/blogs/blog-text'

/**
 * A blog in a list: image, date, title, excerpt and Read More (spec §2 Blogs). Its three links are
 * plain anchors, and it uses no hooks: the list's one click handler (useDelegatedLinks) follows
 * them within the app, and on home the list is a served island.
 */
export function BlogCard({ blog, headingLevel = 2 }: { blog: BlogSummary; headingLevel?: 2 | 3 }) {
	const Heading = `h${headingLevel}` as const
	return (
		<article className="blog-card-inner">
			<a href={href('/blog/:slug', { slug: blog.slug })} className="blog-card-image" tabIndex={-1} aria-hidden="true">
				<img src={blog.imageUrl} alt="" width={1200} height={630} loading="lazy" />
			</a>
			<div className="blog-card-body">
				<time className="blog-date" dateTime={blog.publishedDate}>
					{blog.dateLabel}
				</time>
				<Heading className="blog-card-title">
					<a href={href('/blog/:slug', { slug: blog.slug })}>{blog.title}</a>
				</Heading>
				<p className="blog-excerpt">{blog.excerpt}</p>
				<ReadMore blog={blog} />
			</div>
		</article>
	)
}

/** Read More as a plain anchor: inside an element whose click handler follows it (useDelegatedLinks). */
export function ReadMore({ blog }: { blog: BlogSummary }) {
	return (
		<a href={href('/blog/:slug', { slug: blog.slug })} className="read-more">
			Read More<span className="visually-hidden">: {blog.title}</span>
		</a>
	)
}
