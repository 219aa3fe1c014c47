import { describe, expect, it } from '@jest/globals';
import { sanitizeComplementHtml } from './sanitize-complement-html';

describe('sanitizeComplementHtml', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    const html =
      '<p>Nada en un <strong>cenote</strong> <em>cristalino</em>.</p><ul><li>Equipo</li><li>45 min</li></ul>';
    expect(sanitizeComplementHtml(html)).toBe(html);
  });

  it('removes <script> and <style> with their content', () => {
    expect(sanitizeComplementHtml('<p>Hola<script>alert("x")</script></p><style>p{color:red}</style>')).toBe(
      '<p>Hola</p>',
    );
    expect(sanitizeComplementHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('removes every on* attribute and every other attribute', () => {
    expect(
      sanitizeComplementHtml(
        '<p onclick="alert(1)" style="color:red" class="x" id="y">Luz</p><span onmouseover=alert(1)>y música</span>',
      ),
    ).toBe('<p>Luz</p><span>y música</span>');
  });

  it('drops javascript:, data: and other non-http(s) hrefs, and relative ones', () => {
    expect(sanitizeComplementHtml('<a href="javascript:alert(1)">Programa</a>')).toBe('<a>Programa</a>');
    expect(sanitizeComplementHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeComplementHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeComplementHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
    expect(sanitizeComplementHtml('<a href="/es/carrito/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeComplementHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('keeps an http(s) href and nothing else on the link', () => {
    expect(
      sanitizeComplementHtml('<a href="https://example.com/show" target="_blank" onclick="x()">Más</a>'),
    ).toBe('<a href="https://example.com/show">Más</a>');
  });

  it('removes images, iframes, forms and SVG that could run code or load things', () => {
    expect(
      sanitizeComplementHtml(
        '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><svg onload=alert(1)><circle/></svg><form><input></form>Texto',
      ),
    ).toBe('Texto');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeComplementHtml('<p>1 &lt; 2 &amp; "tres"</p>')).toBe('<p>1 &lt; 2 &amp; "tres"</p>');
    expect(sanitizeComplementHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('answers an empty string for no description', () => {
    expect(sanitizeComplementHtml('')).toBe('');
    expect(sanitizeComplementHtml(null)).toBe('');
    expect(sanitizeComplementHtml(undefined)).toBe('');
  });
});
