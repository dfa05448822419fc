import { describe, expect, it } from 'vitest';
import { editorCanHold, fieldValueFromEditor, normaliseLinkAddress } from './rich-text-html';

describe('editorCanHold', () => {
  it('accepts what the toolbar and the editor schema write', () => {
    expect(
      editorCanHold(
        '<h2>Lounges</h2><p>A <strong>quiet</strong> <em>room</em><br>and <a href="https://example.com" rel="noopener noreferrer" target="_blank">more</a>.</p><ul><li><p>One</p></li></ul><ol start="3"><li>Two</li></ol>',
      ),
    ).toBe(true);
    expect(editorCanHold('Plain text without tags')).toBe(true);
    expect(editorCanHold('')).toBe(true);
  });

  it('refuses elements and attributes the editor would drop on the next save', () => {
    expect(editorCanHold('<table><tr><td>1</td></tr></table>')).toBe(false);
    expect(editorCanHold('<p>A <img src="/x.jpg" alt="x"></p>')).toBe(false);
    expect(editorCanHold('<h2 id="fares">Fares</h2>')).toBe(false);
    expect(editorCanHold('<p lang="ja">日本語</p>')).toBe(false);
    expect(editorCanHold('<h1>Title</h1>')).toBe(false);
    expect(editorCanHold('<div><p>x</p></div>')).toBe(false);
  });
});

describe('fieldValueFromEditor', () => {
  it('submits nothing for an empty editor and the HTML otherwise', () => {
    expect(fieldValueFromEditor('<p></p>', true)).toBe('');
    expect(fieldValueFromEditor('<p><strong>Hi</strong></p>', false)).toBe('<p><strong>Hi</strong></p>');
  });
});

describe('normaliseLinkAddress', () => {
  it('keeps web addresses, site paths, fragments and email addresses', () => {
    expect(normaliseLinkAddress(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(normaliseLinkAddress('http://example.com')).toBe('http://example.com');
    expect(normaliseLinkAddress('/deals/sydney-athens')).toBe('/deals/sydney-athens');
    expect(normaliseLinkAddress('#fares')).toBe('#fares');
    expect(normaliseLinkAddress('desk@example.com')).toBe('mailto:desk@example.com');
    expect(normaliseLinkAddress('mailto:desk@example.com')).toBe('mailto:desk@example.com');
    expect(normaliseLinkAddress('example.com/lounges')).toBe('https://example.com/lounges');
  });

  it('refuses scripts, data, protocol-relative and malformed addresses', () => {
    expect(normaliseLinkAddress('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkAddress('data:text/html,x')).toBeNull();
    expect(normaliseLinkAddress('//evil.example')).toBeNull();
    expect(normaliseLinkAddress('https://')).toBeNull();
    expect(normaliseLinkAddress('two words')).toBeNull();
    expect(normaliseLinkAddress('')).toBeNull();
    expect(normaliseLinkAddress('#')).toBeNull();
    expect(normaliseLinkAddress('mailto:nobody')).toBeNull();
  });
});
