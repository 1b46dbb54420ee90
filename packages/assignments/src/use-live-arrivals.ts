// New events announced live (the notification stream's `event: queue`, kind "created"): the queue
// highlights their rows for a few seconds and says so through its aria-live region. The bell, which
// owns the stream, has already invalidated the queue and shown the toast.
import { useEffect, useState } from 'react';
import { subscribeQueueEvents } from '@vigia/api-client';
import { formatKm, useLookupNames, useTranslation } from '@vigia/i18n';

export const HIGHLIGHT_MS = 8_000;

export function useLiveArrivals(): { highlighted: ReadonlySet<number>; announcement: string } {
  const { t, i18n } = useTranslation('assignments');
  const lng = i18n.language;
  const names = useLookupNames();
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = subscribeQueueEvents((event) => {
      if (event.kind !== 'created') return;
      setAnnouncement(
        t('arrived', {
          id: event.id,
          category: names.category(event.category ?? '', event.categoryName),
          km: formatKm(event.kilometer, lng),
        }),
      );
      setHighlighted((prev) => new Set(prev).add(event.id));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setHighlighted((prev) => {
          const next = new Set(prev);
          next.delete(event.id);
          return next;
        });
      }, HIGHLIGHT_MS);
      timers.add(timer);
    });
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [t, lng, names]);

  return { highlighted, announcement };
}
