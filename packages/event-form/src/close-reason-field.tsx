// The closing reason, chosen from the list ADMIN keeps: asked when an event is closed and when
// "Despejado" is recorded (which closes it). Inactive reasons stay on the events closed with them,
// but are no longer offered.
import { listCloseReasons } from '@vigia/api-client';
import { queryKeys, useQuery } from '@vigia/api-client/query';
import { ErrorState, Text } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { useLookupNames, useTranslation } from '@vigia/i18n';

/** The active closing reasons, fetched while `enabled` (the dialog asks for one). */
export function useCloseReasons(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.triage.closeReasons(), queryFn: () => listCloseReasons(), enabled });
  return { query, reasons: (query.data ?? []).filter((r) => r.active) };
}

export interface CloseReasonFieldProps {
  list: ReturnType<typeof useCloseReasons>;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** Says so when no reason is active, instead of an empty list. */
  sayWhenNone?: boolean;
}

export function CloseReasonField({ list: { query, reasons }, value, onChange, error, sayWhenNone = false }: CloseReasonFieldProps) {
  const { t } = useTranslation('eventForm');
  const names = useLookupNames();
  if (query.isError && !query.isFetching) {
    return <ErrorState message={t('close.reasonsError')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />;
  }
  if (sayWhenNone && query.isSuccess && reasons.length === 0) return <Text>{t('close.noReasons')}</Text>;
  return (
    <SelectField
      label={t('close.reason')}
      required
      error={error}
      name="closeReason"
      value={value}
      onChange={onChange}
      placeholder={query.isPending ? t('placeholders.loadingOptions') : t('placeholders.select')}
      options={reasons.map((r) => ({ value: r.code, label: names.closeReason(r.code, r.name) }))}
    />
  );
}
