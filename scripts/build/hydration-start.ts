/**
 * When a prerendered page starts fetching the code that hydrates it.
 *
 * The HTML already shows the page; what its first paint needs is the HTML, the stylesheets, the
 * preloaded font and (on pages with one) the preloaded hero image. With the hydration chunks
 * named by `<link rel="modulepreload">` they were fetched alongside those, sharing a slow
 * connection with them, and on a fast one the shell was evaluated before the first paint.
 * So the page keeps its modulepreloads and entry script as they were, but inside an inert
 * `<template data-hydration>` (the preload scanner does not fetch what a template holds), and
 * one small inline module script at the end of the head puts them into the document once the
 * document is parsed, every `<link rel="preload">` of the head has loaded or failed, and a frame
 * has been rendered, so evaluating the shell does not hold back the first paint either: hydration
 * starts as soon as what it would compete with is in. (Not the first `paint` entry: waiting for
 * it let Firefox start the code after the load event, and the router's first
 * `history.replaceState` then cancelled a navigation the visitor had started meanwhile, as an
 * engine journey showed.)
 *
 * A module script, because a classic inline script waits for every stylesheet above it and the
 * parser waits with it: the body was parsed only once the CSS had arrived, when it could be
 * parsed while the CSS is on its way. A module script runs once the document is parsed, which is
 * where this one's work begins anyway.
 *
 * A safety cap starts it anyway after three seconds (a preload that never settles must not
 * leave the page without hydration), and at once in a tab that is not visible, which paints
 * no frames.
 */

import { LEAVE_MARK } from '../../src/features/errors/leave-mark.ts'

/**
 * The loader, the same text on every page (its CSP hash is one; scripts/build/inline-scripts.ts checks it
 * exactly). It also marks a `beforeunload` that comes before the app's code runs: Firefox aborts
 * the imports that code then starts, and the reload guard must know the page is being left.
 */
export const HYDRATION_START_SCRIPT =
  '(()=>{const d=document,t=d.querySelector("template[data-hydration]");if(!t)return;let n=1,s=0;' +
  `addEventListener("beforeunload",()=>performance.mark(${JSON.stringify(LEAVE_MARK)}));` +
  'const go=()=>{s||(s=1,d.head.append(t.content.cloneNode(!0)))},' +
  'paint=()=>{d.visibilityState=="hidden"?go():requestAnimationFrame(()=>setTimeout(go))},' +
  'one=()=>{--n||paint()};' +
  'for(const l of d.head.querySelectorAll("link[rel=preload]"))performance.getEntriesByName(l.href).length||(n++,l.addEventListener("load",one),l.addEventListener("error",one));' +
  'd.readyState=="loading"?d.addEventListener("DOMContentLoaded",one):one();setTimeout(go,3e3)})()'

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g
const ENTRY_SCRIPT = /<script type="module" src="[^"]+"><\/script>/

/** The loader as the page carries it. */
export const HYDRATION_START_TAG = `<script type="module">${HYDRATION_START_SCRIPT}</script>`

/**
 * Moves a page's modulepreloads and entry script (as `insertAssetTags` wrote them) into one
 * `<template data-hydration>` where the first modulepreload stood, and puts the loader where the
 * entry script stood: last in the head, so React, which hydrates the head's scripts by position,
 * never takes it for one of its own.
 */
export function deferHydration(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) throw new Error('The rendered page has no </head>')
  const head = html.slice(0, headEnd)
  const entry = ENTRY_SCRIPT.exec(head)
  if (!entry) throw new Error('The page has no module entry script in its head')
  const preloads = [...head.matchAll(MODULEPRELOAD)]
  const first = preloads[0]
  if (!first) throw new Error('The page has no modulepreload links in its head')
  const at = first.index
  const template = `<template data-hydration>${preloads.map((m) => m[0]).join('')}${entry[0]}</template>`
  const rest = head.slice(at).replace(MODULEPRELOAD, '').replace(entry[0], '')
  return `${head.slice(0, at)}${template}${rest}${HYDRATION_START_TAG}${html.slice(headEnd)}`
}
