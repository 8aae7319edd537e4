import type { FaqItem } from './home'
import type { ServiceSlug } from './services'
import type { IconName } from './visuals'

// Copy for /area-we-serve/{suburb} (spec §2 Suburb page): hero, intro, four services, four
// reasons and a 7-question FAQ. Only ever rendered for a suburb we actually serve.

export interface SuburbService {
	icon: IconName
	title: string
	text: string
	/** the service page it links to */
	slug: ServiceSlug
}

export interface SuburbReason {
	icon: IconName
	title: string
	text: string
}

export interface SuburbContent {
	title: string
	description: string
	keywords: string
	heading: string
	tagline: string
	intro: string[]
	servicesHeading: string
	services: SuburbService[]
	reasonsHeading: string
	reasons: SuburbReason[]
	faqHeading: string
	faq: FaqItem[]
}

export function suburbContent({ suburb, brand, phone }: { suburb: string; brand: string; phone: string }): SuburbContent {
	return {
		title: `Mobile Tyre Services in ${suburb} | ${brand}`,
		description: `Mobile tyre sales, fitting, puncture repair, balancing and rotations in ${suburb}. ${brand} comes to your home, work or roadside 7 days a week. Prices include GST and fitting.`,
		keywords: `mobile tyres ${suburb}, tyre fitting ${suburb}, puncture repair ${suburb}, tyres ${suburb}, mobile tyre service ${suburb}, wheel balancing ${suburb}`,
		heading: `Mobile Tyre Services in ${suburb}`,
		tagline: 'Fast, reliable, and onsite tyre services',
		intro: [
			`${brand} proudly serves the ${suburb} community 7 days a week. Whether your car is at home, at work or stuck at the side of the road, our fully equipped vans bring new tyres, puncture repairs and wheel balancing to you, so you never have to wait around at a tyre shop.`,
			`Locals in ${suburb} can book online in a few minutes: choose your tyres, pick a morning, lunch or afternoon window, and we will be there. Every price includes GST and mobile fitting.`,
		],
		servicesHeading: `Our tyre services in ${suburb}`,
		services: [
			{
				icon: 'tyre',
				title: 'Tyre Sales',
				text: 'Premium, mid-range and budget tyres for cars, SUVs, 4WDs and vans, with GST and fitting included in the price.',
				slug: 'tyre-sales',
			},
			{
				icon: 'van',
				title: 'Onsite Tyre Fitting',
				text: `New tyres fitted and balanced in your ${suburb} driveway or workplace car park, usually in 30 to 60 minutes.`,
				slug: 'onsite-fitting',
			},
			{
				icon: 'puncture',
				title: 'Puncture Repairs',
				text: 'Flat tyre? We inspect it inside and out and repair it properly where it is safe, or fit a replacement.',
				slug: 'puncture-repair',
			},
			{
				icon: 'balance',
				title: 'Wheel Balancing & Rotations',
				text: 'Smooth out vibration and even out tread wear so your tyres last longer, without a trip to the workshop.',
				slug: 'wheel-balancing',
			},
		],
		reasonsHeading: `Why ${suburb} drivers choose ${brand}`,
		reasons: [
			{
				icon: 'pin',
				title: 'Local Experts You Can Trust',
				text: `Our technicians work across ${suburb} and the surrounding suburbs every week, and know the local roads and the cars people drive on them.`,
			},
			{
				icon: 'van',
				title: 'Fully Mobile & Convenient',
				text: 'We come to your home, workplace or the roadside with everything needed to fit and balance your tyres on the spot.',
			},
			{
				icon: 'price',
				title: 'Affordable & Transparent Pricing',
				text: 'Clear prices with GST and mobile fitting included, and no hidden fees: you see the full total before you pay.',
			},
			{
				icon: 'tools',
				title: 'All-In-One Tyre Services',
				text: 'Tyre sales, fitting, puncture repairs, balancing, rotations, inspections and recycling, all from one team.',
			},
		],
		faqHeading: `Mobile tyre questions from ${suburb}`,
		faq: [
			{
				question: `Do you offer emergency tyre help in ${suburb}?`,
				answer: `Yes. If you have a flat or damaged tyre, call us on ${phone}. We work 7 days a week and will get a technician to you in ${suburb} as soon as one is free, often the same day.`,
			},
			{
				question: `Can I buy and have tyres fitted at my home in ${suburb}?`,
				answer: 'Yes. Choose your tyres online by size, brand or registration, pick a time window, and we bring them to your home or workplace and fit them there. The price includes fitting.',
			},
			{
				question: `Do you provide fleet tyre services in ${suburb}?`,
				answer: `We do. We look after utes, vans and company cars for ${suburb} businesses at the depot or job site, so your vehicles spend less time off the road.`,
			},
			{
				question: 'How long does mobile tyre fitting take?',
				answer: 'Most jobs take 30 to 60 minutes from the moment we arrive, including balancing. A single tyre or a puncture repair is usually quicker.',
			},
			{
				question: `Can you repair a puncture onsite in ${suburb}?`,
				answer: 'In most cases, yes. We remove the tyre, inspect it from the inside and repair it if the damage is small and in the tread area. Sidewall damage cannot be repaired safely, so we would fit a new tyre instead.',
			},
			{
				question: 'What happens to my old tyres?',
				answer: 'We take them away when we fit your new ones and send them to a tyre recycler, so there is nothing left at your place.',
			},
			{
				question: `Do you do tyre rotations and wheel balancing onsite in ${suburb}?`,
				answer: 'Yes. Our vans carry a wheel balancer, so we can rotate your tyres and balance your wheels at your home or work, and check your tyres while we are there.',
			},
		],
	}
}
