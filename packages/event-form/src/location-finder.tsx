import { useCallback } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { Alert, Box, Button, Stack, Text } from '@vigia/design-system';
import { formatKm, useTranslation } from '@vigia/i18n';
import { DirectionQuestion } from './direction-question';
import type { EventFormOutput, EventFormValues } from './form-values';
import { useMyLocation, type LocateState, type Place } from './use-my-location';

interface LocationFinderProps {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  setValue: UseFormSetValue<EventFormValues>;
  /** The commune was set by the form, so a later km edit may move it (useCommuneFromKm). */
  markCommuneAuto: (commune: string) => void;
  disabled: boolean;
}

/** Puts a place on the route into km, direction and commune (the device's or a photo's). */
export function useFillLocation(setValue: UseFormSetValue<EventFormValues>, markCommuneAuto: (commune: string) => void) {
  return useCallback(
    (found: Place) => {
      const options = { shouldDirty: true, shouldValidate: true } as const;
      markCommuneAuto(found.commune);
      setValue('commune', found.commune, options);
      setValue('kilometer', String(found.kilometer), options);
      // Unknown (between the carriageways): an earlier guess goes; the reporter's answer sets it.
      setValue('orientation', found.orientation ?? '', { shouldDirty: true });
    },
    [setValue, markCommuneAuto],
  );
}

/**
 * 'Usar mi ubicación', the location's first and largest control (issue 37): fills km, direction and
 * commune, or asks the direction when GPS cannot tell it; the manual fields stay editable.
 */
export function LocationFinder({ control, setValue, markCommuneAuto, disabled }: LocationFinderProps) {
  const { t } = useTranslation('eventForm');
  const fill = useFillLocation(setValue, markCommuneAuto);
  const { state, locate } = useMyLocation(fill);

  return (
    <Stack gap="2" gridColumn="1 / -1">
      <Button
        type="button"
        size="lg"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf="flex-start"
        onClick={locate}
        loading={state.status === 'locating'}
        disabled={disabled}
      >
        {t('location.use')}
      </Button>
      {/* Read out when it changes: the result or why there is none. */}
      <Box aria-live="polite">
        <LocateMessage state={state} />
      </Box>
      {state.status === 'ask-direction' && <DirectionQuestion control={control} setValue={setValue} disabled={disabled} />}
    </Stack>
  );
}

/** A km as the location messages write it: '452,3' (es). */
export function useKmNumber() {
  const { i18n } = useTranslation('eventForm');
  // A km post as every screen writes it; a distance ("1,0 km") keeps its one decimal.
  return (value: number, minimumFractionDigits = 0) =>
    minimumFractionDigits === 0
      ? formatKm(value, i18n.language)
      : new Intl.NumberFormat(i18n.language, { minimumFractionDigits, maximumFractionDigits: 1, useGrouping: false }).format(value);
}

/** What a location attempt gave: the place found, or why there is none (also the photo's). */
export function LocateMessage({ state }: { state: LocateState }) {
  const { t } = useTranslation('eventForm');
  const number = useKmNumber();
  // As the domain module words it: '40 m', from a kilometre on '1,2 km'.
  const distance = (m: number) => (m >= 1000 ? `${number(m / 1000, 1)} km` : `${Math.round(m)} m`);

  if (state.status === 'locating') return <Text color="fg.muted">{t('location.locating')}</Text>;
  if (state.status === 'ask-direction') {
    return (
      <Text>
        {t('travelDirection.found', { km: number(state.kilometer), commune: state.commune })}{' '}
        {t('location.distance', { distance: distance(state.distanceMeters) })}
      </Text>
    );
  }
  if (state.status === 'found') {
    return (
      <Text>
        {t('location.found', {
          km: number(state.kilometer),
          orientation: t(`orientation.${state.orientation}`),
          commune: state.commune,
        })}{' '}
        {t('location.distance', { distance: distance(state.distanceMeters) })}
      </Text>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {t(`location.problems.${state.problem}`, {
              distance: distance(state.distanceMeters ?? 0),
              km: number(state.kilometer ?? 0),
            })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
