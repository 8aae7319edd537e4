import { describe, expect, test } from 'vitest'
import {
	absoluteUrl,
	blogPostingJsonLd,
	breadcrumbJsonLd,
	canonicalPath,
	faqPageJsonLd,
	fixedPageMeta,
	jsonLdHtml,
	localBusinessJsonLd,
	openingHoursSpecification,
	productJsonLd,
	seoMeta,
} from './seo'

const matches = [{ id: 'root', data: { shop: { businessName: 'Southside Mobile Tyres', publicUrl: 'https://tyres.example.com.au/' } } }]

describe('urls', () => {
	test('canonical paths drop query, hash and trailing slashes', () => {
		expect(canonicalPath('/blogs/?page=2#top')).toBe('/blogs')
		expect(canonicalPath('/')).toBe('/')
		expect(canonicalPath('')).toBe('/')
		expect(absoluteUrl('https://x.au/', '/blog/a')).toBe('https://x.au/blog/a')
		expect(absoluteUrl('https://x.au', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
	})
})

describe('fixedPageMeta', () => {
	test('texts that name the business, the canonical path, and the breadcrumb after Home when given', () => {
		const meta = fixedPageMeta((brand) => ({ title: `Services | ${brand}`, description: `What ${brand} does.`, crumb: { name: 'Services', path: '/services' } }))
		const tags = meta({ matches, location: { pathname: '/services' } } as never)
		expect(tags).toContainEqual({ title: 'Services | Southside Mobile Tyres' })
		expect(tags).toContainEqual({ name: 'description', content: 'What Southside Mobile Tyres does.' })
		expect(tags).toContainEqual({ property: 'og:url', content: 'https://tyres.example.com.au/services' })
		const crumbs = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': { itemListElement: Array<{ name: string }> } }
		expect(crumbs['script:ld+json'].itemListElement.map((i) => i.name)).toEqual(['Home', 'Services'])
		const plain = fixedPageMeta(() => ({ title: 'Contact', description: 'Write to us.' }))({ matches, location: { pathname: '/contact' } } as never)
		expect(plain.some((t) => 'script:ld+json' in t)).toBe(false)
	})
})

describe('seoMeta', () => {
	test('title, description, keywords, canonical, Open Graph and JSON-LD', () => {
		const tags = seoMeta({
			matches,
			path: '/blog/tyre-pressure?utm=x',
			title: 'Tyre pressure | Southside Mobile Tyres',
			description: 'How to set it.',
			keywords: 'tyre pressure',
			image: '/uploads/a.png',
			type: 'article',
			jsonLd: [{ '@type': 'Thing' }],
		})
		expect(tags).toContainEqual({ title: 'Tyre pressure | Southside Mobile Tyres' })
		expect(tags).toContainEqual({ name: 'description', content: 'How to set it.' })
		expect(tags).toContainEqual({ name: 'keywords', content: 'tyre pressure' })
		expect(tags).toContainEqual({ property: 'og:url', content: 'https://tyres.example.com.au/blog/tyre-pressure' })
		expect(tags).toContainEqual({ property: 'og:image', content: 'https://tyres.example.com.au/uploads/a.png' })
		expect(tags).toContainEqual({ property: 'og:site_name', content: 'Southside Mobile Tyres' })
		expect(tags.filter((t) => 'property' in t && t.property === 'og:type')).toEqual([{ property: 'og:type', content: 'article' }])
		expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } })
		expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
	})
})

describe('JSON-LD', () => {
	test('inline JSON cannot close its script element', () => {
		const html = jsonLdHtml({ name: '</script><script>alert(1)</script> & more' })
		expect(html).not.toContain('<')
		expect(html).not.toContain('>')
		expect(JSON.parse(html)).toEqual({ name: '</script><script>alert(1)</script> & more' })
	})

	test('opening hours are read from the owner’s text, or left out', () => {
		expect(openingHoursSpecification('Monday to Sunday, 7:30am to 6:00pm')).toEqual([
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
				opens: '07:30',
				closes: '18:00',
			},
		])
		const split = openingHoursSpecification('Mon-Fri 8am-5pm; Sat & Sun 9am to 12pm')
		expect(split.map((s) => [(s.dayOfWeek as string[]).length, s.opens, s.closes])).toEqual([
			[5, '08:00', '17:00'],
			[2, '09:00', '12:00'],
		])
		expect(openingHoursSpecification('7 days a week, 7am - 7pm')[0]).toMatchObject({ opens: '07:00', closes: '19:00' })
		expect(openingHoursSpecification('Whenever you need us')).toEqual([])
		expect(openingHoursSpecification('Monday to Funday, 8am to 5pm')).toEqual([])
	})

	test('LocalBusiness names the suburbs served and the hours', () => {
		const json = localBusinessJsonLd({
			shop: { businessName: 'Southside Mobile Tyres', phone: '0412 345 678', email: 'a@b.au', openingHours: 'Monday to Sunday, 7:30am to 6:00pm' },
			suburbs: ['Clayton', 'Glen Waverley'],
			publicUrl: 'https://tyres.example.com.au',
		})
		expect(json).toMatchObject({
			'@type': 'TireShop',
			name: 'Southside Mobile Tyres',
			telephone: '0412 345 678',
			url: 'https://tyres.example.com.au/',
			areaServed: [
				{ '@type': 'Place', name: 'Clayton VIC' },
				{ '@type': 'Place', name: 'Glen Waverley VIC' },
			],
		})
		expect(json.openingHoursSpecification).toHaveLength(1)
		const noHours = localBusinessJsonLd({ shop: { businessName: 'X', phone: '1', email: 'e', openingHours: 'Call us' }, suburbs: [], publicUrl: 'https://x.au' })
		expect(noHours).not.toHaveProperty('openingHoursSpecification')
	})

	test('FAQPage, BreadcrumbList, BlogPosting and Product shapes', () => {
		expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
			'@context': 'https://schema.org',
			'@type': 'FAQPage',
			mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
		})
		const crumbs = breadcrumbJsonLd('https://x.au', [
			{ name: 'Home', path: '/' },
			{ name: 'Blogs', path: '/blogs' },
		])
		expect(crumbs.itemListElement).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.au/' },
			{ '@type': 'ListItem', position: 2, name: 'Blogs', item: 'https://x.au/blogs' },
		])
		const post = blogPostingJsonLd({ publicUrl: 'https://x.au', brand: 'B', path: '/blog/a', title: 'T', description: 'D', image: '/i.svg', publishedAt: '2026-03-10T09:00:00.000Z' })
		expect(post).toMatchObject({ '@type': 'BlogPosting', headline: 'T', image: ['https://x.au/i.svg'], datePublished: '2026-03-10T09:00:00.000Z', url: 'https://x.au/blog/a' })
		const product = productJsonLd({ publicUrl: 'https://x.au', path: '/product/p', name: 'Primacy 4', brand: 'Michelin', sku: '42', priceCents: 23450, inStock: true })
		expect(product.offers).toEqual({
			'@type': 'Offer',
			url: 'https://x.au/product/p',
			priceCurrency: 'AUD',
			price: '234.50',
			availability: 'https://schema.org/InStock',
			itemCondition: 'https://schema.org/NewCondition',
		})
	})
})
