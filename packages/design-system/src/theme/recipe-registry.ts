// The recipes registered after start-up (theme/recipes.ts), apart from system.ts: the modules that
// register them (`/overlays`, `/controls`, the toasts' view) import this small file, not the
// system's, which would otherwise be split into a chunk of its own shared with them.
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';

export interface LateRecipes {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeConfig>;
}

const registered: Required<LateRecipes> = { recipes: {}, slotRecipes: {} };
let onRegister: ((late: LateRecipes) => void) | null = null;

/**
 * Adds the recipes of components loaded after the first paint, before any of them is drawn: call
 * it when the module that exports them is evaluated (docs/decisions/019).
 */
export function registerRecipes(late: LateRecipes): void {
  Object.assign(registered.recipes, late.recipes);
  Object.assign(registered.slotRecipes, late.slotRecipes);
  onRegister?.(late);
}

/** What was registered so far, and from now on each registration as it happens (system.ts). */
export function watchRecipes(listener: (late: LateRecipes) => void): LateRecipes {
  onRegister = listener;
  return registered;
}
