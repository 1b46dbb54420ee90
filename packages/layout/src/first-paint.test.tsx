/** @jest-environment node */
import { useAuth } from '@vigia/auth';
import { FIRST_PAINT_CSS, firstPaintScript } from './first-paint-script';
import { renderAreaFirstPaint, type AreaAppComponentProps } from './first-paint';

function AreaApp({ area, basePath }: AreaAppComponentProps) {
  const { user } = useAuth();
  return (
    <h1>
      Hola, {user?.name} ({area} en {basePath})
    </h1>
  );
}

it("renders the area's screen in the signed-in layout, hidden, then the script that shows it", () => {
  const { html: block, inlineScripts } = renderAreaFirstPaint('operator', AreaApp);
  expect(block.startsWith(`<div id="first-paint" data-area="operator" inert><style>${FIRST_PAINT_CSS}</style>`)).toBe(true);
  expect(block.endsWith(`</div><script>${firstPaintScript()}</script>`)).toBe(true);
  // Its text, for the server to allow by hash in the page's CSP.
  expect(inlineScripts).toEqual([firstPaintScript()]);
  // The operator's sidebar (SPEC §2), on the dashboard, with each element's styles.
  expect(block).toMatch(/<a aria-current="page" class="[^"]*" href="\/operator\/dashboard"/);
  expect(block).toContain('href="/operator/assignments"');
  expect(block).not.toContain('href="/operator/users"');
  expect(block).toMatch(/<style data-emotion="css [^"]+">/);
  // The user is not known at build time: the name is a slot for the script, in the header and the screen.
  expect(block).toContain('<h1>Hola, <span data-slot="name"></span> (operator en /operator)</h1>');
  expect(block.match(/data-slot="name"/g)).toHaveLength(2);
  expect(block).toContain('<span data-slot="jobtitle"></span>');
  expect(block).not.toContain('\u2063');
  // Spanish, and the system's global CSS left out (the page has it).
  expect(block).toContain('Saltar al contenido');
  expect(block).not.toContain('css-global');
});

it("draws what the build passes for the header's slot, as the shell's layout does (the notification bell)", () => {
  const Bell = () => <button type="button">Campana</button>;
  expect(renderAreaFirstPaint('operator', AreaApp, { HeaderActions: Bell }).html).toMatch(
    /<header[^>]*>.*<button type="button">Campana<\/button>.*<\/header>/s,
  );
  expect(renderAreaFirstPaint('operator', AreaApp).html).not.toContain('Campana');
});

it('refuses a screen that puts the user in an attribute, where the script cannot fill it in', () => {
  function Avatar() {
    const { user } = useAuth();
    return <img alt={user?.name} src="/a.png" />;
  }
  expect(() => renderAreaFirstPaint('driver', Avatar)).toThrow("the user's name is in an attribute");
});
