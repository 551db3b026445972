/**
 * Editor words only: machine fields are the developers' (schemas/roles.ts), and the Studio's lists
 * name page-copy sections and documents in plain words, never by their machine keys.
 */
import { describe, expect, it } from 'vitest'
import { createSchema } from 'sanity'
import { schemaTypes } from '../../schemas/index.ts'
import { PAGE_COPY } from '../../contract/page-copy.ts'
import { developerOnly, isDeveloper } from '../../schemas/roles.ts'
import { sectionTitle } from '../../schemas/section-titles.ts'
import { NEED_FIELDS, NEED_LABELS } from '../../src/content/page-needs.ts'
import { FORM_FIELD_TITLES, ITEM_FIELD_TITLES, SECTION_LIST_TITLES, SETTINGS_FIELDS } from '../../src/content/studio-names.ts'

const editor = { roles: [{ name: 'administrator' }] }
const developer = { roles: [{ name: 'developer' }] }

type Field = { name: string; type: { name: string; fields?: Field[]; hidden?: unknown; readOnly?: unknown; preview?: any } }
const schema = createSchema({ name: 'default', types: schemaTypes })
const fieldsOf = (type: string) => (schema.get(type) as unknown as { fields: Array<Field & { type: any }> }).fields
const field = (type: string, name: string) => fieldsOf(type).find((f) => f.name === name)!.type as { hidden: any; readOnly: any }

describe('who is a developer', () => {
  it('a developer role, or a Studio started with SANITY_STUDIO_DEVELOPER=1; an administrator alone is an editor', () => {
    expect(isDeveloper(developer, false)).toBe(true)
    expect(isDeveloper(editor, false)).toBe(false)
    expect(isDeveloper(null, false)).toBe(false)
    expect(isDeveloper(editor, true)).toBe(true)
  })

  it('hides the page-copy key, section keys and the names page code reads from editors, and keeps them read-only', () => {
    const asEditor = { currentUser: editor, value: 'home', document: { key: 'home' }, parent: {} }
    for (const [type, name] of [
      ['pageCopy', 'key'],
      ['copySection', 'key'],
      ['copyItem', 'name'],
      ['formField', 'name'],
    ] as const) {
      const { hidden, readOnly } = field(type, name)
      expect(hidden(asEditor), `${type}.${name} hidden`).toBe(!isDeveloper(editor))
      expect(readOnly(asEditor), `${type}.${name} read-only`).toBe(!isDeveloper(editor))
    }
    expect(developerOnly.hidden({ currentUser: developer })).toBe(false)
    expect(developerOnly.readOnly({ currentUser: developer })).toBe(false)
  })
})

describe('plain words in the Studio', () => {
  const prepareSection = (fieldsOf('pageCopy').find((f) => f.name === 'sections')!.type as any).of[0].preview.prepare

  it('titles a section without a heading by what it is, never by its key', () => {
    for (const [key, title] of [
      ['copyright', 'Copyright line (footer)'],
      ['table-headings', 'Column headings of the tables'],
      ['interface', 'Menu, screen-reader and error words'],
      ['document-labels', 'Printable documents: buttons and labels'],
    ]) {
      const preview = prepareSection({ key })
      expect(preview.title).toBe(title)
      expect(JSON.stringify(preview)).not.toContain(`"${key}"`)
    }
    expect(prepareSection({ key: 'sla', heading: 'Service levels', items: [{}, {}] })).toEqual({
      title: 'Service levels',
      subtitle: '2 entries',
    })
    expect(sectionTitle('response-promise')).toBe('Response promise')
  })

  it('subtitles page copy in search by what it is, not by its key', () => {
    const prepare = (schema.get('pageCopy') as any).preview.prepare
    for (const key of Object.keys(PAGE_COPY)) {
      const preview = prepare({ key })
      expect(preview.title).toBe(PAGE_COPY[key as keyof typeof PAGE_COPY].title)
      expect(preview.subtitle).not.toContain(key)
    }
    expect(prepare({ key: 'portCallCompliance' }).subtitle).toBe('Page copy: the words of a page')
  })

  it("names a form field by its label and hint (or its choices), never by the name the page reads ('vesselName')", () => {
    const preview = (schema.get('formField') as any).preview
    expect(Object.values(preview.select)).not.toContain('name')
    expect(preview.prepare({ title: 'Vessel name', hint: 'As registered' })).toEqual({ title: 'Vessel name', subtitle: 'As registered' })
    expect(preview.prepare({ title: 'Fleet size', options: ['1-5', '6-10'] })).toEqual({ title: 'Fleet size', subtitle: '1-5, 6-10' })
  })
})

describe("a failed build's reason names fields as the Studio labels them", () => {
  it('each field a page needs (page-needs.ts) by its title in the schema', () => {
    const title = (path: readonly string[]) => {
      const [type, ...names] = path
      let fields = fieldsOf(type!) as Array<{ name: string; type: { title?: string; fields?: unknown } }>
      const titles: string[] = []
      for (const name of names) {
        const found = fields.find((f) => f.name === name)!
        titles.push(found.type.title!)
        fields = (found.type.fields ?? []) as typeof fields
      }
      return titles.join(' › ')
    }
    for (const [need, path] of Object.entries(NEED_FIELDS)) expect(NEED_LABELS[need as keyof typeof NEED_FIELDS], need).toBe(title(path))
  })

  it("names the places a build's reason says as the schema titles them: a field, its tab, a list, a word (issue 63, item 9)", () => {
    const titleOf = (type: string, name: string) => fieldsOf(type).find((f) => f.name === name) as unknown as { type: { title?: string } }
    const settings = schema.get('siteSettings') as unknown as { groups?: Array<{ name: string; title: string }>; fields: any[] }
    for (const [name, { tab, title }] of Object.entries(SETTINGS_FIELDS)) {
      const f = settings.fields.find((entry: { name: string }) => entry.name === name)
      expect(f?.type.title, name).toBe(title)
      expect(settings.groups?.find((group) => [f?.group].flat().includes(group.name))?.title, name).toBe(tab)
    }
    for (const [name, title] of Object.entries(FORM_FIELD_TITLES)) expect(titleOf('formField', name).type.title, name).toBe(title)
    for (const [name, title] of Object.entries(ITEM_FIELD_TITLES)) expect(titleOf('copyItem', name).type.title, name).toBe(title)
    for (const [name, title] of Object.entries(SECTION_LIST_TITLES)) expect(titleOf('copySection', name).type.title, name).toBe(title)
  })
})

describe('help that says what a field does', () => {
  const port = fieldsOf('port') as Array<{ name: string; type: { description?: string } }>
  const help = (name: string) => port.find((f) => f.name === name)!.type.description ?? ''

  it("a port's order, slug and the fields a port page shows say what they do", () => {
    expect(help('order')).toContain('Site settings > Featured & lists')
    expect(help('order')).toContain('by name')
    expect(help('slug')).toContain('redirect')
    expect(help('slug')).not.toContain('breaks')
    for (const name of ['fullName', 'baseAssets', 'equipment', 'partners']) expect(help(name), name).not.toBe('')
  })

  it('counts a section\'s entries in words ("1 entry", "2 entries")', () => {
    const prepare = (fieldsOf('pageCopy').find((f) => f.name === 'sections')!.type as any).of[0].preview.prepare
    expect(prepare({ key: 'sla', items: [{}] }).subtitle).toBe('1 entry')
    expect(prepare({ key: 'sla', items: [{}, {}] }).subtitle).toBe('2 entries')
  })
})
