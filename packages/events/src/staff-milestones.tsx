// The incident's timeline on the staff page (issue 26): T1 reported to T6 cleared with their times
// (a time recorded later is marked "corregido"), the times derived from it, and a big one-tap button
// for the next milestone. "Despejado" closes the event, so it asks for the closing reason first.
// Whoever may not record (INSPECTOR, an operator it is not assigned to) sees the timeline only.
import { useRef, useState } from 'react';
import { MILESTONE_CODES, type MilestoneCode, type Ticket } from '@vigia/domain';
import { Badge, Box, Button, Stack, Text } from '@vigia/design-system';
import { OutOfDateNotice } from '@vigia/event-form';
import { formatNumber, useTranslation } from '@vigia/i18n';
import { formatDateTime } from './format';
import { nextMilestone, unrecordedMilestones } from './milestone-rules';
import { Fact, Facts, PanelSection } from './staff-facts';
import { StaffMilestonesDialog } from './staff-milestones-dialog';
import { useRecordMilestone } from './use-record-milestone';

/** Minutes as "12,5 min" or "1 h 05 min" (the server gives one decimal). */
export function useDuration() {
  const { t, i18n } = useTranslation('events');
  return (minutes: number | null) => {
    if (minutes === null) return t('milestones.notYet');
    if (minutes < 60) return t('milestones.minutes', { m: formatNumber(minutes, i18n.language, { maximumFractionDigits: 1 }) });
    const whole = Math.round(minutes);
    return t('milestones.hours', { h: Math.floor(whole / 60), m: String(whole % 60).padStart(2, '0') });
  };
}

function Timeline({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation('events');
  const steps: { code: 'REPORTED' | MilestoneCode; at: string | null; corrected: boolean }[] = [
    { code: 'REPORTED', at: ticket.createdAt, corrected: false },
    ...MILESTONE_CODES.map((code) => {
      const m = ticket.milestones.find((x) => x.code === code);
      return { code, at: m?.at ?? null, corrected: m?.corrected ?? false };
    }),
  ];
  return (
    <Stack as="ol" aria-label={t('milestones.listLabel')} gap="2" listStyleType="none" m="0" p="0">
      {steps.map((s, i) => (
        <Box as="li" key={s.code} display="flex" gap="3" alignItems="baseline" color={s.at ? undefined : 'fg.muted'}>
          <Text as="span" fontSize="sm" minW="6" aria-hidden>
            T{i + 1}
          </Text>
          <Box>
            <Text as="span" fontWeight={s.at ? 'semibold' : 'normal'}>
              {t(`milestones.codes.${s.code}`)}
            </Text>{' '}
            <Text as="span" fontSize="sm">
              {s.at ? <time dateTime={s.at}>{formatDateTime(s.at, i18n.language)}</time> : t('milestones.pending')}
            </Text>
            {s.corrected && (
              <Badge ms="2" colorPalette="orange" size="sm">
                {t('milestones.corrected')}
              </Badge>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export function StaffMilestones({ ticket, canRecord, onSaved }: { ticket: Ticket; canRecord: boolean; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const duration = useDuration();
  const { record, busy, changed } = useRecordMilestone(ticket, onSaved);
  const [dialog, setDialog] = useState<{ code: MilestoneCode; choices: MilestoneCode[] } | null>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  const next = canRecord ? nextMilestone(ticket) : null;
  const choices = canRecord ? unrecordedMilestones(ticket) : [];

  // T2 is offered while it is missing (issue 37), also once taking recorded T3: then it is recorded
  // at the first later milestone's time (in order); past the minute that counts as now, the dialog asks why.
  const verify = next !== 'VERIFIED' && choices.includes('VERIFIED');

  const tapNext = () => {
    if (!next) return;
    if (next === 'CLEARED') setDialog({ code: next, choices: [next] });
    else void record({ code: next });
  };
  const tapVerify = async () => {
    const firstLater = ticket.milestones[0]?.at;
    const result = await record({ code: 'VERIFIED', ...(firstLater ? { at: firstLater } : {}) });
    if (!result.ok && result.fieldErrors['reason']) setDialog({ code: 'VERIFIED', choices });
  };

  return (
    <PanelSection title={t('milestones.title')}>
      <Stack gap="4" ref={sectionRef}>
        {/* A one-tap record refused as stale (412): the timeline now shows the event as it is. */}
        {changed && <OutOfDateNotice title={t('conflict.title')} text={t('conflict.milestone')} />}
        <Timeline ticket={ticket} />
        {(next || choices.length > 0) && (
          <Stack gap="2">
            {next && (
              <Button size="xl" w="full" minH="14" whiteSpace="normal" onClick={tapNext} loading={busy}>
                {t('milestones.record', { name: t(`milestones.codes.${next}`) })}
              </Button>
            )}
            {verify && (
              <Button variant="outline" w="full" onClick={() => void tapVerify()} loading={busy}>
                {t('milestones.record', { name: t('milestones.codes.VERIFIED') })}
              </Button>
            )}
            {choices.length > 0 && (
              <Button variant="outline" w="full" onClick={() => setDialog({ code: next ?? choices[0]!, choices })} disabled={busy}>
                {t('milestones.recordOther')}
              </Button>
            )}
          </Stack>
        )}
        <Stack gap="1">
          <Text fontWeight="semibold">{t('milestones.times')}</Text>
          <Facts>
            <Fact label={t('milestones.response')}>{duration(ticket.responseMinutes)}</Fact>
            <Fact label={t('milestones.roadway')}>{duration(ticket.roadwayClearanceMinutes)}</Fact>
            <Fact label={t('milestones.incident')}>{duration(ticket.incidentClearanceMinutes)}</Fact>
          </Facts>
        </Stack>
      </Stack>
      {dialog && (
        <StaffMilestonesDialog
          ticket={ticket}
          code={dialog.code}
          choices={dialog.choices}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
          // The button used may be gone once recorded: focus returns to the section.
          finalFocusEl={() => sectionRef.current?.querySelector('button') ?? null}
        />
      )}
    </PanelSection>
  );
}
