import { useWatch } from 'react-hook-form';
import { updateSlaTarget } from '@vigia/api-client';
import { invalidateTickets, slaTargetsQueryOptions, useQueryClient } from '@vigia/api-client/query';
import { SEVERITIES, SLA_MAX_MINUTES, type SlaTarget } from '@vigia/domain';
import { createSlaTargetSchema } from '@vigia/domain/schemas';
import { Box, Button, Flex, FormField, Input, SimpleGrid, Stack, Text, chakra, notify } from '@vigia/design-system';
import { LoadedList, SeverityBadge } from '@vigia/design-system/controls';
import { listLabels, useTranslation } from '@vigia/i18n';
import { formatMinutes } from './duration';
import { showSaveError } from './save-error';
import { RecordList, useSettingsForm, useSettingsQuery } from './settings-list';

interface Values {
  takeMinutes: number;
  closeMinutes: number;
}
const FIELDS = ['takeMinutes', 'closeMinutes'] as const;

/** "Plazos por severidad": minutes to take and to close, one row (and one save) per severity. */
export function SlaTargetsSection() {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const { state, refresh } = useSettingsQuery(slaTargetsQueryOptions());
  // In the order of the scale, MINOR to CRITICAL.
  const rows =
    state.status === 'ready' ? { ...state, data: SEVERITIES.flatMap((s) => state.data.filter((target) => target.severity === s)) } : state;

  return (
    <Stack gap="4">
      <Text>{t('sla.intro')}</Text>
      <Text color="fg.muted">{t('sla.risk')}</Text>
      <LoadedList state={rows} onRetry={refresh} labels={listLabels(t, { error: t('sla.loadError'), empty: t('sla.empty') })}>
        {(shown) => (
          <RecordList label={t('sla.list')} gap="3">
            {shown.map((target) => (
              <li key={target.severity}>
                <SlaTargetRow
                  target={target}
                  onSaved={() => {
                    refresh();
                    // The events' due times and states are computed from these targets.
                    void invalidateTickets(client);
                  }}
                />
              </li>
            ))}
          </RecordList>
        )}
      </LoadedList>
    </Stack>
  );
}

function SlaTargetRow({ target, onSaved }: { target: SlaTarget; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const severity = t(`common:severity.${target.severity}`);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useSettingsForm<Values>(createSlaTargetSchema, { takeMinutes: target.takeMinutes, closeMinutes: target.closeMinutes });

  const save = handleSubmit(async (values) => {
    try {
      const saved = await updateSlaTarget(target.severity, values);
      reset({ takeMinutes: saved.takeMinutes, closeMinutes: saved.closeMinutes });
      notify.success(t('sla.saved', { severity }));
      onSaved();
    } catch (error) {
      showSaveError<Values>(error, { fields: FIELDS, setError, title: t('saveFailed') });
    }
  });

  const values = useWatch({ control, name: FIELDS });
  const hint = (value: unknown) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= SLA_MAX_MINUTES ? t('sla.duration', { duration: formatMinutes(t, n) }) : undefined;
  };

  return (
    <chakra.form onSubmit={save} noValidate aria-label={t('sla.rowLabel', { severity })} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Flex gap="2" align="center">
          <SeverityBadge severity={target.severity} label={severity} />
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {FIELDS.map((name) => (
            <FormField
              key={name}
              label={t(`sla.${name}`)}
              required
              invalid={Boolean(errors[name])}
              errorText={errors[name]?.message}
              helperText={hint(values[FIELDS.indexOf(name)])}
            >
              <Input {...register(name)} type="number" inputMode="numeric" min={1} max={SLA_MAX_MINUTES} step={1} />
            </FormField>
          ))}
        </SimpleGrid>
        <Box>
          <Button type="submit" loading={isSubmitting} aria-label={t('sla.saveOf', { severity })}>
            {t('common:save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
