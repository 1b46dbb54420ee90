// What every filters form of a list does with what is typed before it is applied: the draft follows
// the applied filters when the URL changes (back/forward, a link, "Limpiar filtros"), a submit that
// `check` refuses keeps the draft, says why and puts the focus on the field it is about, and one that
// passes is applied once, after the submit event.
import { useEffect, useRef, useState, type FormEvent } from 'react';

export interface FiltersDraftOptions<F, P> {
  /** The filters applied now (from the URL). */
  value: F;
  /** What stops a draft being applied, or null. */
  check: (draft: F) => P | null;
  onApply: (filters: F) => void;
  /** What "Limpiar filtros" applies. */
  empty: F;
  /** The draft as applied (trimmed, normalized); as typed by default. */
  clean?: (draft: F) => F;
}

export function useFiltersDraft<F extends object, P>({ value, check, onApply, empty, clean = (d) => d }: FiltersDraftOptions<F, P>) {
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<F>(value);
  const [problem, setProblem] = useState<P | null>(null);
  // By content: a parent that builds the same filters again on each render moves nothing.
  const valueKey = JSON.stringify(value);

  useEffect(() => {
    setDraft(JSON.parse(valueKey) as F);
    setProblem(null);
  }, [valueKey]);
  // A refused draft: the field it is about gets the focus (its message is read with it).
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setProblem(found);
    // After the submit event: a router transition inside it makes React 19 treat the form as an action form.
    if (found === null) queueMicrotask(() => onApply(clean(draft)));
  };
  const clear = () => {
    setDraft(empty);
    setProblem(null);
    onApply(empty);
  };
  return { form, draft, set, problem, submit, clear };
}
