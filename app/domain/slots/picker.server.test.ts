import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { DAY_REASONS } from './picker-days'
import { pickerWeek } from './picker.server'
import { SLOTS } from './slot-rules'
import { DEFAULT_MINUTES_PER_TYRE, standardJobMinutes } from './work-minutes'

const TZ = 'Australia/Adelaide'
/** Saturday 14 June 2031, 7pm in Adelaide (ACST, +9:30): far from the dates other tests use */
const SATURDAY_EVENING = { now: new Date('2031-06-14T09:30:00Z'), timeZone: TZ }

/** Room for `jobs` standard jobs in each window of `date` (capacity is minutes of work). */
async function setDay(date: string, jobs: number) {
	const db = getDb()
	const capacity = jobs * standardJobMinutes(DEFAULT_MINUTES_PER_TYRE)
	for (const slot of SLOTS) {
		await db
			.insertInto('slot_date_capacity')
			.values({ date, slot, capacity })
			.onConflict((oc) => oc.columns(['date', 'slot']).doUpdateSet({ capacity }))
			.execute()
	}
}

describe('the picker on a Saturday evening', () => {
	test('opens on the week of the first bookable day, with that day chosen', async () => {
		const db = getDb()
		await setDay('2031-06-16', 2) // Monday
		const opened = await pickerWeek(db, {}, SATURDAY_EVENING)
		expect(opened.week).toBe(1)
		expect(opened.selectedDate).toBe('2031-06-16')
		expect(opened.firstBookableDate).toBe('2031-06-16')
		expect(opened.days.map((d) => d.date)).toEqual(['2031-06-16', '2031-06-17', '2031-06-18', '2031-06-19', '2031-06-20', '2031-06-21', '2031-06-22'])
		expect(opened.days[0]).toMatchObject({ status: 'open', reason: null, slots: { morning: 2, lunch: 2, afternoon: 2, flexible: 2 }, total: 8 })
	})

	test("this week's weekend says why it cannot be booked, and nothing is chosen on it", async () => {
		const thisWeek = await pickerWeek(getDb(), { week: 0 }, SATURDAY_EVENING)
		expect(thisWeek.days.map((d) => [d.date, d.reason])).toEqual([
			['2031-06-14', DAY_REASONS.saturday],
			['2031-06-15', DAY_REASONS.sunday],
		])
		expect(thisWeek.selectedDate).toBeNull()
		expect((await pickerWeek(getDb(), { date: '2031-06-15' }, SATURDAY_EVENING)).selectedDate).toBeNull()
	})

	test('skips a closed day and a fully booked day, saying why', async () => {
		const db = getDb()
		const clock = { now: new Date('2031-07-19T09:30:00Z'), timeZone: TZ } // Saturday 19 July 2031
		await db.insertInto('closed_dates').values({ date: '2031-07-21', reason: 'Public holiday' }).execute()
		await setDay('2031-07-22', 0)
		await setDay('2031-07-23', 1)
		const opened = await pickerWeek(db, {}, clock)
		expect(opened.selectedDate).toBe('2031-07-23')
		expect(opened.days.slice(0, 3).map((d) => d.reason)).toEqual(['Closed: Public holiday', 'Fully booked', null])
		expect(opened.days[2]!.slots).toEqual({ morning: 1, lunch: 1, afternoon: 1, flexible: 1 })
	})

	test('a chosen date opens its own week; a week page chooses nothing', async () => {
		const db = getDb()
		const chosen = await pickerWeek(db, { date: '2031-06-25' }, SATURDAY_EVENING)
		expect(chosen).toMatchObject({ week: 2, selectedDate: '2031-06-25' })
		const page = await pickerWeek(db, { week: 3 }, SATURDAY_EVENING)
		expect(page).toMatchObject({ week: 3, selectedDate: null })
		expect((await pickerWeek(db, { week: 99 }, SATURDAY_EVENING)).week).toBe(11)
	})

	test('limits for moving a booking: days outside the window and its own time cannot be chosen', async () => {
		const db = getDb()
		await setDay('2031-06-17', 1)
		const week = await pickerWeek(db, { date: '2031-06-17' }, SATURDAY_EVENING, {
			from: '2031-06-17',
			to: '2031-06-18',
			exclude: { date: '2031-06-17', slot: 'morning' },
		})
		const [monday, tuesday, , thursday] = week.days
		expect(monday).toMatchObject({ reason: DAY_REASONS.notOnline, total: 0 })
		expect(tuesday).toMatchObject({ reason: null, slots: { morning: 0, lunch: 1, afternoon: 1, flexible: 1 }, total: 3 })
		expect(thursday).toMatchObject({ reason: DAY_REASONS.notOnline, total: 0 })
		expect(week.selectedDate).toBe('2031-06-17')
	})
})
