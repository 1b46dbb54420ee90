/** The sign-in screens' chunk; the prefetch asks for it before React renders on their routes. */
export const loadSignInScreens = () => import('@vigia/auth/screens');
