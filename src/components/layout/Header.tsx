import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { telHref, whatsappHref, type SiteSettings } from '~/content/site'
import { COMPANY_NAV, PRIMARY_NAV, QUOTE_LINK } from './nav'

export const MOBILE_BREAKPOINT = 768

/** The Company dropdown: opens by click or keyboard; closes on Escape, outside click or choosing an item. */
function CompanyMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const { pathname } = useLocation()
  const current = COMPANY_NAV.some((item) => item.to === pathname)

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
        Company <span aria-hidden="true" className="caret" />
      </button>
      <ul id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {COMPANY_NAV.map((item, index) => (
          <li key={item.to}>
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

export function EmergencyBar({ settings }: { settings: SiteSettings }) {
  return (
    <div className="emergency-bar" role="region" aria-label="24/7 emergency contacts">
      <div className="container emergency-inner">
        <span className="emergency-label">
          <span className="pulse" aria-hidden="true" /> 24/7 Emergency Desk
        </span>
        <a href={telHref(settings.emergencyPhone)}>
          <span className="sr-only">Call </span>
          {settings.emergencyPhone}
        </a>
        <a href={whatsappHref(settings.whatsappNumber)} rel="noopener" target="_blank">
          WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={`mailto:${settings.supportEmail}`}>
          {settings.supportEmail}
        </a>
      </div>
    </div>
  )
}

export function Header({ settings }: { settings: SiteSettings }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
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

  return (
    <header className="site-header">
      <div
        className="container header-inner"
        onKeyDown={(event) => {
          // Escape closes the phone menu (after the Company submenu, which stops it while open).
          if (event.key === 'Escape' && menuOpen) {
            setMenuOpen(false)
            toggle.current?.focus()
          }
        }}
      >
        <Link to="/" className="brand" aria-label={`${settings.brandName}, home`}>
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
        >
          <span className="menu-icon" aria-hidden="true" />
          <span>{menuOpen ? 'Close' : 'Menu'}</span>
        </button>
        <nav id="primary-nav" aria-label="Main" className={`primary-nav${menuOpen ? ' open' : ''}`}>
          <ul className="nav-list">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <CompanyMenu onNavigate={() => setMenuOpen(false)} />
            </li>
          </ul>
          <Link to={QUOTE_LINK.to} className="button button-primary nav-cta">
            {QUOTE_LINK.label}
          </Link>
        </nav>
      </div>
    </header>
  )
}
