import { useSearchParams } from 'react-router-dom';
import { Heading, ScreenTitle, Stack, useBreakpointValue } from '@vigia/design-system';
import { Tabs } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { CloseReasonsSection } from './close-reasons-section';
import { KmPostsSection } from './km-posts-section';
import { ResponseTemplatesSection } from './response-templates-section';
import { SeverityRulesSection } from './severity-rules-section';
import { SlaTargetsSection } from './sla-targets-section';
import { SosPostsSection } from './sos-posts-section';
import { AccessLogSection } from './access-log-section';
import { PrivacyRequestsSection } from './privacy-requests-section';

export const SETTINGS_TABS = [
  'close-reasons',
  'sla',
  'severity',
  'templates',
  'km-posts',
  'sos-posts',
  'access-log',
  'privacy-requests',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
const isTab = (value: string | null): value is SettingsTab => SETTINGS_TABS.includes(value as SettingsTab);

const SECTIONS: Record<SettingsTab, () => React.JSX.Element> = {
  'close-reasons': CloseReasonsSection,
  sla: SlaTargetsSection,
  severity: SeverityRulesSection,
  templates: ResponseTemplatesSection,
  'km-posts': KmPostsSection,
  'sos-posts': SosPostsSection,
  'access-log': AccessLogSection,
  'privacy-requests': PrivacyRequestsSection,
};

/** ADMIN: "Configuración", the control room's lists and targets; the open section is `?tab=`. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: SettingsTab = isTab(raw) ? raw : 'close-reasons';
  // On a phone the six long names are stacked, all visible; side by side from `md` up.
  const orientation = useBreakpointValue<'vertical' | 'horizontal'>({ base: 'vertical', md: 'horizontal' }) ?? 'vertical';

  // A section's own parameters (e.g. its filter) do not carry over to another section.
  const select = (next: string) => setParams(next === 'close-reasons' ? {} : { tab: next });

  return (
    <Stack gap="6" minW="0" maxW="5xl">
      <ScreenTitle title={t('title')} intro={t('intro')} />
      <Tabs.Root
        value={tab}
        onValueChange={(d) => select(d.value)}
        orientation={orientation}
        flexDirection="column"
        variant="enclosed"
        // Arrows move the focus and Enter opens: each section loads from the server.
        activationMode="manual"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('sections')} flexWrap="wrap" alignSelf={orientation === 'vertical' ? 'stretch' : 'flex-start'}>
          {SETTINGS_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} justifyContent={orientation === 'vertical' ? 'flex-start' : 'center'}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SETTINGS_TABS.map((value) => {
          const Section = SECTIONS[value];
          return (
            <Tabs.Content key={value} value={value} pt="4">
              <Stack gap="4">
                <Heading as="h2" size="lg">
                  {t(`tabs.${value}`)}
                </Heading>
                <Section />
              </Stack>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Stack>
  );
}
