// Run under faketime: fails unless this process's clock really is the given number of days
// ahead of the system's, so the shifted-clock test run can never pass by testing today again.
// The kernel stamps a new file with the real time; Date.now() is what faketime moved.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const days = Number(process.argv[2])
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'))
const probe = path.join(dir, 'probe')
fs.writeFileSync(probe, '')
const realMs = fs.statSync(probe).mtimeMs
fs.rmSync(dir, { recursive: true, force: true })
const aheadDays = (Date.now() - realMs) / 86_400_000
if (!(Math.abs(aheadDays - days) < 1)) {
	console.error(`The clock is ${aheadDays.toFixed(2)} days ahead, not ${days}: is faketime installed and working?`)
	process.exit(1)
}
console.log(`Clock moved ${days} days ahead: ${new Date().toISOString()}`)
