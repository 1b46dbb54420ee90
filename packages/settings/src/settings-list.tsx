// The parts the settings sections share: their data (a load state and a refresh), the bare list,
// the list with an intro and an add button (reasons, templates), a row's small buttons, the
// confirmation before a destructive change, and the dialog that saves one record.
import { useMemo, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { loadStateOf, useQuery, useQueryClient, type LoadState, type QueryKey, type UseQueryOptions } from '@vigia/api-client/query';
import type { ValidationMessages } from '@vigia/domain';
import { Box, Button, Stack, Text, type ButtonProps } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { ConfirmDialog, FormDialog, type FormDialogProps } from '@vigia/design-system/overlays';
import { createValidationMessages, listLabels, useTranslation } from '@vigia/i18n';

export interface SettingsQuery<T> {
  state: LoadState<T>;
  refresh: () => void;
}

/** A section's records and a refresh that reads them again (after a save, or on "retry"). */
export function useSettingsQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K> & { queryKey: K }): SettingsQuery<T> {
  const client = useQueryClient();
  const state = loadStateOf(useQuery(options));
  const refresh = () => void client.invalidateQueries({ queryKey: options.queryKey });
  return { state, refresh };
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

export interface EditableListProps<T> {
  intro: string;
  addLabel: string;
  onAdd: () => void;
  query: SettingsQuery<T[]>;
  texts: { list: string; loadError: string; empty: string };
  gap: '2' | '3';
  item: (record: T) => ReactNode;
  /** The section's dialogs. */
  children: ReactNode;
}

/** A section whose records are added, edited and removed: intro, add button, list, dialogs. */
export function EditableList<T>({ intro, addLabel, onAdd, query, texts, gap, item, children }: EditableListProps<T>) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="4">
      <Text>{intro}</Text>
      <Box>
        <Button onClick={onAdd}>{addLabel}</Button>
      </Box>
      <LoadedList state={query.state} onRetry={query.refresh} labels={listLabels(t, { error: texts.loadError, empty: texts.empty })}>
        {(records) => (
          <RecordList label={texts.list} gap={gap}>
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
