import { z } from 'zod'
import { clicksendCallbackGuard } from './clicksend-callback.server'
import { receiveSms } from '#app/domain/messages/inbound.server'
import { currentTime } from '#app/lib/clock.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { parsePhone } from '#app/lib/phone'
import { callbackFields, CLICKSEND, clicksendInboundSms } from '#app/lib/sms-clicksend.server'
import { SmsReplyAnswer } from './api-answers'

// POST /api/sms/clicksend/inbound?token=…: ClickSend's inbound SMS rule (action URL) for the
// shop's number: customers' replies, as form fields or JSON. Believed only with the shop's secret
// token in the URL (ClickSend signs nothing); a replayed post is stored once (receiveSms).

export const action = apiRoute({
	method: 'POST',
	summary: "ClickSend's inbound SMS rule: customers' replies (the URL carries the shop's secret token)",
	answer: SmsReplyAnswer,
	before: clicksendCallbackGuard,
	bodyLimit: 64 * 1024,
	body: z.record(z.string(), z.unknown()),
	handler: async ({ db, body }) => {
		const reply = clicksendInboundSms(callbackFields(body))
		if (!reply) return problem(400, 'Not an incoming message.')
		const { stop } = await receiveSms(db, { ...reply, fromPhone: parsePhone(reply.from), provider: CLICKSEND }, { now: currentTime() })
		return { received: true, stop }
	},
})
export const loader = action
