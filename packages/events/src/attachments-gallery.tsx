// The event's photos. The image URLs need the bearer token, so each image is fetched as a blob
// with the token (fetchAttachmentBlob) and shown through an object URL, revoked on unmount.
// The viewer is a dialog (focus trapped, Esc closes) with previous/next buttons and arrow keys.
import { useEffect, useState } from 'react';
import { fetchAttachmentBlob } from '@vigia/api-client';
import { loadStateOf, ticketAttachmentsQueryOptions, useQuery } from '@vigia/api-client/query';
import type { Attachment } from '@vigia/domain';
import {
  Box,
  Button,
  Center,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseButton,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Spinner,
  Text,
} from '@vigia/design-system';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { LoadedSection } from './loaded-section';

type ImageState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; src: string };

/** Object URL of an attachment, fetched with the token. */
function useAttachmentImage(url: string): ImageState {
  const [state, setState] = useState<ImageState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    fetchAttachmentBlob(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
        setState(objectUrl ? { status: 'ready', src: objectUrl } : { status: 'error' });
      },
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => {
      controller.abort();
      if (objectUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

function AttachmentImage({ attachment, alt, fit }: { attachment: Attachment; alt: string; fit: 'cover' | 'contain' }) {
  const { t } = useTranslation('events');
  const image = useAttachmentImage(attachment.url);
  if (image.status === 'loading') {
    return (
      <Center h="full" minH="24">
        <Spinner size="sm" />
      </Center>
    );
  }
  if (image.status === 'error') {
    return (
      <Center h="full" minH="24" p="2">
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {t('attachments.imageError')}
        </Text>
      </Center>
    );
  }
  return <Image src={image.src} alt={alt} w="full" h="full" objectFit={fit} />;
}

export function AttachmentsGallery({ ticketId, hint }: { ticketId: number; hint?: string }) {
  const { t } = useTranslation('events');
  const query = useQuery(ticketAttachmentsQueryOptions(ticketId));
  const state = loadStateOf(query);
  const [open, setOpen] = useState<number | null>(null);

  const items = state.status === 'ready' ? state.data.content : [];
  const current = open !== null ? items[open] : undefined;
  const go = (delta: number) => setOpen((i) => (i === null || items.length === 0 ? i : (i + delta + items.length) % items.length));

  return (
    <LoadedSection
      title={t('attachments.title')}
      status={state.status}
      errorText={t('attachments.loadError')}
      onRetry={() => void query.refetch()}
    >
      {state.status === 'ready' && items.length === 0 && <Text color="fg.muted">{t('attachments.empty')}</Text>}
      {items.length > 0 && (
        <SimpleGrid
          as="ul"
          aria-label={t('attachments.galleryLabel')}
          columns={{ base: 2, sm: 3, lg: 4 }}
          gap="3"
          listStyleType="none"
          m="0"
          p="0"
        >
          {items.map((a, index) => (
            <li key={a.id}>
              <Button
                variant="outline"
                p="0"
                w="full"
                h="32"
                overflow="hidden"
                aria-label={t('attachments.open', { name: a.fileName })}
                onClick={() => setOpen(index)}
              >
                <AttachmentImage attachment={a} alt="" fit="cover" />
              </Button>
            </li>
          ))}
        </SimpleGrid>
      )}
      {hint && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}

      <Dialog.Root open={current !== undefined} onOpenChange={(e) => !e.open && setOpen(null)} size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') go(1);
                if (e.key === 'ArrowLeft') go(-1);
              }}
            >
              {current && open !== null && (
                <>
                  <Dialog.Header>
                    <Dialog.Title>{t('attachments.viewerTitle', { index: open + 1, count: items.length })}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Box h={{ base: '60vh', md: '70vh' }} bg="bg.muted" borderRadius="l2" overflow="hidden">
                      <AttachmentImage attachment={current} alt={current.fileName} fit="contain" />
                    </Box>
                    <Text mt="2" fontSize="sm" color="fg.muted">
                      {current.fileName}
                    </Text>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <HStack w="full" justify="space-between">
                      <IconButton
                        variant="outline"
                        aria-label={t('attachments.previous')}
                        onClick={() => go(-1)}
                        disabled={items.length < 2}
                      >
                        <ChevronLeftIcon />
                      </IconButton>
                      <IconButton variant="outline" aria-label={t('attachments.next')} onClick={() => go(1)} disabled={items.length < 2}>
                        <ChevronRightIcon />
                      </IconButton>
                    </HStack>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('attachments.close')} />
                  </Dialog.CloseTrigger>
                </>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </LoadedSection>
  );
}
