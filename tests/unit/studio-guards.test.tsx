/**
 * @vitest-environment jsdom
 *
 * Guards where the Studio would allow what the site ignores: page-copy sections are fixed (no
 * drag, add or remove), a section shows only the fields its page shows, and a replaced image asks
 * for its alternative text again.
 */
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSchema, type ObjectInputProps } from 'sanity'
import { documents } from '../../seed/content.ts'
import { schemaTypes } from '../../schemas/index.ts'
import { AltAsksAgain } from '../../schemas/inputs/AltAsksAgain.tsx'
import { sectionParts } from '../../schemas/section-parts.ts'

afterEach(cleanup)

const schema = createSchema({ name: 'default', types: schemaTypes })
const pageCopyField = (name: string) => (schema.get('pageCopy') as any).fields.find((f: { name: string }) => f.name === name).type
const sectionField = (name: string) => pageCopyField('sections').of[0].fields.find((f: { name: string }) => f.name === name).type

describe('page-copy sections', () => {
  it('cannot be dragged, added, duplicated or removed', () => {
    const { options } = pageCopyField('sections')
    expect(options.sortable).toBe(false)
    expect(options.disableActions).toEqual(expect.arrayContaining(['add', 'addBefore', 'addAfter', 'remove', 'duplicate']))
  })

  it('show only the parts their page shows: an empty heading or body is hidden where the page shows none', () => {
    const heading = sectionField('heading').hidden
    const body = sectionField('body').hidden
    const layout = { key: 'layout' }
    expect(heading({ document: layout, parent: { key: 'copyright' } })).toBe(true)
    expect(body({ document: layout, parent: { key: 'copyright' } })).toBe(true)
    expect(sectionField('note').hidden({ document: layout, parent: { key: 'copyright' } })).toBe(false)
    expect(heading({ document: { key: 'home' }, parent: { key: 'sla' } })).toBe(false)
    // A part that holds something stays visible, so it can be cleared.
    expect(heading({ document: layout, parent: { key: 'copyright' }, value: 'Left over' })).toBe(false)
  })

  it('the table of shown parts covers every section of the seed, and every part the seed fills', () => {
    const missing: string[] = []
    for (const doc of documents.filter((d) => d._type === 'pageCopy') as Array<Record<string, any>>) {
      for (const section of doc.sections) {
        const parts = sectionParts(doc.key, section.key)
        if (!parts) missing.push(`${doc.key} › ${section.key}`)
        for (const part of ['heading', 'body', 'items', 'fields', 'note'] as const)
          if (section[part] !== undefined && !parts?.includes(part)) missing.push(`${doc.key} › ${section.key} › ${part}`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('a replaced image', () => {
  const props = (ref: string, alt?: string, onChange = vi.fn()) =>
    ({ value: { _type: 'image', alt, asset: { _ref: ref } }, onChange, renderDefault: () => null }) as unknown as ObjectInputProps

  it('loses its alternative text when its picture changes, not when anything else does', () => {
    const onChange = vi.fn()
    const { rerender } = render(<AltAsksAgain {...props('image-a', 'A tug at Mumbai', onChange)} />)
    rerender(<AltAsksAgain {...props('image-a', 'A tug at Mumbai, towing', onChange)} />)
    expect(onChange).not.toHaveBeenCalled()
    rerender(<AltAsksAgain {...props('image-b', 'A tug at Mumbai, towing', onChange)} />)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.calls[0][0]).toMatchObject({ type: 'unset', path: ['alt'] })
  })

  it('keeps the text written for a first picture', () => {
    const onChange = vi.fn()
    const { rerender } = render(
      <AltAsksAgain {...({ value: undefined, onChange, renderDefault: () => null } as unknown as ObjectInputProps)} />,
    )
    rerender(<AltAsksAgain {...props('image-a', 'A tug', onChange)} />)
    expect(onChange).not.toHaveBeenCalled()
  })
})
