import type { ReactNode } from 'react';
import { Fieldset } from '@vigia/design-system';

/** One of the form's three sections: a fieldset with its legend, disabled as a whole. */
export function FormSection({ legend, disabled, children }: { legend: ReactNode; disabled: boolean; children: ReactNode }) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="3">
        {legend}
      </Fieldset.Legend>
      {children}
    </Fieldset.Root>
  );
}
