import { getEnv } from '#app/lib/env.server'
import { problem } from '#app/lib/http/api-route.server'
import { clicksendSettings } from '#app/lib/sms.server'
import { hasClickSendToken } from '#app/lib/sms-clicksend.server'

// ClickSend signs none of its callbacks (delivery receipts, inbound texts), so each is believed
// only with the shop's secret token in the URL the owner gave ClickSend. The `before` of both routes.
export function clicksendCallbackGuard({ request }: { request: Request }) {
	const settings = clicksendSettings(getEnv())
	if (!settings) return problem(404, 'Texts are not sent through ClickSend here.')
	return hasClickSendToken(settings.webhookSecret, new URL(request.url).searchParams.get('token')) ? null : problem(403, 'Refused: the request does not carry the token ClickSend was given.')
}
