import { useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { fill, section, type CopySection } from '~/content/copy'
import { mailtoHref, telHref, useWord, whatsappHref, type SiteSettings } from '~/content/site'
import { contactWord, headerLinks, navLinks } from './nav'
import { NewTab } from '~/components/NewTab'

export const MOBILE_BREAKPOINT = 768

/** The Company dropdown: opens by click or keyboard; closes on Escape, outside click or choosing an item. */
function CompanyMenu({ menu, onNavigate }: { menu: CopySection; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const { pathname } = useLocation()
  const items = navLinks(menu.items)
  const current = items.some((item) => item.to === pathname)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const focusItem = (index: number) => {
    const items = wrapper.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]')
    if (!items?.length) return
    items[(index + items.length) % items.length].focus()
  }

  return (
    <div
      className="nav-dropdown"
      ref={wrapper}
      onKeyDown={(event) => {
        // Escape closes this menu only: in the phone menu, the phone menu stays open around it.
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={`nav-link nav-dropdown-toggle${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
            requestAnimationFrame(() => focusItem(0))
          }
        }}
      >
        {menu.heading} <span aria-hidden="true" className="caret" />
      </button>
      <ul id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {items.map((item, index) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              data-menu-item
              onClick={() => {
                setOpen(false)
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
    </div>
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
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)
  const { pathname, hash } = useLocation()

  // Close the mobile menu when the window becomes desktop-wide, and on navigation.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`)
    const onChange = () => {
      if (query.matches) setMenuOpen(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  useEffect(() => setMenuOpen(false), [pathname, hash])
  // Escape closes the phone menu wherever focus is (the Company submenu, while open, stops it first:
  // listened to on the window, past the document where React, whose root is the document, stops it).
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])
  /** The phone menu closes when focus moves on to something outside it and its button (Tab past its last link). */
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (menuOpen && next && !nav.current?.contains(next) && !toggle.current?.contains(next)) setMenuOpen(false)
  }
  const links = headerLinks(settings.layout)

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label={fill(word('brandHome'), { brandName: settings.brandName })}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="brand-mark">
            <circle cx="16" cy="16" r="15" fill="#0b2545" />
            <path d="M16 6v17M10 11h12M8 18c1.5 4 4.5 6 8 6s6.5-2 8-6" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
          </svg>
          <span>{settings.brandName}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-nav"
          onClick={() => setMenuOpen((value) => !value)}
          onBlur={closeWhenFocusLeaves}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span>{menuOpen ? word('close') : word('menu')}</span>
        </button>
        <nav
          ref={nav}
          id="primary-nav"
          aria-label={word('mainNav')}
          className={`primary-nav${menuOpen ? ' open' : ''}`}
          onBlur={closeWhenFocusLeaves}
        >
          <ul className="nav-list">
            {links.primary.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.to === '/'} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <CompanyMenu menu={section(settings.layout, 'company-menu')} onNavigate={() => setMenuOpen(false)} />
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
