import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { expect, type Page } from '@playwright/test'

// Shared steps of the admin journeys (tests/e2e/serve.js sets these credentials).
export const ADMIN = { username: 'owner', password: 'e2e-owner-password' }

export async function loginAsAdmin(page: Page, next = '/admin') {
	await page.goto(`/login/admin?redirectTo=${encodeURIComponent(next)}`)
	await page.getByLabel('User ID').fill(ADMIN.username)
	await page.getByLabel('Password').fill(ADMIN.password)
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible()
}

/** Answers a guarded action: the dialog with JavaScript, the confirm step without. */
export async function confirmWith(page: Page, question: string) {
	await expect(page.getByText(question, { exact: true })).toBeVisible()
	await page.getByRole('button', { name: 'Confirm' }).click()
}

export async function expectToast(page: Page, title: string) {
	await expect(page.getByTestId('toast').filter({ hasText: title })).toBeVisible()
}

/** A small PNG for file inputs. */
export async function pngUpload(name: string, colour = '#2255aa') {
	const buffer = await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
		.png()
		.toBuffer()
	return { name, mimeType: 'image/png', buffer }
}

/** A unique suffix per test run and project, so parallel runs never share rows. */
export function unique(projectName: string) {
	return `${projectName === 'js' ? 'J' : 'N'}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`
}

/** The e2e server's database (tests/e2e/serve.js), for setting up rows no public page creates here. */
export function e2eDatabase() {
	const file = path.resolve('test-results', `e2e-data-${process.env.E2E_PORT ?? '3210'}`, 'shop.sqlite')
	const db = new Database(file)
	db.pragma('busy_timeout = 5000')
	return db
}

/**
 * A refused form answers 4xx (the form re-shown with its errors), which Chromium reports as a
 * failed resource in the console. Accepts exactly those reports, for a test that expects them.
 */
export function acceptRefusals(consoleProblems: string[], ...statuses: number[]) {
	const expected = statuses.map((status) => `Failed to load resource: the server responded with a status of ${status}`)
	for (let i = consoleProblems.length - 1; i >= 0; i--) {
		if (expected.some((text) => consoleProblems[i]!.includes(text))) consoleProblems.splice(i, 1)
	}
}

/** Like unique(), letters only (for names such as suburbs). */
export function uniqueWord(projectName: string) {
	return unique(projectName).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
}
