import { useEffect, useMemo, useState } from 'react'
import { useClient, type StringInputProps } from 'sanity'
import { API_VERSION } from '../../contract/constants.ts'

/** The topics' names as the email preferences page shows them (its page copy, section "preferences": an item per flag). */
const NAMES_QUERY = `*[_id == "pageCopy.emailPreferences"][0].sections[key == "preferences"][0].items[]{ name, title }`

/**
 * A notice's topic, stored as the subscription flag it belongs to (contract/notices.ts) and offered
 * by the names subscribers tick on the email preferences page, read from that page's copy: one
 * name, in one place, for the site, its feeds and the Studio. Until they load (or for a flag the
 * copy does not name) the choice shows the flag itself.
 */
export function TopicInput(props: StringInputProps) {
  const client = useClient({ apiVersion: API_VERSION })
  const [names, setNames] = useState<Record<string, string>>({})
  useEffect(() => {
    let live = true
    client
      .fetch<Array<{ name?: string; title?: string }> | null>(NAMES_QUERY)
      .then((items) => {
        if (live) setNames(Object.fromEntries((items ?? []).flatMap((item) => (item.name && item.title ? [[item.name, item.title]] : []))))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [client])
  const { schemaType } = props
  const named = useMemo(() => {
    const list = (schemaType.options?.list ?? []) as Array<string | { value?: string; title?: string }>
    const options = list.map((option) => {
      const value = typeof option === 'string' ? option : (option.value ?? '')
      return { value, title: names[value] ?? value }
    })
    return { ...schemaType, options: { ...schemaType.options, list: options } }
  }, [schemaType, names])
  return props.renderDefault({ ...props, schemaType: named })
}
