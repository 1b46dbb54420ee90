import type { ComponentProps } from 'react';
import { Input } from '@vigia/design-system';
import { useNow } from './use-now';

/**
 * The event's date and time. SPEC §5: it cannot be in the future, so the picker offers nothing
 * after "now". The clock is read here rather than in the form, so its ticks, and the render that
 * follows hydration (the server's clock is not the reader's), re-render this input only.
 */
export function DateEventInput(props: Omit<ComponentProps<typeof Input>, 'type' | 'max'>) {
  return <Input {...props} type="datetime-local" max={useNow()} />;
}
