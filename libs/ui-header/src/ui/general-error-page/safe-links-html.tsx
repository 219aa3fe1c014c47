import { useMemo, type ReactNode } from 'react';
import { parseLinksHtml, type SafeLinksNode } from '../../core/sanitize-links-html';
import { generalErrorStyles } from './general-error-page.styles';

const c = generalErrorStyles.classes;

export interface SafeLinksHtmlProps {
  /** Untrusted HTML; only links, lists, paragraphs, strong and em survive (see parseLinksHtml). */
  html: string;
}

function renderNodes(nodes: readonly SafeLinksNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.text;
    const children = renderNodes(node.children);
    switch (node.tag) {
      case 'a':
        return (
          <a key={index} href={node.href} className={c.link}>
            {children}
          </a>
        );
      case 'ul':
        return (
          <ul key={index} className={c.list}>
            {children}
          </ul>
        );
      case 'li':
        return (
          <li key={index} className={c.item}>
            {children}
          </li>
        );
      case 'p':
        return (
          <p key={index} className={c.paragraph}>
            {children}
          </p>
        );
      case 'strong':
        return <strong key={index}>{children}</strong>;
      case 'em':
        return <em key={index}>{children}</em>;
      default:
        return null;
    }
  });
}

/**
 * Renders related links given as HTML as React elements, after the allow-list parser: no innerHTML,
 * so nothing the parser did not understand can reach the page.
 */
export function SafeLinksHtml({ html }: SafeLinksHtmlProps) {
  const nodes = useMemo(() => parseLinksHtml(html), [html]);
  return <div>{renderNodes(nodes)}</div>;
}
