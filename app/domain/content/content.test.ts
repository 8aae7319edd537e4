import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { findServedSuburb, servedSuburbPages } from './areas.server'
import { homeFaq, HIGHLIGHTS } from './home'
import { loadHomeContent } from './home.server'
import { servicePage, servicePages } from '#app/content/service-pages'
import { isServiceSlug, SERVICE_SLUGS, suburbsForServicePages } from './services'
import { suburbContent } from './suburb'

describe('service pages', () => {
	test('eight pages, each with the shared structure and its own title, description and keywords', () => {
		const pages = servicePages('Southside Mobile Tyres')
		expect(pages.map((p) => p.slug)).toEqual([...SERVICE_SLUGS])
		expect(new Set(pages.map((p) => p.title)).size).toBe(8)
		expect(new Set(pages.map((p) => p.description)).size).toBe(8)
		for (const page of pages) {
			expect(page.features).toHaveLength(4)
			expect(page.checklist.length).toBeGreaterThanOrEqual(5)
			expect(page.intro.length).toBeGreaterThan(0)
			expect(page.keywords.split(',').length).toBeGreaterThanOrEqual(4)
			expect(page.description.length).toBeGreaterThan(100)
			expect(page.description.length).toBeLessThanOrEqual(200)
			expect(page.whyHeading).toMatch(/^Why /)
		}
	})

	test('wheel balancing and inspections use the spec’s headings, titles and promises', () => {
		const balancing = servicePage('wheel-balancing', 'Southside Mobile Tyres')!
		expect(balancing.heading).toBe('Precise Mobile Wheel Balancing')
		expect(balancing.title).toBe('Mobile Wheel Balancing Melbourne | Smooth & Safe Ride')
		expect(balancing.checklist).toEqual([
			'On-site balancing at your home or workplace',
			'Pre-service inspection of tyres and wheels',
			'Vibration diagnosis and correction',
			'Cars, SUVs and light commercial vehicles',
			'Maintenance advice to keep the ride smooth',
		])
		const inspections = servicePage('inspections', 'Southside Mobile Tyres')!
		expect(inspections.heading).toBe('Tyre Inspections')
		expect(inspections.title).toBe('Mobile Tyre Inspections in Melbourne | Southside Mobile Tyres')
		expect(inspections.checklist).toEqual(['Tread depth and pressure checks', 'Sidewall and valve assessment', 'Uneven-wear identification', 'Safety recommendations', 'Repair advice'])
		expect(servicePage('oil-change', 'X')).toBeNull()
		expect(isServiceSlug('fleet')).toBe(true)
		expect(isServiceSlug('constructor')).toBe(false)
	})

	test('service pages list the spec’s nine suburbs first, and only served ones', () => {
		const served = ['Ashwood', 'Berwick', 'Clayton', 'Zeta Town', 'Glen Waverley']
		expect(suburbsForServicePages(served)).toEqual(['Glen Waverley', 'Clayton', 'Berwick', 'Ashwood', 'Zeta Town'])
	})
})

describe('home content', () => {
	test('eight FAQ questions with the phone number and the pricing constants', () => {
		const faq = homeFaq('0412 345 678')
		expect(faq).toHaveLength(8)
		const text = faq.map((f) => f.answer).join(' ')
		expect(text).toContain('0412 345 678')
		expect(text).toContain('$10 shipping fee applies only to orders under $150')
		expect(text).toContain('$60 cancellation fee')
		expect(text).toContain('30 to 60 minutes')
		expect(HIGHLIGHTS.length).toBeGreaterThanOrEqual(3)
	})

	test('loadHomeContent: the newest four blogs, Show All when there are more than three, reviews only as a rating and a Google link', async () => {
		const db = getDb()
		const content = await loadHomeContent(db)
		expect(content.blogs).toHaveLength(4)
		expect(content.showAllBlogs).toBe(true)
		// the demo shop's rating and link (db/seed-data/trust.ts)
		expect(content.reviews).toEqual({ rating: 'Rated 4.9 stars from 187 Google reviews', url: 'https://www.google.com/maps/search/?api=1&query=Southside+Mobile+Tyres' })

		const keep = await db.selectFrom('blogs').select('id').orderBy('created_at', 'desc').limit(3).execute()
		await db.deleteFrom('blogs').where('id', 'not in', keep.map((k) => k.id)).execute()
		// an old pasted widget is never used; a Place ID and the rating are (the demo shop's go first)
		await db.deleteFrom('settings').where('key', 'like', 'google_%').execute()
		await db.insertInto('settings').values({ key: 'reviews_widget', value: '<div class="w"></div><script>alert(1)</script>' }).execute()
		const fewer = await loadHomeContent(db)
		expect(fewer.blogs).toHaveLength(3)
		expect(fewer.showAllBlogs).toBe(false)
		expect(fewer.reviews).toEqual({ rating: null, url: null })
		await db
			.insertInto('settings')
			.values([
				{ key: 'google_reviews', value: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
				{ key: 'google_rating', value: '4.8' },
				{ key: 'google_review_count', value: '127' },
			])
			.execute()
		expect((await loadHomeContent(db)).reviews).toEqual({
			rating: 'Rated 4.8 stars from 127 Google reviews',
			url: 'https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
		})
	})
})

describe('suburb pages', () => {
	test('only served suburbs have a page; slugs are case-insensitive', async () => {
		const db = getDb()
		expect(await findServedSuburb(db, 'glen-waverley')).toEqual({ name: 'Glen Waverley', slug: 'glen-waverley' })
		expect(await findServedSuburb(db, 'Narre-Warren')).toEqual({ name: 'Narre Warren', slug: 'narre-warren' })
		expect(await findServedSuburb(db, 'toorak')).toBeNull()
		expect(await findServedSuburb(db, '')).toBeNull()
		const pages = await servedSuburbPages(db)
		expect(pages.length).toBeGreaterThan(50)
		expect(pages).toContainEqual({ name: 'Dingley Village', slug: 'dingley-village' })
	})

	test('copy: hero, four services, four reasons and seven FAQ about the suburb', () => {
		const content = suburbContent({ suburb: 'Clayton', brand: 'Southside Mobile Tyres', phone: '0412 345 678' })
		expect(content.title).toBe('Mobile Tyre Services in Clayton | Southside Mobile Tyres')
		expect(content.heading).toBe('Mobile Tyre Services in Clayton')
		expect(content.tagline).toBe('Fast, reliable, and onsite tyre services')
		expect(content.intro.join(' ')).toContain('7 days a week')
		expect(content.services.map((s) => s.title)).toEqual(['Tyre Sales', 'Onsite Tyre Fitting', 'Puncture Repairs', 'Wheel Balancing & Rotations'])
		expect(content.reasons.map((r) => r.title)).toEqual([
			'Local Experts You Can Trust',
			'Fully Mobile & Convenient',
			'Affordable & Transparent Pricing',
			'All-In-One Tyre Services',
		])
		expect(content.reasons[2]!.text).toContain('no hidden fees')
		expect(content.faq).toHaveLength(7)
		expect(content.faq[0]!.answer).toContain('0412 345 678')
	})
})
