import { describe, expect, it } from 'vitest';
import { applySourceEdits } from './source-edits';

const where = { file: 'lib/file.js', plugin: 'the test plugin' };

describe('applySourceEdits', () => {
  it('makes each edit, a global pattern everywhere it matches', () => {
    const code = "import { a } from 'x';\nuse(a.b); use(a.c);\n";
    const member = { find: /\ba\./g, replace: 'get().' };
    const edits = [{ find: "import { a } from 'x';", replace: "import { a } from 'y';" }, member];
    expect(applySourceEdits(code, edits, where)).toBe(
      "import { a } from 'y';\nuse(get().b); use(get().c);\n",
    );
    // The same edits again on another file: a global pattern's state does not carry over.
    expect(applySourceEdits('a.d', [member], where)).toBe('get().d');
  });

  it('fails, naming the file and the plugin, when the text to change is not there', () => {
    expect(() =>
      applySourceEdits('nothing here', [{ find: 'import x', replace: '' }], where),
    ).toThrow('lib/file.js no longer holds import x: review the test plugin for this version');
  });
});
