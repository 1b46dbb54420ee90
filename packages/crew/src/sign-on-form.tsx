// Off shift: the units the driver may sign on to, and "Iniciar turno".
import { useState } from 'react';
import { useQuery, vacantUnitsQueryOptions } from '@vigia/api-client/query';
import { Button, ErrorState, FormField, LoadingState, SelectInput, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export function SignOnForm({ busy, onSignOn }: { busy: boolean; onSignOn: (unitId: number) => void }) {
  const { t } = useTranslation('crew');
  const vacant = useQuery(vacantUnitsQueryOptions());
  const [chosen, setChosen] = useState('');

  if (vacant.isPending) return <LoadingState label={t('common:loading')} />;
  if (vacant.isError) return <ErrorState message={t('loadError')} retryLabel={t('common:retry')} onRetry={() => void vacant.refetch()} />;
  if (vacant.data.length === 0)
    return (
      <Stack gap="3" align="start">
        <Text color="fg.muted">{t('noUnits')}</Text>
        <Button variant="outline" onClick={() => void vacant.refetch()}>
          {t('common:retry')}
        </Button>
      </Stack>
    );

  // A unit chosen then taken by someone else is no longer offered: the choice is cleared.
  const value = vacant.data.some((u) => String(u.id) === chosen) ? chosen : '';
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSignOn(Number(value));
      }}
    >
      <FormField label={t('unit')}>
        <SelectInput
          size="lg"
          value={value}
          onChange={(e) => setChosen(e.target.value)}
          options={vacant.data.map((u) => ({ value: u.id, label: `${u.code} · ${u.plate}` }))}
        >
          <option value="">{t('chooseUnit')}</option>
        </SelectInput>
      </FormField>
      <Button type="submit" size="lg" minH="14" colorPalette="brand" disabled={!value} loading={busy}>
        {t('signOn')}
      </Button>
    </Stack>
  );
}
