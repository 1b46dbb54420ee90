// Statuses, categories, closing reasons and channels (issue 39) arrive from the server with Spanish names. Spanish shows
// the server's name (an admin's wording wins); other languages name them by code from the
// `common:lookups` texts and fall back to the server's name for a code they do not know.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type LookupKind = 'status' | 'category' | 'closeReason' | 'channel';

export interface LookupNames {
  status: (code: string, serverName?: string | null) => string;
  category: (code: string, serverName?: string | null) => string;
  closeReason: (code: string, serverName?: string | null) => string;
  channel: (code: string, serverName?: string | null) => string;
}

export function useLookupNames(): LookupNames {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.language;
  return useMemo(() => {
    const name = (kind: LookupKind, code: string, serverName?: string | null): string => {
      const fallback = serverName || code;
      if (!lng || lng.startsWith('es')) return fallback;
      return t(`lookups.${kind}.${code}`, { defaultValue: fallback });
    };
    return {
      status: (code, serverName) => name('status', code, serverName),
      category: (code, serverName) => name('category', code, serverName),
      closeReason: (code, serverName) => name('closeReason', code, serverName),
      channel: (code, serverName) => name('channel', code, serverName),
    };
    // `t` changes identity with the language; `lng` keeps the memo honest if it does not.
  }, [t, lng]);
}
