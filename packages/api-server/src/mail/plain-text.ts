// Words someone else typed (a comment, a name) go into our mail as plain text that no mail client
// turns into a link: layout.ts escapes the HTML, and here every web address loses what makes it one
// ("https://evil.example/login" reads "https[:]//evil[.]example/login"), since Gmail and Outlook
// link bare addresses in both the text and the HTML part. Our own links (buttons, footers) never
// pass through here.

/** A scheme's "://" and the dots of anything that looks like a host name or an e-mail domain. */
export function defangLinks(text: string): string {
  return (
    text
      .replace(/:\/\//g, '[:]//')
      // A dot between a letter or digit and two or more letters ("evil.example", "www.x"), not a
      // decimal ("452.3") nor a sentence's full stop followed by a space.
      .replace(/(?<=[\p{L}\p{N}_-])\.(?=[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*)/gu, '[.]')
  );
}

/** A name someone typed, for a greeting: one line, at most `max` characters, no link. */
export function plainName(name: string, max = 50): string {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
  return defangLinks(short);
}
