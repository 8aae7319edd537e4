// Images for the demo data, drawn as SVG by the seed (nothing is downloaded).

function escapeXml(text: string) {
	return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/** A brand logo: the name in the brand's colours on a rounded plate. */
export function brandLogoSvg(name: string, [background, foreground]: [string, string]) {
	const fontSize = name.length > 9 ? 30 : 36
	return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<rect x="2" y="2" width="236" height="76" rx="12" fill="${background}" stroke="#00000022" stroke-width="2"/>
<text x="120" y="52" text-anchor="middle" font-family="Arial Black, Arial, Helvetica, sans-serif" font-weight="900" font-style="italic" font-size="${fontSize}" fill="${foreground}" letter-spacing="1">${escapeXml(name.toUpperCase())}</text>
</svg>\n`
}

/**
 * A tyre seen three-quarter on: tread blocks around a dark casing, an alloy rim, and the
 * model name on the sidewall band. `seed` varies the tread pattern between ranges.
 */
export function tyreImageSvg(brand: string, model: string, type: string, seed: number) {
	const treadCount = 36
	const blocks: string[] = []
	const pattern = seed % 3
	for (let i = 0; i < treadCount; i++) {
		const angle = (i * 360) / treadCount
		const tilt = pattern === 0 ? 0 : pattern === 1 ? 12 : -12
		const width = type === '4WD' ? 16 : 10
		blocks.push(`<rect x="${200 - width / 2}" y="22" width="${width}" height="26" rx="3" fill="#3a3a3a" transform="rotate(${angle} 200 200) skewX(${tilt})"/>`)
	}
	const spokes: string[] = []
	const spokeCount = 5 + (seed % 3)
	for (let i = 0; i < spokeCount; i++) {
		spokes.push(`<rect x="192" y="112" width="16" height="62" rx="6" fill="#b9bec5" transform="rotate(${(i * 360) / spokeCount} 200 200)"/>`)
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${brand} ${model} tyre`)}">
<defs>
<radialGradient id="rim" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#8c939c"/></radialGradient>
<radialGradient id="casing" cx="50%" cy="45%" r="55%"><stop offset="0.7" stop-color="#2b2b2b"/><stop offset="1" stop-color="#101010"/></radialGradient>
<path id="band" d="M 200 200 m -142 0 a 142 142 0 1 1 284 0"/>
</defs>
<rect width="400" height="400" fill="#ffffff"/>
<circle cx="200" cy="200" r="190" fill="url(#casing)"/>
${blocks.join('\n')}
<circle cx="200" cy="200" r="158" fill="#1b1b1b"/>
<text font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="17" fill="#d9d9d9" letter-spacing="2"><textPath href="#band" startOffset="50%" text-anchor="middle">${escapeXml(`${brand.toUpperCase()} · ${model.toUpperCase()}`)}</textPath></text>
<circle cx="200" cy="200" r="118" fill="url(#rim)" stroke="#6d737a" stroke-width="4"/>
<circle cx="200" cy="200" r="100" fill="#5a6068"/>
${spokes.join('\n')}
<circle cx="200" cy="200" r="30" fill="#c9ced4" stroke="#6d737a" stroke-width="3"/>
<circle cx="200" cy="200" r="10" fill="#DA2627"/>
</svg>\n`
}

/** A blog hero: brand red with a tyre-track motif and a short label. */
export function blogImageSvg(label: string, seed: number) {
	const tracks: string[] = []
	for (let i = 0; i < 14; i++) {
		const x = 700 + i * 34 + (seed % 4) * 6
		tracks.push(`<rect x="${x}" y="${60 + (i % 2) * 20}" width="18" height="510" rx="6" fill="#ffffff" opacity="0.08"/>`)
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#DA2627"/><stop offset="1" stop-color="#7d1011"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
${tracks.join('\n')}
<circle cx="930" cy="315" r="200" fill="#1b1b1b"/>
<circle cx="930" cy="315" r="120" fill="#b9bec5"/>
<circle cx="930" cy="315" r="40" fill="#DA2627"/>
<text x="80" y="340" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="72" fill="#ffffff">${escapeXml(label)}</text>
</svg>\n`
}
