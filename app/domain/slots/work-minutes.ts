// Capacity in minutes of work (ARCHITECTURE: Bookable work). A window holds minutes; a booking
// takes the minutes of its tyres (the owner's minutes per tyre, a setting) plus its services'.
// The spec's slot API still answers in jobs: how many standard 4-tyre jobs still fit.

/** spec §9: a set of four is the usual job, and the unit the slot API counts in. */
export const STANDARD_JOB_TYRES = 4
/** Until the owner sets it: 15 minutes a tyre, so a set of four is an hour. */
export const DEFAULT_MINUTES_PER_TYRE = 15

export interface WorkItem {
	/** minutes for one */
	minutes: number
	quantity: number
}

/** The minutes a booking takes: its tyres at the owner's minutes per tyre, plus each service. */
export function workMinutes({ tyres, services = [] }: { tyres: number; services?: readonly WorkItem[] }, minutesPerTyre: number): number {
	return tyres * minutesPerTyre + services.reduce((sum, s) => sum + s.minutes * s.quantity, 0)
}

/** The minutes of a standard job (4 tyres). */
export function standardJobMinutes(minutesPerTyre: number): number {
	return STANDARD_JOB_TYRES * minutesPerTyre
}

/** How many jobs of `jobMinutes` fit in `minutesLeft` (0 when none, or the job takes no time). */
export function jobsThatFit(minutesLeft: number, jobMinutes: number): number {
	if (jobMinutes <= 0 || minutesLeft <= 0) return 0
	return Math.floor(minutesLeft / jobMinutes)
}
