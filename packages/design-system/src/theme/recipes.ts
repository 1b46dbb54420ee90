// The recipes of the components no first paint draws, each group registered by the module that
// exports its components when it is evaluated (`registerRecipes`, recipe-registry.ts): a page downloads a
// recipe with the component that needs it. Add a recipe here when such a module exports a new
// Chakra component.
import {
  avatarSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { LateRecipes } from './recipe-registry';

/** `@vigia/design-system/overlays` and the dialogs and menus of this package. */
export const OVERLAY_RECIPES: LateRecipes = {
  slotRecipes: {
    avatar: avatarSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    menu: menuSlotRecipe,
    tabs: tabsSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
};

/** `@vigia/design-system/controls`. */
export const CONTROL_RECIPES: LateRecipes = {
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, progress: progressSlotRecipe },
};

/** The toasts' view (toast/toaster-view.tsx, fetched with the first toast). */
export const TOAST_RECIPES: LateRecipes = { slotRecipes: { toast: toastSlotRecipe } };
