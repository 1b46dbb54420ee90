// Test helper: render inside the real provider (Chakra system, theme, Toaster). Async because the
// Toaster subscribes to its store on a timer after mount; awaiting it keeps React's act() quiet.
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DesignSystemProvider } from '../provider/design-system-provider';

export async function renderWithDs(ui: ReactElement): Promise<RenderResult> {
  let result!: RenderResult;
  await act(async () => {
    result = render(<DesignSystemProvider>{ui}</DesignSystemProvider>);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
