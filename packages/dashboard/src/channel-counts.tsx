// "Eventos por canal" (issue 39): how the last 30 days' events reached the control room, each channel
// named in the UI's language. Below the fold: its own chunk, like the per-day chart.
import type { ReportStatistic } from '@vigia/domain';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { CountList } from './count-list';

export default function ChannelCounts({ items }: { items: ReportStatistic['byChannel'] }) {
  const { t } = useTranslation('dashboard');
  const names = useLookupNames();
  const total = items.reduce((n, item) => n + item.count, 0);
  return (
    <CountList title={t('byChannel')} items={items.map((item) => ({ ...item, name: names.channel(item.code, item.name) }))} total={total} />
  );
}
