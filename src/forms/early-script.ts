/**
 * The inline script of early.tsx, which the build puts first in every page's <body>
 * (tools/site-build/deferred-hydration.ts): the page's HTML carries it, the page's JavaScript does not.
 */
import { SCRIPTS_FAILED_EVENT } from '../lib/scripts-failed.ts'

const notes = [
  '(form,name,show)=>{for(const note of form.querySelectorAll("[data-"+name+"-note]")){note.hidden=!show;',
  'if(show)note.scrollIntoView({block:"nearest"})}}',
].join('')
/** Runs at the top of <body>, before any form is parsed: the capturing listeners see every submit and keystroke. */
export const EARLY_FORMS_SCRIPT = [
  // The page runs scripts: the parts that need them show (src/styles/utilities.css, .needs-script).
  '(()=>{const d=document,root=d.documentElement,live=(form)=>form.hasAttribute("data-live");root.dataset.scripted="";const ',
  `notes=${notes};`,
  'd.addEventListener("input",(e)=>{const form=e.target.form;if(form&&!live(form))root.dataset.typed=""},true);',
  'd.addEventListener("submit",(e)=>{const form=e.target;',
  'if(!(form instanceof HTMLFormElement)||!form.hasAttribute("data-early")||live(form))return;',
  // The page's script failed: the form posts itself to the site's form endpoint, as without JavaScript.
  'if("scriptsFailed" in root.dataset)return;',
  'e.preventDefault();',
  'form.dataset.pending="";notes(form,"pending",true)},true);',
  `addEventListener(${JSON.stringify(SCRIPTS_FAILED_EVENT)},()=>{root.dataset.scriptsFailed="";`,
  'for(const form of d.querySelectorAll("form[data-early]")){if(live(form))continue;delete form.dataset.pending;notes(form,"pending",false);notes(form,"failed",true)}})})()',
].join('')
