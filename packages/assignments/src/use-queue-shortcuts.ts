// The queue's keyboard shortcuts (issue 37 item 8): j/k move the selection, Enter opens it, t takes
// it, ? shows the help. Plain keys only (no Ctrl, Alt or Meta: the browser's and the screen
// reader's), never while typing in a field or while a dialog is open, and only on the queue page
// (the listener lives with the screen).
import { useEffect, useRef, useState } from 'react';

export interface QueueShortcutActions<T extends { id: number }> {
  rows: T[];
  /** Enter on the selected row (when the focus is not on a control that handles Enter itself). */
  onOpen: (row: T) => void;
  onTake: (row: T) => void;
  onHelp: () => void;
}

/** Where typing happens: the shortcuts keep out of it. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null;
}

/** A control that answers Enter by itself (a link, a button): Enter is left to it. */
function handlesEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('a[href], button, [role="button"], [role="tab"], [role="checkbox"]') !== null;
}

/** The element of a row the focus goes to: its event link (a screen reader reads it; Enter opens it). */
export function focusRow(id: number): void {
  const row = document.querySelector<HTMLElement>(`[data-queue-row="${id}"]`);
  (row?.querySelector<HTMLElement>('a[href]') ?? row)?.focus();
}

/** The selected row's id (null: none yet) and a setter; the listener is on the document while mounted. */
export function useQueueShortcuts<T extends { id: number }>({ rows, onOpen, onTake, onHelp }: QueueShortcutActions<T>) {
  const [current, setCurrent] = useState<number | null>(null);
  // A selection that left the page (another view, page or filter) is dropped.
  const selected = current !== null && rows.some((r) => r.id === current) ? current : null;
  // The handler reads the latest rows and actions without re-subscribing on every render.
  const latest = useRef({ rows, current: selected, onOpen, onTake, onHelp });
  useEffect(() => {
    latest.current = { rows, current: selected, onOpen, onTake, onHelp };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const { rows: list, current: id, onOpen: open, onTake: take, onHelp: help } = latest.current;
      const index = list.findIndex((r) => r.id === id);
      const row = index >= 0 ? list[index] : undefined;
      const move = (step: number) => {
        if (list.length === 0) return;
        const next = list[index < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, index + step))]!;
        setCurrent(next.id);
        focusRow(next.id);
      };
      if (event.key === '?') {
        event.preventDefault();
        help();
        return;
      }
      if (event.shiftKey) return;
      if (event.key === 'j') move(1);
      else if (event.key === 'k') move(-1);
      else if (event.key === 't' && row) take(row);
      else if (event.key === 'Enter' && row && !handlesEnter(event.target)) open(row);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return { current: selected, setCurrent };
}
