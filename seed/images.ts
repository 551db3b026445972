/**
 * Local seed images. `_sanityAsset` is the convention understood by Sanity's importer
 * (`@sanity/import` / `sanity dataset import`): "image@file:///absolute/path".
 */
export type SeedImage = { _type: 'image'; alt: string; _sanityAsset: string }

export function localImage(fileName: string, alt: string): SeedImage {
  const url = new URL('./images/' + fileName, import.meta.url)
  return { _type: 'image', alt, _sanityAsset: 'image@file://' + decodeURIComponent(url.pathname) }
}

/** Absolute path of a `_sanityAsset` value (for checks). */
export function assetPath(sanityAsset: string): string {
  return sanityAsset.replace(/^image@file:\/\//, '')
}
