export type IconProps = { name: string | null | undefined; className?: string; size?: number }

/** Line icons for the CMS's icon names (schemas/shared.ts ICON_NAMES); decorative, hidden from assistive tech. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

const PATHS: Record<string, string[]> = {
  anchor: [circle(12, 5, 3), 'M12 22V8', 'M5 12H2a10 10 0 0 0 20 0h-3'],
  alert: ['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01'],
  award: [circle(12, 8, 7), 'M8.2 13.9 7 23l5-3 5 3-1.2-9.1'],
  check: ['M20 6 9 17l-5-5'],
  clock: [circle(12, 12, 10), 'M12 6v6l4 2'],
  crane: ['M3 21h18', 'M7 21V4h10', 'M7 4 11 1', 'M17 4v6', 'M15 10h4v4h-4z', 'M7 9h5'],
  document: ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6', 'M8 13h8', 'M8 17h8'],
  download: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3'],
  droplet: ['M12 2.7 17.7 8.3a8 8 0 1 1-11.3 0z'],
  globe: [circle(12, 12, 10), 'M2 12h20', 'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z'],
  lifebuoy: [circle(12, 12, 10), circle(12, 12, 4), 'm4.9 4.9 4.3 4.3', 'm14.8 14.8 4.3 4.3', 'm14.8 9.2 4.3-4.3', 'm4.9 19.1 4.3-4.3'],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'm22 6-10 7L2 6'],
  'map-pin': ['M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0z', circle(12, 10, 3)],
  phone: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  ],
  ship: ['M2 20c2 1 4 1 6 0s4-1 6 0 4 1 6 0', 'M4 17 3 12h18l-2 5', 'M6 12V7h8l3 5', 'M9 7V4h3'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'],
  users: ['M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2', circle(9, 7, 4), 'M23 21v-2a4 4 0 0 0-3-3.9', 'M16 3.1a4 4 0 0 1 0 7.8'],
  whatsapp: [
    'M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z',
  ],
}

export default function IconDrawing({ name, className = 'icon', size = 24 }: IconProps) {
  const paths = name ? PATHS[name] : undefined
  if (!paths) return null
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
