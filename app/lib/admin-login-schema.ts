import { z } from 'zod'

// spec §5: admin login needs both fields. Shared by the login page (client and server) and
// POST /api/admin/login.
export const AdminLoginSchema = z.object({
	username: z.string({ error: 'Enter your user ID.' }).trim().min(1, 'Enter your user ID.').max(64, 'That user ID is too long.'),
	password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200, 'That password is too long.'),
	redirectTo: z.string().optional(),
})

export const LOGIN_FAILED = 'Login failed. Please try again.' // spec §8: when the server gives no message
export const BAD_CREDENTIALS = 'Invalid user ID or password.'
