// The saved views as tabs, each with its live count; the chosen one's panel holds the list.
import type { ReactNode } from 'react';
import { QUEUE_VIEWS, type QueueCounts, type QueueView } from '@vigia/domain';
import { Badge } from '@vigia/design-system';
import { Tabs } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

export function QueueViews({
  view,
  counts,
  onChange,
  children,
}: {
  view: QueueView;
  counts: QueueCounts | null;
  onChange: (view: QueueView) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('assignments');
  return (
    <Tabs.Root value={view} onValueChange={(e) => onChange(e.value as QueueView)} variant="line" lazyMount unmountOnExit>
      {/* Four tabs do not fit a 360 px screen: the row scrolls sideways, the tabs keep their width. */}
      <Tabs.List aria-label={t('views.label')} overflowX="auto" overflowY="hidden">
        {QUEUE_VIEWS.map((v) => (
          <Tabs.Trigger key={v} value={v} whiteSpace="nowrap" flexShrink={0}>
            {t(`views.${v}`)}
            {counts && (
              <Badge
                variant={v === 'at-risk' && counts[v] > 0 ? 'solid' : 'subtle'}
                colorPalette={v === 'at-risk' && counts[v] > 0 ? 'red' : 'gray'}
              >
                {counts[v]}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {QUEUE_VIEWS.map((v) => (
        <Tabs.Content key={v} value={v} pt="4">
          {v === view && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
