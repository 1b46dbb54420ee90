// One agency told of the event (issue 39 item 4): when it was told (and why at an earlier time), its
// reference, its arrival and departure, and one tap to record each. Sent with the entry's version the
// screen showed: a 412 carries the entry as it is now, which the page shows with what changed.
import { useState } from 'react';
import { isApiError, updateTicketAgency } from '@vigia/api-client';
import { controlRoomQueryKeys, useQueryClient } from '@vigia/api-client/query';
import type { TicketAgency } from '@vigia/domain';
import { Alert, Box, Button, HStack, Text, notify } from '@vigia/design-system';
import { formatDateTime, formatTime, useTranslation } from '@vigia/i18n';

export interface AgencyEntryItemProps {
  entry: TicketAgency;
  canWrite: boolean;
}

/** The entry of a 412's answer, when it is one. */
function currentEntry(error: unknown): TicketAgency | null {
  if (!isApiError(error) || error.status !== 412) return null;
  const payload = error.payload as Partial<TicketAgency> | null;
  return payload && typeof payload.id === 'number' ? (payload as TicketAgency) : null;
}

export function AgencyEntryItem({ entry, canWrite }: AgencyEntryItemProps) {
  const { t, i18n } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const time = (at: string | null) => (at ? formatTime(at, i18n.language) : t('agencies.notYet'));
  const name = entry.agencyName;

  const record = async (field: 'arrivedAt' | 'leftAt') => {
    setBusy(true);
    setProblem(null);
    try {
      await updateTicketAgency(entry.ticketId, entry.id, { [field]: new Date().toISOString() }, entry.version);
      notify.success(t(field === 'arrivedAt' ? 'agencies.arrived' : 'agencies.left', { name }));
    } catch (error) {
      const now = currentEntry(error);
      if (now) setProblem(t('agencies.changed', { name, arrived: time(now.arrivedAt), left: time(now.leftAt) }));
      else setProblem(isApiError(error) && error.status < 500 && error.errors[0] ? error.errors[0].message : t('agencies.notSaved'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.ticketAgencies(entry.ticketId) });
    }
  };

  const facts: [string, string][] = [
    [t('agencies.notifiedAt'), formatDateTime(entry.notifiedAt, i18n.language)],
    ...(entry.reason ? [[t('agencies.reason'), entry.reason] as [string, string]] : []),
    [t('agencies.reference'), entry.reference ?? t('agencies.notYet')],
    [t('agencies.arrivedAt'), time(entry.arrivedAt)],
    [t('agencies.leftAt'), time(entry.leftAt)],
  ];

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="bold">{name}</Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="1" fontSize="sm">
        {facts.map(([term, value]) => (
          <Box key={term} display="contents">
            <Box as="dt" color="fg.muted">
              {term}
            </Box>
            <Box as="dd">{value}</Box>
          </Box>
        ))}
      </Box>
      {entry.backdated && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('agencies.recorded', { at: formatDateTime(entry.recordedAt, i18n.language), name: entry.recordedByName ?? '—' })}
        </Text>
      )}
      {problem && (
        <Alert.Root status="warning" role="alert" mt="2">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {canWrite && !entry.leftAt && (
        <HStack mt="2" wrap="wrap">
          {!entry.arrivedAt ? (
            <Button size="sm" minH="44px" variant="outline" loading={busy} onClick={() => void record('arrivedAt')}>
              {t('agencies.arrive', { name })}
            </Button>
          ) : (
            <Button size="sm" minH="44px" variant="outline" loading={busy} onClick={() => void record('leftAt')}>
              {t('agencies.leave', { name })}
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}
