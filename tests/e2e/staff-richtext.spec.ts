/**
 * The content workspace's rich-text editor (issue 24): the demo editor opens a new snippet, whose HTML
 * field is a Tiptap editor over the form's textarea, types a sentence, makes a word bold with the
 * toolbar from the keyboard, links another through the labelled address input, saves the draft, and the
 * re-opened entry holds <strong>. The page with the editor passes axe.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAsEditor } from './support/editor-session';

test.describe('content workspace rich text', () => {
  test('bold from the toolbar by keyboard is saved as <strong>', async ({ page }) => {
    test.setTimeout(60_000);
    const key = `richtext-e2e-${Date.now()}`;
    const editPath = `/dashboard/ctg-backend/content/snippet/${key}`;
    const selectedText = () => page.evaluate(() => window.getSelection()?.toString() ?? '');
    await signInAsEditor(page);
    await page.goto(editPath);

    const textarea = page.locator('textarea[name="data.html"]');
    const textareaId = await textarea.getAttribute('id');
    const labelText = (await page.locator(`#${textareaId}-label`).innerText()).trim();
    // Hydrated: the editing area is named by the field's label and the textarea is hidden (still posted).
    const editor = page.getByRole('textbox', { name: labelText, exact: true });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(textarea).toBeHidden();

    await page.locator('[name="data.title"]').fill(`Rich text ${key}`);
    await editor.click();
    await page.keyboard.type('Quiet lounge');
    // Every keystroke has reached the editor (it writes the textarea) before the selection starts.
    await expect(textarea).toHaveValue('<p>Quiet lounge</p>');
    for (let step = 0; step < 'lounge'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(selectedText).toBe('lounge');
    const bold = page.getByRole('button', { name: 'Bold', exact: true });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.focus();
    await page.keyboard.press('Enter');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('lounge');
    await expect(textarea).toHaveValue('<p>Quiet <strong>lounge</strong></p>');

    // A link: its address in a labelled input (axe-checked while open), applied with Enter.
    // Select "Quiet" by double-clicking it: the toolbar keeps focus after Enter and gives the caret back
    // to the editor on its own schedule, so keyboard moves right after it would race that.
    const word = await page.evaluate(() => {
      const text = document.querySelector('[contenteditable="true"] p')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 5);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.dblclick(word.x, word.y);
    await expect.poll(selectedText).toBe('Quiet');
    await page.getByRole('button', { name: 'Link', exact: true }).focus();
    await page.keyboard.press('Enter');
    const address = page.getByRole('textbox', { name: 'Link address' });
    await expect(address).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type('/deals');
    await page.keyboard.press('Enter');
    await expect(editor.locator('a[href="/deals"]')).toHaveText('Quiet');
    await expect(textarea).toHaveValue('<p><a href="/deals">Quiet</a> <strong>lounge</strong></p>');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved.');
    await expect(page.getByTestId('content-status')).toContainText('Draft');

    await page.goto(editPath);
    await expect(textarea).toHaveValue(/<strong>lounge<\/strong>/);
    await expect(page.getByRole('textbox', { name: labelText, exact: true }).locator('strong')).toHaveText(
      'lounge',
    );
  });
});
