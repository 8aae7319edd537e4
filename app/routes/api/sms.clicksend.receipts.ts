import { z } from 'zod'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { recordSmsDelivery } from '#app/lib/outbox.server'
import { clicksendSettings } from '#app/lib/sms.server'
import { callbackFields, clicksendDeliveryReport, hasClickSendToken } from '#app/lib/sms-clicksend.server'
import { SmsDeliveryAnswer } from './api-answers'

// POST /api/sms/clicksend/receipts?token=…: ClickSend's delivery receipts for the texts the shop
// sent through it (form fields, or JSON when the dashboard says so). ClickSend signs nothing, so
// a receipt is believed only with the shop's secret token in the URL the owner gave ClickSend;
// the same receipt twice moves the outbox row forward once (recordSmsDelivery).

export const action = apiRoute({
	method: 'POST',
	summary: "ClickSend's delivery receipts for the texts the shop sent through it (the URL carries the shop's secret token)",
	answer: SmsDeliveryAnswer,
	before: ({ request }) => {
		const settings = clicksendSettings(getEnv())
		if (!settings) return problem(404, 'Texts are not sent through ClickSend here.')
		return hasClickSendToken(settings.webhookSecret, new URL(request.url).searchParams.get('token')) ? null : problem(403, 'Refused: the request does not carry the token ClickSend was given.')
	},
	bodyLimit: 64 * 1024,
	body: z.record(z.string(), z.unknown()),
	handler: async ({ db, body }) => {
		const report = clicksendDeliveryReport(callbackFields(body), currentTime())
		if (!report) return problem(400, 'Not a delivery receipt.')
		return { received: true, outcome: await recordSmsDelivery(db, report) }
	},
})
export const loader = action
