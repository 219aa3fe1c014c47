/**
 * For specs: the `css-…` class names and the `<style data-emotion="css …">` tags of their rules that
 * Emotion (Chakra's style runtime) left in server-rendered HTML; the provider's own global tags
 * (`css-global`) are not a part's. A read-only part leaves none (docs/decisions/011-styling.md).
 */
export function emotionStyles(html: string): { classNames: string[]; styleTags: number } {
  const classNames = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) =>
    (value ?? '').split(/\s+/).filter((name) => /^css-[a-z0-9]+$/.test(name)),
  );
  return { classNames, styleTags: [...html.matchAll(/<style data-emotion="css /g)].length };
}
