// The toasts' store and view (Zag's toast machines), fetched with the first toast (toaster.tsx).
import {
  createToaster,
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
import { MAX_TOASTS } from '@vigia/domain';
import type { ToasterProps } from './toaster';
import { TOAST_RECIPES } from '../theme/recipes';
import { registerRecipes } from '../theme/recipe-registry';

registerRecipes(TOAST_RECIPES);

export const toaster = createToaster({ placement: 'bottom-end', max: MAX_TOASTS, pauseOnPageIdle: true });
export type ToastStore = typeof toaster;

export default function ToasterView({ closeLabel = 'Cerrar notificación', regionLabel = 'Mensajes (Alt+T)' }: ToasterProps) {
  return (
    <Portal>
      {/* Zag names the region in English ("Notifications, bottom-end (alt+T)"): ours is read aloud. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={regionLabel}>
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
