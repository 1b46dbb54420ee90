// The alerts themselves (a chunk of its own: drawn only once one arrives). A `role="alert"` region
// at the top of the staff layout, never a toast that fades: each alert names the event and offers
// "Ver" and "Descartar"; several stack under their count; the sound's mute is a toggle beside it.
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Area } from '@vigia/domain';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@vigia/design-system';
import { InjuredBadge } from '@vigia/design-system/controls';
import { formatKm, useLookupNames, useTranslation } from '@vigia/i18n';
import { playAlertSound, setAlertSoundMuted, useAlertSoundMuted } from './alert-sound';
import { dismissAlert, useArrivals, type CriticalAlert } from './critical-alerts';
import { eventPath } from './roles';

export interface CriticalAlertStackProps {
  alerts: readonly CriticalAlert[];
  area: Area;
}

export default function CriticalAlertStack({ alerts, area }: CriticalAlertStackProps) {
  const { t, i18n } = useTranslation('notifications');
  const names = useLookupNames();
  const muted = useAlertSoundMuted();
  // Each live arrival sounds once (alerts kept from before a reload do not).
  const arrivals = useArrivals();
  useEffect(() => {
    if (arrivals > 0) playAlertSound();
  }, [arrivals]);
  return (
    <Box
      role="alert"
      aria-atomic="false"
      bg="red.subtle"
      borderBottomWidth="2px"
      borderColor="red.solid"
      px={{ base: '4', md: '9' }}
      py="3"
    >
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Text fontWeight="bold" color="red.fg">
          {t('criticalAlert.title', { count: alerts.length })}
        </Text>
        <Button size="xs" variant={muted ? 'solid' : 'outline'} aria-pressed={muted} onClick={() => setAlertSoundMuted(!muted)}>
          {t('criticalAlert.mute')}
        </Button>
      </Flex>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" mt="2" maxH="40dvh" overflowY="auto">
        {alerts.map((alert) => (
          <Flex
            as="li"
            key={alert.id}
            gap="2"
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'center' }}
            justify="space-between"
            bg="bg.panel"
            borderRadius="l2"
            borderInlineStartWidth="4px"
            borderColor="red.solid"
            px="3"
            py="2"
          >
            <HStack gap="2" wrap="wrap">
              <Text as="span" fontWeight="semibold">
                {t('criticalAlert.event', { id: alert.id })}
              </Text>
              <Text as="span">
                {t('criticalAlert.where', {
                  category: names.category(alert.category ?? '', alert.categoryName),
                  km: formatKm(alert.kilometer, i18n.language),
                })}
              </Text>
              {alert.severity === 'CRITICAL' && (
                <Badge colorPalette="red" variant="solid">
                  {t(`common:severity.${alert.severity}`)}
                </Badge>
              )}
              {alert.injured && <InjuredBadge label={t('common:injured')} />}
            </HStack>
            <HStack gap="2" flexShrink={0}>
              <Button asChild size="sm" colorPalette="red">
                <RouterLink to={eventPath(area, alert.id)} aria-label={t('criticalAlert.openLabel', { id: alert.id })}>
                  {t('criticalAlert.open')}
                </RouterLink>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('criticalAlert.dismissLabel', { id: alert.id })}
                onClick={() => dismissAlert(alert.id)}
              >
                {t('criticalAlert.dismiss')}
              </Button>
            </HStack>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
