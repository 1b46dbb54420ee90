// The staff event page's facts: state and priority (triage), who works it, what and where, and
// how to reach the reporter (reporter-section.tsx: masked per role, revealed with a reason). Controls only for whom they work;
// otherwise (INSPECTOR, a closed event) the values as text.
import { CLOSED_STATUS, ORIENTATIONS, type Ticket } from '@vigia/domain';
import { HStack, Stack, Text } from '@vigia/design-system';
import { SeverityBadge, SlaBadge } from '@vigia/design-system/controls';
import { useLookupNames, useNow, useSlaText, useTranslation } from '@vigia/i18n';
import { formatAge, formatDateTime, useKm } from './format';
import { EventAgencies, EventUnits, SentUnits, type EventUnitsProps } from './event-units';
import { StaffAssignee } from './staff-assignee';
import { Fact, Facts, PanelSection } from './staff-facts';
import { ReporterSection } from './reporter-section';
import { StaffLinks } from './staff-links';
import { StaffMilestones } from './staff-milestones';
import { StaffTriageForm } from './staff-triage-form';
import { StatusBadge } from './status-badge';

export interface PanelPermissions {
  triage: boolean;
  reassign: boolean;
  /** Record milestones and mark as a duplicate (issue 26): whoever may edit the event. */
  lifecycle: boolean;
}

/** A time as "hace 12 min" with the exact time beside it (and in the markup). */
export function Age({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const now = useNow();
  const exact = formatDateTime(at, i18n.language);
  return (
    <Text as="span">
      <time dateTime={at}>{formatAge(at, i18n.language, now)}</time>{' '}
      <Text as="span" color="fg.muted" fontSize="sm">
        ({exact})
      </Text>
    </Text>
  );
}

/** While open, the clock being counted ("Tomar antes de …"); once closed, whether it met its close target. */
function Sla({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation('events');
  const text = useSlaText()(ticket, (at) => formatDateTime(at, i18n.language));
  return (
    <HStack gap="2" wrap="wrap">
      <SlaBadge state={text.tone} label={text.badge} />
      <Text as="span" fontSize="sm">
        {text.due ?? t('staff.slaTarget', { at: formatDateTime(ticket.slaDueAt, i18n.language) })}
      </Text>
    </HStack>
  );
}

export function StaffSidePanel({
  ticket,
  can,
  onSaved,
  units,
  sentUnits = false,
  agencies,
  canReveal = false,
}: {
  ticket: Ticket;
  can: PanelPermissions;
  onSaved: (ticket: Ticket) => void;
  /** The control room: the event's units, and dispatch while open (issue 38). */
  units?: Omit<EventUnitsProps, 'ticket'>;
  /** The units sent and their times (issue 38): the control room and the inspector. */
  sentUnits?: boolean;
  /** The agencies told (issue 39): the control room writes, the inspector reads. */
  agencies?: { canWrite: boolean; onChanged: () => void };
  /** The caller's role may reveal a masked reporter with a reason (issue 40, @vigia/domain's table). */
  canReveal?: boolean;
}) {
  const { t, i18n } = useTranslation('events');
  const km = useKm();
  const names = useLookupNames();
  const closed = ticket.statusCode === CLOSED_STATUS;

  return (
    <Stack as="aside" gap="4" aria-label={t('staff.panel')}>
      <PanelSection title={t('staff.state')}>
        <Facts>
          <Fact label={t('columns.status')}>
            <StatusBadge ticket={ticket} />
          </Fact>
          {closed && ticket.closeReasonName && (
            <Fact label={t('staff.closeReason')}>{names.closeReason(ticket.closeReason ?? '', ticket.closeReasonName)}</Fact>
          )}
          <Fact label={t('staff.age')}>
            <Age at={ticket.createdAt} />
          </Fact>
          <Fact label={t('common:sla.label')}>
            <Sla ticket={ticket} />
          </Fact>
          {!can.triage && (
            <>
              <Fact label={t('common:severity.label')}>
                <SeverityBadge severity={ticket.severity} label={t(`common:severity.${ticket.severity}`)} />
              </Fact>
              <Fact label={t('common:lanes.label')}>
                {ORIENTATIONS.map((o) => (
                  <Text key={o}>
                    {t('staff.lanesOf', { direction: t(`lanes.${o}`), state: t(`common:lanes.${ticket.lanesBlocked[o]}`) })}
                  </Text>
                ))}
              </Fact>
            </>
          )}
        </Facts>
        {/* Keyed by the event, not its values: a new copy keeps what the user chose (a 412's retry, issue 36). */}
        {can.triage && <StaffTriageForm key={ticket.id} ticket={ticket} onSaved={onSaved} />}
      </PanelSection>

      <StaffMilestones ticket={ticket} canRecord={can.lifecycle} onSaved={onSaved} />

      {units && <EventUnits ticket={ticket} {...units} />}
      {sentUnits && <SentUnits ticketId={ticket.id} />}
      {agencies && <EventAgencies ticket={ticket} {...agencies} />}

      <PanelSection title={t('staff.assignment')}>
        <StaffAssignee key={ticket.id} ticket={ticket} canReassign={can.reassign} onSaved={onSaved} />
      </PanelSection>

      <StaffLinks ticket={ticket} canMerge={can.lifecycle} onSaved={onSaved} />

      <PanelSection title={t('staff.event')}>
        <Facts>
          <Fact label={t('columns.category')}>
            {names.category(ticket.category, ticket.categoryName)} › {ticket.subcategoryName} › {ticket.classificationName}
          </Fact>
          <Fact label={t('staff.where')}>
            {t('staff.km', { km: km(ticket.kilometer) })} · {t(`eventForm:orientation.${ticket.orientation}`)}
          </Fact>
          <Fact label={t('staff.commune')}>
            {ticket.commune}
            {ticket.sector ? ` · ${ticket.sector}` : ''}
          </Fact>
          <Fact label={t('staff.dateEvent')}>{formatDateTime(ticket.dateEvent, i18n.language)}</Fact>
          {/* Issue 39: how it reached the control room, in words. */}
          <Fact label={t('channel')}>{t(`channels.${ticket.channelCode}`, { defaultValue: ticket.channelCode })}</Fact>
        </Facts>
      </PanelSection>

      <ReporterSection ticket={ticket} canReveal={canReveal} />
    </Stack>
  );
}
