// Severity and lanes blocked per direction (PUT /api/ticket/{id}/triage). One save for the three
// selects: a closed native select changes on each arrow key on some desktops, and every change
// would be a history entry. A new copy of the event (saved, seen live, or carried by a 412) moves
// what the user left alone and keeps what they changed, so a retry sends only their changes.
import { useState, type FormEvent } from 'react';
import { triageTicket } from '@vigia/api-client';
import {
  LANE_STATES,
  ORIENTATIONS,
  SEVERITIES,
  type LaneState,
  type LanesBlocked,
  type Severity,
  type Ticket,
  type TriageInput,
} from '@vigia/domain';
import { Box, Button, HStack, SimpleGrid, Stack, notify } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { OutOfDateNotice } from '@vigia/event-form';
import { useTranslation } from '@vigia/i18n';
import { useVersionedSave } from './use-versioned-save';

interface Triage {
  severity: Severity;
  lanes: LanesBlocked;
}

const stored = (ticket: Ticket): Triage => ({ severity: ticket.severity, lanes: ticket.lanesBlocked });
const sameTriage = (a: Triage, b: Triage) => a.severity === b.severity && ORIENTATIONS.every((o) => a.lanes[o] === b.lanes[o]);

/** The user's choices moved onto a new copy: what they changed from `base` stays, the rest follows `next`. */
function rebase(choice: Triage, base: Triage, next: Triage): Triage {
  return {
    severity: choice.severity !== base.severity ? choice.severity : next.severity,
    lanes: Object.fromEntries(
      ORIENTATIONS.map((o) => [o, choice.lanes[o] !== base.lanes[o] ? choice.lanes[o] : next.lanes[o]]),
    ) as LanesBlocked,
  };
}

function Select<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <SelectField
      label={label}
      size="sm"
      value={value}
      onChange={(v) => onChange(v as T)}
      options={options.map((o) => ({ value: o, label: optionLabel(o) }))}
    />
  );
}

export function StaffTriageForm({ ticket, onSaved }: { ticket: Ticket; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const [choice, setChoice] = useState<Triage>(() => stored(ticket));
  // The copy the choices were made on; a new one rebases them (during render: no stale frame).
  const [base, setBase] = useState<Triage>(() => stored(ticket));
  // A 412: the event shown is now the current one; said until the next save or discard.
  const { saving, changed, setChanged, run } = useVersionedSave(onSaved, t('triage.failed'));
  const now = stored(ticket);
  if (!sameTriage(base, now)) {
    setBase(now);
    setChoice(rebase(choice, base, now));
  }
  const { severity, lanes } = choice;
  const setSeverity = (value: Severity) => setChoice((c) => ({ ...c, severity: value }));

  const changedLanes = ORIENTATIONS.filter((o) => lanes[o] !== ticket.lanesBlocked[o]);
  const dirty = severity !== ticket.severity || changedLanes.length > 0;

  const reset = () => {
    setChoice(stored(ticket));
    setChanged(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Only what changed: another operator may have changed the rest meanwhile.
    const input: TriageInput = {};
    if (severity !== ticket.severity) input.severity = severity;
    if (changedLanes.length) input.lanesBlocked = Object.fromEntries(changedLanes.map((o) => [o, lanes[o]]));
    await run(async () => {
      const saved = await triageTicket(ticket.id, input, ticket.version);
      notify.success(t('triage.saved'));
      onSaved(saved);
    });
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={t('triage.formLabel')}>
      <Stack gap="3">
        {changed && <OutOfDateNotice title={t('conflict.title')} text={t('conflict.triage')} />}
        <Select
          label={t('common:severity.label')}
          value={severity}
          options={SEVERITIES}
          optionLabel={(s) => t(`common:severity.${s}`)}
          onChange={setSeverity}
        />
        <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
          <Box as="legend" fontSize="sm" fontWeight="medium" mb="1">
            {t('common:lanes.label')}
          </Box>
          <SimpleGrid columns={2} gap="3">
            {ORIENTATIONS.map((o) => (
              <Select<LaneState>
                key={o}
                label={t(`lanes.${o}`)}
                value={lanes[o]}
                options={LANE_STATES}
                optionLabel={(l) => t(`common:lanes.${l}`)}
                onChange={(value) => setChoice((c) => ({ ...c, lanes: { ...c.lanes, [o]: value } }))}
              />
            ))}
          </SimpleGrid>
        </Box>
        {dirty && (
          <HStack gap="2" wrap="wrap">
            <Button type="submit" size="sm" loading={saving}>
              {t('triage.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={reset} disabled={saving}>
              {t('triage.discard')}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
