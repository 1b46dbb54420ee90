// Header button with the live unread count (SSE, polling fallback) and a toast per arrival. An
// arrival also refreshes the queries it concerns (the notifications, the lists of events, the event's
// comments and history), in the shell and in the remote on screen alike: they share one cache.
// For staff the same stream carries the queue's live events: they refresh the queue and the lists,
// a new event is toasted and handed to the queue screen, and the unread count does not move. For the
// control room a critical or injured arrival also becomes a persistent alert (critical-alerts.ts).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { publishQueueEvent, type QueueStreamEvent } from '@vigia/api-client';
import { invalidateForNotification, invalidateForQueueEvent, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import type { Notification } from '@vigia/domain';
import { Badge, BellIcon, Box, IconButton, notify } from '@vigia/design-system';
import { formatKm, useLookupNames, useTranslation } from '@vigia/i18n';
import { ALERT_ROLES, applyQueueEvent } from './critical-alerts';
import { connectNotifications, type LiveOptions } from './live-connection';
import { notificationsArea } from './roles';
import { announceNotificationArrived, NOTIFICATIONS_CHANGED, onWindowEvent } from './sync';
import { typeLabel } from './type-label';
import { addUnread, refreshUnread, setUnreadCount, useUnreadCount } from './unread';

export interface NotificationBellProps {
  /** Test seams for the live channel. */
  live?: Pick<LiveOptions, 'EventSourceImpl' | 'pollMs' | 'retryMs'>;
}

export function NotificationBell({ live }: NotificationBellProps) {
  const { t, i18n } = useTranslation('notifications');
  const names = useLookupNames();
  const { user } = useAuth();
  const navigate = useNavigate();
  const area = notificationsArea(user?.role);
  const userId = user?.id;
  const alerting = ALERT_ROLES.has(user?.role ?? '');
  const count = useUnreadCount(Boolean(area && userId));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!area || !userId) return undefined;
    const stop = connectNotifications({
      ...live,
      onUnread: (next) => setUnreadCount(queryClient, next),
      onNotification: (notification: Notification) => {
        if (!notification.read) addUnread(queryClient);
        notify.info(`${t('toastTitle')}: ${typeLabel(t, notification.type)}`, notification.message);
        announceNotificationArrived(notification);
        invalidateForNotification(queryClient, notification);
      },
      onQueue: (event: QueueStreamEvent) => {
        // A critical arrival has its persistent alert: no toast besides.
        const alerted = alerting && applyQueueEvent(event);
        invalidateForQueueEvent(queryClient, event);
        if (event.kind === 'created' && !alerted) {
          notify.info(
            t('queueArrival', {
              id: event.id,
              category: names.category(event.category ?? '', event.categoryName),
              km: formatKm(event.kilometer, i18n.language),
            }),
          );
        }
        publishQueueEvent(event);
      },
    });
    // Marked read by a screen that does not share this cache (kept for any such caller).
    const offChanged = onWindowEvent(NOTIFICATIONS_CHANGED, () => void refreshUnread(queryClient));
    return () => {
      stop();
      offChanged();
    };
    // `live` is a test seam, fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, userId, alerting, t, queryClient]);

  if (!area) return null;
  const label = count > 0 ? t('badgeUnread', { count }) : t('badge');
  return (
    <Box position="relative">
      <IconButton variant="ghost" aria-label={label} title={label} onClick={() => navigate(`/${area}/notifications`)}>
        <BellIcon />
      </IconButton>
      {count > 0 && (
        <Badge
          aria-hidden
          data-testid="unread-badge"
          position="absolute"
          top="0"
          insetEnd="0"
          colorPalette="red"
          variant="solid"
          borderRadius="full"
          fontSize="xs"
          minW="5"
          justifyContent="center"
          pointerEvents="none"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
}
