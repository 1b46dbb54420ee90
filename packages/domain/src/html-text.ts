// The visible text of the description's HTML: what its 300-character rule counts, on the form and
// on the server alike. One left-to-right pass over the input (a tokenizer after the HTML standard's
// data, tag, comment and raw-text states), so its cost is linear in the input whatever it holds:
// backtracking regular expressions took seconds on a body full of '<' (issue #21). Written here,
// not taken from htmlparser2, because the form loads it on a phone: that parser's entity tables
// are ~22 KB gzip; the editor writes only the few entities decoded below.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Elements whose content is not text to the reader (the standard's raw-text elements we may meet). */
const RAW_TEXT = new Set(['script', 'style']);
const LONGEST_ENTITY = 10; // '#x10ffff' and the names above fit

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isTagNameEnd = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 47 || c === 62; // space, /, >

/** Where the tag starting at `from` (just after '<' or '</') ends: after its '>', quotes respected. */
function tagEnd(html: string, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) {
      // A quote opens an attribute value only after '='; elsewhere it is part of a name.
      let j = i - 1;
      while (j >= from && (html.charCodeAt(j) === 32 || html.charCodeAt(j) === 9 || html.charCodeAt(j) === 10)) j--;
      if (j >= from && html.charCodeAt(j) === 61) quote = c;
    } else if (c === 62) {
      return i + 1;
    }
  }
  return html.length;
}

function bogusCommentEnd(html: string, from: number): number {
  const close = html.indexOf('>', from);
  return close === -1 ? html.length : close + 1;
}

/** After '<!--': '-->' ends it, and so do '--!>' and the abrupt '<!-->' and '<!--->'. */
function commentEnd(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  for (let dashes = html.indexOf('--', from); dashes !== -1; dashes = html.indexOf('--', dashes + 1)) {
    if (html.startsWith('>', dashes + 2)) return dashes + 3;
    if (html.startsWith('!>', dashes + 2)) return dashes + 4;
  }
  return html.length;
}

/** The character an entity at `at` (on '&') stands for, and where it ends; null when it is text. */
function entity(html: string, at: number): [string, number] | null {
  // Only a few characters are looked at: a search to the end for each '&' would be quadratic.
  const semicolon = html.slice(at + 1, at + 2 + LONGEST_ENTITY).indexOf(';') + at + 1;
  if (semicolon === at) return null;
  const name = html.slice(at + 1, semicolon);
  if (name[0] === '#') {
    const hex = name[1] === 'x' || name[1] === 'X';
    const digits = name.slice(hex ? 2 : 1);
    if (!(hex ? /^[0-9a-f]+$/i : /^[0-9]+$/).test(digits)) return null;
    const code = parseInt(digits, hex ? 16 : 10);
    return code <= 0x10ffff ? [String.fromCodePoint(code), semicolon + 1] : null;
  }
  const value = NAMED[name.toLowerCase()];
  return value === undefined ? null : [value, semicolon + 1];
}

/** Visible text of the editor's HTML: tags, comments, scripts and styles dropped, entities decoded. */
export function htmlTextContent(html: string): string {
  // For finding raw-text end tags: ASCII lowered once (same length, so positions agree).
  let lower: string | undefined;
  let out = '';
  let textFrom = 0;
  let i = 0;
  const flush = (to: number) => {
    if (to > textFrom) out += html.slice(textFrom, to);
  };
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (c === 38) {
      const decoded = entity(html, i);
      if (decoded) {
        flush(i);
        out += decoded[0];
        i = textFrom = decoded[1];
      } else i++;
      continue;
    }
    if (c !== 60) {
      i++;
      continue;
    }
    const next = html.charCodeAt(i + 1);
    let end = -1;
    if (isAsciiLetter(next)) {
      let nameEnd = i + 1;
      while (nameEnd < html.length && !isTagNameEnd(html.charCodeAt(nameEnd))) nameEnd++;
      end = tagEnd(html, nameEnd);
      const name = html.slice(i + 1, nameEnd).toLowerCase();
      if (RAW_TEXT.has(name)) {
        // Everything up to the matching end tag is the element's content, not text.
        const close = (lower ??= html.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())).indexOf(`</${name}`, end);
        end = close === -1 ? html.length : tagEnd(html, close + 2 + name.length);
      }
    } else if (next === 47) {
      const after = html.charCodeAt(i + 2);
      // '</' + a letter is an end tag, '</>' nothing, '</' + anything else a bogus comment.
      if (isAsciiLetter(after)) end = tagEnd(html, i + 2);
      else if (after === 62) end = i + 3;
      else if (i + 2 < html.length) end = bogusCommentEnd(html, i + 2);
    } else if (html.startsWith('<!--', i)) {
      end = commentEnd(html, i + 4);
    } else if (next === 33 || next === 63) {
      end = bogusCommentEnd(html, i + 2); // '<!…>' and '<?…>'
    }
    if (end === -1) {
      i++; // a '<' that opens nothing is text
      continue;
    }
    flush(i);
    i = textFrom = end;
  }
  flush(html.length);
  return out;
}
