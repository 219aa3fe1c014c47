/**
 * Declarations in the page's Emotion styles whose value is still a token name: Chakra writes a token it does
 * not know (`fg.brand`, `skipLink`) into the CSS as it is, which the browser drops and the W3C Nu checker
 * reports. A resolved token is a `var(--chakra-…)`.
 */
export function unresolvedStyleTokens(root: Document = document): string[] {
  const rules = [...root.querySelectorAll('style')]
    .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])])
    .map((rule) => rule.cssText)
    .join('\n');
  const suspicious: string[] = [];
  for (const match of rules.matchAll(/([a-z-]+):\s*([^;{}]+)/g)) {
    const [declaration, property = '', value = ''] = match;
    const word = value.trim();
    const dottedToken = /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(word);
    const namedLayer =
      property === 'z-index' && !/^(-?\d+|auto|inherit|initial|unset|(var|calc)\(.*\))$/.test(word);
    if (dottedToken || namedLayer) suspicious.push(declaration.trim());
  }
  return [...new Set(suspicious)];
}
