import { z } from 'zod'
import { clicksendCallbackGuard } from './clicksend-callback.server'
import { currentTime } from '#app/lib/clock.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { recordSmsDelivery } from '#app/lib/outbox.server'
import { callbackFields, clicksendDeliveryReport } from '#app/lib/sms-clicksend.server'
import { SmsDeliveryAnswer } from './api-answers'

// POST /api/sms/clicksend/receipts?token=…: ClickSend's delivery receipts for the texts the shop
// sent through it (form fields, or JSON when the dashboard says so). ClickSend signs nothing, so
// a receipt is believed only with the shop's secret token in the URL the owner gave ClickSend;
// the same receipt twice moves the outbox row forward once (recordSmsDelivery).

export const action = apiRoute({
	method: 'POST',
	summary: "ClickSend's delivery receipts for the texts the shop sent through it (the URL carries the shop's secret token)",
	answer: SmsDeliveryAnswer,
	before: clicksendCallbackGuard,
	bodyLimit: 64 * 1024,
	body: z.record(z.string(), z.unknown()),
	handler: async ({ db, body }) => {
		const report = clicksendDeliveryReport(callbackFields(body), currentTime())
		if (!report) return problem(400, 'Not a delivery receipt.')
		return { received: true, outcome: await recordSmsDelivery(db, report) }
	},
})
export const loader = action
