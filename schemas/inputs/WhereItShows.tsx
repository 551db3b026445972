import { Box, Card, Stack, Text } from '@sanity/ui'
import { useFormValue, type ObjectInputProps, type ObjectItemProps, type Path } from 'sanity'
import { whereItShows } from '../../contract/where-words-show.ts'

/**
 * Where a page-copy word shows on the site (contract/where-words-show.ts), said under the word in
 * its section's list and atop its own form: "Main", "Close" or "Office" alone do not say where.
 * The word is found by its page (the document's key), its section (the key of the section holding
 * it: the path's `sections[_key]`) and its name; a word without a line, or a card or button of a
 * section editors add, shows as before.
 */
function useWhereItShows(path: Path, value: unknown): string | undefined {
  const page = useFormValue(['key'])
  const section = useFormValue([...path.slice(0, -2), 'key'])
  return path[0] === 'sections' ? whereItShows(page, section, (value as { name?: unknown } | undefined)?.name) : undefined
}

/** A word's row in its section's list, with where it shows beneath. */
export function CopyItemWithPlace(props: ObjectItemProps) {
  const where = useWhereItShows(props.path, props.value)
  if (!where) return props.renderDefault(props)
  return (
    <Stack gap={1} data-testid="where-it-shows-item">
      {props.renderDefault(props)}
      <Box paddingX={3} paddingBottom={3}>
        <Text size={1} muted>
          {where}
        </Text>
      </Box>
    </Stack>
  )
}

/** A word's own form, opening with where it shows. */
export function CopyItemInputWithPlace(props: ObjectInputProps) {
  const where = useWhereItShows(props.path, props.value)
  if (!where) return props.renderDefault(props)
  return (
    <Stack gap={4}>
      <Card padding={3} radius={2} tone="primary" data-testid="where-it-shows">
        <Text size={1}>Where it shows: {where}</Text>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  )
}
