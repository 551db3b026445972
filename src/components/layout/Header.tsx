import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { fill, section, titleOf, type CopySection } from '~/content/copy'
import { mailtoHref, telHref, useWord, whatsappHref, type SiteSettings } from '~/content/site'
import { contactWord, headerLinks, navLinks } from './nav'
import { NewTab } from '~/components/NewTab'
import { useLive } from '~/lib/early'
import { keepKeys } from '~/lib/held-keys'
import type SearchDialogModule from '~/search/SearchDialog'

export const MOBILE_BREAKPOINT = 768

/** The search dialog's component (src/search/SearchDialog.tsx), once loaded. */
type SearchDialog = typeof SearchDialogModule

/*
 * The phone menu and the Company menu are disclosure elements (<details> and <summary>): they open
 * and close as plain HTML, from the first paint and without any script, and the browser tells
 * screen readers whether each is expanded. The script adds what a menu button does beyond that:
 * Escape, a click outside, choosing an item, focus leaving, the arrow keys, and closing at 768 px
 * and on navigation. It never takes over their open state: it reads and sets the element's own.
 */

/** Closes (or opens) a disclosure as its summary would; the element's toggle event follows. */
function setOpen(details: HTMLDetailsElement | null, open: boolean) {
  if (details && details.open !== open) details.open = open
}

/** While `details` is open, a press outside it closes it. */
function useCloseOnOutsidePress(details: RefObject<HTMLDetailsElement | null>, also?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!details.current?.open || details.current.contains(target) || also?.current?.contains(target)) return
      setOpen(details.current, false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [details, also])
}

/** The Company dropdown: opens by click or keyboard; closes on Escape, outside click, focus leaving or choosing an item. */
function CompanyMenu({ menu, onNavigate }: { menu: CopySection; onNavigate: () => void }) {
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const items = navLinks(menu.items)
  const current = items.some((item) => item.to === pathname)
  useCloseOnOutsidePress(details)

  const focusItem = (index: number) => {
    const links = details.current?.querySelectorAll<HTMLAnchorElement>('li a')
    if (!links?.length) return
    links[(index + links.length) % links.length].focus()
  }

  return (
    <details
      className="nav-dropdown"
      ref={details}
      onKeyDown={(event) => {
        // Escape closes this menu only: in the phone menu, the phone menu stays open around it.
        if (event.key === 'Escape' && details.current?.open) {
          event.stopPropagation()
          setOpen(details.current, false)
          summary.current?.focus()
        }
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!details.current?.contains(event.relatedTarget as Node | null)) setOpen(details.current, false)
      }}
    >
      <summary
        ref={summary}
        className={`nav-link nav-dropdown-toggle${current ? ' active' : ''}`}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(details.current, true)
            focusItem(0)
          }
        }}
      >
        {menu.heading} <span aria-hidden="true" className="caret" />
      </summary>
      <ul className="nav-dropdown-menu">
        {items.map((item, index) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              onClick={() => {
                setOpen(details.current, false)
                onNavigate()
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault()
                  focusItem(index + 1)
                } else if (event.key === 'ArrowUp') {
                  event.preventDefault()
                  focusItem(index - 1)
                }
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The sticky bar: its label and each link's words from the layout copy's "emergency-bar" section (items by setting name). */
export function EmergencyBar({ settings }: { settings: SiteSettings }) {
  const bar = section(settings.layout, 'emergency-bar')
  const word = (setting: Parameters<typeof contactWord>[1]) => contactWord(settings.layout, setting)
  return (
    <div className="emergency-bar" role="region" aria-labelledby="emergency-label">
      <div className="container emergency-inner">
        <span className="emergency-label">
          <span className="pulse" aria-hidden="true" /> <span id="emergency-label">{bar.heading}</span>
        </span>
        <a href={telHref(settings.emergencyPhone)}>
          <span className="sr-only">{word('emergencyPhone')} </span>
          {settings.emergencyPhone}
        </a>
        <a href={whatsappHref(settings.whatsappNumber)} rel="noopener" target="_blank">
          {word('whatsappNumber')}
          <NewTab />
        </a>
        <a href={mailtoHref(settings.supportEmail)}>
          <span className="sr-only">{word('supportEmail')} </span>
          {settings.supportEmail}
        </a>
      </div>
    </div>
  )
}

export function Header({ settings }: { settings: SiteSettings }) {
  const word = useWord()
  const menu = useRef<HTMLDetailsElement>(null)
  const toggle = useRef<HTMLElement>(null)
  const nav = useRef<HTMLElement>(null)
  const { pathname, hash } = useLocation()
  const close = () => setOpen(menu.current, false)

  // Close the phone menu when the window becomes desktop-wide, and on navigation.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`)
    const onChange = () => {
      if (query.matches) setOpen(menu.current, false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  // On a later address only: a menu the visitor opened before hydration stays open through it.
  const shown = useRef({ pathname, hash })
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.hash === hash) return
    shown.current = { pathname, hash }
    setOpen(menu.current, false)
  }, [pathname, hash])
  useCloseOnOutsidePress(menu, nav)
  // Escape closes the phone menu wherever focus is (the Company submenu, while open, stops it first:
  // listened to on the window, past the document where React, whose root is the document, stops it).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.current?.open) return
      setOpen(menu.current, false)
      toggle.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  /** The phone menu closes when focus moves on to something outside it and its button (Tab past its last link). */
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (menu.current?.open && next && !nav.current?.contains(next) && !menu.current.contains(next)) close()
  }
  const links = headerLinks(settings.layout)
  // The search link: /search without the script; with it, the search dialog (src/search/), whose code
  // and index load only now (should its code not load, /search opens instead).
  const searchLink = useRef<HTMLAnchorElement>(null)
  const [Search, setSearch] = useState<{ Dialog: SearchDialog }>()
  const opening = useRef<ReturnType<typeof keepKeys>>(undefined)
  // Until now the page's early script closed the menus on Escape and a press outside (src/early/).
  const header = useRef<HTMLElement>(null)
  useLive(header)

  return (
    <header className="site-header" ref={header}>
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label={fill(word('brandHome'), { brandName: settings.brandName })}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="brand-mark">
            <circle cx="16" cy="16" r="15" fill="#0b2545" />
            <path d="M16 6v17M10 11h12M8 18c1.5 4 4.5 6 8 6s6.5-2 8-6" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
          </svg>
          <span>{settings.brandName}</span>
        </Link>
        <a
          href="/search"
          ref={searchLink}
          className="search-link"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            // What is typed while the dialog's code and words load goes into its box once it takes focus
            // (or, should its code not load, into /search's).
            const keys = keepKeys((box) => !!box.closest('dialog, .search-page'))
            opening.current?.stop()
            opening.current = keys
            import('~/search/SearchDialog').then(
              (module) => setSearch({ Dialog: module.default }),
              () => {
                keys.stop()
                window.location.assign(keys.typed() ? `/search?q=${encodeURIComponent(keys.typed())}` : '/search')
              },
            )
          }}
        >
          <span className="search-icon" aria-hidden="true" />
          <span className="search-link-label">{titleOf(section(settings.layout, 'search'), 'search')}</span>
        </a>
        {Search && (
          <Search.Dialog
            onClose={(returnFocus = true) => {
              opening.current?.stop()
              setSearch(undefined)
              if (returnFocus) searchLink.current?.focus()
            }}
          />
        )}
        {/* The phone menu's button: its disclosure holds nothing, the navigation after it shows while it is open (header.css). */}
        <details className="menu-disclosure" ref={menu}>
          <summary ref={toggle} className="menu-toggle" aria-controls="primary-nav" onBlur={closeWhenFocusLeaves}>
            <span className="menu-icon" aria-hidden="true" />
            <span className="menu-label menu-label-closed">{word('menu')}</span>
            <span className="menu-label menu-label-open">{word('close')}</span>
          </summary>
        </details>
        <nav ref={nav} id="primary-nav" aria-label={word('mainNav')} className="primary-nav" onBlur={closeWhenFocusLeaves}>
          <ul className="nav-list">
            {links.primary.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.to === '/'} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <CompanyMenu menu={section(settings.layout, 'company-menu')} onNavigate={close} />
            </li>
          </ul>
          {links.button && (
            <Link to={links.button.to} className="button button-primary nav-cta">
              {links.button.label}
            </Link>
          )}
        </nav>
      </div>
    </header>
  )
}

/**
 * The emergency bar and the header, as SiteChrome shows them: a part of the page (src/lib/lazy-part.ts),
 * prerendered and working as HTML (links, the menus' disclosures), its code fetched once the visitor
 * needs it.
 */
export default function Top({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <EmergencyBar settings={settings} />
      <div className="site-chrome">
        <Header settings={settings} />
      </div>
    </>
  )
}
