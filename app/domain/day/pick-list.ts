import { LOW_STOCK_LEVEL } from '#app/domain/catalogue/tyre-schema'
import type { DayJob } from './day'

// The day's pick list: the tyres to load into the van for the jobs still to do, one row per tyre,
// against the shop's stock. A booking takes its tyres out of In Stock when it is placed, so what
// is on the shelf is In Stock plus the tyres held for bookings not yet fitted; a row is short when
// the shelf cannot cover the day's need, or when the tyre is no longer in the catalogue (its
// stock cannot be checked).

export interface PickRow {
	key: string
	tyreId: number | null
	brand: string
	model: string
	size: string
	rating: string | null
	/** tyres to load for the day's jobs still to do */
	needed: number
	/** jobs (stops) needing this tyre */
	jobs: number
	/** In Stock: left to sell; null when the tyre is no longer in the catalogue */
	inStock: number | null
	/** on the shelf: In Stock plus the tyres held for bookings not yet fitted; null when unknown */
	onShelf: number | null
	shortBy: number
	/** little left to sell after the bookings: time to reorder */
	low: boolean
}

export function pickList(jobs: DayJob[], stock: ReadonlyMap<number, { inStock: number; held: number }>): PickRow[] {
	const rows = new Map<string, PickRow>()
	for (const job of jobs) {
		if (job.state === 'done') continue
		for (const tyre of job.tyres) {
			const key = tyre.tyreId === null ? `gone:${tyre.brand}|${tyre.model}|${tyre.size}|${tyre.rating ?? ''}` : `tyre:${tyre.tyreId}`
			const row = rows.get(key)
			if (row) {
				row.needed += tyre.quantity
				row.jobs += 1
				continue
			}
			const known = tyre.tyreId === null ? undefined : stock.get(tyre.tyreId)
			rows.set(key, {
				key,
				tyreId: known ? tyre.tyreId : null,
				brand: tyre.brand,
				model: tyre.model,
				size: tyre.size,
				rating: tyre.rating,
				needed: tyre.quantity,
				jobs: 1,
				inStock: known ? known.inStock : null,
				onShelf: known ? known.inStock + known.held : null,
				shortBy: 0,
				low: known ? known.inStock <= LOW_STOCK_LEVEL : false,
			})
		}
	}
	const list = [...rows.values()].map((row) => ({ ...row, shortBy: row.onShelf === null ? row.needed : Math.max(0, row.needed - row.onShelf) }))
	return list.sort((a, b) => Number(b.shortBy > 0) - Number(a.shortBy > 0) || a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model) || a.size.localeCompare(b.size))
}
