// The help of the queue's keyboard shortcuts ("?" or its button): each key and what it does.
import { Box, Button, Stack, Text } from '@vigia/design-system';
import { PanelDialog } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

const KEYS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['Enter', 'enter'],
  ['t', 'take'],
  ['?', 'help'],
] as const;

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('assignments');
  return (
    <PanelDialog
      open={open}
      onClose={onClose}
      placement="center"
      title={t('shortcuts.title')}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('shortcuts.close')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted">{t('shortcuts.intro')}</Text>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" alignItems="center" m="0">
          {KEYS.map(([key, what]) => (
            <Box key={key} display="contents">
              <Box as="dt">
                <Box
                  as="kbd"
                  fontFamily="mono"
                  fontSize="sm"
                  px="2"
                  py="0.5"
                  borderWidth="1px"
                  borderBottomWidth="2px"
                  borderRadius="l1"
                  bg="bg.muted"
                >
                  {key}
                </Box>
              </Box>
              <Box as="dd" m="0">
                {t(`shortcuts.${what}`)}
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </PanelDialog>
  );
}
