import { z } from 'zod'
import { parsePhone } from '#app/lib/phone'

export const OPT_OUT_PHONE_MESSAGE = 'Enter a phone number such as 0412 345 678.'

// The owner's "add an opt-out" form (a customer who asked by phone to hear no more). An SMS
// recipient comes out as its E164Phone, the one form opt-outs are keyed by.
export const AddOptOutSchema = z
	.object({
		intent: z.literal('add-opt-out'),
		channel: z.enum(['email', 'sms'], { error: 'Choose e-mail or SMS.' }),
		recipient: z.string({ error: 'Enter the phone number or e-mail address.' }).trim().min(1, 'Enter the phone number or e-mail address.').max(254, 'At most 254 characters.'),
	})
	.transform(({ channel, recipient }, ctx) => {
		if (channel === 'email') return { channel, recipient }
		const phone = parsePhone(recipient)
		if (!phone) {
			ctx.addIssue({ code: 'custom', path: ['recipient'], message: OPT_OUT_PHONE_MESSAGE })
			return z.NEVER
		}
		return { channel, recipient: phone }
	})
