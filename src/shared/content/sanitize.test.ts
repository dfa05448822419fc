import { describe, expect, it } from 'vitest';
import { clearSanitizeCache, escapeHtml, htmlToPlainText, sanitizeRichText } from './sanitize';

const policy = { siteOrigin: 'https://www.ctg.example', allowedExternalHosts: ['www.qantas.com'] };

describe('sanitizeRichText', () => {
  it('keeps the allowlisted structure', () => {
    const html =
      '<h2 id="seat">The seat</h2><p>A <strong>flat</strong> bed, <em>1-2-1</em>.</p><ul><li>One</li></ul><table><tr><th scope="col">A</th></tr></table>';
    expect(sanitizeRichText(html, policy)).toBe(html);
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['<img src="/x.svg" onerror="alert(1)" alt="x">', '<img alt="x" src="/x.svg" loading="lazy" />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p style="color:red">ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<form action="/x"><input name="a"></form>ok', 'ok'],
  ])('removes scripts, event handlers and unknown tags: %s', (input, output) => {
    expect(sanitizeRichText(input, policy)).toBe(output);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
  ])('drops script links but keeps their text: %s', (input) => {
    expect(sanitizeRichText(input, policy)).toBe('<a>x</a>');
  });

  it('routes links through the safe-link guard', () => {
    expect(sanitizeRichText('<a href="https://www.ctg.example/deals?x=1">d</a>', policy)).toBe(
      '<a href="/deals?x=1">d</a>',
    );
    expect(sanitizeRichText('<a href="/about/legal" target="_blank">t</a>', policy)).toBe(
      '<a href="/about/legal">t</a>',
    );
    expect(sanitizeRichText('<a href="https://www.qantas.com/au/en.html">q</a>', policy)).toBe(
      '<a href="https://www.qantas.com/au/en.html" rel="noopener noreferrer">q</a>',
    );
    expect(sanitizeRichText('<a href="https://unknown.example/">u</a>', policy)).toBe('<a>u</a>');
    expect(
      sanitizeRichText('<a href="https://unknown.example/">u</a>', { ...policy, allowExternalLinks: true }),
    ).toBe('<a href="https://unknown.example/" rel="noopener noreferrer">u</a>');
    expect(sanitizeRichText('<a href="mailto:privacy@ctg.example">m</a>', policy)).toBe(
      '<a href="mailto:privacy@ctg.example" rel="noopener noreferrer">m</a>',
    );
  });

  it('never hot-links images', () => {
    expect(sanitizeRichText('<img src="https://cdn.example/x.jpg" alt="x"><p>a</p>', policy)).toBe(
      '<p>a</p>',
    );
    expect(sanitizeRichText('<img src="//cdn.example/x.jpg" alt="x"><p>a</p>', policy)).toBe('<p>a</p>');
  });

  it('remembers results per HTML and per policy, giving the same output as a fresh run', () => {
    const html =
      '<p><a href="https://www.ctg.example/deals">d</a> <a href="https://elsewhere.example/">e</a></p>';
    const variants = [
      policy,
      { ...policy, allowExternalLinks: true },
      { ...policy, siteOrigin: 'https://elsewhere.example' },
      { ...policy, allowedExternalHosts: ['elsewhere.example'] },
      {},
    ];
    clearSanitizeCache();
    const fresh = variants.map((options) => {
      clearSanitizeCache();
      return sanitizeRichText(html, options);
    });
    expect(new Set(fresh).size).toBeGreaterThan(2);
    clearSanitizeCache();
    for (let round = 0; round < 3; round += 1) {
      expect(variants.map((options) => sanitizeRichText(html, options))).toEqual(fresh);
    }
  });
});

describe('htmlToPlainText and escapeHtml', () => {
  it('extracts readable text with entities decoded', () => {
    expect(
      htmlToPlainText(
        '<h2>Seat</h2><p>Fish &amp; chips&nbsp;<b>now</b></p><script>x()</script><li>a</li><li>b</li>',
      ),
    ).toBe('Seat Fish & chips now a b');
  });

  it('escapes the HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
