// The month's breaches; the inspector raises an observation on one ("Abrir observación").
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Compliance } from '@vigia/domain';
import { Button, Card, EmptyState, Heading, HStack, Link, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { RaiseObservationForm } from './raise-observation-form';

type Breach = Compliance['breaches'][number];

export function BreachList({ breaches, canRaise }: { breaches: Breach[]; canRaise: boolean }) {
  const { t } = useTranslation('reports');
  const [raising, setRaising] = useState<string | null>(null);
  const keyOf = (b: Breach) => `${b.ticketId}-${b.time}`;
  return (
    <Stack as="section" aria-labelledby="breaches-title" gap="3">
      <Heading as="h2" size="md" id="breaches-title">
        {t('compliance.breaches')}
      </Heading>
      {breaches.length === 0 ? (
        <EmptyState title={t('compliance.noBreaches')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" aria-labelledby="breaches-title">
          {breaches.map((b) => (
            <Card.Root as="li" key={keyOf(b)} size="sm">
              <Card.Body>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text>
                    {t('compliance.breach', {
                      ticketId: b.ticketId,
                      time: t(`compliance.times.${b.time}`),
                      actual: b.actualMinutes,
                      limit: b.limitMinutes,
                    })}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Link asChild>
                      <RouterLink to={`../events/${b.ticketId}`}>{t('compliance.openEvent', { id: b.ticketId })}</RouterLink>
                    </Link>
                    {canRaise && raising !== keyOf(b) && (
                      <Button
                        size="sm"
                        minH="44px"
                        onClick={() => setRaising(keyOf(b))}
                        aria-label={t('compliance.raiseOn', { id: b.ticketId })}
                      >
                        {t('compliance.raise')}
                      </Button>
                    )}
                  </HStack>
                </HStack>
                {raising === keyOf(b) && (
                  <RaiseObservationForm ticketId={b.ticketId} standardId={b.standardId} onDone={() => setRaising(null)} />
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
