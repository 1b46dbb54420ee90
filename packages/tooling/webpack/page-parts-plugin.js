// The page of an app (the shell's, mf-public's own) and its manifest. The page gets its CSS first
// in its head as an inline <style>, and with `splash` the splash screen in #root with the theme
// script ahead of the CSS, so the page is drawn in the stored theme before any script has run.
// Those parts come from the module the app's config names (`pageParts`, a package export), run in
// Node at build time; a page without one of them fails the build. The API server assembles the
// page it sends from PAGE_MANIFEST (page.json): each variant is three strings to join around the
// run-time config and an area's first paint, with the texts of its inline scripts for the
// Content-Security-Policy. It never parses the HTML.
// Why: docs/decisions/003-splash-and-build-time-css.md and 005-area-first-paint.md.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { PAGE_MANIFEST } from '../node/page-manifest.ts';
import { startAfterFirstFrame } from './first-frame-script.js';
import { cachedRun } from './run-in-node.js';

const require = createRequire(import.meta.url);
const { htmlTagObjectToString } = require('html-webpack-plugin/lib/html-tags.js');

const NAME = 'PagePartsPlugin';
const HEAD_END = '</head>';
const ROOT = '<div id="root">';
const BODY_END = '</body>';

/** `text` split at `marker`, which must occur exactly once. */
function splitOnce(text, marker) {
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + 1) >= 0) throw new Error(`${NAME}: the page template needs exactly one ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

const render = (tags) => tags.map((tag) => htmlTagObjectToString(tag, false)).join('');
const inlineScriptsOf = (tags) => tags.filter((tag) => tag.tagName === 'script' && !tag.attributes.src).map((tag) => tag.innerHTML ?? '');
const isScriptFile = (tag) => tag.tagName === 'script' && tag.attributes.src;

/**
 * The page's variant for an area's dashboard, whose first paint is drawn by its HTML: the script
 * files are requested by one inline script, at the end of the head, once that frame is drawn, not
 * by tags the browser fetches at once.
 */
function deferScripts(headTags, bodyTags) {
  const entries = [...headTags, ...bodyTags]
    .filter((tag) => tag.tagName === 'script' && tag.attributes.src)
    .map((tag) => tag.attributes.src);
  const script = `(${startAfterFirstFrame.toString()})(${JSON.stringify(entries)})`;
  const kept = (tags) => tags.filter((tag) => !isScriptFile(tag));
  return [[...kept(headTags), HtmlWebpackPlugin.createHtmlTagObject('script', {}, script)], kept(bodyTags)];
}

/** One variant: the strings around the config (end of head) and the first paint (start of #root). */
function variant(template, headTags, bodyTags) {
  const [head, afterHead] = splitOnce(template, HEAD_END);
  const [middle, inRoot] = splitOnce(afterHead, ROOT);
  const [body, afterBody] = splitOnce(inRoot, BODY_END);
  return {
    parts: [head + render(headTags), HEAD_END + middle + ROOT, body + render(bodyTags) + BODY_END + afterBody],
    inlineScripts: inlineScriptsOf([...headTags, ...bodyTags]),
  };
}

/** The parts a page needs, checked: a part missing is an error, never a page without it. */
function checkParts(parts, splash) {
  const needed = splash ? ['css', 'splash', 'themeScript'] : ['css'];
  const missing = needed.filter((key) => typeof parts?.[key] !== 'string' || parts[key] === '');
  if (missing.length > 0) throw new Error(`${NAME}: the page parts module gave no ${missing.join(', ')}`);
  return parts;
}

export class PagePartsPlugin {
  /**
   * @param {object} options
   * @param {{ file: string, cwd: string }} [options.parts] the module whose `pageParts()` returns
   *   `{ css, splash, themeScript }` (run in Node from `cwd`, the app's folder); required
   * @param {boolean} [options.splash] the shell's page (splash screen, theme script, manifest)
   */
  constructor({ parts, splash = false } = {}) {
    this.splash = splash;
    this.run = parts ? cachedRun(parts.file, 'pageParts', parts.cwd) : null;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      let page = null;
      let parts = null;
      hooks.alterAssetTagGroups.tapPromise(NAME, async (data) => {
        if (!this.run) throw new Error(`${NAME}: no page parts module (pageParts in the app's webpack config): the page would have no CSS`);
        parts = checkParts(await this.run(compilation), this.splash);
        const tags = [HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-vigia-theme': '' }, parts.css)];
        if (this.splash) tags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, parts.themeScript));
        data.headTags.unshift(...tags);
        return data;
      });
      // Before html-webpack-plugin injects the tags: the template is still plain, the tags objects.
      hooks.afterTemplateExecution.tap({ name: NAME, stage: 10 }, (data) => {
        if (!this.splash || !parts) return data;
        const [beforeRoot, afterRoot] = splitOnce(data.html, `${ROOT}</div>`);
        const template = `${beforeRoot}${ROOT}${parts.splash}</div>${afterRoot}`;
        page = {
          splash: variant(template, data.headTags, data.bodyTags),
          firstPaint: variant(template, ...deferScripts(data.headTags, data.bodyTags)),
        };
        compilation.emitAsset(PAGE_MANIFEST, new webpack.sources.RawSource(JSON.stringify(page)));
        return data;
      });
      // The file itself is the splash variant as the server would assemble it without config.
      hooks.beforeEmit.tap(NAME, (data) => {
        if (page) data.html = page.splash.parts.join('');
        return data;
      });
    });
  }
}
