// Demo blog posts: practical, Australia-specific tyre care written in the business's own voice.
// Each description is plain text, one paragraph per line, as the blog page expects.

export interface SeedBlog {
	slug: string // lowercase-hyphenated, unique
	title: string
	metaTitle: string // <= 60 chars
	metaDescription: string // 120-160 chars
	/** Paragraphs separated by a single '\n' (the page splits the description into paragraphs by line). Plain text only: no HTML, no markdown symbols like #, *, or -. */
	description: string
	publishedAt: string // 'YYYY-MM-DD', between 2026-03-01 and 2026-11-15, all different
	/** Two short words shown on the generated hero image, e.g. 'Tread depth' */
	imageLabel: string
}

const paragraphs = (...lines: string[]): string => lines.join('\n')

export const SEED_BLOGS: SeedBlog[] = [
	{
		slug: 'how-to-read-your-tyre-size',
		title: 'How to read the size on your tyre\'s sidewall',
		metaTitle: 'How to Read Your Tyre Size on the Sidewall',
		metaDescription:
			'What 205/55R16 91V means: width, aspect ratio, rim size, load index and speed rating, plus where to find your tyre placard and how to read the date code.',
		description: paragraphs(
			'Every tyre has its size and ratings moulded into the sidewall. Knowing how to read them helps you order the right replacement and spot when a previous owner has fitted something that does not suit the car. We will use one of the most common sizes on Australian roads, 205/55R16 91V, as the example.',
			'The first number, 205, is the section width in millimetres: the tyre\'s width at its widest point when mounted and inflated. The number after the slash, 55, is the aspect ratio, the height of the sidewall as a percentage of the width. This tyre\'s sidewall is about 55 per cent of 205 mm, or roughly 113 mm. A lower number means a shorter, stiffer sidewall.',
			'The letter R means radial construction, which virtually every modern car tyre uses. The 16 is the rim diameter in inches, the size of wheel the tyre is made to fit. A 16 inch tyre only fits a 16 inch wheel.',
			'Next comes the service description, made up of the load index and the speed rating. The load index, 91 here, is a code for the maximum load each tyre can carry at its correct pressure; 91 means 615 kg per tyre. The speed rating letter shows the maximum sustained speed the tyre is built for: T is 190 km/h, H is 210 km/h, V is 240 km/h, W is 270 km/h and Y is 300 km/h. You may also see XL or Extra Load, a reinforced tyre built to carry more weight, and LT on light truck tyres for utes and four wheel drives.',
			'To check what your car needs, look at the tyre placard. On most cars it is a sticker on the driver\'s door jamb; on some it sits inside the fuel filler flap or the glovebox. The placard lists the tyre sizes approved for your vehicle, the minimum load index and speed rating, and the recommended pressures. Before we fit anything, our technicians check that the size, load index and speed rating suit your placard.',
			'You will also find a code starting with DOT. The last four digits are the date of manufacture, week first and then year, so 2324 means the 23rd week of 2024. It is handy for checking the age of a used car\'s tyres or the spare. The full code is sometimes only on one side of the tyre, so check the inner sidewall if you cannot see it.',
			'Tyres on the same axle must be the same size and construction, and ideally the same brand, model and amount of wear so the car brakes and corners evenly. On all wheel drive vehicles, check the owner\'s manual too, as some makers ask for all four tyres to be closely matched.',
			'Some performance and luxury cars use a staggered fitment, with wider tyres at the rear than at the front, for example 225/40R19 front and 255/35R19 rear. The placard lists both sizes, so order the front and rear tyres separately, and remember that staggered tyres cannot be swapped from front to rear.',
			'Not sure what you have? Search by your registration, or call us with the details from your sidewall and placard, and we can confirm the right size.',
		),
		publishedAt: '2026-03-10',
		imageLabel: 'Tyre size',
	},
	{
		slug: 'when-to-replace-your-tyres',
		title: 'When to replace your tyres: tread, age and damage',
		metaTitle: 'When to Replace Your Tyres: Tread, Age and Damage',
		metaDescription:
			'How to tell when your tyres are due: the legal tread limit in Victoria, tread wear indicator bars, using a tread depth gauge, tyre age, cracks and bulges.',
		description: paragraphs(
			'Tyres wear out gradually, so it is easy to miss the point where they stop doing their job. Keep an eye on three things: tread depth, age, and damage or odd wear.',
			'In Victoria, as across Australia, tyres have a legal minimum tread depth, and the line to watch is the tread wear indicators moulded into the grooves at 1.6 mm. The roadworthiness rules set the absolute floor at 1.5 mm, so once any part of the tread is worn down to the indicators, the tyre is at the legal limit and needs replacing straight away. Worn tyres can earn a defect notice or a fine, and are far less safe in the wet.',
			'Tread wear indicators are small raised bars across the bottom of the main grooves, repeated at several points around the tyre. Their positions are marked on the shoulder by a small triangle, the letters TWI or a brand logo. While the tread stands proud of the bars there is tread to spare; when the surrounding rubber is flush with them, the tyre is worn out. Check the inner edge too, which you cannot see walking past the car.',
			'You may come across coin tests online, including one using a 20 cent coin. They are rough rules of thumb, not the way tread is assessed in Australia. Use the indicator bars, or buy an inexpensive tread depth gauge from any auto parts store. Push the probe into a main groove, not onto an indicator bar, and take readings in the inner, centre and outer grooves at a few points around each tyre.',
			'There is no need to run tyres down to the limit. Wet grip drops as the grooves get shallower, which matters on Melbourne\'s wet winter roads. Many in the industry suggest planning replacement when the tread reaches about 3 mm.',
			'Rubber also ages, even on a tyre that is rarely used. Common guidance from tyre makers is to have a tyre inspected every year once it is five years old and to replace it by ten years from its date of manufacture, whatever the tread looks like. That includes the spare. The four digit date code on the sidewall tells you the week and year it was made.',
			'Fine cracks in the sidewall or between the tread blocks point to ageing or long periods of under inflation. A bulge or bubble means the internal cords have broken, usually after hitting a kerb or pothole; that tyre can fail without warning and should be replaced before any further driving. Deep cuts, exposed cords or objects stuck in the tread also need attention.',
			'Uneven wear tells a story. Wear on both shoulders usually means under inflation, wear down the centre suggests over inflation, wear on one edge points to a wheel alignment problem, and patchy, scalloped wear can come from worn suspension or wheels out of balance. Fix the cause, or the new tyres will wear the same way.',
			'Replace tyres in pairs on the same axle at least. If you are only fitting two new tyres, many tyre makers recommend putting them on the rear for stability. Our technicians check every tyre at each fitting and will tell you honestly what can wait.',
		),
		publishedAt: '2026-04-14',
		imageLabel: 'Tread depth',
	},
	{
		slug: 'tyre-pressure-guide',
		title: 'Tyre pressure: how to check it and why it matters',
		metaTitle: 'Tyre Pressure Guide: How and When to Check It',
		metaDescription:
			'Find the right tyre pressure on your placard, check it cold every month and before long trips, and learn how wrong pressures affect wear, fuel and braking.',
		description: paragraphs(
			'Correct tyre pressure is the cheapest tyre care there is. It takes minutes and affects how your tyres wear, how much fuel you use and how well the car stops and steers.',
			'The right figure for your car is on the tyre placard, usually on the driver\'s door jamb, sometimes inside the fuel flap or glovebox. It is given in kPa, often with psi alongside, and many placards list a higher pressure for a full load or towing. The number moulded on the tyre sidewall is the maximum pressure the tyre can hold, not the pressure to run it at.',
			'Check pressures when the tyres are cold, meaning the car has been parked for a few hours or driven no more than a couple of kilometres. Driving warms the air inside and raises the reading. If you have to check at a service station after a longer drive, never let air out of a warm tyre to reach the placard figure; top up any tyre that reads low and recheck when cold. Your own gauge is often more reliable than a forecourt one.',
			'Make it a monthly habit, and check again before a long trip, such as a run down to Phillip Island or up the Hume, or whenever you load the car up or hitch a trailer or caravan. Tyres lose a little air naturally over time, and a slow leak is much easier to catch early.',
			'An under inflated tyre flexes more and runs hotter. It wears faster on both shoulders, increases rolling resistance so the engine uses more fuel, makes the steering feel vague and can make the car less stable under hard braking. At highway speeds the extra heat can damage the tyre\'s structure and lead to a failure.',
			'Over inflation causes different problems. The tyre bulges slightly in the middle, so less rubber touches the road and the centre of the tread wears out first. Grip and braking suffer, especially in the wet, the ride becomes harsher, and the tyre is more easily damaged by potholes.',
			'Many newer cars have a tyre pressure monitoring system, or TPMS. Direct systems use a sensor inside each wheel, while indirect systems work out pressure loss from the wheel speed sensors. Either will warn you of a significant drop, but usually only once a tyre is well below its correct pressure, so it is a backup rather than a replacement for your monthly check. Some systems need resetting after you adjust pressures; your owner\'s manual explains how. If your car has TPMS, our technicians take care with the sensors when they fit new tyres.',
			'Do not forget the spare. A full size spare should be kept at the placard pressure. A temporary space saver often needs a much higher pressure, shown on its sidewall or on the placard, and usually carries a speed limit of 80 km/h. Check it every few months so it is ready when you need it.',
			'If one tyre keeps losing air, it is telling you something: a nail in the tread, a leaking valve or corrosion where the tyre seals against the rim. Have it looked at before it turns into a flat on the freeway.',
		),
		publishedAt: '2026-05-19',
		imageLabel: 'Tyre pressure',
	},
	{
		slug: 'tyre-rotation-and-wheel-balancing',
		title: 'Tyre rotation and wheel balancing explained',
		metaTitle: 'Tyre Rotation and Wheel Balancing Explained',
		metaDescription:
			'What tyre rotation and wheel balancing do, how often you need them, the signs of an out of balance wheel, and how both differ from a wheel alignment.',
		description: paragraphs(
			'Tyre rotation and wheel balancing are routine jobs that are easy to confuse with each other and with a wheel alignment. Each solves a different problem.',
			'Rotation means moving the wheels to different positions on the car so the tyres wear evenly. Tyres do not wear at the same rate in every position. On a front wheel drive car, the front tyres steer, drive and do most of the braking, so they usually wear faster, especially on the shoulders. Swapping them around spreads the wear, so the set lasts longer and can be replaced together.',
			'A typical interval is about every 10,000 km, which often lines up with a regular service, but check your owner\'s manual because some manufacturers specify their own interval or pattern. Rotation works best started with new tyres.',
			'The usual patterns suit tyres that are the same size all round and not directional. On many front wheel drive cars, the front tyres move straight back and the rear tyres cross over to the opposite sides at the front. Rear and all wheel drive cars often use the reverse. A matching full size spare can be included in the rotation.',
			'Some tyres cannot follow these patterns. Directional tyres have an arrow on the sidewall showing which way they must turn, so they can only move front to back on the same side of the car. Staggered fitments, with wider tyres at the rear than the front, cannot move between axles at all; if the tyres are not directional, they can only be swapped side to side. Where tyres are both staggered and directional, rotation is not possible without removing the tyres from the rims and refitting them.',
			'Balancing is about weight. No wheel and tyre is perfectly even all the way round, and a small heavy spot becomes a noticeable shake at speed. A balancing machine spins the wheel, finds the heavy spot and shows where to fit small weights on the rim to even it out. Wheels should be balanced whenever a tyre is fitted or removed from its rim, including after a puncture repair.',
			'The classic sign of an out of balance wheel is a vibration through the steering wheel at around 80 to 100 km/h, usually from a front wheel. Vibration felt through the seat or floor often comes from the rear. If balancing does not cure a vibration, the cause may be a bent rim, a damaged tyre or worn suspension parts.',
			'Wheel alignment is a different job again. It adjusts the angles of the wheels, known as toe, camber and caster, relative to the car and to each other, and it is done on an alignment machine in a workshop. Signs you need one include the car pulling to one side, the steering wheel sitting off centre when you drive straight, or wear on one edge of a tyre. Balancing cures vibration, alignment cures pulling and edge wear, and rotation evens out normal wear but fixes neither.',
			'Balancing is included every time we fit new tyres, and our technicians can rotate and balance your wheels at home or work as a service of its own.',
		),
		publishedAt: '2026-07-07',
		imageLabel: 'Wheel balance',
	},
	{
		slug: 'puncture-repair-or-replace',
		title: 'Puncture: repair or replace?',
		metaTitle: 'Puncture Repair or Replace? What the Standard Says',
		metaDescription:
			'When a punctured tyre can be safely repaired under Australian guidance, when it must be replaced, why plug kits are temporary, and what to do at the roadside.',
		description: paragraphs(
			'A nail in the tread does not always mean a new tyre. Whether a puncture can be repaired depends on where the damage is, how big it is, and what happened after the tyre went down.',
			'In Australia, tyre repairs are guided by the Standard AS/NZS 1973, which covers tyre repair and retreading processes. In general terms, a passenger tyre can only be repaired in the central tread area, the part that sits flat on the road. Damage in the shoulder or the sidewall cannot be repaired, because those areas flex constantly and a repair there will not hold.',
			'Size matters too. For passenger car tyres, a clean penetration of up to about 6 mm across in the tread area, such as a nail or screw, is generally repairable. Larger holes, cuts, tears or damage that overlaps an earlier repair mean the tyre has to be replaced.',
			'A proper repair is done from the inside. The tyre is taken off the wheel so the technician can inspect the inner liner, the injury is cleaned out and filled, and the hole is sealed with a combined plug and patch before the tyre is refitted and the wheel balanced. Damage inside is often worse than the small hole outside suggests.',
			'A tyre that has been driven flat, or very low on air, cannot be repaired, however small the hole. Running without air crushes the sidewall between the rim and the road and damages the inside of the tyre, often leaving a ring of rubber dust or a crease on the inner liner. If you notice a flat, pull over safely as soon as you can.',
			'Roadside plug kits and tyre sealant can get you home or to a safe spot, but they are temporary fixes. A plug pushed in from outside does not seal the inner liner, and nobody has inspected the inside. Drive gently and have the tyre inspected and properly repaired or replaced as soon as possible. If you have used sealant, tell the technician, as it has to be cleaned out and can clog pressure sensors.',
			'Run flat tyres are designed to keep going for a limited distance at reduced speed after losing air, with the exact limits set out in your owner\'s manual. Whether they can be repaired at all depends on the tyre manufacturer, and some do not allow it. Follow the maker\'s rules, and expect that replacement is often the answer.',
			'If a tyre goes down in traffic, switch on your hazard lights, ease off gradually and get the car well clear of moving traffic, such as a side street, car park or emergency stopping bay. On freeways like the Monash, EastLink or Peninsula Link, do not try to change a wheel on the traffic side. Get everyone out through the passenger side, stand well away from the traffic, behind a barrier if there is one, and call for help. If anyone is in danger, call 000.',
			'Our technicians come to you at home, at work or at the roadside where it is safe to work. If the tyre can be repaired to the standard, we repair it; if not, we explain why and talk you through replacement options.',
		),
		publishedAt: '2026-08-25',
		imageLabel: 'Puncture repair',
	},
	{
		slug: 'what-to-expect-mobile-tyre-fitting',
		title: 'What to expect from mobile tyre fitting at home or work',
		metaTitle: 'Mobile Tyre Fitting at Home or Work: What to Expect',
		metaDescription:
			'How mobile tyre fitting works: choosing a time slot, getting your car and wheel nut key ready, what happens on the day, old tyre recycling and paying.',
		description: paragraphs(
			'Mobile tyre fitting means you do not lose half a day sitting in a waiting room. Our vans carry your new tyres, a tyre fitting machine and a wheel balancer, so the whole job happens in your driveway, your workplace car park or at the roadside, seven days a week. Here is what to expect.',
			'Start by finding your tyres by size, by brand or by your registration. The price shown includes GST, mobile fitting and wheel balancing. Then choose a day and a time window: Morning from 8am to 11am, Lunch from 11am to 2pm, Afternoon from 2pm to 5pm, or I\'m flexible, which takes $10 off because it lets us plan our route. We arrive within your window, and if traffic or an earlier job holds us up, we call you.',
			'Tell us exactly where the car will be. We check that the address is inside our service area before you pay. If the car is at work, think about access: a boom gate, a security desk or a basement car park with a low height limit can stop a van getting in, so let us know ahead of time and we can plan around it.',
			'A little preparation makes the job quick and safe. Park on flat, firm ground such as a concrete driveway or a bitumen car park, not on grass, gravel or a steep slope, because the car has to be jacked up safely. Leave room to work on all sides of the car, with space nearby for the van, and move it out of a tight garage if you can.',
			'If your wheels have locking wheel nuts, the key must be in the car. It is usually in the glovebox, the centre console or with the tools under the boot floor, and without it the wheels cannot come off. Make sure the car keys are available, either with you or handed to our technician, and tell us if the car has pressure sensors, aftermarket wheels or sealant in a tyre.',
			'On arrival, our technician checks the new tyres against your tyre placard for size, load index and speed rating. Each wheel comes off, the old tyre is removed, the rim is checked, and the new tyre is fitted, inflated and balanced. The wheel goes back on, the nuts are tightened to the correct torque, and the pressures are set to the placard. A typical fitting and balance takes about 30 to 60 minutes.',
			'We can take your old tyres away for recycling, so you are not left with a pile of rubber in the garage and they do not end up in landfill.',
			'You can pay online when you book by card, Zip or Afterpay, or, where we offer it, pay on the day once the job is done. Either way the price is the one you saw when you booked.',
			'If your plans change, call us to reschedule, and give us as much notice as you can. A fee can apply if our technician arrives and cannot fit the tyres because the car, the wheel nut key or access is not available, so a quick check the night before is worth it.',
		),
		publishedAt: '2026-10-13',
		imageLabel: 'Mobile fitting',
	},
]
