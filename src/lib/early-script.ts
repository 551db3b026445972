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
 * - a PDF link (`a[data-event]`): reports its analytics event (src/lib/analytics.ts takes it over);
 * - the header's menus (`<details>`, which open and close as HTML): Escape and a press outside close
 *   them, as the header's code does once it runs;
 * - should the page's script fail to load (`gsi:scripts-failed`), the held forms say how to send now,
 *   and their next Submit posts them to the site's form endpoint (src/forms/early.tsx).
 *
 * It also marks the page as scripted (`data-scripted`: the parts that need a script show), and
 * `data-typed` once something is typed into a form before its script runs (src/lib/lazy-part.ts).
 * Hand-minified: every page carries it.
 */
import { SCRIPTS_FAILED_EVENT } from './scripts-failed.ts'

const notes = [
  '(f,n,s)=>{for(const e of f.querySelectorAll("[data-"+n+"-note]")){e.hidden=!s;if(s)e.scrollIntoView({block:"nearest"})}}',
].join('')

export const EARLY_SCRIPT = [
  '(()=>{const d=document,r=d.documentElement,L=(e)=>e.hasAttribute("data-live"),on=(t,f)=>d.addEventListener(t,f,true);r.dataset.scripted="";',
  `const notes=${notes},`,
  // A form whose submit is held: one with an early submit, whose script has not run, nor failed to load.
  'E=(f)=>f instanceof HTMLFormElement&&f.hasAttribute("data-early")&&!L(f)&&!("scriptsFailed" in r.dataset),',
  'H=(f)=>{f.dataset.pending="";notes(f,"pending",true)},',
  // The header's open menus while its code is on its way (src/components/layout/Header.tsx does the same after).
  'M=()=>[...(d.querySelector(".site-header:not([data-live])")?.querySelectorAll("details[open]")||[])];',
  'on("input",(e)=>{const t=e.target;if(t.form&&!L(t.form)){r.dataset.typed="";t.removeAttribute("aria-invalid")}});',
  'on("submit",(e)=>{if(E(e.target)){e.preventDefault();H(e.target)}});',
  'on("invalid",(e)=>{const t=e.target,f=t.form,m=f?.querySelector("[data-early-message]");if(!E(f))return;e.preventDefault();',
  'if(!m)return H(f);if(t!==f.querySelector(":invalid"))return;const s=d.createElement("span");',
  's.textContent=t.validity.valueMissing?t.dataset.required:t.dataset.invalid;m.replaceChildren(s);m.classList.add("is-error");',
  't.setAttribute("aria-invalid","true");t.setAttribute("aria-describedby",m.id)});',
  // A PDF link's analytics event, held until the events' queue arrives (src/lib/analytics.ts).
  'on("click",(e)=>{const a=e.target.closest?.("a[data-event]"),w=window;if(a)(w.gsiTrack||((...v)=>(w.gsiHeld||=[]).push(v)))(a.dataset.event,a.dataset.label)});',
  'on("click",(e)=>{const b=e.target.closest?.("[data-print]");if(!b)return;e.preventDefault();',
  'if(L(b)||!/[?&]filled=/.test(location.search))print();else b.dataset.held=""});',
  'on("keydown",(e)=>{const o=M(),m=e.key=="Escape"&&(o.find((m)=>m.contains(d.activeElement))||o.find((m)=>m.matches(".menu-disclosure")));',
  'if(m){m.open=false;m.firstElementChild.focus()}});',
  'on("pointerdown",(e)=>{for(const m of M())if(!m.contains(e.target)&&!(m.matches(".menu-disclosure")&&e.target.closest?.("#primary-nav")))m.open=false});',
  'on("DOMContentLoaded",()=>{const a=new URLSearchParams(location.search);for(const s of d.querySelectorAll("select[data-param]")){',
  'const v=a.get(s.dataset.param);if(v&&!s.value&&[...s.options].some((o)=>o.value===v))s.value=v}});',
  `addEventListener(${JSON.stringify(SCRIPTS_FAILED_EVENT)},()=>{r.dataset.scriptsFailed="";`,
  'for(const f of d.querySelectorAll("form[data-early]"))if(!L(f)){delete f.dataset.pending;notes(f,"pending",false);notes(f,"failed",true)}})})()',
].join('')
