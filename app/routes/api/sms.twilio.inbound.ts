import { z } from 'zod'
import { receiveSms } from '#app/domain/messages/inbound.server'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { parsePhone } from '#app/lib/phone'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { TWILIO_INBOUND_PATH, twilioSettings } from '#app/lib/sms.server'
import { isSignedByTwilio, TWILIO } from '#app/lib/sms-twilio.server'

// POST /api/sms/twilio/inbound: Twilio's "A message comes in" webhook for the shop's number, set
// in the Twilio console to PUBLIC_URL + this path. Believed only with Twilio's signature over that
// URL and the posted fields (as the status callback). Answered with an empty TwiML <Response/>,
// so Twilio sends no automatic reply of its own; a replayed webhook is stored once (receiveSms).

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'

export const action = apiRoute({
	method: 'POST',
	summary: "Twilio's signed webhook for customers' replies to the shop's number (answered with empty TwiML)",
	// the answer is XML, not JSON: the description can only say what it holds
	answer: z.string().describe('TwiML (text/xml): an empty <Response/>, so Twilio sends no reply of its own'),
	before: () => (twilioSettings(getEnv()) ? null : problem(404, 'Texts are not sent through Twilio here.')),
	formOnly: true,
	bodyLimit: 64 * 1024,
	body: z.record(z.string(), z.string()),
	handler: async ({ db, request, body }) => {
		const env = getEnv()
		const settings = twilioSettings(env)!
		const signed = await isSignedByTwilio(settings.authToken, request.headers.get('X-Twilio-Signature'), `${env.publicUrl}${TWILIO_INBOUND_PATH}`, body)
		if (!signed) return problem(403, 'Refused: the request is not signed by Twilio.')
		const providerMessageId = body.MessageSid ?? body.SmsSid
		if (!providerMessageId || !body.From || body.Body === undefined) return problem(400, 'Not an incoming message.')
		await receiveSms(db, { from: body.From, fromPhone: parsePhone(body.From), body: body.Body, provider: TWILIO, providerMessageId }, { now: currentTime() })
		return new Response(EMPTY_TWIML, { status: 200, headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' } })
	},
})
export const loader = action
