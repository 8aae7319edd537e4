// Demo catalogue: real brands and ranges in the sizes Australian cars use most, with
// per-tyre prices (AUD cents, GST and mobile fitting included) that fall as quantity rises.
// Deterministic, so every fresh database and every test run sees the same catalogue.

export type Category = 'Premium' | 'Mid-Range' | 'Budget'
export type TyreType = 'Passenger' | 'Performance' | 'SUV' | '4WD'

export interface SeedBrand {
	name: string
	category: Category
	/** logo colours: background, text */
	colours: [string, string]
	models: SeedModel[]
}

interface SeedModel {
	name: string
	type: TyreType
	/** index into SIZE_GROUPS */
	sizes: keyof typeof SIZE_GROUPS
	runflat?: boolean
	/** price multiplier relative to the brand's category */
	premium?: number
}

interface SizeSpec {
	size: string
	loadIndex: number
	speedRating: string
	marking?: string
	/** base single-tyre price in dollars for a mid-range tyre of this size */
	base: number
}

export const SIZE_GROUPS = {
	passenger: [
		{ size: '185/65R15', loadIndex: 88, speedRating: 'H', base: 139 },
		{ size: '195/65R15', loadIndex: 91, speedRating: 'V', base: 145 },
		{ size: '205/55R16', loadIndex: 91, speedRating: 'V', base: 159 },
		{ size: '205/65R16', loadIndex: 95, speedRating: 'H', base: 169 },
		{ size: '215/60R16', loadIndex: 95, speedRating: 'V', base: 172 },
		{ size: '215/55R17', loadIndex: 94, speedRating: 'V', base: 189 },
		{ size: '225/45R17', loadIndex: 94, speedRating: 'W', marking: 'XL', base: 185 },
		{ size: '225/50R17', loadIndex: 98, speedRating: 'W', marking: 'XL', base: 195 },
	],
	performance: [
		{ size: '215/45R17', loadIndex: 91, speedRating: 'W', marking: 'XL', base: 189 },
		{ size: '225/45R17', loadIndex: 94, speedRating: 'Y', marking: 'XL', base: 199 },
		{ size: '225/40R18', loadIndex: 92, speedRating: 'Y', marking: 'XL', base: 219 },
		{ size: '235/45R18', loadIndex: 98, speedRating: 'Y', marking: 'XL', base: 235 },
		{ size: '245/40R18', loadIndex: 97, speedRating: 'Y', marking: 'XL', base: 245 },
		{ size: '245/45R18', loadIndex: 100, speedRating: 'Y', marking: 'XL', base: 255 },
		{ size: '255/35R18', loadIndex: 94, speedRating: 'Y', marking: 'XL', base: 259 },
		{ size: '265/35R18', loadIndex: 97, speedRating: 'Y', marking: 'XL', base: 269 },
		{ size: '275/35R18', loadIndex: 95, speedRating: 'Y', base: 279 },
	],
	suv: [
		{ size: '225/65R17', loadIndex: 102, speedRating: 'H', base: 199 },
		{ size: '235/60R18', loadIndex: 107, speedRating: 'V', marking: 'XL', base: 229 },
		{ size: '225/55R19', loadIndex: 99, speedRating: 'V', base: 249 },
		{ size: '235/55R19', loadIndex: 105, speedRating: 'W', marking: 'XL', base: 259 },
		{ size: '215/60R16', loadIndex: 99, speedRating: 'H', marking: 'XL', base: 179 },
	],
	fourWheelDrive: [
		{ size: '265/65R17', loadIndex: 112, speedRating: 'T', base: 249 },
		{ size: '265/70R16', loadIndex: 112, speedRating: 'T', base: 239 },
		{ size: '265/60R18', loadIndex: 110, speedRating: 'T', base: 265 },
		{ size: '255/70R16', loadIndex: 111, speedRating: 'T', base: 229 },
		{ size: '245/70R16', loadIndex: 107, speedRating: 'T', base: 219 },
	],
	runflat: [
		{ size: '205/55R16', loadIndex: 91, speedRating: 'W', base: 219 },
		{ size: '225/45R17', loadIndex: 91, speedRating: 'W', base: 249 },
		{ size: '225/40R18', loadIndex: 92, speedRating: 'Y', marking: '*', base: 279 },
		{ size: '255/35R18', loadIndex: 90, speedRating: 'Y', marking: '*', base: 309 },
		{ size: '245/45R18', loadIndex: 100, speedRating: 'Y', marking: '*', base: 299 },
	],
	winter: [
		{ size: '205/55R16', loadIndex: 94, speedRating: 'T', marking: 'XL', base: 149 },
		{ size: '225/45R17', loadIndex: 94, speedRating: 'V', marking: 'XL', base: 175 },
	],
} as const satisfies Record<string, readonly SizeSpec[]>

const CATEGORY_FACTOR: Record<Category, number> = { Premium: 1.45, 'Mid-Range': 1, Budget: 0.78 }

// spec §9: premium order Michelin … Falken; mid-range order Kumho … Laufenn; Zeta is the house brand.
export const SEED_BRANDS: SeedBrand[] = [
	{
		name: 'Michelin',
		category: 'Premium',
		colours: ['#27509B', '#FCE500'],
		models: [
			{ name: 'Primacy 4', type: 'Passenger', sizes: 'passenger', premium: 1.05 },
			{ name: 'Pilot Sport 4', type: 'Performance', sizes: 'performance', premium: 1.1 },
			{ name: 'Primacy 4 ZP', type: 'Passenger', sizes: 'runflat', runflat: true },
			{ name: 'LTX Trail', type: '4WD', sizes: 'fourWheelDrive', premium: 1.05 },
		],
	},
	{
		name: 'Pirelli',
		category: 'Premium',
		colours: ['#FFD100', '#D7161F'],
		models: [
			{ name: 'Cinturato P7', type: 'Passenger', sizes: 'passenger' },
			{ name: 'P Zero', type: 'Performance', sizes: 'performance', premium: 1.12 },
			{ name: 'Scorpion Verde', type: 'SUV', sizes: 'suv' },
		],
	},
	{
		name: 'Bridgestone',
		category: 'Premium',
		colours: ['#000000', '#FFFFFF'],
		models: [
			{ name: 'Turanza T005', type: 'Passenger', sizes: 'passenger' },
			{ name: 'Potenza Sport', type: 'Performance', sizes: 'performance', premium: 1.05 },
			{ name: 'Dueler H/T 684', type: '4WD', sizes: 'fourWheelDrive' },
			{ name: 'Turanza T005 RFT', type: 'Passenger', sizes: 'runflat', runflat: true },
		],
	},
	{
		name: 'Continental',
		category: 'Premium',
		colours: ['#FFA500', '#000000'],
		models: [
			{ name: 'PremiumContact 7', type: 'Passenger', sizes: 'passenger' },
			{ name: 'SportContact 7', type: 'Performance', sizes: 'performance', premium: 1.08 },
			{ name: 'CrossContact RX', type: 'SUV', sizes: 'suv' },
		],
	},
	{
		name: 'Goodyear',
		category: 'Premium',
		colours: ['#002F87', '#FFDD00'],
		models: [
			{ name: 'Assurance TripleMax 2', type: 'Passenger', sizes: 'passenger', premium: 0.95 },
			{ name: 'Eagle F1 Asymmetric 6', type: 'Performance', sizes: 'performance' },
			{ name: 'Wrangler AT Adventure', type: '4WD', sizes: 'fourWheelDrive' },
		],
	},
	{
		name: 'Dunlop',
		category: 'Premium',
		colours: ['#FFD400', '#000000'],
		models: [
			{ name: 'SP Sport LM705', type: 'Passenger', sizes: 'passenger', premium: 0.9 },
			{ name: 'SP Sport Maxx 060+', type: 'Performance', sizes: 'performance', premium: 0.95 },
			{ name: 'Grandtrek AT5', type: '4WD', sizes: 'fourWheelDrive', premium: 0.95 },
		],
	},
	{
		name: 'Yokohama',
		category: 'Premium',
		colours: ['#E60012', '#FFFFFF'],
		models: [
			{ name: 'BluEarth-GT AE51', type: 'Passenger', sizes: 'passenger', premium: 0.9 },
			{ name: 'Advan Sport V107', type: 'Performance', sizes: 'performance' },
			{ name: 'Geolandar A/T G015', type: '4WD', sizes: 'fourWheelDrive', premium: 0.92 },
		],
	},
	{
		name: 'Toyo',
		category: 'Premium',
		colours: ['#004EA2', '#FFFFFF'],
		models: [
			{ name: 'Proxes Sport 2', type: 'Performance', sizes: 'performance', premium: 0.92 },
			{ name: 'Open Country A/T III', type: '4WD', sizes: 'fourWheelDrive', premium: 0.95 },
		],
	},
	{
		name: 'Falken',
		category: 'Premium',
		colours: ['#0055A5', '#FFFFFF'],
		models: [
			{ name: 'Azenis FK520', type: 'Performance', sizes: 'performance', premium: 0.85 },
			{ name: 'Ziex ZE310 Ecorun', type: 'Passenger', sizes: 'passenger', premium: 0.82 },
			{ name: 'Wildpeak A/T3W', type: '4WD', sizes: 'fourWheelDrive', premium: 0.88 },
		],
	},
	{
		name: 'Kumho',
		category: 'Mid-Range',
		colours: ['#E2001A', '#FFFFFF'],
		models: [
			{ name: 'Ecsta PS71', type: 'Performance', sizes: 'performance' },
			{ name: 'Solus TA31', type: 'Passenger', sizes: 'passenger' },
			{ name: 'Road Venture AT52', type: '4WD', sizes: 'fourWheelDrive' },
		],
	},
	{
		name: 'Hankook',
		category: 'Mid-Range',
		colours: ['#F47920', '#FFFFFF'],
		models: [
			{ name: 'Ventus Prime 4', type: 'Passenger', sizes: 'passenger', premium: 1.05 },
			{ name: 'Ventus S1 evo3', type: 'Performance', sizes: 'performance', premium: 1.08 },
			{ name: 'Dynapro AT2', type: '4WD', sizes: 'fourWheelDrive' },
			{ name: 'Ventus S1 evo3 HRS', type: 'Performance', sizes: 'runflat', runflat: true },
		],
	},
	{
		name: 'Nexen',
		category: 'Mid-Range',
		colours: ['#1D3E8A', '#FFFFFF'],
		models: [
			{ name: "N'Fera Primus", type: 'Passenger', sizes: 'passenger', premium: 0.95 },
			{ name: 'Roadian HTX2', type: '4WD', sizes: 'fourWheelDrive', premium: 0.95 },
		],
	},
	{
		name: 'GT Radial',
		category: 'Mid-Range',
		colours: ['#00205B', '#F2A900'],
		models: [
			{ name: 'Champiro FE2', type: 'Passenger', sizes: 'passenger', premium: 0.9 },
			{ name: 'Adventuro AT3', type: '4WD', sizes: 'fourWheelDrive', premium: 0.9 },
		],
	},
	{
		name: 'Maxxis',
		category: 'Mid-Range',
		colours: ['#D71920', '#FFFFFF'],
		models: [
			{ name: 'Premitra HP5', type: 'Passenger', sizes: 'passenger', premium: 0.92 },
			{ name: 'Victra Sport 5', type: 'Performance', sizes: 'performance', premium: 0.95 },
			{ name: 'Bravo AT-771', type: '4WD', sizes: 'fourWheelDrive', premium: 0.92 },
		],
	},
	{
		name: 'Laufenn',
		category: 'Mid-Range',
		colours: ['#6C2C91', '#FFFFFF'],
		models: [
			{ name: 'S FIT EQ+', type: 'Passenger', sizes: 'passenger', premium: 0.85 },
			{ name: 'X FIT AT', type: '4WD', sizes: 'fourWheelDrive', premium: 0.85 },
		],
	},
	{
		name: 'Zeta',
		category: 'Mid-Range',
		colours: ['#DA2627', '#FFFFFF'],
		models: [
			{ name: 'Alventi', type: 'Performance', sizes: 'performance', premium: 0.78 },
			{ name: 'Azura', type: 'Passenger', sizes: 'passenger', premium: 0.75 },
			{ name: 'Impero', type: 'SUV', sizes: 'suv', premium: 0.78 },
			{ name: 'Antarctica 5', type: 'Passenger', sizes: 'winter', premium: 0.75 },
		],
	},
	{
		name: 'Sailun',
		category: 'Budget',
		colours: ['#00539F', '#FFFFFF'],
		models: [
			{ name: 'Atrezzo Elite', type: 'Passenger', sizes: 'passenger' },
			{ name: 'Terramax AT', type: '4WD', sizes: 'fourWheelDrive' },
		],
	},
	{
		name: 'Triangle',
		category: 'Budget',
		colours: ['#E30613', '#FFFFFF'],
		models: [{ name: 'EffeXSport TH202', type: 'Performance', sizes: 'performance' }],
	},
	{
		name: 'Westlake',
		category: 'Budget',
		colours: ['#003D7C', '#FFFFFF'],
		models: [{ name: 'Zuper Eco Z-107', type: 'Passenger', sizes: 'passenger', premium: 0.95 }],
	},
	{
		name: 'Linglong',
		category: 'Budget',
		colours: ['#00A0E9', '#FFFFFF'],
		models: [{ name: 'Comfort Master', type: 'Passenger', sizes: 'passenger', premium: 0.93 }],
	},
	{
		name: 'Nankang',
		category: 'Budget',
		colours: ['#1A1A1A', '#F5C400'],
		models: [
			{ name: 'NS-25', type: 'Passenger', sizes: 'passenger' },
			{ name: 'Conqueror A/T', type: '4WD', sizes: 'fourWheelDrive' },
		],
	},
]

export interface SeedTyre {
	brand: string
	model: string
	category: Category
	type: TyreType
	width: number
	profile: number
	rim: number
	size: string
	loadIndex: number
	speedRating: string
	marking: string | null
	runflat: boolean
	/** per-tyre price in cents when buying 1..5; null where that tier has no price */
	prices: [number | null, number | null, number | null, number | null, number | null]
	priceInclGst: number
	stock: number
	unloading24h: number
	slug: string
}

/** Small deterministic PRNG (mulberry32): the same catalogue on every run. */
function random(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

export function slugify(text: string) {
	return text
		.toLowerCase()
		.replace(/['’]/g, '')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}

// Per-tyre discount when buying 2..5 (1 is full price).
const TIER_FACTORS = [1, 0.985, 0.97, 0.95, 0.94]

export function seedTyres(): SeedTyre[] {
	const rand = random(20261122)
	const tyres: SeedTyre[] = []
	for (const brand of SEED_BRANDS) {
		for (const model of brand.models) {
			for (const spec of SIZE_GROUPS[model.sizes] as readonly SizeSpec[]) {
				const match = /^(\d{3})\/(\d{2})R(\d{2})$/.exec(spec.size)!
				const [width, profile, rim] = [Number(match[1]), Number(match[2]), Number(match[3])]
				const jitter = 0.96 + rand() * 0.08
				const single = Math.round(spec.base * CATEGORY_FACTOR[brand.category] * (model.premium ?? 1) * jitter) // whole dollars
				const priceInclGst = single * 100
				const prices = TIER_FACTORS.map((factor) => Math.round(single * factor) * 100) as SeedTyre['prices']
				// A few ranges are sold in sets only up to 4, and a handful of new listings have no
				// tier prices yet (spec §2: a missing Price for N hides that option; none hides the card).
				const roll = rand()
				if (roll < 0.06) prices[4] = null
				else if (roll < 0.075) prices.fill(null)
				const stockRoll = rand()
				const stock = stockRoll < 0.08 ? 0 : stockRoll < 0.2 ? 1 + Math.floor(rand() * 4) : 4 + Math.floor(rand() * 17)
				tyres.push({
					brand: brand.name,
					model: model.name,
					category: brand.category,
					type: model.type,
					width,
					profile,
					rim,
					size: spec.size,
					loadIndex: spec.loadIndex,
					speedRating: spec.speedRating,
					marking: model.runflat && !spec.marking ? 'RSC' : (spec.marking ?? null),
					runflat: model.runflat ?? false,
					prices,
					priceInclGst,
					stock,
					unloading24h: Math.floor(rand() * 9),
					slug: slugify(`${brand.name} ${model.name} ${spec.size} ${spec.loadIndex}${spec.speedRating}`),
				})
			}
		}
	}
	return tyres
}
