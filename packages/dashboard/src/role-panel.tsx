import { Link as RouterLink } from 'react-router-dom';
import { notificationsSummaryQueryOptions } from '@vigia/api-client/query';
import type { Role, StripEvent } from '@vigia/domain';
import { Badge, Box, Card, Heading, Link, LoadingState, Stack, Text } from '@vigia/design-system';
import { formatAge, formatKm, useNow, useTranslation } from '@vigia/i18n';
import { useLoad } from './use-load';

const MAX_ITEMS = 8;

/** What each role works from: DRIVER their open events, OPERATOR their queue, SUPERVISOR/ADMIN the unassigned work. */
export function RolePanel({
  role,
  events,
  area,
  hrefOf,
}: {
  role: Role;
  events: StripEvent[];
  area: string;
  hrefOf: (e: StripEvent) => string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const now = useNow();
  const items = role === 'SUPERVISOR' || role === 'ADMIN' ? events.filter((e) => !e.assigned) : role === 'INSPECTOR' ? [] : events;
  return (
    <Card.Root as="section" aria-labelledby="dashboard-role-title">
      <Card.Header>
        <Heading as="h2" size="md" id="dashboard-role-title">
          {t(`role.${role}`)}
          {role !== 'INSPECTOR' && (
            <Badge ms="2" colorPalette={items.length ? 'orange' : 'green'}>
              {items.length}
            </Badge>
          )}
        </Heading>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text color="fg.muted">{t(`roleEmpty.${role}`)}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {items.slice(0, MAX_ITEMS).map((e) => (
              <Box as="li" key={e.id}>
                <Link asChild color="brand.fg">
                  <RouterLink to={hrefOf(e)}>
                    {t('eventItem', {
                      id: e.id,
                      category: e.categoryName,
                      km: formatKm(e.kilometer, i18n.language),
                      status: e.statusName,
                      age: formatAge(e.dateEvent, i18n.language, now),
                    })}
                  </RouterLink>
                </Link>
                {/* The design system's Badge, not controls' InjuredBadge: the dashboard's first load stays as it is. */}
                {e.injured && (
                  <Badge ms="2" colorPalette="red" variant="solid">
                    {t('common:injured')}
                  </Badge>
                )}
              </Box>
            ))}
          </Stack>
        )}
        <SeeMore to={`/${area}/events`}>{t('seeEvents')}</SeeMore>
      </Card.Body>
    </Card.Root>
  );
}

/** The driver's notifications summary: unread count and the latest ones. */
export function NotificationsSummary({ profileId, area }: { profileId: string; area: string }) {
  const { t } = useTranslation('dashboard');
  const { state } = useLoad(notificationsSummaryQueryOptions(profileId));
  return (
    <Card.Root as="section" aria-labelledby="dashboard-notifications-title">
      <Card.Header>
        <Heading as="h2" size="md" id="dashboard-notifications-title">
          {t('notifications')}
          {state.status === 'ready' && state.data[0].count > 0 && (
            <Badge ms="2" colorPalette="orange">
              {t('unread', { count: state.data[0].count })}
            </Badge>
          )}
        </Heading>
      </Card.Header>
      <Card.Body>
        {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
        {state.status === 'error' && <Text color="fg.muted">{t('noNotifications')}</Text>}
        {state.status === 'ready' &&
          (state.data[1].content.length === 0 ? (
            <Text color="fg.muted">{t('noNotifications')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {state.data[1].content.map((n) => (
                <Text as="li" key={n.id} fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'}>
                  {n.message}
                </Text>
              ))}
            </Stack>
          ))}
        <SeeMore to={`/${area}/notifications`}>{t('seeAll')}</SeeMore>
      </Card.Body>
    </Card.Root>
  );
}

/** The way from a panel to the whole list. */
function SeeMore({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild mt="3" display="inline-block" fontSize="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
