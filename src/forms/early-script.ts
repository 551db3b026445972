/**
 * The inline script of early.tsx, which the build puts first in every page's <body>
 * (tools/build/deferred-hydration.ts): the page's HTML carries it, the page's JavaScript does not.
 */
import { LINK_LIMIT } from '../../contract/links.ts'
import { SCRIPTS_FAILED_EVENT } from '../lib/scripts-failed.ts'

const notes = [
  '(form,name,show)=>{for(const note of form.querySelectorAll("[data-"+name+"-note]")){note.hidden=!show;',
  'if(show)note.scrollIntoView({block:"nearest"})}}',
].join('')
/**
 * The mail a form opens once the page's script failed: as the ways to send after a failed send
 * (fallback.tsx) write it, one "Label: value" line per field, its subject the form's own (from its
 * action). Too long for a link (LINK_LIMIT), the request goes by the clipboard and the mail says
 * so (the form's `data-paste-note`, the CMS's words); where copying is refused, the whole link is
 * opened all the same. The browser's own mail of a form (without any script) is its native
 * submission.
 */
const mail = [
  '(form)=>{const lines=[];for(const field of form.elements){',
  'if(!field.name||field.disabled||!field.labels||!field.labels.length)continue;',
  'lines.push(field.labels[0].textContent.replace(/\\s*\\*\\s*$/,"").trim()+": "+field.value)}',
  'const text=lines.join("\\n"),href=(body)=>form.getAttribute("action")+"&body="+encodeURIComponent(body),whole=href(text);',
  `if(whole.length<=${LINK_LIMIT}||!navigator.clipboard){location.href=whole;return}`,
  'navigator.clipboard.writeText(text).then(()=>{location.href=href(form.dataset.pasteNote||"")},()=>{location.href=whole})}',
].join('')
/** Runs at the top of <body>, before any form is parsed: the capturing listeners see every submit and keystroke. */
export const EARLY_FORMS_SCRIPT = [
  '(()=>{const d=document,root=d.documentElement,live=(form)=>form.hasAttribute("data-live"),',
  `notes=${notes},mail=${mail};`,
  'd.addEventListener("input",(e)=>{const form=e.target.form;if(form&&!live(form))root.dataset.typed=""},true);',
  'd.addEventListener("submit",(e)=>{const form=e.target;',
  'if(!(form instanceof HTMLFormElement)||!form.hasAttribute("data-early")||live(form))return;',
  'e.preventDefault();',
  'if("scriptsFailed" in root.dataset){mail(form);return}',
  'form.dataset.pending="";notes(form,"pending",true)},true);',
  `addEventListener(${JSON.stringify(SCRIPTS_FAILED_EVENT)},()=>{root.dataset.scriptsFailed="";`,
  'for(const form of d.querySelectorAll("form[data-early]")){if(live(form))continue;delete form.dataset.pending;notes(form,"pending",false);notes(form,"failed",true)}})})()',
].join('')
