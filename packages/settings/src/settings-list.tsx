// The parts the settings sections share: their data (a load state, a refresh and a row's change),
// the bare list and a record's row, the list with an intro and an add button (reasons, templates),
// a row's small buttons, the confirmation before a destructive change, and the dialog that saves
// one record.
import { useMemo, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { loadStateOf, useQuery, useQueryClient, type LoadState, type QueryKey, type UseQueryOptions } from '@vigia/api-client/query';
import type { ValidationMessages } from '@vigia/domain';
import { Box, Button, Flex, Stack, Text, notify, type ButtonProps } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { ConfirmDialog, FormDialog, type FormDialogProps } from '@vigia/design-system/overlays';
import { listLabels, useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { showSaveError } from './save-error';

export interface SettingsQuery<T> {
  state: LoadState<T>;
  refresh: () => void;
  /**
   * Sends a change made from a row (no form): then reads the records again and toasts `done`. A
   * refusal is an error toast, and rethrown so the caller's spinner or confirmation stays open.
   */
  change: (send: () => Promise<unknown>, done: string) => Promise<void>;
}

/** A section's records and a refresh that reads them again (after a save, or on "retry"). */
export function useSettingsQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K> & { queryKey: K }): SettingsQuery<T> {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const state = loadStateOf(useQuery(options));
  const refresh = () => void client.invalidateQueries({ queryKey: options.queryKey });
  const change = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
      refresh();
      notify.success(done);
    } catch (error) {
      showSaveError(error, { fields: [], title: t('saveFailed') });
      throw error;
    }
  };
  return { state, refresh, change };
}

/** The form of one record, validated with the schema the server uses, in the user's language. */
export function useSettingsForm<V extends FieldValues>(
  createSchema: (m: ValidationMessages) => AnyObjectSchema,
  defaultValues: DefaultValues<V>,
) {
  const { t } = useTranslation('settings');
  const schema = useMemo(() => createSchema(createValidationMessages(t)), [createSchema, t]);
  return useForm<V>({ resolver: yupResolver(schema) as unknown as Resolver<V>, defaultValues });
}

/** A named list without bullets or indent; each child is its own `li`. */
export function RecordList({ label, gap, children }: { label: string; gap: '2' | '3'; children: ReactNode }) {
  return (
    <Stack as="ul" aria-label={label} gap={gap} listStyleType="none" m="0" p="0">
      {children}
    </Stack>
  );
}

/** A record's row: what it is on the left, its buttons on the right; stacked below `stackBelow`. */
export function RecordRow({ stackBelow, children }: { stackBelow: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Flex
      as="li"
      direction={{ base: 'column', [stackBelow]: 'row' }}
      align={{ base: 'stretch', [stackBelow]: 'center' }}
      justify="space-between"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      {children}
    </Flex>
  );
}

export interface EditableListProps<T> {
  /** The section's keys: its `intro`, `add`, `list`, `loadError` and `empty` texts. */
  texts: 'closeReasons' | 'templates';
  onAdd: () => void;
  query: SettingsQuery<T[]>;
  gap: '2' | '3';
  item: (record: T) => ReactNode;
  /** The section's dialogs. */
  children: ReactNode;
}

/** A section whose records are added, edited and removed: intro, add button, list, dialogs. */
export function EditableList<T>({ texts, onAdd, query, gap, item, children }: EditableListProps<T>) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="4">
      <Text>{t(`${texts}.intro`)}</Text>
      <Box>
        <Button onClick={onAdd}>{t(`${texts}.add`)}</Button>
      </Box>
      <LoadedList
        state={query.state}
        onRetry={query.refresh}
        labels={listLabels(t, { error: t(`${texts}.loadError`), empty: t(`${texts}.empty`) })}
      >
        {(records) => (
          <RecordList label={t(`${texts}.list`)} gap={gap}>
            {records.map(item)}
          </RecordList>
        )}
      </LoadedList>
      {children}
    </Stack>
  );
}

/** A row's small outlined button; `danger` makes it red. Its accessible name says which record. */
export function RowButton({ danger = false, ...props }: ButtonProps & { 'aria-label': string; danger?: boolean }) {
  return <Button size="sm" variant="outline" colorPalette={danger ? 'red' : undefined} {...props} />;
}

/**
 * Asks before a destructive change to `record` (none: closed). `texts` names the keys of its
 * title, description and confirm button, e.g. `templates.confirmDelete`.
 */
export function ConfirmChange<T>({
  record,
  onClose,
  texts,
  name,
  onConfirm,
}: {
  record: T | null;
  onClose: () => void;
  texts: 'closeReasons.confirmDeactivate' | 'templates.confirmDelete';
  name: (record: T | null) => Record<string, string>;
  onConfirm: (record: T) => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`${texts}.title`, name(record))}
      description={t(`${texts}.description`)}
      confirmLabel={t(`${texts}.confirm`)}
      cancelLabel={t('common:cancel')}
      destructive
      onConfirm={() => (record !== null ? onConfirm(record) : undefined)}
    />
  );
}

/** The dialog that saves one record: Save and Cancel, full screen on a phone. */
export function SaveDialog(props: Omit<FormDialogProps, 'submitLabel' | 'cancelLabel' | 'size'> & { size: 'md' | 'lg' }) {
  const { t } = useTranslation('settings');
  return <FormDialog {...props} size={{ base: 'full', sm: props.size }} submitLabel={t('common:save')} cancelLabel={t('common:cancel')} />;
}
