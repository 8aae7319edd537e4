import type { MetaDescriptor } from 'react-router'
import { brandFromMatches, pageMeta } from './meta'
import { absoluteUrl, canonicalPath } from './canonical-url'
import { centsToDecimal } from './money'

// Search-engine helpers: canonical URLs, Open Graph and JSON-LD. Pure functions; the
// page meta functions and the root layout call them. JSON-LD goes out as data blocks
// (<script type="application/ld+json">), which the CSP does not execute.

// canonical URLs live in their own small module: every page's <head> needs them in the browser
export { absoluteUrl, canonicalPath } from './canonical-url'

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>
type JsonLd = Record<string, unknown>

/** The site's public origin from the root loader's data (PUBLIC_URL), without a trailing slash. */
export function publicUrlFromMatches(matches: Matches): string {
	const root = matches.find((m) => m?.id === 'root')?.data as { shop?: { publicUrl?: string } } | undefined
	return (root?.shop?.publicUrl ?? '').replace(/\/$/, '')
}

export interface SeoInput {
	matches: Matches
	/** the page's path, e.g. location.pathname */
	path: string
	title: string
	description: string
	keywords?: string
	/** absolute or site-relative image for link previews */
	image?: string
	imageAlt?: string
	type?: 'website' | 'article'
	/** JSON-LD objects for this page */
	jsonLd?: JsonLd[]
	noindex?: boolean
}

/**
 * Everything a page puts in <head>: title, description, keywords (spec §2), Open Graph and
 * Twitter card tags, and the page's JSON-LD. (The canonical link comes from the root layout,
 * for every page: app/ui/content/canonical-link.tsx.)
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
	const publicUrl = publicUrlFromMatches(input.matches)
	const url = absoluteUrl(publicUrl, canonicalPath(input.path))
	const base = pageMeta({ title: input.title, description: input.description, keywords: input.keywords }).filter(
		(tag) => !('property' in tag && tag.property === 'og:type'),
	)
	const image = input.image ? absoluteUrl(publicUrl, input.image) : undefined
	return [
		...base,
		{ property: 'og:type', content: input.type ?? 'website' },
		{ property: 'og:url', content: url },
		{ property: 'og:site_name', content: brandFromMatches(input.matches) },
		{ property: 'og:locale', content: 'en_AU' },
		...(image
			? [
					{ property: 'og:image', content: image },
					...(input.imageAlt ? [{ property: 'og:image:alt', content: input.imageAlt }] : []),
				]
			: []),
		{ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
		...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
		...(input.jsonLd ?? []).map((json) => ({ 'script:ld+json': json })),
	]
}

/**
 * The meta function of a page whose texts are fixed (they may name the business), with its
 * breadcrumb after Home when it has one.
 */
export function fixedPageMeta(texts: (brand: string) => Pick<SeoInput, 'title' | 'description' | 'keywords'> & { crumb?: { name: string; path: string } }) {
	return ({ matches, location }: { matches: Matches; location: { pathname: string } }): MetaDescriptor[] => {
		const { crumb, ...page } = texts(brandFromMatches(matches))
		const jsonLd = crumb ? [breadcrumbJsonLd(publicUrlFromMatches(matches), [{ name: 'Home', path: '/' }, crumb])] : undefined
		return seoMeta({ matches, path: location.pathname, ...page, jsonLd })
	}
}

/** JSON for an inline <script type="application/ld+json">, safe inside HTML. */
export function jsonLdHtml(json: JsonLd): string {
	return JSON.stringify(json).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

// ---------------------------------------------------------------- opening hours

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
type Day = (typeof DAYS)[number]

function dayFrom(word: string): Day | null {
	const w = word.trim().toLowerCase().replace(/\.$/, '')
	if (!/^[a-z]{2,}$/.test(w)) return null
	// 'mo', 'tu', 'we', 'th', 'fr', 'sa', 'su' and any longer start of a day name ('tues', 'weds')
	return DAYS.find((d) => d.toLowerCase().startsWith(w.slice(0, 3)) && (w.length <= 3 || d.toLowerCase().startsWith(w) || w === 'weds')) ?? null
}

function time24(text: string): string | null {
	const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i.exec(text.trim())
	if (!m) return null
	let hour = Number(m[1])
	const minute = Number(m[2] ?? '0')
	const suffix = m[3]?.toLowerCase()
	if (suffix === 'pm' && hour < 12) hour += 12
	if (suffix === 'am' && hour === 12) hour = 0
	if (hour > 24 || minute > 59) return null
	return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

function daysFrom(text: string): Day[] | null {
	const t = text.trim().toLowerCase()
	if (/^(every ?day|daily|7 days( a week)?|seven days( a week)?|mon(day)?\s*(to|-|–)\s*sun(day)?)$/.test(t)) return [...DAYS]
	const range = /^([a-z.]+)\s*(?:to|-|–|through)\s*([a-z.]+)$/.exec(t)
	if (range) {
		const from = dayFrom(range[1]!)
		const to = dayFrom(range[2]!)
		if (!from || !to) return null
		const start = DAYS.indexOf(from)
		const end = DAYS.indexOf(to)
		const days: Day[] = []
		for (let i = start; ; i = (i + 1) % 7) {
			days.push(DAYS[i]!)
			if (i === end) break
		}
		return days
	}
	const list = t
		.split(/,|&|\band\b/)
		.map((part) => part.trim())
		.filter(Boolean)
	const days = list.map(dayFrom)
	return days.length && days.every(Boolean) ? (days as Day[]) : null
}

/**
 * schema.org OpeningHoursSpecification from the owner's opening-hours text, e.g.
 * 'Monday to Sunday, 7:30am to 6:00pm' or 'Mon-Fri 8am-5pm; Sat 9am-1pm'. Returns [] when the
 * text cannot be read, so the JSON-LD never states hours the owner did not write.
 */
export function openingHoursSpecification(text: string): JsonLd[] {
	const specs: JsonLd[] = []
	for (const segment of text.split(/[;\n]/).map((s) => s.trim()).filter(Boolean)) {
		// the days end in a letter or digit; each time is digits with an optional am/pm (no two runs can trade characters, so no ReDoS)
		const m = /^(.*[^\s,:])[,:]?\s+(\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)\s*(?:to|-|–|until)\s*(\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)$/i.exec(segment)
		if (!m) return []
		const days = daysFrom(m[1]!.replace(/,$/, ''))
		const opens = time24(m[2]!)
		const closes = time24(m[3]!)
		if (!days || !opens || !closes) return []
		specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => `https://schema.org/${d}`), opens, closes })
	}
	return specs
}

// ---------------------------------------------------------------- JSON-LD builders

export interface BusinessInfo {
	businessName: string
	phone: string
	email: string
	openingHours: string
}

/** LocalBusiness (a TireShop) with the suburbs it serves and its opening hours. */
export function localBusinessJsonLd({ shop, suburbs, publicUrl }: { shop: BusinessInfo; suburbs: string[]; publicUrl: string }): JsonLd {
	const hours = openingHoursSpecification(shop.openingHours)
	return {
		'@context': 'https://schema.org',
		'@type': 'TireShop',
		'@id': `${absoluteUrl(publicUrl, '/')}#business`,
		name: shop.businessName,
		url: absoluteUrl(publicUrl, '/'),
		telephone: shop.phone,
		email: shop.email,
		logo: absoluteUrl(publicUrl, '/favicon.svg'),
		image: absoluteUrl(publicUrl, '/favicon.svg'),
		priceRange: '$$',
		currenciesAccepted: 'AUD',
		address: { '@type': 'PostalAddress', addressLocality: 'Melbourne', addressRegion: 'VIC', addressCountry: 'AU' },
		areaServed: suburbs.map((name) => ({ '@type': 'Place', name: `${name} VIC` })),
		...(hours.length ? { openingHoursSpecification: hours } : {}),
	}
}

export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: items.map((item) => ({
			'@type': 'Question',
			name: item.question,
			acceptedAnswer: { '@type': 'Answer', text: item.answer },
		})),
	}
}

export function breadcrumbJsonLd(publicUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: trail.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: absoluteUrl(publicUrl, crumb.path),
		})),
	}
}

export function blogPostingJsonLd({
	publicUrl,
	brand,
	path,
	title,
	description,
	image,
	publishedAt,
}: {
	publicUrl: string
	brand: string
	path: string
	title: string
	description: string
	image: string
	publishedAt: string
}): JsonLd {
	const url = absoluteUrl(publicUrl, path)
	const organisation = { '@type': 'Organization', name: brand, url: absoluteUrl(publicUrl, '/') }
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		headline: title,
		description,
		image: [absoluteUrl(publicUrl, image)],
		datePublished: publishedAt,
		author: organisation,
		publisher: organisation,
		url,
	}
}

export function serviceJsonLd({ publicUrl, path, name, description, suburbs }: { publicUrl: string; path: string; name: string; description: string; suburbs: string[] }): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'Service',
		name,
		description,
		url: absoluteUrl(publicUrl, path),
		serviceType: name,
		provider: { '@id': `${absoluteUrl(publicUrl, '/')}#business` },
		areaServed: suburbs.map((suburb) => ({ '@type': 'Place', name: `${suburb} VIC` })),
	}
}

/**
 * Product with an Offer, for /product/{slug} (the catalogue's page calls it). Price in cents;
 * the offer is the price the shop charges for one tyre, GST and fitting included.
 */
export function productJsonLd({
	publicUrl,
	path,
	name,
	brand,
	sku,
	image,
	description,
	priceCents,
	inStock,
}: {
	publicUrl: string
	path: string
	name: string
	brand: string
	sku: string
	image?: string | null
	description?: string
	priceCents: number
	inStock: boolean
}): JsonLd {
	const url = absoluteUrl(publicUrl, path)
	return {
		'@context': 'https://schema.org',
		'@type': 'Product',
		name,
		sku,
		brand: { '@type': 'Brand', name: brand },
		...(image ? { image: [absoluteUrl(publicUrl, image)] } : {}),
		...(description ? { description } : {}),
		url,
		offers: {
			'@type': 'Offer',
			url,
			priceCurrency: 'AUD',
			price: centsToDecimal(priceCents),
			availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
			itemCondition: 'https://schema.org/NewCondition',
		},
	}
}
