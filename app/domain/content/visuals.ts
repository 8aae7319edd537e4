// Names of the pictures the content refers to; app/ui/content draws them as inline SVG, so the
// copy stays plain data and the pages need no image downloads.

export const ICON_NAMES = ['tyre', 'van', 'fleet', 'puncture', 'rotation', 'balance', 'gauge', 'recycle', 'clock', 'pin', 'calendar', 'tools', 'shield', 'price', 'star', 'chat', 'leaf', 'phone', 'mail', 'check'] as const
export type IconName = (typeof ICON_NAMES)[number]

export const ILLUSTRATION_NAMES = ['tyre-stack', 'van', 'fleet', 'puncture', 'rotation', 'balancer', 'gauge', 'recycle', 'clock', 'map', 'calendar', 'price-tag', 'technician', 'road'] as const
export type IllustrationName = (typeof ILLUSTRATION_NAMES)[number]
