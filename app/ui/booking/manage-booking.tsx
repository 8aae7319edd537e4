import { useEffect, useState } from 'react'
import { Form, href, Link, useSearchParams } from 'react-router'
import { CODE_HOLD_MINUTES, VERIFY_MESSAGES } from '#app/domain/booking/booking-verification'
import { CANCELLATION_FEE_CENTS } from '#app/domain/booking/fees'
import { formatMoney } from '#app/lib/money'
import type { Slot } from '#app/domain/slots/slot-rules'
import { WEEK_PAGES } from '#app/domain/slots/slot-rules'
import { type NotSentReason, RouteNotSentNotice } from '#app/ui/forms/weak-signal'
import { type PickerDay, SlotPicker } from '#app/ui/slot-picker'

// The parts of a booking's page (/order) that change it: the code that confirms a pay-on-the-day
// booking, and rescheduling or cancelling with the fee shown before the customer confirms.

/** The code sent to the customer's phone or e-mail confirms a pay-on-the-day booking; a plain form. */
export function VerifyCode({ verification }: { verification: { channel: 'sms' | 'email'; expiresAt: string; expired: boolean } }) {
	const where = verification.channel === 'sms' ? 'by text message to your phone' : 'by e-mail'
	return (
		<section className="booking-panel" aria-labelledby="verify-heading" id="verify" data-testid="verify-code">
			<h2 id="verify-heading">Confirm your booking</h2>
			{verification.expired ? (
				<p>{VERIFY_MESSAGES.expired}</p>
			) : (
				<>
					<p>
						We have sent a 6-digit code {where}. Enter it within {CODE_HOLD_MINUTES} minutes of booking: until then your spot is only held, and it is released if the
						code does not come back in time.
					</p>
					<Form method="post" className="change-form">
						<input type="hidden" name="intent" value="verify-code" />
						<label htmlFor="booking-code">Code</label>
						<input id="booking-code" name="code" type="text" className="input booking-code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
						<button type="submit" className="button">
							Confirm booking
						</button>
						<RouteNotSentNotice intent="verify-code" />
					</Form>
				</>
			)}
		</section>
	)
}

export interface ReschedulePicker {
	week: number
	days: PickerDay[]
	selectedDate: string | null
	firstBookableDate: string | null
}

/**
 * Reschedule with the same day-and-window picker as booking (its rules, limited to the days a
 * booking may move to online), or cancel, with the terms' fee shown before the customer confirms.
 */
export function ChangeBooking({
	picker,
	current,
	noFreeTime,
	notLoaded,
}: {
	picker: ReschedulePicker
	current: { date: string; slot: Slot }
	noFreeTime: boolean
	/** another week asked for got no answer: the week shown stays, and says so */
	notLoaded?: NotSentReason
}) {
	const [params] = useSearchParams()
	const [selectedDate, setSelectedDate] = useState(picker.selectedDate)
	const [selectedSlot, setSelectedSlot] = useState<Slot | null>(null)
	// a week page or a day chosen by link (no JavaScript) comes back through the loader
	useEffect(() => {
		setSelectedDate(picker.selectedDate)
		setSelectedSlot(null)
	}, [picker.selectedDate, picker.week])
	const pageLink = (changes: Record<string, string | null>) => {
		const next = new URLSearchParams(params)
		next.delete('cancel')
		for (const [key, value] of Object.entries(changes)) {
			if (value === null) next.delete(key)
			else next.set(key, value)
		}
		return `?${next}#change`
	}
	const confirming = params.get('cancel') === '1'
	const cancelParams = new URLSearchParams(params)
	cancelParams.set('cancel', '1')
	const backParams = new URLSearchParams(params)
	backParams.delete('cancel')
	const fee = formatMoney(CANCELLATION_FEE_CENTS)
	return (
		<section className="booking-panel" aria-labelledby="change-heading" id="change">
			<h2 id="change-heading">Change your booking</h2>
			{noFreeTime ? (
				<p>There are no other free times in the next four weeks. Please call us to move it.</p>
			) : null}
			<Form method="post" className="reschedule-form" preventScrollReset>
				<input type="hidden" name="intent" value="reschedule" />
				<SlotPicker
					heading="Move it to another time"
					headingLevel={3}
					legend="New time on"
					days={picker.days}
					week={picker.week}
					weekPages={WEEK_PAGES}
					selectedDate={selectedDate}
					selectedSlot={selectedSlot}
					current={current}
					onDateChange={(date) => {
						setSelectedDate(date)
						setSelectedSlot(null)
					}}
					onSlotChange={setSelectedSlot}
					weekHref={(week) => pageLink({ week: String(week), date: null })}
					dayHref={(date) => pageLink({ week: String(picker.week), date })}
					notLoaded={notLoaded}
				/>
				<button type="submit" className="button button-secondary">
					Reschedule
				</button>
				<RouteNotSentNotice intent="reschedule" />
			</Form>
			{confirming ? (
				<div className="cancel-confirm" role="alertdialog" aria-labelledby="cancel-question" aria-describedby="cancel-fee">
					<p id="cancel-question">
						<strong>Cancel this booking?</strong>
					</p>
					<p id="cancel-fee" data-testid="cancel-fee">
						A cancellation fee of {fee} applies to a confirmed appointment, as our <Link to={href('/terms')}>terms</Link> say. Rescheduling instead is free.
					</p>
					<Form method="post" className="change-actions">
						<input type="hidden" name="intent" value="cancel" />
						<button type="submit" className="button button-danger">
							Yes, cancel my booking
						</button>
						<Link to={`?${backParams}`} className="button button-secondary" preventScrollReset>
							Keep my booking
						</Link>
						<RouteNotSentNotice intent="cancel" />
					</Form>
				</div>
			) : (
				<p>
					<Link to={`?${cancelParams}#change`} className="button button-secondary" preventScrollReset>
						Cancel booking…
					</Link>
				</p>
			)}
		</section>
	)
}
