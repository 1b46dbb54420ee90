// The event's timeline (GET /api/ticket/{id}/history): who changed what and when, and whether its
// hash chain verifies (issue 26: a row edited or removed in the database breaks it). Every value in
// words, in the UI's language (issue 37): never a code.
import { useMemo } from 'react';
import {
  closeReasonsQueryOptions,
  loadStateOf,
  statusesQueryOptions,
  ticketHistoryQueryOptions,
  useLookup,
  useQuery,
} from '@vigia/api-client/query';
import { Alert, Box, Stack, Text } from '@vigia/design-system';
import { formatKm, useLookupNames, useTranslation } from '@vigia/i18n';
import { formatDateTime } from './format';
import { LoadedSection } from './loaded-section';

/** Fields whose values are other events' numbers. */
const LINK_FIELDS = new Set(['duplicateOf', 'duplicate', 'primaryId', 'secondary']);
// Their rows mostly add a fact (a milestone, a link): said without a "from —".
const NEW_FACTS = new Set(['MILESTONE', 'MERGED', 'LINKED', 'AGENCY']);
/** Fields whose values are times (a milestone's, an agency's notice, arrival and departure). */
const TIME_FIELDS = new Set(['at', 'cleared', 'notifiedAt', 'arrivedAt', 'leftAt']);

export function HistoryTimeline({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useTranslation('events');
  const query = useQuery(ticketHistoryQueryOptions(ticketId));
  const loaded = loadStateOf(query);
  const state = loaded.status === 'ready' ? { status: 'ready' as const, data: loaded.data.entries } : loaded;
  const chain = loaded.status === 'ready' ? loaded.data.chain : null;
  const names = useLookupNames();
  // The server names statuses in Spanish; their codes, from the statuses list, name them in the UI's language.
  const statuses = useLookup(statusesQueryOptions());
  const statusCodeOf = useMemo(() => new Map(statuses.map((s) => [s.name, s.code])), [statuses]);
  // Closing reasons likewise, read only where the UI is not Spanish (the server's name is Spanish).
  const spanish = i18n.language.startsWith('es');
  const reasons = useLookup({ ...closeReasonsQueryOptions(), enabled: !spanish });
  const reasonCodeOf = useMemo(() => new Map(reasons.map((r) => [r.name, r.code])), [reasons]);

  const value = (v: string | number | null) => (v === null || v === '' ? t('history.empty_value') : String(v));
  // Triage changes travel as codes (MAJOR, PARTIAL): said in words, like everywhere else.
  const valueOf = (field: string, v: string | number | null) => {
    if (v === null || v === '') return value(v);
    if (field === 'milestone') return t(`milestones.codes.${v}`, { defaultValue: String(v) });
    if (TIME_FIELDS.has(field)) return formatDateTime(String(v), i18n.language);
    if (LINK_FIELDS.has(field)) return `#${v}`;
    if (field === 'statusCode') return names.status(statusCodeOf.get(String(v)) ?? String(v), String(v));
    if (field === 'closeReason') return names.closeReason(reasonCodeOf.get(String(v)) ?? String(v), String(v));
    if (field === 'documentKind') return t(`eventForm:document.kinds.${v}`, { defaultValue: String(v) });
    if (field === 'kilometer' && typeof v === 'number') return formatKm(v, i18n.language);
    if (field === 'orientation') return t(`history.orientation.${v}`, { defaultValue: String(v) });
    const words = field === 'severity' ? 'common:severity' : field === 'lanesNorth' || field === 'lanesSouth' ? 'common:lanes' : null;
    return words && typeof v === 'string' && v ? t(`${words}.${v}`, { defaultValue: v }) : value(v);
  };

  return (
    <LoadedSection title={t('history.title')} status={state.status} errorText={t('history.loadError')} onRetry={() => void query.refetch()}>
      {chain && (
        <Alert.Root status={chain === 'VERIFIED' ? 'success' : 'error'} role={chain === 'BROKEN' ? 'alert' : undefined}>
          <Alert.Indicator />
          <Alert.Title>{t(chain === 'VERIFIED' ? 'history.chainVerified' : 'history.chainBroken')}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'ready' && state.data.length === 0 && <Text color="fg.muted">{t('history.empty')}</Text>}
      {state.status === 'ready' && state.data.length > 0 && (
        <Stack
          as="ol"
          aria-label={t('history.listLabel')}
          gap="0"
          listStyleType="none"
          m="0"
          p="0"
          borderInlineStartWidth="2px"
          borderColor="border"
          ms="2"
        >
          {[...state.data].reverse().map((entry) => (
            <Box as="li" key={entry.id} position="relative" ps="5" pb="4">
              <Box position="absolute" insetStart="-7px" top="1.5" boxSize="3" borderRadius="full" bg="brand.solid" aria-hidden />
              <Text fontWeight="semibold">
                {t(`history.actions.${entry.action}`, { actor: entry.actorName ?? t('history.anonymous'), defaultValue: entry.action })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt, i18n.language)}</time>
              </Text>
              {entry.action !== 'CREATED' && entry.changes.length > 0 && (
                <Stack as="ul" gap="0.5" mt="1" fontSize="sm" listStyleType="disc" ps="4">
                  {entry.changes.map((c) => (
                    <li key={c.field}>
                      {entry.action === 'COMMENT_ADDED' || entry.action === 'ATTACHMENT_ADDED'
                        ? value(c.to)
                        : c.from === null && NEW_FACTS.has(entry.action)
                          ? t('history.set', {
                              field: t(`history.fields.${c.field}`, { defaultValue: c.field }),
                              to: valueOf(c.field, c.to),
                            })
                          : t('history.change', {
                              field: t(`history.fields.${c.field}`, { defaultValue: c.field }),
                              from: valueOf(c.field, c.from),
                              to: valueOf(c.field, c.to),
                            })}
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </LoadedSection>
  );
}
