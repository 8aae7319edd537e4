import { CANCELLATION_FEE_CENTS } from '#app/domain/booking/fees'
import { FLEXIBLE_DISCOUNT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '#app/domain/pricing/pricing'
import { formatDollars } from '#app/lib/money'
import type { BlogSummary } from '#app/domain/blogs/blog-text'
import type { IconName } from './visuals'

// Copy for the home page sections below the search (spec §2 Home: about block, service
// highlight blocks, services grid, FAQ accordion). Amounts come from the pricing module.

/** What the home sections below the search show from the database (home.server.ts reads it). */
export interface HomeContentData {
	blogs: BlogSummary[]
	/** spec §2: 'Show All' links to /blogs only when there are more than 3 */
	showAllBlogs: boolean
	/** 'What our customers say': the Google rating line and the link to the reviews, when the owner gave them */
	reviews: { rating: string | null; url: string | null }
}

export interface FaqItem {
	question: string
	answer: string
}

export interface Highlight {
	icon: IconName
	title: string
	text: string
}

export function aboutBlock(brand: string) {
	return {
		heading: `About ${brand}`,
		paragraphs: [
			`${brand} is a mobile tyre service for south-east Melbourne. Our vans carry the tyres, the tyre changer and the wheel balancer, so we can fit new tyres in your driveway, in your workplace car park or at the roadside, 7 days a week.`,
			'Choose your tyres online by size, brand or registration, pick a time that suits you, and our technician does the rest. Every price includes GST and mobile fitting, and most jobs take 30 to 60 minutes.',
		],
	}
}

/** spec §2: service highlight blocks */
export const HIGHLIGHTS: Highlight[] = [
	{ icon: 'van', title: 'We come to you', text: 'Home, work or roadside, anywhere in our south-east Melbourne service area.' },
	{ icon: 'price', title: 'Fitting included', text: 'Every tyre price includes GST and mobile fitting. You see the full total before you pay.' },
	{ icon: 'calendar', title: 'Open 7 days', text: `Morning, lunch or afternoon windows every day, or choose "I'm flexible" and save ${formatDollars(FLEXIBLE_DISCOUNT)}.` },
	{ icon: 'clock', title: 'Done in about an hour', text: 'Most fittings take 30 to 60 minutes from the moment we arrive.' },
]

/** spec §2: FAQ accordion with 8 questions, the first open. */
export function homeFaq(phone: string): FaqItem[] {
	return [
		{
			question: 'Which areas do you cover?',
			answer:
				'We cover south-east Melbourne, from Oakleigh, Glen Waverley and Clayton out to Dandenong, Berwick, Narre Warren, Pakenham and down to Frankston. The Areas we serve page lists every suburb, and we check your address is inside our area before you pay.',
		},
		{
			question: 'How long does mobile tyre fitting take?',
			answer: 'Most jobs take 30 to 60 minutes from the moment we arrive, including balancing. A single tyre or a puncture repair is usually quicker.',
		},
		{
			question: 'Is fitting included in the price?',
			answer: `Yes. Every tyre price includes GST and mobile fitting. A ${formatDollars(SHIPPING_FEE)} shipping fee applies only to orders under ${formatDollars(FREE_SHIPPING_FROM)}, and you always see the full total before you pay.`,
		},
		{
			question: 'Do I need to be there while you fit the tyres?',
			answer:
				'Not the whole time. Please make sure the car is at the address you gave, parked on a level, safe spot with room to work around it, with the locking wheel-nut key in the car if your wheels have one, and that we can reach you by phone.',
		},
		{
			question: 'When can you come?',
			answer: `7 days a week. Choose a morning (8am to 11am), lunch (11am to 2pm) or afternoon (2pm to 5pm) window, or pick "I'm flexible" and save ${formatDollars(FLEXIBLE_DISCOUNT)}.`,
		},
		{
			question: 'How do I know which tyres fit my car?',
			answer: `The size is on the sidewall of your current tyres, for example 205/55R16, and on the tyre placard inside the driver's door. You can also search by your registration, or call us on ${phone} and we will find the right size.`,
		},
		{
			question: 'What happens to my old tyres?',
			answer: 'We take them away with us and send them to a tyre recycler, so there is nothing left at your place and nothing goes to landfill.',
		},
		{
			question: 'Can I change or cancel my booking?',
			answer: `Yes, call us and give us as much notice as you can. A ${formatDollars(CANCELLATION_FEE_CENTS)} cancellation fee applies to a confirmed appointment, as set out in our Terms and Conditions.`,
		},
	]
}
