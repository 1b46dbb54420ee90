// "Libro de novedades": the entries newest first, filtered by the URL; a note or a correction for
// the control room; the XLSX for everyone who reads it; "Preparar entrega" for whoever works a shift.
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  controlRoomQueryKeys,
  loadStateOf,
  operatorsQueryOptions,
  shiftLogQueryOptions,
  useQuery,
  useQueryClient,
} from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole, type ShiftLogEntry } from '@vigia/domain';
import { Alert, Button, HStack, ScreenTitle, Stack } from '@vigia/design-system';
import { PagedList } from '@vigia/design-system/controls';
import { pagedListLabels, useTranslation } from '@vigia/i18n';
import { DownloadButton } from './download-button';
import { LogEntryForm } from './log-entry-form';
import { LogEntryItem } from './log-entry-item';
import { LogFiltersForm } from './log-filters';
import { canWriteLog, worksShifts } from './roles';
import { useLogFilters } from './use-log-filters';

export function LogPage() {
  const { t } = useTranslation('shiftLog');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const base = `/${areaOfRole(user?.role) ?? 'operator'}`;
  const writer = canWriteLog(user?.role);
  const { filters, query, filtered, apply, goTo } = useLogFilters();
  const log = useQuery(shiftLogQueryOptions(query));
  // The staff list is the control room's (403 for the inspector): the entries' authors complete it.
  const staff = useQuery({ ...operatorsQueryOptions(), enabled: writer });
  const [correcting, setCorrecting] = useState<ShiftLogEntry | null>(null);

  const entries = useMemo(() => log.data?.page.content ?? [], [log.data]);
  const shown = useMemo(() => new Map(entries.map((e) => [e.id, e])), [entries]);
  const authors = useMemo(() => {
    const byId = new Map<string, string>();
    for (const s of staff.data ?? []) byId.set(s.id, s.name);
    for (const e of entries) byId.set(e.authorId, e.authorName);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [staff.data, entries]);

  const saved = () => {
    setCorrecting(null);
    void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.all });
  };
  const state = loadStateOf({ status: log.status, isFetching: log.isFetching, data: log.data?.page });

  return (
    <Stack gap="4">
      <ScreenTitle title={t('title')} intro={t('intro')} />
      <HStack gap="2" wrap="wrap">
        {worksShifts(user?.role) && (
          <Button asChild colorPalette="brand" minH="44px">
            <RouterLink to={`${base}/log/handover/new`}>{t('handover.prepare')}</RouterLink>
          </Button>
        )}
        <DownloadButton query={query} />
      </HStack>
      {log.data?.chain === 'BROKEN' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('chainBroken')}</Alert.Description>
        </Alert.Root>
      )}
      {writer && <LogEntryForm correcting={correcting} onCancelCorrection={() => setCorrecting(null)} onSaved={saved} />}
      <LogFiltersForm filters={filters} authors={authors} onApply={apply} />
      <PagedList
        state={state}
        onPageChange={goTo}
        onRetry={() => void log.refetch()}
        labels={pagedListLabels(t, { error: t('failed'), empty: filtered ? t('empty') : t('emptyAll') })}
      >
        {(page) => (
          <Stack as="ol" aria-label={t('list')} gap="2" listStyleType="none" p="0">
            {page.map((entry) => (
              <LogEntryItem key={entry.id} entry={entry} shown={shown} base={base} onCorrect={writer ? setCorrecting : undefined} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
