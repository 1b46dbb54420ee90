import { system, themeCondition } from './system';

describe('system', () => {
  it('uses the SPEC §9 breakpoints', () => {
    expect(system.token('breakpoints.sm')).toBe('600px');
    expect(system.token('breakpoints.md')).toBe('960px');
    expect(system.token('breakpoints.lg')).toBe('1280px');
    expect(system.token('breakpoints.xl')).toBe('1840px');
  });

  it('has the layout tokens', () => {
    expect(system.token('sizes.sidebar')).toBe('290px');
    expect(system.token('sizes.header')).toBe('80px');
    expect(system.token('spacing.unit')).toBe('9px');
    expect(system.token('spacing.4')).toBe('1rem');
  });

  it('registers a condition per theme and the recipes our components need', () => {
    expect(themeCondition('PureLightTheme')).toBe('pureLightTheme');
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('[data-theme=NebulaFighterTheme]');
    expect(css).toContain('--chakra-colors-brand-solid');
    expect(css).toContain('--chakra-colors-sidebar-bg');
    for (const key of ['button', 'input', 'textarea', 'spinner', 'badge', 'link', 'heading']) {
      expect(system.hasRecipe(key)).toBe(true);
    }
    for (const key of ['dialog', 'drawer', 'menu', 'field', 'nativeSelect', 'table', 'tabs', 'toast', 'alert', 'card']) {
      expect(system.isSlotRecipe(key)).toBe(true);
    }
  });
});
