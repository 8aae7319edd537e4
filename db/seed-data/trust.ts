// Demo values for the shop's Google rating and short reviews (settings keys of
// app/domain/settings/settings.server.ts), so a fresh demo shop shows what customers will see.
export const SEED_TRUST_SETTINGS: Record<string, string> = {
	google_rating: '4.9',
	google_review_count: '187',
	google_reviews: 'https://www.google.com/maps/search/?api=1&query=Southside+Mobile+Tyres',
	google_review_quotes: JSON.stringify([
		{ name: 'Priya S.', date: '2026-03-14', stars: 5, text: 'Booked at 9, fitted in my work car park by lunch. Cheaper than the shop down the road too.' },
		{ name: 'Daniel K.', date: '2026-02-27', stars: 5, text: 'Staggered 18s on the Lexus, both sizes on the van. Quick, tidy and on time.' },
		{ name: 'Mel T.', date: '2026-02-09', stars: 5, text: 'Flat on a Sunday morning in Berwick. They came out within two hours.' },
		{ name: 'Hassan A.', date: '2026-01-22', stars: 4, text: 'Good price on four Michelins and they balanced everything in the driveway.' },
	]),
}
