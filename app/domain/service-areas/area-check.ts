export type AreaCheck =
	| { status: 'served'; suburb: string; postcode: string }
	| { status: 'not-served'; suburb: string; postcode: string }
	| { status: 'invalid'; suburb: string; postcode: string; errors: Partial<Record<'suburb' | 'postcode', string>> }
