/**
 * How a share image looks (src/lib/share-card.ts): 1200×630, the site's navy with the brand mark of
 * the header (src/components/layout/Header.tsx) and the brand's name, the page's eyebrow and title,
 * its facts, the site's address, and the teal rule of the site's accents. Written as the element
 * tree satori lays out (flexbox, as in CSS), then resvg paints it (tools/build/share-image-worker.ts).
 *
 * The font is Noto Sans (regular and bold; Latin, Latin Extended and Devanagari), from the pinned
 * npm package @fontsource/noto-sans (SIL Open Font License 1.1), so every build draws the same
 * letters whatever the machine has installed. Any change here changes the renderer's version, and so
 * every picture's hash: the next build draws them all again.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type DrawnCard } from '../../src/lib/share-card.ts'

/** The site's colours (src/styles/tokens.css). */
const NAVY_800 = '#0b2545'
const NAVY_700 = '#13315c'
const TEAL_200 = '#9fe3dc'
const TEAL_600 = '#0d7f79'
const INK_ON_DARK = '#ffffff'
const INK_ON_DARK_MUTED = '#dfe8f2'

export const FONT_FAMILY = 'Noto Sans'
const FONT_PACKAGE = '@fontsource/noto-sans'
const SUBSETS = ['latin', 'latin-ext', 'devanagari'] as const
const WEIGHTS = [400, 700] as const

/** The font package's folder (resolved as Node resolves the package, wherever it is installed). */
export function fontPackageDir() {
  return dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`))
}

/** The font files, as satori takes them (WOFF: satori reads no WOFF2). */
export function fontFiles() {
  const dir = join(fontPackageDir(), 'files')
  return SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => ({ file: join(dir, `noto-sans-${subset}-${weight}-normal.woff`), weight })))
}

export function loadFonts() {
  return fontFiles().map(({ file, weight }) => ({
    name: FONT_FAMILY,
    weight,
    style: 'normal' as const,
    data: readFileSync(file),
  }))
}

type Style = Record<string, string | number>
type Node = { type: string; props: Record<string, unknown> & { style?: Style; children?: unknown } }

const h = (type: string, props: Record<string, unknown>, ...children: Array<Node | string | null>): Node => ({
  type,
  props: { ...props, children: children.filter((child) => child !== null && child !== '') },
})

/** The header's brand mark, white on the navy: a ring, and the anchor drawn as the header draws it. */
function brandMark() {
  return h(
    'svg',
    { width: 72, height: 72, viewBox: '0 0 32 32' },
    h('circle', { cx: 16, cy: 16, r: 15, fill: NAVY_700, stroke: INK_ON_DARK, strokeWidth: 1.2 }),
    h('path', {
      d: 'M16 6v17M10 11h12M8 18c1.5 4 4.5 6 8 6s6.5-2 8-6',
      stroke: INK_ON_DARK,
      strokeWidth: 2.4,
      fill: 'none',
      strokeLinecap: 'round',
    }),
  )
}

/** One line at most, cut with an ellipsis. */
const oneLine: Style = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }

/** The picture of a card, as satori's element tree. */
export function cardLayout(card: DrawnCard): Node {
  const long = card.title.length > 60
  return h(
    'div',
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: NAVY_800,
        color: INK_ON_DARK,
        fontFamily: FONT_FAMILY,
      },
    },
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 72px 48px' } },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center' } },
        brandMark(),
        h('span', { style: { ...oneLine, fontSize: 36, fontWeight: 700, marginLeft: 20, maxWidth: 960 } }, card.brand),
      ),
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' } },
        card.eyebrow
          ? h(
              'span',
              { style: { ...oneLine, fontSize: 28, fontWeight: 700, color: TEAL_200, textTransform: 'uppercase', letterSpacing: 2 } },
              card.eyebrow,
            )
          : null,
        h(
          'span',
          { style: { display: 'block', fontSize: long ? 54 : 66, fontWeight: 700, lineHeight: 1.15, marginTop: 12, lineClamp: 3 } },
          card.title,
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', alignItems: 'flex-end' } },
        ...card.facts
          .slice(0, 2)
          .map((fact) =>
            h(
              'div',
              { style: { display: 'flex', flexDirection: 'column', marginRight: 56, maxWidth: card.facts.length > 1 ? 380 : 760 } },
              h('span', { style: { ...oneLine, fontSize: 26, color: INK_ON_DARK_MUTED } }, fact.label),
              h('span', { style: { ...oneLine, fontSize: 42, fontWeight: 700 } }, fact.value),
            ),
          ),
        h('span', { style: { ...oneLine, marginLeft: 'auto', fontSize: 26, color: INK_ON_DARK_MUTED } }, card.site),
      ),
    ),
    h('div', { style: { height: 14, background: TEAL_600 } }),
  )
}
