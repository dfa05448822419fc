/**
 * The PDF's fonts by language (issue 25): a Chinese or Korean PDF sets its regular text in its own
 * face first, so the characters the scripts share take its reader's shapes; others keep Noto Sans JP.
 */
import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-fonts';

describe('textRuns', () => {
  it("sets a Chinese PDF's regular text in Noto Sans SC", () => {
    expect(textRuns('悉尼 (SYD)', 'jp', 'zh-CN')).toEqual([{ font: 'sc', text: '悉尼 (SYD)' }]);
  });

  it('keeps Noto Sans JP first for Japanese and English PDFs and for bold text', () => {
    expect(textRuns('悉尼', 'jp', 'ja')).toEqual([{ font: 'jp', text: '悉尼' }]);
    expect(textRuns('悉尼', 'jp')).toEqual([{ font: 'jp', text: '悉尼' }]);
    expect(textRuns('悉尼', 'jpBold', 'zh-CN')).toEqual([{ font: 'jpBold', text: '悉尼' }]);
  });

  it("sets a Korean PDF's regular text in Noto Sans KR", () => {
    expect(textRuns('런던 (LHR)', 'jp', 'ko')).toEqual([{ font: 'kr', text: '런던 (LHR)' }]);
  });
});
