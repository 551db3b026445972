/**
 * /email-preferences: a subscriber's four toggles (calls 5 and 6), from the mail's link.
 * Transactional is shown locked on. Toggles are disabled while saving, and a toggle changes only
 * once the server accepted the change. The green banner goes after 3 s; the red one stays.
 * Copy sections used (pageCopy "emailPreferences"): preferences (the toggles: items named
 * compliance, emergency, newsletter, transactional; its note), unsubscribe-all (the button; its
 * note is the question asked first), messages (items named "loading" and "for"), invalid, and
 * actions (items named "home" and "retry").
 */
import { Fragment, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { section, titleOf, type ItemNameOf } from '~/content/copy'
import { plainText } from '~/content/plain-text'
import { SiteSettingsContext } from '~/content/site'
import { DEFAULT_PREFERENCES, loadPreferences, mergePreferences, updatePreferences, type Preferences } from '~/forms/api-preferences'
import { PREFERENCE_FLAGS } from '~/forms/config'
import { Spinner, useFocusWhen } from '~/forms/status'
import {
  PREFERENCES_BANNER_MS,
  PREFERENCES_LOAD_ERROR,
  PREFERENCES_LOAD_NETWORK,
  PREFERENCES_SUCCESS,
  PREFERENCES_UPDATE_FAILED,
} from '~/forms/messages'
import { saveResult, savedResult, useLinkParams } from './link-params'
import { EmailPageFrame, HomeLink, LinkViews, TryAgain } from './shared'
import type { EMAIL_PREFERENCES_QUERY_RESULT } from '~/content/sanity.types'

/** CMS text with elements in the places of its placeholders, e.g. "Preferences for {email}" with the address in bold. */
function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
  })
}

type Flag = keyof Preferences

type Load = { status: 'loading' } | { status: 'loaded' } | { status: 'error'; message: string }
type Banner = { kind: 'success' | 'error'; message: string; id: number } | null

export function PreferencesView({ copy }: { copy: EMAIL_PREFERENCES_QUERY_RESULT }) {
  const prefsCopy = section(copy, 'preferences')
  const unsubscribeAll = section(copy, 'unsubscribe-all')
  const invalid = section(copy, 'invalid')
  const settings = useContext(SiteSettingsContext)
  const says = (name: ItemNameOf<'emailPreferences', 'messages'>) => titleOf(section(copy, 'messages'), name)
  const link = useLinkParams()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [prefs, setPrefs] = useState<Preferences>(DEFAULT_PREFERENCES)
  const [saving, setSaving] = useState(false)
  const [banner, setBanner] = useState<Banner>(null)
  const savingRef = useRef(false)
  const lastControl = useRef<string | null>(null)
  const mounted = useRef(true)
  const started = useRef(false)
  const invalidRef = useFocusWhen<HTMLHeadingElement>(link.state === 'missing')
  const loadErrorRef = useFocusWhen<HTMLParagraphElement>(load.status === 'error', load)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const fetchPrefs = useCallback(async (email: string, token: string) => {
    setLoad({ status: 'loading' })
    const result = await loadPreferences(email, token)
    if (!mounted.current) return
    if (result.ok) {
      saveResult(email, token, result.data)
      setPrefs(result.data)
      setLoad({ status: 'loaded' })
    } else {
      setLoad({ status: 'error', message: result.kind === 'server' ? PREFERENCES_LOAD_ERROR : PREFERENCES_LOAD_NETWORK })
    }
  }, [])

  useEffect(() => {
    if (link.state === 'ready' && !started.current) {
      started.current = true
      // Back or reload: the preferences as last loaded or saved on this history entry, nothing sent.
      const saved = savedResult<unknown>(link.email, link.token)
      if (saved !== undefined) {
        setPrefs(mergePreferences(saved))
        setLoad({ status: 'loaded' })
      } else void fetchPrefs(link.email, link.token)
    }
  }, [link, fetchPrefs])

  // The green banner disappears after 3 seconds.
  useEffect(() => {
    if (banner?.kind !== 'success') return
    const timer = setTimeout(() => setBanner(null), PREFERENCES_BANNER_MS)
    return () => clearTimeout(timer)
  }, [banner])

  /**
   * Saving disables the controls, which drops keyboard focus: it is given back when saving ends,
   * before the result is written (a screen reader reads the result after the focus change, rather
   * than have the focus change cut it off).
   */
  function restoreFocus() {
    if (!lastControl.current) return
    const control = document.getElementById(lastControl.current) as HTMLButtonElement | HTMLInputElement | null
    // Unsubscribe from All is disabled once everything is off: the first toggle takes focus then.
    if (control && !control.disabled) control.focus()
    else document.getElementById('pref-compliance')?.focus()
    lastControl.current = null
  }

  async function save(next: Preferences, controlId: string) {
    if (link.state !== 'ready' || savingRef.current) return
    savingRef.current = true
    lastControl.current = controlId
    setSaving(true)
    setBanner(null)
    const result = await updatePreferences(link.email, link.token, next)
    savingRef.current = false
    if (!mounted.current) return
    // The controls enabled (the new state shown), focus back, then the result.
    flushSync(() => {
      if (result.ok) {
        saveResult(link.email, link.token, { ...next, transactional: true })
        setPrefs({ ...next, transactional: true })
      }
      setSaving(false)
    })
    restoreFocus()
    if (result.ok) {
      setBanner({ kind: 'success', message: PREFERENCES_SUCCESS, id: Date.now() })
    } else {
      const message = result.kind === 'server' ? (result.detail ?? PREFERENCES_UPDATE_FAILED) : PREFERENCES_UPDATE_FAILED
      setBanner({ kind: 'error', message, id: Date.now() })
    }
  }

  function onToggle(flag: Flag) {
    if (flag === 'transactional') return
    void save({ ...prefs, [flag]: !prefs[flag] }, `pref-${flag}`)
  }

  function onUnsubscribeAll() {
    if (!window.confirm(titleOf(unsubscribeAll, 'confirm'))) return
    void save({ ...prefs, compliance: false, emergency: false, newsletter: false, transactional: true }, 'unsubscribe-all')
  }

  const allOff = !prefs.compliance && !prefs.emergency && !prefs.newsletter

  if (link.state === 'missing' || link.state === 'pending' || load.status === 'loading') {
    return (
      <EmailPageFrame copy={copy}>
        <LinkViews
          status={link.state === 'missing' ? 'invalid' : 'processing'}
          processing={
            <>
              <Spinner />
              <p>{says('loading')}</p>
            </>
          }
          invalid={{
            heading: invalid.heading,
            headingRef: invalidRef,
            message: plainText(invalid.body, settings),
            actions: [<HomeLink copy={copy} />],
          }}
        />
      </EmailPageFrame>
    )
  }

  if (load.status === 'error') {
    return (
      <EmailPageFrame copy={copy}>
        <div className="email-state">
          <p ref={loadErrorRef} tabIndex={-1} className="form-banner form-banner-error">
            {load.message}
          </p>
          <div className="form-actions">
            <TryAgain copy={copy} onClick={() => void fetchPrefs(link.email, link.token)} />
            <HomeLink copy={copy} />
          </div>
        </div>
      </EmailPageFrame>
    )
  }

  return (
    <EmailPageFrame copy={copy}>
      <p className="preferences-email">{fillNodes(says('for'), { email: <strong>{link.email}</strong> })}</p>
      <div aria-live="polite" aria-atomic="true" className="banner-region">
        {banner?.kind === 'success' && <p className="form-banner form-banner-success">{banner.message}</p>}
      </div>
      <div role="alert" className="banner-region">
        {banner?.kind === 'error' && <p className="form-banner form-banner-error">{banner.message}</p>}
      </div>
      <fieldset className="preferences" aria-busy={saving}>
        <legend>{prefsCopy.heading}</legend>
        {PREFERENCE_FLAGS.map((flag) => {
          const toggle = prefsCopy.items?.find((item) => item.name === flag)
          const id = `pref-${flag}`
          const locked = flag === 'transactional'
          return (
            <div key={flag} className="toggle-row">
              <input
                id={id}
                name={flag}
                type="checkbox"
                role="switch"
                className="toggle"
                checked={locked ? true : prefs[flag]}
                disabled={locked || saving}
                aria-describedby={`${id}-text`}
                onChange={() => onToggle(flag)}
              />
              {/* The name is the label alone; the text is its description, read once. */}
              <div className="toggle-body">
                <label htmlFor={id} className="toggle-label">
                  {toggle?.title}
                </label>
                <span id={`${id}-text`} className="toggle-text">
                  {toggle?.text}
                  {toggle?.meta && <span className="toggle-locked"> {toggle.meta}</span>}
                </span>
              </div>
            </div>
          )
        })}
      </fieldset>
      <p className="note">{prefsCopy.note}</p>
      <div className="form-actions">
        <button
          id="unsubscribe-all"
          type="button"
          className="button button-emergency"
          disabled={saving || allOff}
          onClick={onUnsubscribeAll}
        >
          {saving ? <Spinner /> : null}
          {titleOf(unsubscribeAll, 'button')}
        </button>
        <HomeLink copy={copy} />
      </div>
    </EmailPageFrame>
  )
}
