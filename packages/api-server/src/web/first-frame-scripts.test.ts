/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { scriptsAfterFirstFrame } from './first-frame-scripts';

const PAGE =
  '<!doctype html><html lang="es"><head><title>Vigía</title><script>theme()</script>' +
  '<script defer="defer" src="/main.1.js"></script>' +
  '<link rel="preload" as="script" href="/a.js"><link rel="preload" as="script" href="/b.js">' +
  '</head><body><div id="root"></div></body></html>';

const srcs = (selector: string, attribute: string) => [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(attribute));

describe('scriptsAfterFirstFrame', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    document.head.innerHTML = '';
    frames = [];
    jest.useFakeTimers();
    // After the fake timers, which would otherwise run frames with the timers.
    window.requestAnimationFrame = (callback) => frames.push(callback);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('takes the script tags out of the page and puts in one inline script, whose text it returns for the CSP', () => {
    const { html, script } = scriptsAfterFirstFrame(PAGE);
    expect(html).not.toMatch(/<script defer|<link rel="preload"/);
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain(`<script>${script}</script></head>`);
  });

  it('requests the scripts once the first frame is drawn, preloads first, entries in order', () => {
    new Function(scriptsAfterFirstFrame(PAGE).script)();
    jest.runAllTimers();
    expect(srcs('script[src]', 'src')).toEqual([]);

    for (const frame of frames) frame(0);
    jest.runAllTimers();
    expect(srcs('link[rel="preload"]', 'href')).toEqual(['/a.js', '/b.js']);
    expect(document.head.querySelector('link')).toHaveProperty('as', 'script');
    expect(srcs('script[src]', 'src')).toEqual(['/main.1.js']);
    expect(document.head.querySelector('script[src]')).toHaveProperty('async', false);
  });

  it('in a hidden page, which draws no frame, requests them at once', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(scriptsAfterFirstFrame(PAGE).script)();
    expect(frames).toHaveLength(0);
    expect(srcs('script[src]', 'src')).toEqual(['/main.1.js']);
  });

  it('leaves a page without entry scripts as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(scriptsAfterFirstFrame(page)).toEqual({ html: page, script: '' });
  });
});
