import { Box, chakra, Link } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { parseLinksHtml, type SafeLinksNode } from '../../core/sanitize-links-html';

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
          <Link
            key={index}
            href={node.href}
            color="brand.fg"
            fontWeight="semibold"
            textDecoration="underline"
            textUnderlineOffset="3px"
          >
            {children}
          </Link>
        );
      case 'ul':
        return (
          <chakra.ul
            key={index}
            display="flex"
            flexWrap="wrap"
            justifyContent="center"
            gap="2"
            listStyleType="none"
            m="0"
            p="0"
          >
            {children}
          </chakra.ul>
        );
      case 'li':
        return (
          <chakra.li key={index} bg="surface.raised" rounded="full" px="4" py="1.5" fontSize="sm">
            {children}
          </chakra.li>
        );
      case 'p':
        return (
          <chakra.p key={index} mb="3" color="fg.muted">
            {children}
          </chakra.p>
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
  return <Box>{renderNodes(nodes)}</Box>;
}
