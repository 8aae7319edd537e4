import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { DayStatus, Slot } from '#app/domain/slots/slot-rules'
import { SLOT_INFO, SLOTS } from '#app/domain/slots/slot-rules'
import { spotsLeftLabel } from '#app/domain/slots/picker-days'
import { dayLabel, formatLongDate } from '#app/domain/slots/shop-time'
import { FLEXIBLE_DISCOUNT } from '#app/domain/pricing/pricing'
import { formatDollars } from '#app/lib/money'
import { NotLoadedNotice, type NotSentReason } from '#app/ui/forms/weak-signal'

// spec §2 slot picker: 7 days a page from the current week, days before today hidden, Morning,
// Lunch, Afternoon and 'I'm flexible' ($10 off); 0 or fewer spots disables a slot, 1 shows
// '1 slot left', a failure shows 'No availability data.'. Without JavaScript the days and weeks
// are links (the server renders that day's times); with it, choosing a day asks
// POST /api/slots/check for fresh availability.

export type Availability = Record<Slot, number>

export interface PickerDay {
	date: string
	status: DayStatus
	/** null when the server could not work it out */
	slots: Availability | null
	total: number
	/** why the day cannot be chosen (app/domain/slots/picker-days.ts); null when it can */
	reason: string | null
}

export const NO_AVAILABILITY_MESSAGE = 'No availability data.'

type Fetched = { state: 'loading' } | { state: 'error' } | { state: 'done'; slots: Availability }

export function SlotPicker({
	days,
	week,
	weekPages,
	selectedDate,
	selectedSlot,
	onDateChange,
	onSlotChange,
	weekHref,
	dayHref,
	error,
	legend = 'Time on',
	heading = 'Choose a fitting time',
	headingLevel = 2,
	current,
	notLoaded,
}: {
	days: PickerDay[]
	week: number
	weekPages: number
	selectedDate: string | null
	selectedSlot: Slot | null
	onDateChange: (date: string) => void
	onSlotChange: (slot: Slot) => void
	weekHref: (week: number) => string
	dayHref: (date: string) => string
	error?: string | null
	/** the week or day asked for got no answer (a weak signal): the one shown stays, and says so */
	notLoaded?: NotSentReason
	heading?: string
	headingLevel?: 2 | 3
	/** the words before the chosen date above its windows */
	legend?: string
	/** the booking's own time, when moving it: shown, never chosen */
	current?: { date: string; slot: Slot }
}) {
	const [fetched, setFetched] = useState<Record<string, Fetched>>({})
	const controller = useRef<AbortController | null>(null)
	const times = useRef<HTMLFieldSetElement>(null)
	const [focusTimes, setFocusTimes] = useState(false)
	useEffect(() => () => controller.current?.abort(), [])
	// A tapped day moves focus to its windows (scrolling only as far as they need), never to the page's top.
	useEffect(() => {
		if (!focusTimes) return
		setFocusTimes(false)
		times.current?.focus()
	}, [focusTimes])

	async function chooseDay(date: string) {
		onDateChange(date)
		setFocusTimes(true)
		controller.current?.abort()
		const abort = new AbortController()
		controller.current = abort
		setFetched((f) => ({ ...f, [date]: { state: 'loading' } }))
		try {
			const response = await fetch('/api/slots/check', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify({ date }),
				signal: abort.signal,
			})
			if (!response.ok) throw new Error(`slots check answered ${response.status}`)
			const body = (await response.json()) as { availability?: Availability }
			if (!body.availability) throw new Error('slots check without availability')
			setFetched((f) => ({ ...f, [date]: { state: 'done', slots: body.availability! } }))
		} catch {
			if (abort.signal.aborted) return
			setFetched((f) => ({ ...f, [date]: { state: 'error' } }))
		}
	}

	const selectedDay = days.find((d) => d.date === selectedDate) ?? null
	const live = selectedDate ? fetched[selectedDate] : undefined
	const slots: Availability | null | 'loading' = live ? (live.state === 'done' ? live.slots : live.state === 'loading' ? 'loading' : null) : (selectedDay?.slots ?? null)
	const monday = days[0]?.date
	const Heading = headingLevel === 3 ? 'h3' : 'h2'

	return (
		<section id="slots" className="slot-picker" aria-labelledby="slots-heading">
			<div className="slot-picker-head">
				<Heading id="slots-heading">{heading}</Heading>
				<nav className="week-nav" aria-label="Weeks">
					{week > 0 ? (
						<Link className="week-link" to={weekHref(week - 1)} preventScrollReset replace>
							‹ Previous week
						</Link>
					) : (
						<span className="week-link is-disabled" aria-disabled="true">
							‹ Previous week
						</span>
					)}
					{monday ? <span className="week-label">Week of {formatLongDate(monday).replace(/^\w+ /, '')}</span> : null}
					{week < weekPages - 1 ? (
						<Link className="week-link" to={weekHref(week + 1)} preventScrollReset replace>
							Next week ›
						</Link>
					) : (
						<span className="week-link is-disabled" aria-disabled="true">
							Next week ›
						</span>
					)}
				</nav>
			</div>
			<NotLoadedNotice reason={notLoaded} />

			<ul className="slot-days" aria-label="Days">
				{days.map((day) => {
					const label = dayLabel(day.date)
					const open = day.status === 'open' && (day.slots === null || day.total > 0)
					const note = open ? (day.slots === null ? '' : 'Available') : (day.reason ?? 'Unavailable')
					const content = (
						<>
							<span className="slot-day-weekday">{label.weekday}</span>
							<span className="slot-day-date">
								{label.day} {label.month}
							</span>
							{note ? <span className="slot-day-note">{note}</span> : null}
							{/* the whole date for a screen reader, after the words shown so the name starts with them */}
							<span className="visually-hidden">, {formatLongDate(day.date)}</span>
						</>
					)
					return (
						<li key={day.date}>
							{open ? (
								<Link
									className={`slot-day${day.date === selectedDate ? ' is-selected' : ''}`}
									to={dayHref(day.date)}
									preventScrollReset
									replace
									aria-current={day.date === selectedDate ? 'date' : undefined}
									onClick={(event) => {
										if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
										event.preventDefault()
										void chooseDay(day.date)
									}}
								>
									{content}
								</Link>
							) : (
								<span className="slot-day is-disabled" aria-disabled="true">
									{content}
								</span>
							)}
						</li>
					)
				})}
			</ul>

			{selectedDate ? (
				<fieldset ref={times} tabIndex={-1} className="slot-times" aria-describedby={error ? 'slot-error' : undefined}>
					<legend>
						{legend} {formatLongDate(selectedDate)}
					</legend>
					<input type="hidden" name="date" value={selectedDate} />
					{slots === 'loading' ? (
						<p className="slot-status" role="status">
							Checking availability…
						</p>
					) : slots === null ? (
						<p className="slot-status slot-status-error" role="alert">
							{NO_AVAILABILITY_MESSAGE}
						</p>
					) : (
						<div className="slot-options">
							{SLOTS.map((slot) => {
								const isCurrent = current?.date === selectedDate && current.slot === slot
								const left = isCurrent ? 0 : slots[slot]
								const disabled = left <= 0
								const info = SLOT_INFO[slot]
								return (
									<label key={slot} className={`slot-option${disabled ? ' is-disabled' : ''}${selectedSlot === slot ? ' is-selected' : ''}`}>
										<input
											type="radio"
											name="slot"
											value={slot}
											disabled={disabled}
											checked={selectedSlot === slot}
											onChange={() => onSlotChange(slot)}
										/>
										<span className="slot-option-label">{info.label}</span>
										<span className="slot-option-hours">{slot === 'flexible' ? `Any time 8am-5pm · ${formatDollars(FLEXIBLE_DISCOUNT)} off` : info.hours}</span>
										<span className="slot-option-left">{isCurrent ? 'Your booking now' : spotsLeftLabel(left)}</span>
									</label>
								)
							})}
						</div>
					)}
				</fieldset>
			) : (
				<p className="slot-hint">Choose a day to see the times.</p>
			)}
			{error ? (
				<p id="slot-error" className="form-error" role="alert">
					{error}
				</p>
			) : null}
		</section>
	)
}
