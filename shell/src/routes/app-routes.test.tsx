import { createRoutesFromChildren } from 'react-router-dom';
import { AREAS, SHELL_PAGES, SHELL_REDIRECTS } from '@vigia/domain';
import { shellRoutes } from './app-routes';

jest.mock('@vigia/remote-loader', () => ({ ...jest.requireActual('@vigia/remote-loader'), loadRemoteApp: jest.fn() }));

describe('the shell’s route table', () => {
  it('routes exactly the pages, redirects and areas of the manifest (@vigia/domain areas.ts)', () => {
    const paths = createRoutesFromChildren(shellRoutes()).map((route) => route.path);
    expect(paths.sort()).toEqual(
      ['/', '*', ...Object.keys(SHELL_REDIRECTS), ...Object.keys(SHELL_PAGES), ...AREAS.map((area) => `/${area}/*`)].sort(),
    );
  });
});
