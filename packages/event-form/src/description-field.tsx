// The description control: the Lexical editor loaded on demand, so it is not in the first paint.
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Skeleton } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { FormField, fieldIds } from './form-field';
import type { EventFormOutput, EventFormValues } from './form-values';

const DescriptionEditor = lazy(() => import('./description-editor'));

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating its HTML, true afterwards and in any browser render: the
 * editor is browser-only, so a server render shows its placeholder and the browser takes over
 * (a lazy component suspending on the server would make React discard that part of the page).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface DescriptionFieldProps {
  id: string;
  control: Control<EventFormValues, unknown, EventFormOutput>;
  disabled?: boolean;
  /** Changing it remounts the editor with the current form value (after a reset). */
  resetKey: number;
}

export function DescriptionField({ id, control, disabled, resetKey }: DescriptionFieldProps) {
  const { t } = useTranslation('eventForm');
  const inBrowser = useInBrowser();
  const placeholder = <Skeleton w="full" height="170px" borderRadius="l2" role="status" aria-label={t('editor.loading')} />;
  return (
    <Controller
      name="description"
      control={control}
      render={({ field, fieldState }) => (
        <FormField id={id} label={t('fields.description')} error={fieldState.error?.message} helper={t('hints.description')} required>
          {(a11y) => (
            <>
              {/* The editable element is a div: this carries the value under the API name for form data. */}
              <input type="hidden" name="description" value={field.value} />
              {inBrowser ? (
                <Suspense fallback={placeholder}>
                  <DescriptionEditor
                    key={resetKey}
                    id={a11y.id}
                    labelId={fieldIds(id).label}
                    describedBy={a11y['aria-describedby']}
                    invalid={Boolean(fieldState.error)}
                    required
                    disabled={disabled}
                    initialHtml={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                </Suspense>
              ) : (
                placeholder
              )}
            </>
          )}
        </FormField>
      )}
    />
  );
}
