import { href } from 'react-router'
import { CONTACT_SENT } from '#app/domain/contact/contact-texts'
import { aboutBlock, HIGHLIGHTS, homeFaq } from '#app/domain/content/home'
import type { HomeContentData } from '#app/domain/content/home'
import { servicePages } from '#app/content/service-pages'
import { faqPageJsonLd } from '#app/lib/seo'
import { useRootData } from '#app/ui/root-data'
import { BlogCard } from '#app/ui/content/blog-card'
import { ContentIcon } from '#app/ui/content/content-icon'
import { FaqAccordion } from '#app/ui/content/faq-accordion'
import { Illustration } from '#app/ui/content/illustration'
import { JsonLd } from '#app/ui/content/json-ld'
import { ServedContent } from '#app/ui/content/served-content'
import { ServiceCard } from '#app/ui/content/service-card'
import { RevealBlock } from '#app/ui/reveal'
import { useHydrated } from '#app/ui/use-hydrated'
import { ContactForm } from './contact-form'
import { TrustSummary } from '#app/ui/trust'
import { ContactDetailList } from '#app/ui/content/contact-detail-list'

/**
 * Every home section below the search (spec §2 Home): about block, service highlights, blog
 * teaser, testimonials, services grid, FAQ accordion and the contact form at #contact.
 * Data from loadHomeContent(db); shop settings from the root loader. The sections of plain text
 * and links are served islands (ServedContent, FaqAccordion): React hydrates the contact form,
 * the testimonials and one element of each other section.
 */
export function HomeContent({ data }: { data: HomeContentData }) {
	const root = useRootData()
	const brand = root?.shop.businessName ?? 'Mobile Tyres'
	const phone = root?.shop.phone ?? ''
	const faq = homeFaq(phone)
	return (
		<div className="home-content">
			<AboutSection brand={brand} />
			<Highlights />
			<BlogTeaser data={data} />
			<Testimonials reviews={data.reviews} />
			<ServicesGrid brand={brand} phone={phone} />
			<section className="section section-soft" id="faq" aria-labelledby="faq-heading">
				<div className="container narrow">
					<h2 id="faq-heading" className="section-heading">
						Frequently Asked Questions
					</h2>
					<FaqAccordion items={faq} group="home-faq" />
				</div>
				<JsonLd data={faqPageJsonLd(faq)} />
			</section>
			<ContactSection sent={root?.toast?.title === CONTACT_SENT} />
		</div>
	)
}

function AboutSection({ brand }: { brand: string }) {
	return (
		<ServedContent as="section" className="section" id="about" aria-labelledby="about-heading" island="home-about" contentKey={brand} renderContent={() => <About brand={brand} />} />
	)
}

function About({ brand }: { brand: string }) {
	const about = aboutBlock(brand)
	return (
		<div className="container split">
			<RevealBlock className="split-media">
				<Illustration name="van" label={`The ${brand} service van, ready to fit tyres on site`} />
			</RevealBlock>
			<RevealBlock className="split-body">
				<h2 id="about-heading">{about.heading}</h2>
				{about.paragraphs.map((paragraph, index) => (
					<p key={index}>{paragraph}</p>
				))}
				<a href={href('/about-us')} className="button button-secondary">
					More about us
				</a>
			</RevealBlock>
		</div>
	)
}

function Highlights() {
	return <ServedContent as="section" className="highlights" aria-label="Why book with us" island="home-highlights" contentKey="" renderContent={() => <HighlightGrid />} />
}

function HighlightGrid() {
	return (
		<ul className="container highlight-grid">
			{HIGHLIGHTS.map((item) => (
				<RevealBlock as="li" key={item.title} className="highlight">
					<span className="highlight-icon">
						<ContentIcon name={item.icon} size={28} />
					</span>
					<div>
						<h3>{item.title}</h3>
						<p>{item.text}</p>
					</div>
				</RevealBlock>
			))}
		</ul>
	)
}

function BlogTeaser({ data }: { data: HomeContentData }) {
	return (
		<ServedContent
			as="section"
			className="section"
			id="blogs"
			aria-labelledby="blog-teaser-heading"
			island="home-blogs"
			contentKey={JSON.stringify([data.showAllBlogs, data.blogs])}
			renderContent={() => <Blogs blogs={data.blogs} showAll={data.showAllBlogs} />}
		/>
	)
}

function Blogs({ blogs, showAll }: { blogs: HomeContentData['blogs']; showAll: boolean }) {
	return (
		<div className="container">
			<div className="section-head">
				<h2 id="blog-teaser-heading">Tyre tips from our blog</h2>
				{showAll ? (
					<a href={href('/blogs')} className="show-all">
						Show All<span className="visually-hidden"> blog posts</span>
					</a>
				) : null}
			</div>
			{blogs.length ? (
				<ul className="blog-grid blog-grid-4" data-testid="blog-teaser">
					{blogs.map((blog) => (
						<RevealBlock as="li" key={blog.slug} className="blog-card">
							<BlogCard blog={blog} headingLevel={3} />
						</RevealBlock>
					))}
				</ul>
			) : (
				<p className="status-message">No blogs found.</p>
			)}
		</div>
	)
}

function Testimonials({ reviews }: { reviews: HomeContentData['reviews'] }) {
	const hydrated = useHydrated()
	return (
		<section className="section section-soft" id="testimonials" aria-labelledby="testimonials-heading">
			<div className="container">
				<h2 id="testimonials-heading" className="section-heading">
					What our customers say
				</h2>
				{reviews.rating || reviews.url ? (
					<div className="testimonials-google" data-testid="google-reviews">
						{reviews.rating ? (
							<p className="testimonials-rating">
								<span aria-hidden="true">★ </span>
								{reviews.rating}
							</p>
						) : null}
						{reviews.url ? (
							<a className="button button-secondary" href={reviews.url} target="_blank" rel="noopener noreferrer">
								Read our reviews on Google
							</a>
						) : null}
					</div>
				) : (
					<p className="testimonials-note">
						Most of our work comes from word of mouth around south-east Melbourne. If we have fitted your tyres, we would
						love to hear how we did: <a href="#contact">send us a message</a>.
					</p>
				)}
				<TrustSummary quotes={6} className="testimonials-quotes" showRating={false} />
				{/* spec §2: the testimonials' extra script; the page does not depend on it */}
				{hydrated ? <script src="/testimonial.js" async /> : null}
			</div>
		</section>
	)
}

function ServicesGrid({ brand, phone }: { brand: string; phone: string }) {
	return (
		<section className="section" id="services" aria-labelledby="services-heading">
			<div className="container">
				<h2 id="services-heading" className="section-heading">
					Our Services
				</h2>
				{/* spec §2: 9 cards, the last a call-to-book card without a link */}
				<ServedContent
					as="ul"
					className="service-grid"
					data-testid="services-grid"
					island="home-services"
					contentKey={`${brand}\n${phone}`}
					renderContent={() => <ServiceCards brand={brand} phone={phone} />}
				/>
			</div>
		</section>
	)
}

function ServiceCards({ brand, phone }: { brand: string; phone: string }) {
	return (
		<>
			{servicePages(brand).map((service) => (
				<ServiceCard key={service.slug} slug={service.slug} icon={service.icon} name={service.name} text={service.summary} />
			))}
			<RevealBlock as="li" className="service-card service-card-call" data-testid="call-to-book-card">
				<span className="service-card-icon">
					<ContentIcon name="phone" size={28} />
				</span>
				<h3 className="service-card-title">Call to book</h3>
				<p>
					Prefer to talk it through? Call us on <strong className="call-number">{phone}</strong>, 7 days a week, and we will
					book you in.
				</p>
			</RevealBlock>
		</>
	)
}

function ContactSection({ sent }: { sent: boolean }) {
	const shop = useRootData()?.shop
	return (
		<section className="section" id="contact" aria-labelledby="contact-heading">
			<div className="container contact-page">
				<div className="contact-details">
					<h2 id="contact-heading">Contact Us</h2>
					<p>Ask us about tyres, fitting, a fleet or an existing booking. We reply to every message.</p>
					<ContactDetailList shop={shop} />
				</div>
				<div className="contact-card">
					<ContactForm headingId="contact-heading" redirectTo="/#contact" sent={sent} />
				</div>
			</div>
		</section>
	)
}
