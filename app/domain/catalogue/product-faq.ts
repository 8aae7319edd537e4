// spec §2: the product page's FAQ accordion, 10 questions (the tread wear limit 1.6 mm is one).

import { CANCELLATION_FEE_CENTS, FAILED_ATTENDANCE_FEE_CENTS } from '#app/domain/booking/fees'
import { formatDollars } from '#app/lib/money'

export const PRODUCT_FAQ: { question: string; answer: string }[] = [
	{
		question: 'Is fitting included in the price?',
		answer:
			'Yes. Every price includes GST and mobile fitting: we come to you, fit the tyres, balance the wheels, fit new valves and take the old tyres away for recycling.',
	},
	{
		question: 'Where do you fit the tyres?',
		answer:
			'At your home, your workplace or the roadside anywhere in our south-east Melbourne service area, 7 days a week. All we need is enough room to work safely beside the car.',
	},
	{
		question: 'How long does fitting take?',
		answer: 'Most jobs take 30 to 60 minutes for a set of four; a single tyre takes about 30 to 45 minutes.',
	},
	{
		question: 'Is this tyre the right size for my car?',
		answer:
			'Check the size printed on the sidewall of your current tyres or on the tyre placard inside the driver’s door, e.g. 205/55R16 91V. It must match the size and be at least the load index and speed rating shown on the placard.',
	},
	{
		question: 'What do the load index and speed rating mean?',
		answer:
			'The number after the size (for example 91) is the load index: the most weight each tyre may carry (91 means 615 kg). The letter (for example V) is the speed rating: the highest sustained speed the tyre is built for (V is 240 km/h).',
	},
	{
		question: 'When do my tyres need replacing?',
		answer:
			'The legal minimum tread depth in Australia is 1.6 mm across the tread. Tread wear indicators, small raised bars in the grooves, show when a tyre is worn to 1.6 mm. Replace tyres sooner if they are cracked, bulging, damaged or more than about six years old.',
	},
	{
		question: 'Can I buy fewer than four tyres?',
		answer:
			'Yes, from one to five tyres of a model at a time. The per-tyre price falls as you buy more, which is why the price shown on each card is the price for four.',
	},
	{
		question: 'Should the same tyres go on all four wheels?',
		answer:
			'Tyres on the same axle should always match in size, model and wear. Many cars handle best with four matching tyres; cars with staggered sizes use different sizes front and rear, and we fit those as front and rear pairs.',
	},
	{
		question: 'How can I pay?',
		answer: 'By Visa, MasterCard, American Express, Zip or Afterpay. Prices are in Australian dollars and include GST.',
	},
	{
		question: 'Can I change or cancel my booking?',
		answer:
			`Yes, call us as early as you can. A cancellation fee of ${formatDollars(CANCELLATION_FEE_CENTS)} applies to a confirmed appointment, and a failed-attendance fee of ${formatDollars(FAILED_ATTENDANCE_FEE_CENTS)} when we arrive and cannot fit the tyres.`,
	},
]
