import { isServiceSlug, type ServiceSlug } from '#app/domain/content/services'
import type { IconName, IllustrationName } from '#app/domain/content/visuals'

// Copy for /services and the eight service pages (spec §2 Static and service pages). Every page
// shares one structure: red banner with heading, intro block, image beside a paragraph and a
// checklist, and a 'Why choose' section of four feature cards in rows of two. The wheel
// balancing and inspections pages follow the spec's wording; the other six are our own.

export interface ServiceFeature {
	icon: IconName
	title: string
	description: string
	image: IllustrationName
	imageAlt: string
}

export interface ServiceContent {
	slug: ServiceSlug
	/** the label in menus and cards, e.g. 'Wheel Balancing' */
	name: string
	/** one or two sentences for the services grid and overview */
	summary: string
	icon: IconName
	title: string
	description: string
	keywords: string
	/** the banner's h1 */
	heading: string
	bannerText: string
	introHeading: string
	intro: string[]
	image: IllustrationName
	imageAlt: string
	detailHeading: string
	detailText: string
	checklist: string[]
	whyHeading: string
	features: [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature]
}

/** All eight service pages, in menu order, with the business name filled in. */
export function servicePages(brand: string): ServiceContent[] {
	return [
		{
			slug: 'tyre-sales',
			name: 'Tyre Sales',
			summary: 'New tyres from the brands you know, priced with GST and mobile fitting included, for cars, SUVs, 4WDs and vans.',
			icon: 'tyre',
			title: `Tyre Sales Melbourne South-East | New Tyres Fitted Onsite | ${brand}`,
			description: `Buy new tyres online from ${brand}: premium, mid-range and budget brands for cars, SUVs, 4WDs and vans, with GST and mobile fitting included in every price.`,
			keywords: 'tyre sales Melbourne, buy tyres online Melbourne, cheap tyres south east Melbourne, new tyres fitted at home, Michelin, Bridgestone, Hankook tyres',
			heading: 'Tyre Sales',
			bannerText: 'New tyres for every budget, delivered and fitted wherever your car is parked.',
			introHeading: 'The right tyre, at a price that already includes fitting',
			intro: [
				`${brand} stocks tyres for passenger cars, SUVs, four wheel drives and light commercial vans, from premium names like Michelin, Pirelli, Bridgestone and Continental to well-made mid-range and budget ranges. Search by tyre size, by brand or by your registration, and every price you see includes GST and mobile fitting.`,
				'There is no trip to a tyre shop and no waiting room. Choose your tyres, pick a morning, lunch or afternoon window, and our technician brings them to your home, workplace or the roadside.',
			],
			image: 'tyre-stack',
			imageAlt: 'A stack of new tyres ready to be loaded into the service van',
			detailHeading: 'What you get with every set',
			detailText:
				'Before we fit anything we check the size, load index and speed rating against the tyre placard on your car, so what goes on is right for your vehicle and legal on Victorian roads.',
			checklist: [
				'Passenger, SUV, 4WD and light commercial tyres',
				'Premium, mid-range and budget brands',
				'Prices include GST and mobile fitting',
				'Size, load index and speed rating checked against your placard',
				'Staggered front and rear sizes for performance cars',
				'Old tyres taken away for recycling',
			],
			whyHeading: `Why choose ${brand} for new tyres`,
			features: [
				{
					icon: 'star',
					title: 'Brands you know',
					description: 'Michelin, Pirelli, Bridgestone, Continental, Goodyear and Dunlop, plus proven mid-range brands such as Hankook, Kumho and Nexen.',
					image: 'tyre-stack',
					imageAlt: 'New tyres from several brands',
				},
				{
					icon: 'price',
					title: 'One price, no surprises',
					description: 'The price on the tyre card is what a fitted tyre costs you: GST and mobile fitting are already in it, and you see the full total before you pay.',
					image: 'price-tag',
					imageAlt: 'A price tag showing a fitted price',
				},
				{
					icon: 'chat',
					title: 'Honest advice',
					description: 'Not sure between a premium and a budget tyre? Call us. We will tell you what suits the way you drive, not just the dearest option.',
					image: 'technician',
					imageAlt: 'A technician talking a customer through tyre options',
				},
				{
					icon: 'van',
					title: 'Fitted where you are',
					description: 'Your tyres arrive with the technician, the tyre changer and the wheel balancer, so the whole job happens in your driveway or car park.',
					image: 'van',
					imageAlt: 'The mobile tyre service van parked in a driveway',
				},
			],
		},
		{
			slug: 'onsite-fitting',
			name: 'Onsite Tyre Fitting',
			summary: 'We fit and balance your new tyres at home, at work or at the roadside, usually in 30 to 60 minutes.',
			icon: 'van',
			title: `Mobile Tyre Fitting Melbourne | Onsite at Home or Work | ${brand}`,
			description: `Onsite tyre fitting across south-east Melbourne, 7 days a week. ${brand} fits and balances new tyres at your home, workplace or roadside in 30 to 60 minutes.`,
			keywords: 'mobile tyre fitting Melbourne, onsite tyre fitting, tyre fitting at home, mobile tyre service south east Melbourne, tyre change at work',
			heading: 'Onsite Tyre Fitting',
			bannerText: 'A fully equipped tyre shop on wheels, at your home, your workplace or the roadside.',
			introHeading: 'Your driveway is our workshop',
			intro: [
				'Our service vans carry a tyre changer, a wheel balancer, a compressor and a torque wrench: everything a tyre shop has, on four wheels. We come to you 7 days a week across south-east Melbourne, so your car never has to leave home.',
				'Most jobs take 30 to 60 minutes from the moment we arrive. You can keep working, look after the kids or get on with your weekend while we do it.',
			],
			image: 'van',
			imageAlt: 'A mobile tyre fitting van with its rear doors open and equipment inside',
			detailHeading: 'How a mobile fitting works',
			detailText:
				'Book online and choose a time window. On the day our technician calls when on the way, checks your car, fits and balances the new tyres, and leaves the old ones in the van for recycling.',
			checklist: [
				'Fitting at home, at work or at the roadside',
				'Wheels balanced on our mobile balancer',
				'Wheel nuts tightened to the maker’s torque with a torque wrench',
				'Tyre pressures set to your car’s placard',
				'A quick check of the other tyres while we are there',
				'Old tyres taken away for recycling',
			],
			whyHeading: `Why choose ${brand} for onsite fitting`,
			features: [
				{
					icon: 'clock',
					title: 'Done in 30 to 60 minutes',
					description: 'A typical set of four is fitted and balanced within the hour, and you do not lose half a Saturday in a waiting room.',
					image: 'clock',
					imageAlt: 'A clock showing a fitting finished within the hour',
				},
				{
					icon: 'pin',
					title: 'Home, work or roadside',
					description: 'Tell us where the car will be. We need a flat, safe spot about two car widths wide; a driveway or a car park space is perfect.',
					image: 'map',
					imageAlt: 'A map pin over a suburban street',
				},
				{
					icon: 'calendar',
					title: 'Open 7 days',
					description: 'Choose a morning, lunch or afternoon window on any day of the week, or pick "I\'m flexible" and save $10.',
					image: 'calendar',
					imageAlt: 'A calendar with a booked fitting window',
				},
				{
					icon: 'tools',
					title: 'Shop-grade equipment',
					description: 'The same tyre changer and balancer you would find in a workshop, so low-profile and run-flat tyres are fitted without damage to your wheels.',
					image: 'balancer',
					imageAlt: 'A wheel balancing machine inside the service van',
				},
			],
		},
		{
			slug: 'fleet',
			name: 'Fleet Tyre Services',
			summary: 'Tyres supplied, fitted and checked at your depot or job site, so your utes, vans and cars stay on the road.',
			icon: 'fleet',
			title: `Fleet Tyre Services Melbourne | Onsite for Utes, Vans & Cars | ${brand}`,
			description: `Mobile fleet tyre services for south-east Melbourne businesses: ${brand} supplies, fits and checks tyres on your utes, vans and company cars at your depot or job site.`,
			keywords: 'fleet tyre services Melbourne, mobile fleet tyres, commercial van tyres, ute tyres onsite, business tyre service south east Melbourne',
			heading: 'Fleet Tyre Services',
			bannerText: 'Keep your utes, vans and company cars earning, with tyres fitted at your depot or on site.',
			introHeading: 'Tyres that fit around your business, not the other way round',
			intro: [
				'Every hour a vehicle spends at a tyre shop is an hour it is not working. We bring the tyres and the equipment to your depot, yard or job site and work through your vehicles while your team gets on with the day.',
				'From a tradie with two utes to a business running a dozen delivery vans, we look after passenger, SUV and light commercial tyres, including LT and reinforced tyres for vehicles that carry weight.',
			],
			image: 'fleet',
			imageAlt: 'A row of work utes and vans parked at a depot',
			detailHeading: 'A tyre plan for your vehicles',
			detailText:
				'Talk to us about how many vehicles you run and how hard they work. We can check every vehicle on one visit, tell you which tyres need attention now and which can wait, and plan the rest.',
			checklist: [
				'Fitting at your depot, yard or job site',
				'Light commercial, LT and reinforced tyres',
				'Tread, pressure and damage checks on every vehicle',
				'Rotations and balancing to even out wear',
				'Puncture repairs on site where the tyre is repairable',
				'One contact for all your vehicles',
			],
			whyHeading: `Why businesses choose ${brand}`,
			features: [
				{
					icon: 'clock',
					title: 'Less downtime',
					description: 'Vehicles are fitted where they are parked, so drivers are not sitting at a tyre shop and jobs are not missed.',
					image: 'clock',
					imageAlt: 'A clock next to a parked work van',
				},
				{
					icon: 'shield',
					title: 'Safer, legal vehicles',
					description: 'Worn or damaged tyres are spotted early and reported to you, before they turn into a defect notice, a fine or a breakdown.',
					image: 'gauge',
					imageAlt: 'A tread depth gauge measuring a van tyre',
				},
				{
					icon: 'price',
					title: 'Clear pricing',
					description: 'Every tyre is priced with GST and fitting included, so you can compare and approve quotes without chasing hidden extras.',
					image: 'price-tag',
					imageAlt: 'A price tag on a commercial tyre',
				},
				{
					icon: 'fleet',
					title: 'Built for work vehicles',
					description: 'Utes, vans, and SUVs that tow or carry tools need the right load rating. We check it on every tyre we fit.',
					image: 'fleet',
					imageAlt: 'A line of company utes and vans',
				},
			],
		},
		{
			slug: 'puncture-repair',
			name: 'Puncture Repair',
			summary: 'Flat tyre? We come to you, inspect the tyre from the inside and repair it properly where it is safe to do so.',
			icon: 'puncture',
			title: `Mobile Puncture Repair Melbourne | Flat Tyre Fixed Onsite | ${brand}`,
			description: `Mobile puncture repair across south-east Melbourne. ${brand} comes to your home, work or roadside, inspects the tyre inside and out and repairs it properly where it is safe.`,
			keywords: 'mobile puncture repair Melbourne, flat tyre repair near me, tyre puncture repair onsite, roadside tyre repair south east Melbourne',
			heading: 'Puncture Repair',
			bannerText: 'A flat tyre does not have to ruin your day. We repair punctures at your home, work or the roadside.',
			introHeading: 'Repaired properly, or replaced if it is not safe',
			intro: [
				'A nail or screw in the tread is the most common reason for a flat tyre, and many of those tyres can be repaired. We take the tyre off the wheel and inspect it from the inside, because a tyre that has been driven on while flat can be damaged where you cannot see it from the outside.',
				'If the damage is in the repairable area of the tread and small enough, we repair it from the inside and refit and balance the wheel. If it is not safe to repair, we tell you why and can fit a replacement on the same visit when you let us know the size.',
			],
			image: 'puncture',
			imageAlt: 'A tyre with a screw in the tread, ready to be repaired',
			detailHeading: 'What makes a puncture repairable',
			detailText:
				'Industry repair guidelines allow a repair to small punctures, generally up to 6 mm, in the central tread area of a tyre that has not been run flat. Damage to the sidewall or shoulder is never repaired.',
			checklist: [
				'Tyre removed and inspected from the inside',
				'Repairs made from the inside of the tyre, not a roadside plug',
				'Wheel refitted, balanced and pressures set',
				'Honest advice when a tyre cannot be repaired safely',
				'Replacement tyre fitted on the spot when you need one',
				'Spare wheel checked and put back where it belongs',
			],
			whyHeading: `Why choose ${brand} for puncture repair`,
			features: [
				{
					icon: 'pin',
					title: 'We come to the car',
					description: 'At home, at work or on the roadside: you do not have to drive on a flat or fit the space-saver spare yourself.',
					image: 'map',
					imageAlt: 'A map pin showing where the car is parked',
				},
				{
					icon: 'shield',
					title: 'Safety first',
					description: 'We only repair what can be repaired safely. If a tyre is damaged in the sidewall or has been run flat, we will say so and show you.',
					image: 'gauge',
					imageAlt: 'A technician inspecting the inside of a tyre',
				},
				{
					icon: 'tools',
					title: 'A proper repair',
					description: 'An internal repair seals the inner liner and fills the hole, so the tyre holds air and is balanced again before we hand it back.',
					image: 'puncture',
					imageAlt: 'A repaired tyre on the wheel',
				},
				{
					icon: 'tyre',
					title: 'A new tyre when you need it',
					description: 'If the tyre cannot be saved, tell us the size and we can bring and fit a new one, with GST and fitting included in the price.',
					image: 'tyre-stack',
					imageAlt: 'New replacement tyres in the van',
				},
			],
		},
		{
			slug: 'rotations',
			name: 'Tyre Rotations',
			summary: 'Even out tread wear and get more kilometres from your tyres with a rotation at home or at work.',
			icon: 'rotation',
			title: `Mobile Tyre Rotation Melbourne | Even Wear, Longer Life | ${brand}`,
			description: `Mobile tyre rotations across south-east Melbourne. ${brand} swaps your tyres in the right pattern, checks the tread and sets the pressures at your home or work.`,
			keywords: 'tyre rotation Melbourne, mobile tyre rotation, rotate tyres near me, tyre rotation at home, even tyre wear',
			heading: 'Tyre Rotations',
			bannerText: 'More kilometres from every tyre, with a rotation done in your driveway.',
			introHeading: 'Why rotating your tyres pays off',
			intro: [
				'Tyres do not wear evenly. On a front wheel drive car the front tyres steer, drive and do most of the braking, so they can wear much faster than the rear. Moving the tyres to new positions at regular intervals spreads that wear so all four last longer and wear out together.',
				'A good rule is a rotation every 10,000 km, or at every second service. We do it at your home or work, and check each tyre for wear and damage while the wheels are off.',
			],
			image: 'rotation',
			imageAlt: 'Four wheels with arrows showing a tyre rotation pattern',
			detailHeading: 'Rotated the right way for your car',
			detailText:
				'The pattern depends on whether your car is front, rear or all wheel drive, and on your tyres. Directional tyres stay on the same side, and staggered sizes stay on their own axle.',
			checklist: [
				'Rotation pattern matched to your drivetrain and tyres',
				'Tread depth measured on every tyre',
				'Uneven wear noted, with the likely cause explained',
				'Pressures set to the placard for the new positions',
				'Wheel nuts tightened to the maker’s torque',
				'Balancing on the spot if you have noticed a vibration',
			],
			whyHeading: `Why choose ${brand} for tyre rotations`,
			features: [
				{
					icon: 'price',
					title: 'Longer-lasting tyres',
					description: 'Even wear means you replace all four together, later, instead of buying front tyres twice as often.',
					image: 'tyre-stack',
					imageAlt: 'Four tyres worn evenly',
				},
				{
					icon: 'gauge',
					title: 'A free health check',
					description: 'With the wheels off we can see the inner edges, where alignment and suspension problems show first.',
					image: 'gauge',
					imageAlt: 'A tread depth gauge in a tyre groove',
				},
				{
					icon: 'shield',
					title: 'Better grip, front and rear',
					description: 'Evenly worn tyres keep the car balanced when braking and cornering, especially on wet Melbourne roads.',
					image: 'road',
					imageAlt: 'A car driving on a wet road',
				},
				{
					icon: 'van',
					title: 'No workshop visit',
					description: 'A rotation takes us about half an hour in your driveway or car park, 7 days a week.',
					image: 'van',
					imageAlt: 'The service van parked outside a home',
				},
			],
		},
		{
			// spec §2: heading, title and promises for wheel balancing are given
			slug: 'wheel-balancing',
			name: 'Wheel Balancing',
			summary: 'On-site wheel balancing that finds and fixes vibration, for cars, SUVs and light commercial vehicles.',
			icon: 'balance',
			title: 'Mobile Wheel Balancing Melbourne | Smooth & Safe Ride',
			description: `Precise mobile wheel balancing across south-east Melbourne. ${brand} balances your wheels on site, diagnoses and corrects vibration, and checks your tyres before we start.`,
			keywords: 'mobile wheel balancing Melbourne, wheel balancing near me, steering wheel vibration, tyre balancing onsite, wheel balance south east Melbourne',
			heading: 'Precise Mobile Wheel Balancing',
			bannerText: 'A smooth, safe ride without the trip to a workshop: we balance your wheels on site.',
			introHeading: 'Feel a shake through the steering wheel?',
			intro: [
				'A vibration that appears at highway speeds, usually somewhere between 80 and 110 km/h, is the classic sign of a wheel out of balance. Left alone it wears your tyres unevenly, tires out the driver and puts extra load on steering and suspension parts.',
				'Our vans carry a precision wheel balancer, so we can balance your wheels on site at your home or workplace, for cars, SUVs and light commercial vehicles.',
			],
			image: 'balancer',
			imageAlt: 'A wheel spinning on a mobile wheel balancing machine',
			detailHeading: 'What our on-site wheel balancing includes',
			detailText:
				'Every balance starts with a look at the tyres themselves, because a bent rim, a damaged tyre or uneven wear can feel just like an unbalanced wheel.',
			checklist: [
				'On-site balancing at your home or workplace',
				'Pre-service inspection of tyres and wheels',
				'Vibration diagnosis and correction',
				'Cars, SUVs and light commercial vehicles',
				'Maintenance advice to keep the ride smooth',
			],
			whyHeading: `Why choose ${brand} for wheel balancing`,
			features: [
				{
					icon: 'balance',
					title: 'Precision equipment',
					description: 'A computerised balancer measures each wheel and shows exactly where weight is needed, to a few grams.',
					image: 'balancer',
					imageAlt: 'The display of a computerised wheel balancer',
				},
				{
					icon: 'gauge',
					title: 'Pre-service inspection',
					description: 'We check tread, sidewalls and rims first, so we fix the real cause of the vibration rather than just adding weights.',
					image: 'gauge',
					imageAlt: 'A technician inspecting a tyre before balancing',
				},
				{
					icon: 'fleet',
					title: 'Cars, SUVs and light commercials',
					description: 'From a small hatch to a loaded work van, we balance the wheels of everyday and working vehicles alike.',
					image: 'fleet',
					imageAlt: 'A hatchback, an SUV and a van',
				},
				{
					icon: 'chat',
					title: 'Advice that lasts',
					description: 'We tell you how often to rebalance and rotate, and what to watch for, so the ride stays smooth between visits.',
					image: 'technician',
					imageAlt: 'A technician giving maintenance advice',
				},
			],
		},
		{
			// spec §2: heading, title and promises for inspections are given
			slug: 'inspections',
			name: 'Tyre Inspections',
			summary: 'Tread depth, pressures, sidewalls and valves checked at your door, with clear safety recommendations.',
			icon: 'gauge',
			title: `Mobile Tyre Inspections in Melbourne | ${brand}`,
			description: `Mobile tyre inspections across south-east Melbourne. ${brand} checks tread depth and pressures, assesses sidewalls and valves, spots uneven wear and gives clear safety advice.`,
			keywords: 'tyre inspection Melbourne, tyre safety check, tread depth check, mobile tyre check, tyre pressure check south east Melbourne',
			heading: 'Tyre Inspections',
			bannerText: 'Know exactly where your tyres stand, with a full inspection at your home or work.',
			introHeading: 'Your tyres are the only part of the car that touches the road',
			intro: [
				'Four patches of rubber, each about the size of your hand, do all the gripping, braking and steering. A tyre inspection tells you whether they are still up to the job, and catches small problems before they become a blowout, a defect notice or a ruined set of tyres.',
				'Our technician inspects every tyre, including the spare, measures the tread, checks the pressures and talks you through what they find, in plain language.',
			],
			image: 'gauge',
			imageAlt: 'A tread depth gauge measuring the groove of a tyre',
			detailHeading: 'What we check',
			detailText:
				'Tyres in Victoria must have tread above the wear indicators, which sit at 1.6 mm. We measure every tyre and tell you how much life it has left.',
			checklist: [
				'Tread depth and pressure checks',
				'Sidewall and valve assessment',
				'Uneven-wear identification',
				'Safety recommendations',
				'Repair advice',
			],
			whyHeading: `Why choose ${brand} for tyre inspections`,
			features: [
				{
					icon: 'gauge',
					title: 'Measured, not guessed',
					description: 'We measure tread depth across every tyre and set pressures to your placard, so you get numbers, not a glance.',
					image: 'gauge',
					imageAlt: 'A tread depth gauge reading',
				},
				{
					icon: 'shield',
					title: 'Problems caught early',
					description: 'Cracks, bulges, cuts and leaking valves are easy to miss and dangerous to ignore. We look at both sidewalls of every tyre.',
					image: 'puncture',
					imageAlt: 'A close look at a tyre sidewall',
				},
				{
					icon: 'rotation',
					title: 'Uneven wear explained',
					description: 'Wear on one edge, both shoulders or down the centre points to alignment, pressure or suspension issues. We tell you which.',
					image: 'rotation',
					imageAlt: 'Diagram of tyre wear patterns',
				},
				{
					icon: 'chat',
					title: 'Straight answers',
					description: 'Clear safety recommendations and repair advice: what needs doing now, what can wait, and what it is likely to cost.',
					image: 'technician',
					imageAlt: 'A technician explaining inspection results',
				},
			],
		},
		{
			slug: 'recycling',
			name: 'Tyre Recycling',
			summary: 'Your old tyres leave with us and go to a tyre recycler, not to landfill or a vacant block.',
			icon: 'recycle',
			title: `Tyre Recycling Melbourne | Old Tyres Disposed Responsibly | ${brand}`,
			description: `Responsible tyre recycling with every fitting. ${brand} takes your old tyres away and sends them to a tyre recycler, so they do not end up in landfill or dumped.`,
			keywords: 'tyre recycling Melbourne, old tyre disposal, tyre disposal south east Melbourne, recycle used tyres, environmentally friendly tyre disposal',
			heading: 'Tyre Recycling',
			bannerText: 'When we fit new tyres, your old ones leave with us and are recycled responsibly.',
			introHeading: 'Old tyres deserve a better end than a landfill',
			intro: [
				'Australia retires tens of millions of tyres every year. Tyres dumped on vacant land or stockpiled in backyards are a fire risk and a breeding ground for mosquitoes, and buried tyres do not break down.',
				'When we fit your new tyres we take the old ones with us, so there is nothing left in your garage or at your kerb. They go to a tyre recycler, where they can be processed into materials such as crumb rubber for sports surfaces and road making.',
			],
			image: 'recycle',
			imageAlt: 'Used tyres stacked for collection by a recycler',
			detailHeading: 'How it works',
			detailText:
				'Nothing to organise: just leave the old tyres with our technician after the fitting. If you have other old tyres lying around, ask us when you book.',
			checklist: [
				'Old tyres removed when we fit your new ones',
				'Taken to a tyre recycler, not to landfill',
				'No trip to the tip and nothing left at your kerb',
				'Passenger, SUV, 4WD and light commercial tyres',
				'Ask about extra old tyres when you book',
			],
			whyHeading: `Why choose ${brand} for tyre recycling`,
			features: [
				{
					icon: 'recycle',
					title: 'Done for you',
					description: 'Your old tyres go into the van as the new ones go on, so there is no heavy lifting and no trip to the tip.',
					image: 'van',
					imageAlt: 'Old tyres being loaded into the service van',
				},
				{
					icon: 'leaf',
					title: 'Better for the environment',
					description: 'Recycled tyre rubber is reused in products like sports surfaces and road making instead of sitting in landfill.',
					image: 'recycle',
					imageAlt: 'Crumb rubber made from recycled tyres',
				},
				{
					icon: 'shield',
					title: 'Safer homes and streets',
					description: 'Stacked or dumped tyres are a fire hazard and collect water. Getting them off your property removes the risk.',
					image: 'road',
					imageAlt: 'A clean, tidy driveway',
				},
				{
					icon: 'pin',
					title: 'Local and convenient',
					description: 'We are already at your place fitting tyres, across south-east Melbourne, 7 days a week.',
					image: 'map',
					imageAlt: 'A map of south-east Melbourne',
				},
			],
		},
	]
}

/** One service page's copy, or null for an unknown slug. */
export function servicePage(slug: string, brand: string): ServiceContent | null {
	if (!isServiceSlug(slug)) return null
	return servicePages(brand).find((page) => page.slug === slug) ?? null
}
