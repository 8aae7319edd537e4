// Draws the admin app's icons (public/admin/icons) from the shop's favicon: 192 and 512 px, and a
// maskable 512 px one whose wheel sits inside the safe zone on a full-bleed background.
// Run once after the favicon changes: node scripts/admin-icons.js
import fs from 'node:fs'
import sharp from 'sharp'

const favicon = fs.readFileSync('public/favicon.svg')
const out = 'public/admin/icons'
fs.mkdirSync(out, { recursive: true })

for (const size of [192, 512]) {
	await sharp(favicon, { density: (72 * size) / 48 })
		.resize(size, size)
		.png()
		.toFile(`${out}/icon-${size}.png`)
}
// maskable: the safe zone is the centre circle of 80% of the width
const wheel = await sharp(favicon, { density: (72 * 360) / 48 }).resize(360, 360).png().toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1d1d1f' } })
	.composite([{ input: wheel, left: 76, top: 76 }])
	.png()
	.toFile(`${out}/maskable-512.png`)
