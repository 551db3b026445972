/**
 * The browser build without React Router's `X.displayName = "…"` statements. They only name
 * components and contexts for React's developer tools, yet each is a write to a module-level
 * object, which the bundler must keep, and with it the object: `Form.displayName = "Form"` alone
 * keeps `<Form>` and its submission code (about 1 kB gzip) in every page's first load, though the
 * site renders no `<Form>`. Without them, what the site does not use is left out.
 */
import type { Plugin } from 'vite'

const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm

/** The code with its top-level displayName statements removed (each left as an empty line, so positions keep their lines). */
export function withoutDisplayNames(code: string) {
  return code.replace(DISPLAY_NAME, '').replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
}

export function noDisplayNames(): Plugin {
  return {
    name: 'no-display-names',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: { filter: { id: ROUTER }, handler: (code) => ({ code: withoutDisplayNames(code), map: null }) },
  }
}
