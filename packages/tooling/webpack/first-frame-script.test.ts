/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { startAfterFirstFrame } from './first-frame-script.js';

const srcs = (selector: string, attribute: string) => [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(attribute));
// As the page runs it: its source text, called with the page's file lists.
const runInPage = () => new Function(`(${startAfterFirstFrame.toString()})(["/main.1.js","/app.2.js"])`)();

describe('startAfterFirstFrame', () => {
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

  it('requests the entry scripts once the first frame is drawn, in order', () => {
    runInPage();
    jest.runAllTimers();
    expect(srcs('script[src]', 'src')).toEqual([]);

    for (const frame of frames) frame(0);
    jest.runAllTimers();
    expect(srcs('script[src]', 'src')).toEqual(['/main.1.js', '/app.2.js']);
    // Not async: they run in order, as deferred tags would.
    expect(document.head.querySelector('script[src]')).toHaveProperty('async', false);
  });

  it('in a hidden page, which draws no frame, requests them at once', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runInPage();
    expect(frames).toHaveLength(0);
    expect(srcs('script[src]', 'src')).toEqual(['/main.1.js', '/app.2.js']);
  });

  it('requests them once only, when the page is hidden before its first frame', () => {
    runInPage();
    document.dispatchEvent(new Event('visibilitychange'));
    for (const frame of frames) frame(0);
    jest.runAllTimers();
    expect(srcs('script[src]', 'src')).toEqual(['/main.1.js', '/app.2.js']);
  });
});
