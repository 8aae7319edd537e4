import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely'
import { HIDDEN_MODEL, HOUSE_BRAND } from './rules'
import type { PriceSort } from './types'

// The listing rules of rules.ts (isListed, compareForListing, listingPrice) as SQL over the
// tyres table, so a search reads one page of rows instead of scanning the catalogue in memory.
// Constants are written into the text, never bound: migration 0025's expression indexes match
// only the very same expressions (a test checks with EXPLAIN that they are used).

const lit = (text: string) => `'${text.replaceAll("'", "''")}'`

/** isHouseBrand: 1/true for the house brand */
export const HOUSE_SQL = `(lower(trim(brand)) = ${lit(HOUSE_BRAND.toLowerCase())})`
/** the stock the catalogue shows: a negative count is none */
export const STOCK_SQL = '(CASE WHEN stock > 0 THEN stock ELSE 0 END)'
const IN_STOCK_SQL = '(stock > 0)'
/** listingPrice: the displayed card price (Price for 4, else the nearest tier with a price) */
const PRICE_SQL = `(CASE ${[4, 5, 3, 2, 1].map((q) => `WHEN price_${q} > 0 THEN price_${q}`).join(' ')} END)`
/** isListed: not the hidden house model, and some tier has a price */
export const LISTED_SQL =
	`(NOT (${HOUSE_SQL} AND lower(trim(model)) = ${lit(HIDDEN_MODEL)}) AND ` +
	`(${[1, 2, 3, 4, 5].map((q) => `price_${q} > 0`).join(' OR ')}))`

export const listed: RawBuilder<SqlBool> = sql<SqlBool>`${sql.raw(LISTED_SQL)}`

/** ORDER BY of compareForListing(sort): every listed tyre has a price, and the id is unique. */
export function listingOrder(sort?: PriceSort | null): RawBuilder<unknown> {
	const terms = [`${HOUSE_SQL} DESC`]
	if (sort) terms.push(`${IN_STOCK_SQL} DESC`, `${PRICE_SQL} ${sort === 'low-to-high' ? 'ASC' : 'DESC'}`)
	terms.push(`${STOCK_SQL} DESC`, 'id ASC')
	return sql.raw(terms.join(', '))
}

export type Condition = Expression<SqlBool>
