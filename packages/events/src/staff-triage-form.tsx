// Severity and lanes blocked per direction (PUT /api/ticket/{id}/triage). One save for the three
// selects: a closed native select changes on each arrow key on some desktops, and every change
// would be a history entry. The parent keys it by the stored values, so a new copy resets it.
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
import { Box, Button, FormField, HStack, SelectInput, SimpleGrid, Stack, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

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
    <FormField label={label}>
      {(p) => (
        <SelectInput
          {...p}
          size="sm"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as T)}
          options={options.map((o) => ({ value: o, label: optionLabel(o) }))}
        />
      )}
    </FormField>
  );
}

export function StaffTriageForm({ ticket, onSaved }: { ticket: Ticket; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const [severity, setSeverity] = useState<Severity>(ticket.severity);
  const [lanes, setLanes] = useState<LanesBlocked>(ticket.lanesBlocked);
  const [saving, setSaving] = useState(false);

  const changedLanes = ORIENTATIONS.filter((o) => lanes[o] !== ticket.lanesBlocked[o]);
  const dirty = severity !== ticket.severity || changedLanes.length > 0;

  const reset = () => {
    setSeverity(ticket.severity);
    setLanes(ticket.lanesBlocked);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Only what changed: another operator may have changed the rest meanwhile.
    const input: TriageInput = {};
    if (severity !== ticket.severity) input.severity = severity;
    if (changedLanes.length) input.lanesBlocked = Object.fromEntries(changedLanes.map((o) => [o, lanes[o]]));
    setSaving(true);
    try {
      const saved = await triageTicket(ticket.id, input, ticket.version);
      notify.success(t('triage.saved'));
      onSaved(saved);
    } catch (e) {
      notify.error(t('triage.failed'), e instanceof Error ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={t('triage.formLabel')}>
      <Stack gap="3">
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
                onChange={(value) => setLanes((now) => ({ ...now, [o]: value }))}
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
