// "Organismos avisados" on the staff event page (issue 39 item 4): the Inspección Fiscal's clock, the
// agencies told in the order they were told, "Avisar" per agency with its phone to call (tel:), and
// the handover text to read to them. The control room writes; the inspector reads. No stream event
// carries agency entries, so the list polls while on screen (another operator's notice shows up).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, notifyAgency } from '@vigia/api-client';
import { agenciesQueryOptions, controlRoomQueryKeys, ticketAgenciesQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import { INSPECTOR_AGENCY, type Agency, type Ticket } from '@vigia/domain';
import { Box, Button, HStack, Heading, Link, Stack, Text, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { AgencyEntryItem } from './agency-entry-item';
import { AgencyNoticeDialog } from './agency-notice-dialog';
import { HandoverDialog } from './handover-dialog';
import type { HandoverTicket } from './handover-text';
import { InspectorClock } from './inspector-clock';
import { SectionList } from './section-list';

export const AGENCIES_POLL_MS = 30_000;
/** The handover text's dialog is in the URL: a reload or a shared link opens it again. */
export const HANDOVER_PARAM = 'traspaso';

export interface AgenciesSectionProps {
  ticket: HandoverTicket & Pick<Ticket, 'inspectorNoticeDueAt'>;
  /** The control room (OPERATOR, SUPERVISOR, ADMIN): records notices, arrivals and departures. */
  canWrite: boolean;
  /** A notice was recorded: the page reads the event again (its inspector clock). */
  onChanged: () => void;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function AgenciesSection({ ticket, canWrite, onChanged }: AgenciesSectionProps) {
  const { t } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const agencies = useQuery(agenciesQueryOptions());
  const entries = useQuery({ ...ticketAgenciesQueryOptions(ticket.id), refetchInterval: AGENCIES_POLL_MS });
  const [notifying, setNotifying] = useState<Agency | null>(null);
  const [recording, setRecording] = useState(false);
  const [params, setParams] = useSearchParams();
  const handoverOpen = params.get(HANDOVER_PARAM) === '1';
  const setHandover = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set(HANDOVER_PARAM, '1');
        else next.delete(HANDOVER_PARAM);
        return next;
      },
      { replace: true },
    );

  // The page's copy of the event may lag a notice just recorded: the entries stop the clock at once.
  const inspectorTold = (entries.data ?? []).some((e) => e.agencyCode === INSPECTOR_AGENCY);
  const clockDue = inspectorTold ? null : ticket.inspectorNoticeDueAt;

  const recordInspector = async () => {
    setRecording(true);
    try {
      await notifyAgency(ticket.id, { agencyCode: INSPECTOR_AGENCY });
      const name = agencies.data?.find((a) => a.code === INSPECTOR_AGENCY)?.name ?? INSPECTOR_AGENCY;
      notify.success(t('agencies.dialog.done', { name }));
      onChanged();
    } catch (error) {
      notify.error(isApiError(error) && error.status < 500 && error.errors[0] ? error.errors[0].message : t('agencies.notSaved'));
    } finally {
      setRecording(false);
      void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.ticketAgencies(ticket.id) });
    }
  };

  return (
    <Stack as="section" aria-labelledby="event-agencies" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md" id="event-agencies">
        {t('agencies.title')}
      </Heading>
      {clockDue && <InspectorClock dueAt={clockDue} busy={recording} onRecord={canWrite ? () => void recordInspector() : null} />}
      <Text fontSize="sm" color="fg.muted">
        {t('agencies.intro')}
      </Text>
      <SectionList query={entries} texts="agencies" as="ol">
        {(entry) => <AgencyEntryItem key={entry.id} entry={entry} canWrite={canWrite} />}
      </SectionList>
      {/* Read on the phone by the control room; the inspector reads the list. */}
      {canWrite && (
        <Button alignSelf="start" minH="44px" variant="outline" onClick={() => setHandover(true)}>
          {t('handover.open')}
        </Button>
      )}
      {canWrite && agencies.data && (
        <Box>
          <Heading as="h3" size="sm" mb="1">
            {t('agencies.quick')}
          </Heading>
          <Stack as="ul" aria-label={t('agencies.quick')} gap="1" listStyleType="none">
            {agencies.data.map((a) => (
              <HStack as="li" key={a.code} justify="space-between" wrap="wrap" gap="2">
                {a.phone ? (
                  <Link
                    href={telHref(a.phone)}
                    color="brand.fg"
                    textDecoration="underline"
                    display="inline-flex"
                    minH="44px"
                    alignItems="center"
                  >
                    {t('agencies.call', { name: a.name, phone: a.phone })}
                  </Link>
                ) : (
                  <Text>{a.name}</Text>
                )}
                <Button size="sm" minH="44px" colorPalette="brand" onClick={() => setNotifying(a)}>
                  {t('agencies.notify', { name: a.name })}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Box>
      )}
      {notifying && <AgencyNoticeDialog ticketId={ticket.id} agency={notifying} onClose={() => setNotifying(null)} onSaved={onChanged} />}
      {canWrite && handoverOpen && <HandoverDialog ticket={ticket} agencies={entries.data ?? []} onClose={() => setHandover(false)} />}
    </Stack>
  );
}
