import { z } from 'zod'

// The owner's "add an opt-out" form (a customer who asked by phone to hear no more).
export const AddOptOutSchema = z.object({
	intent: z.literal('add-opt-out'),
	channel: z.enum(['email', 'sms'], { error: 'Choose e-mail or SMS.' }),
	recipient: z.string({ error: 'Enter the phone number or e-mail address.' }).trim().min(1, 'Enter the phone number or e-mail address.').max(254, 'At most 254 characters.'),
})
