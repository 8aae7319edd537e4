import { Form, href, Link, useSearchParams } from 'react-router'
import { CODE_HOLD_MINUTES, VERIFY_MESSAGES } from '#app/domain/booking/booking-verification'
import { CANCELLATION_FEE_CENTS } from '#app/domain/booking/fees'
import { formatMoney } from '#app/lib/money'
import { RouteNotSentNotice } from '#app/ui/forms/weak-signal'
import { RescheduleSelect, type RescheduleChoice } from './reschedule-select'

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
						<input id="booking-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
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

/** Reschedule (a free day and time) or cancel, with the terms' fee shown before the customer confirms. */
export function ChangeBooking({ choices }: { choices: RescheduleChoice[] }) {
	const [params] = useSearchParams()
	const confirming = params.get('cancel') === '1'
	const cancelParams = new URLSearchParams(params)
	cancelParams.set('cancel', '1')
	const backParams = new URLSearchParams(params)
	backParams.delete('cancel')
	const fee = formatMoney(CANCELLATION_FEE_CENTS)
	return (
		<section className="booking-panel" aria-labelledby="change-heading" id="change">
			<h2 id="change-heading">Change your booking</h2>
			{choices.length ? (
				<Form method="post" className="change-form" preventScrollReset>
					<input type="hidden" name="intent" value="reschedule" />
					<label htmlFor="new-time">Move it to</label>
					<RescheduleSelect id="new-time" choices={choices} />
					<button type="submit" className="button button-secondary">
						Reschedule
					</button>
					<RouteNotSentNotice intent="reschedule" />
				</Form>
			) : (
				<p>There are no other free times in the next four weeks. Please call us to move it.</p>
			)}
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
