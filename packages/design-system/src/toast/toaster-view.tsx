// The toasts' view: Zag's toast group machine, rendered by the provider once its chunk arrives.
import {
  Portal,
  Spinner,
  Stack,
  Toaster as ChakraToaster,
  ToastActionTrigger,
  ToastCloseTrigger,
  ToastDescription,
  ToastIndicator,
  ToastRoot,
  ToastTitle,
} from '@chakra-ui/react';
import { toaster, type ToasterProps } from './toaster';

export default function ToasterView({ closeLabel = 'Cerrar notificación' }: ToasterProps) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <ToastRoot width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <ToastIndicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <ToastTitle>{toast.title}</ToastTitle>}
              {toast.description && <ToastDescription>{toast.description}</ToastDescription>}
            </Stack>
            {toast.action && <ToastActionTrigger>{toast.action.label}</ToastActionTrigger>}
            {toast.closable && <ToastCloseTrigger aria-label={closeLabel} />}
          </ToastRoot>
        )}
      </ChakraToaster>
    </Portal>
  );
}
