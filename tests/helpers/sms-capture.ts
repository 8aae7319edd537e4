import { setTransports, type OutgoingSms } from '#app/lib/outbox.server'

/**
 * Stands in for the SMS provider: the outbox keeps codes only masked, so tests read what the
 * phone would have received here. Call in beforeEach; `stop` puts the embedded default back.
 */
export function captureSms() {
	const sent: OutgoingSms[] = []
	setTransports({
		sms: {
			name: 'test-phone',
			async deliver(sms) {
				sent.push(sms)
			},
		},
	})
	return {
		sent,
		/** The newest SMS to `phone` (stored form, +614…), if any. */
		latest(phone: string) {
			return sent.findLast((sms) => sms.to === phone)
		},
		/** The 6-digit code in the newest SMS to `phone`. */
		code(phone: string) {
			const body = sent.findLast((sms) => sms.to === phone)?.body ?? ''
			const code = /^(\d{6}) /.exec(body)?.[1]
			if (!code) throw new Error(`no SMS with a code reached ${phone}`)
			return code
		},
		stop() {
			setTransports({ sms: null })
		},
	}
}
