import { useState } from 'react';
import type { OutboxMessage } from '@vigia/domain';
import { Box, Button, Stack, Text, chakra } from '@vigia/design-system';
import { PanelDialog } from '@vigia/design-system/overlays';
import { formatDateTime, useTranslation } from '@vigia/i18n';

/**
 * One outgoing message. The text body is shown as text; the HTML body only inside a sandboxed
 * iframe (`sandbox=""`: no script, no same-origin access, no forms), never injected into the page.
 */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const { t, i18n } = useTranslation('users');
  const [html, setHtml] = useState(false);
  const facts: [string, string][] = [
    [t('outbox.detail.to'), message.to],
    [t('outbox.detail.kind'), t(`outbox.kinds.${message.kind}`, { defaultValue: message.kind })],
    [t('outbox.columns.status'), t(`outbox.status.${message.status}`)],
    [t('outbox.detail.created'), formatDateTime(message.createdAt, i18n.language)],
    ...(message.sentAt ? ([[t('outbox.detail.sent'), formatDateTime(message.sentAt, i18n.language)]] as [string, string][]) : []),
    [t('outbox.detail.attempts'), String(message.attempts)],
    ...(message.lastError ? ([[t('outbox.detail.lastError'), message.lastError]] as [string, string][]) : []),
  ];
  return (
    <PanelDialog
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      title={message.subject || t('outbox.noSubject')}
      footer={
        <>
          {message.html && (
            <Button variant="outline" onClick={() => setHtml(!html)}>
              {html ? t('outbox.detail.showText') : t('outbox.detail.showHtml')}
            </Button>
          )}
          <Button onClick={onClose}>{t('outbox.detail.close')}</Button>
        </>
      }
    >
      <Stack gap="4">
        <Stack as="dl" gap="1" m="0">
          {facts.map(([label, value]) => (
            <Box key={label} display="flex" gap="2" flexWrap="wrap">
              <Text as="dt" fontWeight="semibold">
                {label}:
              </Text>
              <Text as="dd" m="0" wordBreak="break-word">
                {value}
              </Text>
            </Box>
          ))}
        </Stack>
        {html ? (
          <chakra.iframe
            title={t('outbox.detail.htmlFrame')}
            sandbox=""
            srcDoc={message.html}
            w="full"
            minH="420px"
            borderWidth="1px"
            borderRadius="md"
            bg="white"
          />
        ) : (
          <chakra.pre
            aria-label={t('outbox.detail.text')}
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontFamily="inherit"
            fontSize="sm"
            p="3"
            borderWidth="1px"
            borderRadius="md"
            m="0"
          >
            {message.text}
          </chakra.pre>
        )}
      </Stack>
    </PanelDialog>
  );
}
