// The notifications of the signed-in user (SPEC §2): newest first, paged (?page= in the URL),
// read state, mark one / all read, a link to the event. Refreshes when one arrives live (the bell
// invalidates the notifications' queries). Its unread count is the bell's own (one cached query),
// all of the user's unread, not those of the page shown: the two never disagree.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { markAllNotificationsRead, markNotificationRead } from '@vigia/api-client';
import { loadStateOf, notificationsQueryOptions, queryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { DEFAULT_PAGE_SIZE, type Notification, type Paged } from '@vigia/domain';
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text, notify } from '@vigia/design-system';
import { PagedList } from '@vigia/design-system/controls';
import { pagedListLabels, useTranslation } from '@vigia/i18n';
import { formatDateTime } from './format';
import { eventPath, notificationsArea } from './roles';
import { typeLabel } from './type-label';
import { refreshUnread, useUnreadCount } from './unread';

function pageFromParams(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value > 1 ? value - 1 : 0;
}

export function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications');
  const { user } = useAuth();
  const area = notificationsArea(user?.role);
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const userId = user?.id ?? '';
  const paging = { page, size: DEFAULT_PAGE_SIZE };
  // The page shown stays while the next one loads.
  const options = notificationsQueryOptions(userId, paging);
  const listKey = options.queryKey;
  const query = useQuery(options);
  const state = loadStateOf(query);
  const queryClient = useQueryClient();

  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 0) copy.set('page', String(next + 1));
    else copy.delete('page');
    setParams(copy);
  };

  /**
   * The page shown is updated in place and the unread count (the bell's too) read again at once;
   * every other notification query is read again when next shown.
   */
  const markShown = (read: (n: Notification) => boolean) => {
    void queryClient.invalidateQueries({
      queryKey: queryKeys.notifications.all,
      predicate: ({ queryKey }) => queryKey[1] !== 'unread',
      refetchType: 'none',
    });
    queryClient.setQueryData<Paged<Notification>>(listKey, (data) =>
      data ? { ...data, content: data.content.map((n) => (read(n) ? { ...n, read: true } : n)) } : data,
    );
    void refreshUnread(queryClient);
  };
  const [busy, setBusy] = useState(false);
  const mark = async (request: () => Promise<unknown>, read: (n: Notification) => boolean, done?: string) => {
    setBusy(true);
    try {
      await request();
      markShown(read);
      if (done) notify.success(done);
    } catch {
      notify.error(t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  const markOne = (id: number) =>
    mark(
      () => markNotificationRead(id),
      (n) => n.id === id,
    );
  const markAll = () => mark(markAllNotificationsRead, () => true, t('allRead'));

  const unread = useUnreadCount(Boolean(userId));

  return (
    <Stack gap="6">
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} justify="space-between">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Button variant="outline" onClick={() => void markAll()} disabled={busy || state.status !== 'ready' || state.data.total === 0}>
          {t('markAllRead')}
        </Button>
      </Flex>
      <PagedList
        state={state}
        onPageChange={setPage}
        onRetry={() => void query.refetch()}
        labels={pagedListLabels(t, { error: t('loadError'), empty: t('empty') })}
      >
        {(notifications) => (
          <>
            {unread > 0 && (
              <Text color="fg.muted" fontSize="sm">
                {t('unreadSummary', { count: unread })}
              </Text>
            )}
            <Stack as="ul" aria-label={t('listLabel')} gap="3" listStyleType="none" m="0" p="0">
              {notifications.map((n) => (
                <Box
                  as="li"
                  key={n.id}
                  borderWidth="1px"
                  borderColor={n.read ? 'border' : 'brand.solid'}
                  borderInlineStartWidth="4px"
                  bg={n.read ? 'bg.panel' : 'brand.subtle'}
                  borderRadius="l2"
                  p="4"
                >
                  <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
                    <Stack gap="1">
                      <HStack gap="2" wrap="wrap">
                        <Badge variant="subtle">{typeLabel(t, n.type)}</Badge>
                        <Badge variant={n.read ? 'outline' : 'solid'} colorPalette={n.read ? 'gray' : 'brand'}>
                          {n.read ? t('read') : t('unread')}
                        </Badge>
                        <Text as="span" color="fg.muted" fontSize="sm">
                          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, i18n.language)}</time>
                        </Text>
                      </HStack>
                      <Text fontWeight={n.read ? 'normal' : 'semibold'}>{n.message}</Text>
                    </Stack>
                    <HStack gap="2" flexShrink={0}>
                      {n.ticketId !== null && area && (
                        <Link asChild color="brand.fg" fontWeight="medium">
                          <RouterLink to={eventPath(area, n.ticketId)}>{t('openEvent', { id: n.ticketId })}</RouterLink>
                        </Link>
                      )}
                      {!n.read && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          aria-label={t('markReadItem', { message: n.message })}
                          onClick={() => void markOne(n.id)}
                        >
                          {t('markRead')}
                        </Button>
                      )}
                    </HStack>
                  </Flex>
                </Box>
              ))}
            </Stack>
          </>
        )}
      </PagedList>
    </Stack>
  );
}
