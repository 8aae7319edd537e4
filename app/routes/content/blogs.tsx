import { Suspense } from 'react'
import { Await, href } from 'react-router'
import type { Route } from './+types/blogs'
import { summaryFromApi, type BlogApiShape, type BlogSummary } from '#app/domain/blogs/blog-text'
import { listBlogs } from '#app/domain/blogs/blogs.server'
import { BlogCard, ReadMore } from '#app/ui/content/blog-card'
import { getDb } from '#app/lib/db.server'
import { fixedPageMeta } from '#app/lib/seo'
import { Reveal } from '#app/ui/reveal'
import { useDelegatedLinks } from '#app/ui/delegated-links'
import contentCss from '#app/styles/content.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }]

export const meta: Route.MetaFunction = fixedPageMeta((brand) => ({
	title: `Our Blogs | Tyre Tips and Advice | ${brand}`,
	description: `Practical tyre advice from ${brand}: reading your tyre size, when to replace tyres, pressures, puncture repairs and looking after your tyres on Melbourne roads.`,
	keywords: 'tyre blog, tyre advice Australia, tyre care tips, when to replace tyres, tyre pressure guide',
	crumb: { name: 'Blogs', path: '/blogs' },
}))

export async function loader() {
	return { blogs: await listBlogs(getDb()) }
}

// With JavaScript, moving to /blogs from another page shows the page at once with
// 'Loading blogs...' while the list arrives from GET /api/blogs/getall (spec §2, §7); the first,
// server-rendered visit never shows it. A failed fetch leaves the list empty (spec §8: logged).
export async function clientLoader() {
	const blogs = fetchBlogs()
	blogs.catch((error: unknown) => console.error('Could not load blogs', error))
	return { blogs }
}

async function fetchBlogs(): Promise<BlogSummary[]> {
	const response = await fetch('/api/blogs/getall', { headers: { Accept: 'application/json' } })
	if (!response.ok) throw new Error(`GET /api/blogs/getall answered ${response.status}`)
	const body = (await response.json()) as { data: BlogApiShape[] }
	return body.data.map(summaryFromApi)
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<section className="page-banner">
				<div className="container">
					<h1>Our Blogs</h1>
					<p>Straight-talking tyre advice from the technicians who fit them every day.</p>
				</div>
			</section>
			<section className="section">
				<div className="container">
					{Array.isArray(loaderData.blogs) ? (
						<BlogList blogs={loaderData.blogs} />
					) : (
						<Suspense fallback={<BlogsLoading />}>
							<Await resolve={loaderData.blogs} errorElement={<NoBlogs />}>
								{(blogs) => <BlogList blogs={blogs} />}
							</Await>
						</Suspense>
					)}
				</div>
			</section>
		</>
	)
}

function BlogsLoading() {
	return (
		<p className="status-message" role="status" data-testid="blogs-loading">
			Loading blogs...
		</p>
	)
}

function NoBlogs() {
	return (
		<p className="status-message" role="status">
			No blogs found.
		</p>
	)
}

function BlogList({ blogs }: { blogs: BlogSummary[] }) {
	const followLink = useDelegatedLinks()
	if (blogs.length === 0) return <NoBlogs />
	const [featured, ...rest] = blogs
	return (
		<>
			{featured ? (
				<article className="blog-featured" data-testid="blog-featured" onClick={followLink}>
					<a href={href('/blog/:slug', { slug: featured.slug })} className="blog-featured-image" tabIndex={-1} aria-hidden="true">
						<img src={featured.imageUrl} alt="" width={1200} height={630} />
					</a>
					<div className="blog-featured-body">
						<p className="blog-eyebrow">Latest post</p>
						<time className="blog-date" dateTime={featured.publishedDate}>
							{featured.dateLabel}
						</time>
						<h2 className="blog-featured-title">
							<a href={href('/blog/:slug', { slug: featured.slug })}>{featured.title}</a>
						</h2>
						<p>{featured.excerpt}</p>
						<ReadMore blog={featured} />
					</div>
				</article>
			) : null}
			{rest.length ? (
				<ul className="blog-grid" aria-label="More posts" onClick={followLink}>
					{rest.map((blog) => (
						<Reveal as="li" key={blog.slug} className="blog-card">
							<BlogCard blog={blog} />
						</Reveal>
					))}
				</ul>
			) : null}
		</>
	)
}
