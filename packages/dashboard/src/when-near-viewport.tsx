import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@vigia/design-system';

/**
 * Renders `children` once this place comes within `margin` of the viewport: a section below the
 * fold then fetches its code when the user scrolls towards it, not with the page. Without
 * IntersectionObserver it renders at once.
 */
export function WhenNearViewport({ children, margin = '300px' }: { children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <Box ref={ref} minH="1px" />;
}
