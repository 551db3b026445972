/**
 * /email-preferences: a subscriber's four toggles (calls 5 and 6), from the mail's link.
 * Transactional is shown locked on. Toggles are disabled while saving, and a toggle changes only
 * once the server accepted the change. The green banner goes after 3 s; the red one stays.
 * Copy sections used (pageCopy "emailPreferences"): preferences (items by meta: compliance,
 * emergency, newsletter, transactional; note), unsubscribe-all, invalid, return.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { section, type CopySection } from '~/content/copy'
import { DEFAULT_PREFERENCES, loadPreferences, updatePreferences, type Preferences } from '../api'
import { Spinner, useFocusWhen } from '../fields'
import {
  CHANGES_IMMEDIATE,
  PREFERENCES_BANNER_MS,
  PREFERENCES_INVALID_BODY,
  PREFERENCES_INVALID_HEADING,
  PREFERENCES_LOAD_ERROR,
  PREFERENCES_LOAD_NETWORK,
  PREFERENCES_SUCCESS,
  PREFERENCES_UPDATE_FAILED,
  RETURN_HOME,
  TRY_AGAIN,
  UNSUBSCRIBE_ALL,
  UNSUBSCRIBE_ALL_QUESTION,
} from '../messages'
import { useLinkParams } from './link-params'
import { EmailPageFrame, type EmailPageCopy } from './shared'
import '~/styles/forms.css'

type Flag = keyof Preferences
const TOGGLES: Array<{ flag: Flag; label: string; text: string }> = [
  { flag: 'compliance', label: 'Port Call & Compliance Updates', text: 'DGS notices, document requirements and port-call changes.' },
  { flag: 'emergency', label: 'Emergency Response & Alerts', text: 'Weather, casualty and pollution alerts for Indian ports.' },
  { flag: 'newsletter', label: 'Maritime Insights & Case Studies', text: 'Our newsletter with operations reports and analysis.' },
  { flag: 'transactional', label: 'Account & Service Emails', text: 'Required for service delivery.' },
]

type Load = { status: 'loading' } | { status: 'loaded' } | { status: 'error'; message: string }
type Banner = { kind: 'success' | 'error'; message: string; id: number } | null

function toggleCopy(copy: CopySection) {
  return TOGGLES.map((toggle) => {
    const item = copy.items?.find((i) => i.meta === toggle.flag)
    return { ...toggle, label: item?.title ?? toggle.label, text: item?.text ?? toggle.text }
  })
}

export function PreferencesView({ copy }: { copy: EmailPageCopy }) {
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
      setPrefs(result.data)
      setLoad({ status: 'loaded' })
    } else {
      setLoad({ status: 'error', message: result.kind === 'server' ? PREFERENCES_LOAD_ERROR : PREFERENCES_LOAD_NETWORK })
    }
  }, [])

  useEffect(() => {
    if (link.state === 'ready' && !started.current) {
      started.current = true
      void fetchPrefs(link.email, link.token)
    }
  }, [link, fetchPrefs])

  // The green banner disappears after 3 seconds.
  useEffect(() => {
    if (banner?.kind !== 'success') return
    const timer = setTimeout(() => setBanner(null), PREFERENCES_BANNER_MS)
    return () => clearTimeout(timer)
  }, [banner])

  // Saving disables the controls, which drops keyboard focus: give it back afterwards.
  useEffect(() => {
    if (saving || !lastControl.current) return
    const control = document.getElementById(lastControl.current) as HTMLButtonElement | HTMLInputElement | null
    // Unsubscribe from All is disabled once everything is off: the first toggle takes focus then.
    if (control && !control.disabled) control.focus()
    else document.getElementById('pref-compliance')?.focus()
    lastControl.current = null
  }, [saving])

  async function save(next: Preferences, controlId: string) {
    if (link.state !== 'ready' || savingRef.current) return
    savingRef.current = true
    lastControl.current = controlId
    setSaving(true)
    setBanner(null)
    const result = await updatePreferences(link.email, link.token, next)
    savingRef.current = false
    if (!mounted.current) return
    if (result.ok) {
      setPrefs({ ...next, transactional: true })
      setBanner({ kind: 'success', message: PREFERENCES_SUCCESS, id: Date.now() })
    } else {
      const message = result.kind === 'server' ? (result.detail ?? PREFERENCES_UPDATE_FAILED) : PREFERENCES_UPDATE_FAILED
      setBanner({ kind: 'error', message, id: Date.now() })
    }
    setSaving(false)
  }

  function onToggle(flag: Flag) {
    if (flag === 'transactional') return
    void save({ ...prefs, [flag]: !prefs[flag] }, `pref-${flag}`)
  }

  function onUnsubscribeAll() {
    if (!window.confirm(UNSUBSCRIBE_ALL_QUESTION)) return
    void save({ ...prefs, compliance: false, emergency: false, newsletter: false, transactional: true }, 'unsubscribe-all')
  }

  const prefsCopy = section(copy, 'preferences')
  const allOff = !prefs.compliance && !prefs.emergency && !prefs.newsletter
  const home = (
    <Link to="/" className="button button-light">
      {section(copy, 'return').items?.find((i) => i.href === '/')?.title ?? RETURN_HOME}
    </Link>
  )

  if (link.state === 'missing') {
    return (
      <EmailPageFrame copy={copy} fallbackTitle="Email Preferences">
        <div className="email-state">
          <h2 ref={invalidRef} tabIndex={-1}>
            {PREFERENCES_INVALID_HEADING}
          </h2>
          <p className="form-banner form-banner-error" role="alert">
            {PREFERENCES_INVALID_BODY}
          </p>
          <p>{home}</p>
        </div>
      </EmailPageFrame>
    )
  }

  if (link.state === 'pending' || load.status === 'loading') {
    return (
      <EmailPageFrame copy={copy} fallbackTitle="Email Preferences">
        <div className="email-state" role="status">
          <Spinner />
          <p>Loading your preferences…</p>
        </div>
      </EmailPageFrame>
    )
  }

  if (load.status === 'error') {
    return (
      <EmailPageFrame copy={copy} fallbackTitle="Email Preferences">
        <div className="email-state">
          <p ref={loadErrorRef} tabIndex={-1} className="form-banner form-banner-error">
            {load.message}
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => void fetchPrefs(link.email, link.token)}>
              {TRY_AGAIN}
            </button>
            {home}
          </div>
        </div>
      </EmailPageFrame>
    )
  }

  return (
    <EmailPageFrame copy={copy} fallbackTitle="Email Preferences">
      <p className="preferences-email">
        Preferences for <strong>{link.email}</strong>
      </p>
      <div aria-live="polite" aria-atomic="true" className="banner-region">
        {banner?.kind === 'success' && <p className="form-banner form-banner-success">{banner.message}</p>}
      </div>
      <div role="alert" className="banner-region">
        {banner?.kind === 'error' && <p className="form-banner form-banner-error">{banner.message}</p>}
      </div>
      <fieldset className="preferences" aria-busy={saving}>
        <legend>{prefsCopy.heading ?? 'Your subscriptions'}</legend>
        {toggleCopy(prefsCopy).map(({ flag, label, text }) => {
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
                  {label}
                </label>
                <span id={`${id}-text`} className="toggle-text">
                  {text}
                  {locked && <span className="toggle-locked"> (always on)</span>}
                </span>
              </div>
            </div>
          )
        })}
      </fieldset>
      <p className="note">{prefsCopy.note ?? CHANGES_IMMEDIATE}</p>
      <div className="form-actions">
        <button id="unsubscribe-all" type="button" className="button button-emergency" disabled={saving || allOff} onClick={onUnsubscribeAll}>
          {saving ? <Spinner /> : null}
          {UNSUBSCRIBE_ALL}
        </button>
        {home}
      </div>
    </EmailPageFrame>
  )
}
