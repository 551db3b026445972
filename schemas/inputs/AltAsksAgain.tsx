import { useEffect, useRef } from 'react'
import { unset, type ObjectInputProps } from 'sanity'

/**
 * An image input that asks for the alternative text again when its picture is replaced: the old
 * text described the old picture, so it is cleared (and the field's validation asks for a new one).
 */
export function AltAsksAgain(props: ObjectInputProps) {
  const { onChange, value } = props
  const asset = (value as { asset?: { _ref?: string } } | undefined)?.asset?._ref
  const hasAlt = Boolean((value as { alt?: unknown } | undefined)?.alt)
  const shown = useRef(asset)
  useEffect(() => {
    if (shown.current && asset && shown.current !== asset && hasAlt) onChange(unset(['alt']))
    shown.current = asset
  }, [asset, hasAlt, onChange])
  return props.renderDefault(props)
}
