/**
 * The page's early script, which the build puts first in every page's <body>
 * (tools/site-build/deferred-hydration.ts) and `npm start` in every page it serves (tools/vite/dev.ts):
 * the page's HTML carries it, the page's JavaScript does not. It runs before anything below it is
 * parsed, so its listeners (on the document, capturing, ahead of React's) see every action of the
 * visitor from the first paint. Until a control's code runs (the control, or its form, is marked
 * `data-live` then: src/lib/early.ts), the visitor's first action does what it will do later, or is
 * kept and done once that code runs (docs/speed.md, "The first action"):
 *
 * - a form (`form[data-early]`): a submit is held (`data-pending`), its note saying so, and sent once
 *   the form runs (src/lib/early.ts); a submit the browser finds invalid is held too, without the
 *   browser's own words, and checked then; a form with a message line of its own (`[data-early-message]`,
 *   the newsletter) shows the field's message there at once (its `data-required`, `data-invalid`), in the
 *   live region that says it later, and the form takes that state over as it runs;
 * - a select naming a parameter of the address (`select[data-param]`): the address's choice is chosen
 *   as the page is parsed (a port guide's "Generate Pre-Arrival Letter": `?port=Kandla`);
 * - Print (`[data-print]`): prints (a document filled in after the script runs, `?filled=1`, once it is);
 * - a PDF link: reports its analytics event (src/lib/analytics.ts takes it over: the link's address
 *   names its event, `data-label` its label);
 * - the header's menus (`<details>`, which open and close as HTML): Escape and a press outside close
 *   them, as the header's code does once it runs;
 * - should the page's script fail to load (`gsi:scripts-failed`), the held forms say how to send now,
 *   and their next Submit posts them to the site's form endpoint (src/forms/early.tsx).
 *
 * A page carries only the parts it needs (`earlyScript`): Print's where a page has a Print button,
 * the address's choice where a select names a parameter. It also marks the page as scripted (`data-scripted`: the parts that need a script show), and
 * `data-typed` once something is typed into a form before its script runs (src/lib/lazy-part.ts).
 * Hand-minified: every page carries it.
 */
import { SCRIPTS_FAILED_EVENT } from './scripts-failed.ts'

const notes = '(f,n,s)=>{for(const e of f.querySelectorAll("[data-"+n+"-note]")){e.hidden=!s;s&&e.scrollIntoView({block:"nearest"})}}'

/** The script's parts, each with what a page must hold for it to be needed there (none: every page). */
const PARTS: Array<{ when?: string; code: string[] }> = [
  {
    code: [
      '(()=>{const d=document,r=d.documentElement,L=e=>e.hasAttribute("data-live"),on=(t,f)=>d.addEventListener(t,f,!0);r.dataset.scripted="";',
      `const N=${notes},`,
      // A form whose submit is held: one with an early submit, whose script has not run, nor failed to load.
      'E=f=>f instanceof HTMLFormElement&&f.hasAttribute("data-early")&&!L(f)&&!("scriptsFailed"in r.dataset),',
      'H=f=>{f.dataset.pending="";N(f,"pending",1)},',
      // The header's open menus while its code is on its way (src/components/layout/Header.tsx does the same after).
      'M=()=>[...d.querySelectorAll(".site-header:not([data-live]) details[open]")];',
      'on("input",e=>{const t=e.target;t.form&&!L(t.form)&&(r.dataset.typed="",t.removeAttribute("aria-invalid"))});',
      'on("submit",e=>{E(e.target)&&(e.preventDefault(),H(e.target))});',
      'on("invalid",e=>{const t=e.target,f=t.form,m=f?.querySelector("[data-early-message]");if(!E(f))return;e.preventDefault();',
      'if(!m)return H(f);if(t!=f.querySelector(":invalid"))return;const s=d.createElement("span");',
      's.textContent=t.validity.valueMissing?t.dataset.required:t.dataset.invalid;m.replaceChildren(s);m.classList.add("is-error");',
      't.setAttribute("aria-invalid",!0);t.setAttribute("aria-describedby",m.id)});',
      // A PDF link's analytics event, held until the events' queue arrives (src/lib/analytics.ts).
      'on("click",e=>{const a=e.target.closest?.(\'a[href$=".pdf"]\'),w=window;a&&(w.gsiTrack||((...v)=>(w.gsiHeld||=[]).push(v)))(a.pathname,a.dataset.label)});',
      'on("keydown",e=>{const o=M(),m=e.key=="Escape"&&(o.find(m=>m.contains(d.activeElement))||o.find(m=>m.matches(".menu-disclosure")));',
      'm&&(m.open=!1,m.firstElementChild.focus())});',
      'on("pointerdown",e=>{for(const m of M())m.contains(e.target)||m.matches(".menu-disclosure")&&e.target.closest?.("#primary-nav")||(m.open=!1)});',
      `addEventListener(${JSON.stringify(SCRIPTS_FAILED_EVENT)},()=>{r.dataset.scriptsFailed="";`,
      'for(const f of d.querySelectorAll("form[data-early]"))L(f)||(delete f.dataset.pending,N(f,"pending"),N(f,"failed",1))});',
    ],
  },
  {
    when: 'data-print',
    code: [
      'on("click",e=>{const b=e.target.closest?.("[data-print]");if(b){e.preventDefault();',
      'L(b)||!/[?&]filled=/.test(location.search)?print():b.dataset.held=""}});',
    ],
  },
  {
    when: 'data-param',
    code: [
      'on("DOMContentLoaded",()=>{const a=new URLSearchParams(location.search);for(const s of d.querySelectorAll("select[data-param]")){',
      'const v=a.get(s.dataset.param);v&&!s.value&&[...s.options].some(o=>o.value==v)&&(s.value=v)}});',
    ],
  },
  { code: ['})()'] },
]

/** The early script of a page: the parts its HTML needs (every page's, Print's where a page prints, …). */
export function earlyScript(html: string) {
  return PARTS.filter((part) => !part.when || html.includes(part.when))
    .flatMap((part) => part.code)
    .join('')
}

/** The whole script, every part in it. */
export const EARLY_SCRIPT = PARTS.flatMap((part) => part.code).join('')
