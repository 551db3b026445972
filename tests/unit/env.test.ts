import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkEnv, ENV_SCHEMA } from '../../server/env.ts'

const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')

describe('the environment, checked in one place (server/env.ts)', () => {
  it('accepts no variables at all: every one has a default or is optional', () => {
    expect(checkEnv({}).LOCAL_API_PORT).toBeUndefined()
  })

  it('reads the values it checks, typed, and counts an empty one as unset', () => {
    const env = checkEnv({
      LOCAL_API_PORT: '41301',
      SANITY_DATASET: '',
      SITE_LOCAL: '1',
      VITE_EMAIL_MANAGER_URL: 'https://mail.example/api',
    })
    expect(env).toMatchObject({
      LOCAL_API_PORT: 41301,
      SANITY_DATASET: undefined,
      SITE_LOCAL: '1',
      VITE_EMAIL_MANAGER_URL: 'https://mail.example/api',
    })
  })

  it('fails with the name of each variable that breaks its rule and what is wrong', () => {
    expect(() =>
      checkEnv({ LOCAL_API_PORT: 'abc', VITE_EMAIL_MANAGER_URL: 'mail.example', SANITY_PROJECT_ID: 'My Project', SITE_LOCAL: 'yes' }),
    ).toThrow(
      [
        'The environment has variables the site cannot use:',
        '  SANITY_PROJECT_ID="My Project": must be a Sanity project id: lowercase letters, digits and hyphens',
        '  VITE_EMAIL_MANAGER_URL="mail.example": must be an http(s) address, e.g. https://example.com',
        '  SITE_LOCAL="yes": must be "1" or unset',
        '  LOCAL_API_PORT="abc": must be a port number (1-65535)',
      ].join('\n'),
    )
    expect(() => checkEnv({ STUDIO_PORT: '70000' })).toThrow('STUDIO_PORT="70000": must be a port number (1-65535)')
  })

  it('lets only origins into the CSP sources, so a value cannot add a directive or a header line', () => {
    const fine = 'https://studio.example.com  https://*.example.com http://localhost:3333 wss://abc.api.sanity.io'
    expect(checkEnv({ SITE_FRAME_ANCESTORS: fine, SITE_CONNECT_SRC: fine, SITE_IMG_SRC: fine }).SITE_FRAME_ANCESTORS).toBe(fine)
    for (const bad of [
      "https://a.example; script-src 'unsafe-inline'",
      'https://a.example\nSet-Cookie: x=1',
      "'self'",
      '*',
      'https://a.example/path',
      'https://a.example,https://b.example',
      'javascript:alert(1)',
      'a.example',
    ]) {
      expect(() => checkEnv({ SITE_CONNECT_SRC: bad }), bad).toThrow(/SITE_CONNECT_SRC=.*must be origins separated by spaces/s)
    }
  })

  it('refuses a pattern over a public suffix (the Public Suffix List, its private section too), and takes one over a site of its own', () => {
    for (const wide of [
      'https://*.com',
      'wss://*.io:443',
      'https://*.co.in',
      'https://*.gov.in',
      'https://*.netlify.app',
      'https://*.github.io',
    ]) {
      for (const name of ['SITE_FRAME_ANCESTORS', 'SITE_CONNECT_SRC', 'SITE_IMG_SRC'])
        expect(() => checkEnv({ [name]: `https://studio.example.com ${wide}` }), `${name} ${wide}`).toThrow(
          new RegExp(`${name}=.*must not take in every site under a public suffix`, 's'),
        )
    }
    const own = 'https://*.example.co.in https://*.my-studio.netlify.app https://*.example.com https://netlify.app'
    expect(checkEnv({ SITE_FRAME_ANCESTORS: own }).SITE_FRAME_ANCESTORS).toBe(own)
  })

  it('refuses a build hook with a user name or password in it', () => {
    expect(() => checkEnv({ NETLIFY_BUILD_HOOK: 'https://user:pass@api.netlify.com/build_hooks/abc' })).toThrow(
      /must not hold a user name or password/,
    )
    expect(checkEnv({ NETLIFY_BUILD_HOOK: 'https://api.netlify.com/build_hooks/abc' }).NETLIFY_BUILD_HOOK).toBe(
      'https://api.netlify.com/build_hooks/abc',
    )
  })

  it('never prints a secret: a token, the webhook secret or the build hook', () => {
    const secret = 'short-secret'
    const check = () => checkEnv({ SANITY_WEBHOOK_SECRET: secret, NETLIFY_BUILD_HOOK: 'not a url' })
    expect(check).toThrow('SANITY_WEBHOOK_SECRET (value not shown): must be at least 16 characters')
    expect(check).toThrow('NETLIFY_BUILD_HOOK (value not shown): must be an http(s) address')
    expect(() => checkEnv({ SANITY_WEBHOOK_SECRET: secret })).not.toThrow(new RegExp(secret))
  })

  it('checks only the variables asked for, when asked', () => {
    expect(
      checkEnv({ SITE_IMG_SRC: 'data:', NETLIFY_BUILD_HOOK: 'https://api.netlify.com/build_hooks/x' }, ['NETLIFY_BUILD_HOOK']),
    ).toEqual({
      NETLIFY_BUILD_HOOK: 'https://api.netlify.com/build_hooks/x',
    })
  })

  it('.env.example lists every variable of the schema, with its meaning, and no other', () => {
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])
    expect(listed).toEqual(Object.keys(ENV_SCHEMA.shape))
    for (const schema of Object.values(ENV_SCHEMA.shape)) expect(example).toContain(`# ${schema.description}\n`)
    expect(listed.length).toBeGreaterThan(20)
  })
})
