// The Inspección Fiscal's clock (issue 39 item 4): a CRITICAL or MAJOR event must be told to the
// inspector by `inspectorNoticeDueAt`. The time left, or how late, is in words (not colour alone);
// running out turns it into an alert, which screen readers announce once. One tap records the notice.
import { Alert, Button, HStack, Stack, Text } from '@vigia/design-system';
import { formatDateTime, useNow, useTranslation } from '@vigia/i18n';

/** Whole minutes left (rounded up: "quedan 1 min" until it is due) or late (at least one). */
export function clockMinutes(dueAt: string, now: number): { overdue: boolean; minutes: number } {
  const ms = Date.parse(dueAt) - now;
  if (ms > 0) return { overdue: false, minutes: Math.ceil(ms / 60_000) };
  return { overdue: true, minutes: Math.max(1, Math.floor(-ms / 60_000)) };
}

export interface InspectorClockProps {
  dueAt: string;
  /** Null: the caller may not record it (the inspector reads). */
  onRecord: (() => void) | null;
  busy: boolean;
}

export function InspectorClock({ dueAt, onRecord, busy }: InspectorClockProps) {
  const { t, i18n } = useTranslation('dispatch');
  const now = useNow(15_000);
  const { overdue, minutes } = clockMinutes(dueAt, now);
  return (
    <Alert.Root status={overdue ? 'error' : 'warning'} role={overdue ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        <Alert.Title fontSize="md">{t(overdue ? 'agencies.clock.overdue' : 'agencies.clock.due', { n: minutes })}</Alert.Title>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm">{t('agencies.clock.dueAt', { at: formatDateTime(dueAt, i18n.language) })}</Text>
          {onRecord && (
            <Button size="sm" minH="44px" colorPalette={overdue ? 'red' : 'brand'} loading={busy} onClick={onRecord}>
              {t('agencies.clock.record')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
