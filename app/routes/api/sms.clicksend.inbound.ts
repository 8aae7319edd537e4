import { z } from 'zod'
import { receiveSms } from '#app/domain/messages/inbound.server'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { clicksendSettings } from '#app/lib/sms.server'
import { callbackFields, CLICKSEND, clicksendInboundSms, hasClickSendToken } from '#app/lib/sms-clicksend.server'
import { SmsReplyAnswer } from './api-answers'

// POST /api/sms/clicksend/inbound?token=…: ClickSend's inbound SMS rule (action URL) for the
// shop's number: customers' replies, as form fields or JSON. Believed only with the shop's secret
// token in the URL (ClickSend signs nothing); a replayed post is stored once (receiveSms).

export const action = apiRoute({
	method: 'POST',
	summary: "ClickSend's inbound SMS rule: customers' replies (the URL carries the shop's secret token)",
	answer: SmsReplyAnswer,
	before: ({ request }) => {
		const settings = clicksendSettings(getEnv())
		if (!settings) return problem(404, 'Texts are not sent through ClickSend here.')
		return hasClickSendToken(settings.webhookSecret, new URL(request.url).searchParams.get('token')) ? null : problem(403, 'Refused: the request does not carry the token ClickSend was given.')
	},
	bodyLimit: 64 * 1024,
	body: z.record(z.string(), z.unknown()),
	handler: async ({ db, body }) => {
		const reply = clicksendInboundSms(callbackFields(body))
		if (!reply) return problem(400, 'Not an incoming message.')
		const { stop } = await receiveSms(db, { ...reply, provider: CLICKSEND }, { now: currentTime() })
		return { received: true, stop }
	},
})
export const loader = action
