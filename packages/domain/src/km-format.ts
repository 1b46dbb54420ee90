// The one kilometre-post formatter (issue 37): screens (through `@vigia/i18n`), mails, notices,
// the road page and feeds' human texts all write a km the same way.

const kmFormats = new Map<string, Intl.NumberFormat>();

/**
 * A kilometre post: "411,5" (es) / "411.5" (en); whole km without decimals ("415"), metres kept
 * ("411,25"), never a thousands separator. Spanish unless the language is English (the server's
 * texts are Spanish). The words around it ("km …") are the caller's text.
 */
export function formatKm(km: number, lng: string | undefined = 'es'): string {
  const key = typeof lng === 'string' && lng.startsWith('en') ? 'en-GB' : 'es-CL';
  let f = kmFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(key, { maximumFractionDigits: 3, useGrouping: false });
    kmFormats.set(key, f);
  }
  return f.format(km);
}
