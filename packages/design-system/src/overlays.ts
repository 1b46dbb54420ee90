// `@vigia/design-system/overlays`: the widgets with a state machine (focus trap, positioning,
// dismissal) that no page needs for its first paint. A separate federation singleton, so pages load
// it when a screen that uses it does. It shares the Chakra system and theme of the main entry.
import { OVERLAY_RECIPES } from './theme/recipes';
import { registerRecipes } from './theme/recipe-registry';

export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { PanelDialog, type PanelDialogProps } from './components/panel-dialog';
export { Avatar, Dialog, Drawer, Menu, Portal, Tabs, Tooltip } from '@chakra-ui/react';

// Their recipes come with them (theme/recipes.ts): no first paint draws one of these.
registerRecipes(OVERLAY_RECIPES);
