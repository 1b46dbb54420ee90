// A widget whose state machine (menu, drawer) is fetched when the user reaches for it, not at first
// paint: its button is drawn at once, and focusing or pressing it fetches the widget, which then
// takes the button's place. Focus and a press made while it loads carry over: the real trigger is
// focused, and the widget opens.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What the loaded widget is told about the stand-in it replaces. */
export interface DeferredWidgetProps {
  /** The stand-in had the keyboard focus: focus the real trigger. */
  autoFocus?: boolean;
  /** The stand-in was pressed: open at once. */
  defaultOpen?: boolean;
}

/**
 * Focuses the widget's trigger once it is mounted, when `autoFocus` says the stand-in had focus.
 * Call it in the widget's own component: its effect runs after those of the state machine it
 * renders, which must see the focus (a focus that React's `autoFocus` gives during the commit, before
 * the machine has started, left menus deaf to Enter, Space and the arrows).
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, autoFocus: boolean | undefined): void {
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [ref, autoFocus]);
}

export interface IntentHandlers {
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

export interface DeferredOnIntentProps<P> {
  load: () => Promise<{ default: ComponentType<P & DeferredWidgetProps> }>;
  props: P;
  /** The button drawn until the widget arrives; spread `handlers` on it. */
  placeholder: (handlers: IntentHandlers) => ReactNode;
}

export function DeferredOnIntent<P extends object>({ load, props, placeholder }: DeferredOnIntentProps<P>) {
  const [loaded, setLoaded] = useState<{ Widget: ComponentType<P & DeferredWidgetProps>; autoFocus: boolean; open: boolean } | null>(null);
  const focused = useRef(false);
  const pressed = useRef(false);
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (module) => {
        if (!mounted.current) return;
        setLoaded({ Widget: module.default, autoFocus: focused.current, open: pressed.current });
      },
      () => {
        started.current = false; // offline: the next intent tries again
      },
    );
  }, [load]);

  if (loaded) {
    const { Widget, autoFocus, open } = loaded;
    return <Widget {...props} autoFocus={autoFocus} defaultOpen={open} />;
  }
  return (
    <Placeholder
      render={placeholder}
      onPointerDown={() => {
        pressed.current = true;
        start();
      }}
      onFocus={() => {
        focused.current = true;
        start();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => {
        pressed.current = true;
        start();
      }}
    />
  );
}

function Placeholder({ render, ...handlers }: IntentHandlers & { render: (handlers: IntentHandlers) => ReactNode }) {
  return render(handlers);
}
