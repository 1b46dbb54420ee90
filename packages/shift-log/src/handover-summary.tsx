// What a handover states, as sealed: open events by severity with their SLA state, units by status,
// agencies still awaited and the shift's entries. Words, never colour alone; it prints as shown.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { HandoverSummary } from '@vigia/domain';
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@vigia/design-system';
import { formatDateTime, formatKm, formatTime, useTranslation } from '@vigia/i18n';

/** `none`: what it says instead of its content when there is nothing to list. */
function Section({ id, title, none, children }: { id: string; title: string; none?: string | false; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} breakInside="avoid-page">
      <Heading as="h2" size="md" id={id} mb="2">
        {title}
      </Heading>
      {none ? <Text>{none}</Text> : children}
    </Box>
  );
}

const listProps = { as: 'ul', gap: '1', listStyleType: 'none', p: '0' } as const;

export function HandoverSummaryView({ summary, base }: { summary: HandoverSummary; base: string }) {
  const { t, i18n } = useTranslation('shiftLog');
  const lng = i18n.language;
  const openTotal = summary.openEvents.reduce((sum, g) => sum + g.total, 0);
  const activeUnits = summary.units.filter((g) => g.units.length > 0);

  return (
    <Stack gap="5">
      {summary.note && (
        <Section id="handover-note" title={t('handover.noteTitle')}>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {summary.note}
          </Text>
        </Section>
      )}
      <Section id="handover-events" title={t('handover.events')} none={openTotal === 0 && t('handover.eventsNone')}>
        <Stack gap="3">
          {summary.openEvents
            .filter((g) => g.total > 0)
            .map((group) => (
              <Stack key={group.severity} gap="1">
                <Heading as="h3" size="sm">
                  {t('handover.severityCount', { severity: t(`common:severity.${group.severity}`), count: group.total })}
                </Heading>
                <Stack {...listProps}>
                  {group.events.map((e) => (
                    <Box as="li" key={e.id} borderBottomWidth="1px" pb="1">
                      <HStack gap="2" wrap="wrap">
                        <Link asChild>
                          <RouterLink to={`${base}/events/${e.id}`}>
                            {t('handover.eventLine', {
                              id: e.id,
                              classification: e.classificationName,
                              km: formatKm(e.kilometer, lng),
                              direction: t(`direction.${e.orientation}`),
                              status: e.statusName,
                            })}
                          </RouterLink>
                        </Link>
                        <Badge variant="outline">{t(`common:sla.${e.slaState}`)}</Badge>
                      </HStack>
                      <Text fontSize="sm">
                        {e.assignedToName ? t('handover.assignedTo', { name: e.assignedToName }) : t('handover.unassigned')}
                        {e.inspectorNoticeDueAt
                          ? ` · ${t('handover.inspectorDue', { time: formatTime(e.inspectorNoticeDueAt, lng) })}`
                          : ''}
                      </Text>
                    </Box>
                  ))}
                </Stack>
                {group.events.length < group.total && (
                  <Text fontSize="sm">{t('handover.eventsMore', { shown: group.events.length, total: group.total })}</Text>
                )}
              </Stack>
            ))}
        </Stack>
      </Section>
      <Section id="handover-units" title={t('handover.units')} none={activeUnits.length === 0 && t('handover.unitsNone')}>
        <Stack gap="2">
          {activeUnits.map((group) => (
            <Stack key={group.status} gap="0">
              <Heading as="h3" size="sm">
                {`${t(`common:unitStatus.${group.status}`)}: ${group.units.length}`}
              </Heading>
              <Stack {...listProps}>
                {group.units.map((u) => (
                  <Text as="li" key={u.id}>
                    {u.ticketId !== null
                      ? t('handover.unitOn', { code: u.code, kind: u.kind, id: u.ticketId })
                      : t('handover.unitFree', { code: u.code, kind: u.kind })}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section
        id="handover-agencies"
        title={t('handover.agencies')}
        none={summary.awaitedAgencies.length === 0 && t('handover.agenciesNone')}
      >
        <Stack {...listProps}>
          {summary.awaitedAgencies.map((a) => (
            <Text as="li" key={a.entryId}>
              {t('handover.agencyLine', { agency: a.agencyName, id: a.ticketId, time: formatTime(a.notifiedAt, lng) })}
              {a.reference ? ` · ${t('handover.reference', { reference: a.reference })}` : ''}
            </Text>
          ))}
        </Stack>
      </Section>
      <Section id="handover-log" title={t('handover.log')} none={summary.log.length === 0 && t('handover.logNone')}>
        <Stack {...listProps} gap="2">
          {summary.log.map((entry) => (
            <Box as="li" key={entry.id}>
              <Text fontSize="sm" fontWeight="semibold">
                {`${formatDateTime(entry.at, lng)} · ${entry.authorName}`}
                {entry.kind !== 'NOTE' ? ` · ${t(`kind.${entry.kind}`)}` : ''}
              </Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {entry.text}
              </Text>
            </Box>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
