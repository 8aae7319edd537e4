import { z } from 'zod'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { recordSmsDelivery } from '#app/lib/outbox.server'
import { twilioSettings } from '#app/lib/sms.server'
import { isSignedByTwilio, twilioDeliveryReport } from '#app/lib/sms-twilio.server'
import { SmsDeliveryAnswer } from './api-answers'

// POST /api/sms/twilio/status: Twilio's status callback for each text the shop sent through it.
// Believed only with Twilio's signature over the URL it was given (this shop's public one, never
// the Host the request names) and the posted fields. The same report twice, or reports out of
// order, move the outbox row forward once (recordSmsDelivery).

export const action = apiRoute({
	method: 'POST',
	summary: "Twilio's signed delivery reports for the texts the shop sent through it",
	answer: SmsDeliveryAnswer,
	before: () => (twilioSettings(getEnv()) ? null : problem(404, 'Texts are not sent through Twilio here.')),
	formOnly: true,
	bodyLimit: 64 * 1024,
	body: z.record(z.string(), z.string()),
	handler: async ({ db, request, body }) => {
		const settings = twilioSettings(getEnv())!
		const signed = await isSignedByTwilio(settings.authToken, request.headers.get('X-Twilio-Signature'), settings.statusCallback, body)
		if (!signed) return problem(403, 'Refused: the request is not signed by Twilio.')
		const report = twilioDeliveryReport(body, currentTime())
		if (!report) return problem(400, 'Not a message status report.')
		return { received: true, outcome: await recordSmsDelivery(db, report) }
	},
})
export const loader = action
