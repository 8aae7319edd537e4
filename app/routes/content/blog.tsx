import { data, href, isRouteErrorResponse, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/blog'
import { blogParagraphs } from '#app/domain/blogs/blog-text'
import { blogPage } from '#app/domain/blogs/blogs.server'
import { getDb } from '#app/lib/db.server'
import { brandFromMatches } from '#app/lib/meta'
import { blogPostingJsonLd, breadcrumbJsonLd, publicUrlFromMatches, seoMeta } from '#app/lib/seo'
import { ErrorPage } from '#app/ui/error-page'
import contentCss from '#app/styles/content.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }]

export async function loader({ params }: Route.LoaderArgs) {
	const page = await blogPage(getDb(), params.slug)
	if (!page) throw data('Blog not found', { status: 404 })
	return page
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
	const brand = brandFromMatches(matches)
	if (!loaderData) {
		return seoMeta({ matches, path: location.pathname, title: `Blog not found | ${brand}`, description: 'This blog post does not exist.', noindex: true })
	}
	const { blog } = loaderData
	const publicUrl = publicUrlFromMatches(matches)
	const path = href('/blog/:slug', { slug: blog.slug })
	return seoMeta({
		matches,
		path,
		title: `${blog.metaTitle} | ${brand}`,
		description: blog.metaDescription,
		image: blog.imageUrl,
		imageAlt: blog.title,
		type: 'article',
		jsonLd: [
			blogPostingJsonLd({ publicUrl, brand, path, title: blog.title, description: blog.metaDescription, image: blog.imageUrl, publishedAt: blog.publishedAt }),
			breadcrumbJsonLd(publicUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Blogs', path: '/blogs' },
				{ name: blog.title, path },
			]),
		],
	})
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
	const { blog, others } = loaderData
	const navigation = useNavigation()
	const location = useLocation()
	// spec §2: 'Loading blog...' while another post is on its way (JavaScript navigation only)
	const loadingAnother =
		navigation.state === 'loading' && navigation.location.pathname.startsWith('/blog/') && navigation.location.pathname !== location.pathname

	return (
		<div className="container blog-page">
			<nav className="breadcrumbs" aria-label="Breadcrumb">
				<ol>
					<li>
						<Link to="/">Home</Link>
					</li>
					<li>
						<Link to={href('/blogs')}>Blogs</Link>
					</li>
					<li aria-current="page">{blog.title}</li>
				</ol>
			</nav>
			{loadingAnother ? (
				<p className="status-message blog-loading" role="status">
					Loading blog...
				</p>
			) : null}
			<div className="blog-layout" aria-busy={loadingAnother || undefined}>
				<article className="blog-article">
					<img className="blog-hero" src={blog.imageUrl} alt={blog.title} width={1200} height={630} />
					<h1 className="blog-title">{blog.title}</h1>
					<p className="blog-meta">
						Published <time dateTime={blog.publishedDate}>{blog.dateLabel}</time>
					</p>
					<div className="blog-body" data-testid="blog-body">
						{blogParagraphs(blog.description).map((paragraph, index) => (
							<p key={index}>{paragraph}</p>
						))}
					</div>
				</article>
				<aside className="blog-sidebar" aria-labelledby="other-blogs-heading">
					<h2 id="other-blogs-heading">Other Blogs</h2>
					{others.length ? (
						<ul className="other-blogs">
							{others.map((other) => (
								<li key={other.slug}>
									<Link to={href('/blog/:slug', { slug: other.slug })} prefetch="intent">
										<img src={other.imageUrl} alt="" width={120} height={63} loading="lazy" />
										<span>
											<span className="other-blog-title">{other.title}</span>
											<time className="blog-date" dateTime={other.publishedDate}>
												{other.dateLabel}
											</time>
										</span>
									</Link>
								</li>
							))}
						</ul>
					) : (
						<p>No other posts yet.</p>
					)}
					<Link to={href('/blogs')} className="button button-secondary see-more">
						See More Posts
					</Link>
				</aside>
			</div>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<ErrorPage
			title={notFound ? 'Blog not found' : 'Something went wrong'}
			message={notFound ? 'That post may have been moved or removed.' : 'Please try again in a moment.'}
			action={{ to: href('/blogs'), label: 'See More Posts' }}
		/>
	)
}
